import { NEWS_TYPES, type NewsType } from '@shared/constants';

const PARTS = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A long-form date such as 'Saturday, 14 November 2026' (the reader's local day). */
export function longDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** The group an item belongs to; unknown types are shown as news. */
export const newsGroup = (type: string): NewsType => {
  const t = type.trim().toLowerCase();
  return (NEWS_TYPES as readonly string[]).includes(t) ? (t as NewsType) : 'news';
};

export const NEWS_GROUP_TITLES: Record<NewsType, string> = {
  news: 'News',
  feature: 'New Features',
  announcement: 'Announcements',
  update: 'Updates',
};

/** Plain-text content as paragraphs (blank lines separate them). */
export const paragraphs = (content: string): string[] =>
  content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
