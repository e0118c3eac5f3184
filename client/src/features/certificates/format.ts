/** A date-time in the reader's locale, or a dash when missing or unreadable. */
export function localDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString() : '—';
}

/** A calendar date in the reader's locale, or a dash. */
export function localDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : '—';
}

/** Points with at most two decimals and no trailing zeros (1, 1.5, 0.25). */
export const formatPoints = (points: number) => String(Number(points.toFixed(2)));
