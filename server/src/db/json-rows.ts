/**
 * A scalar subquery's body: the rows of `select` as a JSON array of objects keyed by column name ('[]' without
 * any), in the order `select` gives them. Features export such bodies for a statement that reads across them.
 */
export const jsonRowsSql = (select: string) => `SELECT coalesce(json_agg(row_to_json(x)), '[]'::json) FROM (${select}) x`;

/** As jsonRowsSql, for a select of at most one row: that row as a JSON object, or null. */
export const jsonRowSql = (select: string) => `SELECT row_to_json(x) FROM (${select}) x`;
