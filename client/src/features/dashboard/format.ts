import { NEWS_TYPES, type NewsType } from '@leerpunt/shared/catalog';
import { formatPoints } from '../../ui/points';

export { formatPoints };

/** "1 point", "1.5 points", "0 points": English takes the singular for exactly one. */
export const pointsText = (n: number, unit = 'points'): string => `${formatPoints(n)} ${formatPoints(n) === '1' ? unit.replace(/s$/, '') : unit}`;

/** Text cut to `max` characters with an ellipsis when longer. */
export const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max).trimEnd()}...` : text);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthName = (month: number): string => MONTHS[month - 1] ?? '';
export const monthShort = (month: number): string => monthName(month).slice(0, 3);

/** A news item's type and label; unknown types count as news (SPEC §2). */
export function newsType(type: string): { type: NewsType; label: string } {
  // The API sends enum names (ANNOUNCEMENT); the shared list holds the stored spelling.
  const t = type.trim().toLowerCase();
  const known = (NEWS_TYPES as readonly string[]).includes(t) ? (t as NewsType) : 'news';
  return { type: known, label: known.charAt(0).toUpperCase() + known.slice(1) };
}

/** Today in the browser's calendar as YYYY-MM-DD. */
export function localIsoDate(d = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
