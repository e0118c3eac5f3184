/** Display helpers shared by the library cards and the reader. */

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD publication date as e.g. '15 January 2025'; null when absent or malformed. */
export function formatPublicationDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : DATE.format(date);
}

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
