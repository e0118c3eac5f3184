/** Display helpers shared by the library cards and the reader. */

export { formatPoints, pePointsLabel as pointsLabel } from '../../ui/points';

/** The host of an external link, e.g. 'www.ifrs.org'; the raw text when it is not a URL. */
export function linkHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
