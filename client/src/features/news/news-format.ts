import { NEWS_TYPES, type NewsType } from '@leerpunt/shared/catalog';

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
