import type { ActivityHistoryTab_ItemFragment } from '../../gql/graphql';

export type ActivityRow = ActivityHistoryTab_ItemFragment;

/**
 * SPEC §2: rows are hidden when the date is missing, unreadable or on or before 1970, or the title
 * is empty or the text 'Invalid Date'.
 */
export function isShownActivity(row: ActivityRow): boolean {
  const title = row.articleTitle?.trim() ?? '';
  if (!title || title === 'Invalid Date') return false;
  if (!row.date) return false;
  const date = new Date(row.date);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() > 1970;
}
