/** Offset paging of admin lists: at most 200 rows, 50 by default. */
export interface Page {
  limit?: number | null;
  offset?: number | null;
}

export const pageOf = (p: Page = {}) => ({
  take: Math.min(Math.max(p.limit ?? 50, 1), 200),
  skip: Math.max(p.offset ?? 0, 0),
});
