/** Display helpers shared by the library cards and the reader. */

/** PE points without trailing zeros: 1, 1.5, 0.25. */
export const formatPoints = (value: number): string => String(Math.round(value * 100) / 100);

/** '1 PE Point' / '2.5 PE Points'. */
export const pointsLabel = (value: number): string => `${formatPoints(value)} PE ${value === 1 ? 'Point' : 'Points'}`;

/** The host of an external link, e.g. 'www.ifrs.org'; the raw text when it is not a URL. */
export function linkHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
