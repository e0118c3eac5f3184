/**
 * Every date the app shows, in one locale: English text with day-month-year order (en-GB), the form the
 * app's members (Dutch, German, Spanish and British professionals) read without thinking. A missing or
 * unreadable value shows as a dash.
 */
const LOCALE = 'en-GB';

const LONG = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const SHORT = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const WEEKDAY = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** Calendar dates without a time (YYYY-MM-DD) are the same day everywhere: read and shown in UTC. */
const CALENDAR = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const show = (format: Intl.DateTimeFormat) => (value: string | null | undefined) => {
  const date = parse(value);
  return date ? format.format(date) : '—';
};

/** '12 March 2027' */
export const dateLong = show(LONG);

/** '12 Mar 2027' */
export const dateShort = show(SHORT);

/** '12 Mar 2027, 14:05' (the reader's time zone) */
export const dateTime = show(DATE_TIME);

/** 'Saturday, 14 November 2026' (the reader's local day) */
export function dayLong(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return '—';
  const part = (type: Intl.DateTimeFormatPartTypes) => WEEKDAY.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A calendar date (YYYY-MM-DD) as '15 January 2025'; null when absent or malformed. */
export function calendarDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(`${value}T00:00:00Z`);
  return date ? CALENDAR.format(date) : null;
}
