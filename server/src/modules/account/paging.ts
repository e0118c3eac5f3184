import { pageOf, pageSize, timeKeyset, type ConnectionPage } from '../../graphql/connection';
import type { NewestRows } from './account.repository';

/** Which page of an admin list: `first` items after the `after` cursor. */
export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

/**
 * One page of a list ordered newest first by (created_at, id): the size and cursor checked, and one row
 * more than the page fetched to tell whether another follows.
 */
export async function newestPage<E extends { id: number }>(
  { first, after }: PageRequest,
  fetch: (limit: number, position: [string, number] | null) => Promise<NewestRows<E>>,
): Promise<ConnectionPage<E>> {
  const size = pageSize(first);
  const position = timeKeyset(after, 'number');
  const { rows, total } = await fetch(size + 1, position);
  return pageOf(
    rows,
    size,
    !!position,
    total,
    (r) => [r.position, r.row.id],
    (r) => r.row,
  );
}
