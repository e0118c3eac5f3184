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

/** Points as whole numbers where they are whole, else with two decimals. */
export const formatPoints = (points: number) => (Number.isInteger(points) ? String(points) : points.toFixed(2));
