import { badInput } from '../../../errors';
import { intParam } from '../../../rest/http';

/** Most article ids one status lookup may carry. */
export const MAX_STATUS_IDS = 500;

/** The article ids of a status lookup from either face, within the limit. */
export function statusArticleIds(ids: readonly number[]): number[] {
  if (ids.length > MAX_STATUS_IDS) throw badInput(`At most ${MAX_STATUS_IDS} article ids`);
  return [...ids];
}

/** article_ids as repeated parameters (article_ids=1&article_ids=2), article_ids[]=…, or comma-separated. */
export function articleIdsParam(value: unknown): number[] {
  const raw: unknown[] = value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
  const parts = raw.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
  if (parts.length > MAX_STATUS_IDS) throw badInput(`At most ${MAX_STATUS_IDS} article ids`);
  return parts.map((v) => intParam(typeof v === 'string' ? v.trim() : v, 'article_ids'));
}
