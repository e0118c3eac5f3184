/**
 * SQL over the members' rows for statements of other features to embed: a guard that a write applies only to
 * the version of the member's row a read saw, and the points a pass adds to the member's total.
 */

/**
 * A CTE `v` holding the member's row, locked, only while that row is still the version a read saw: its xmin
 * (`versionParam`), which every update of the row changes. A write that requires `EXISTS (SELECT 1 FROM v)`
 * applies only if nothing changed the member since the read; one in flight is waited for, then seen.
 */
export const memberVersionGuardSql = (userParam: string, versionParam: string) =>
  `v AS (SELECT id FROM users WHERE id = ${userParam} AND xmin = ${versionParam}::text::xid FOR UPDATE)`;

/** An UPDATE adding `pointsParam` to member `userParam`'s points earned when `condition` holds, returning the id. */
export const addPointsEarnedSql = (userParam: string, pointsParam: string, condition: string) =>
  `UPDATE users SET pe_points_earned = pe_points_earned + ${pointsParam} WHERE id = ${userParam} AND ${condition} RETURNING id`;

/** A statement locking member `userParam`'s row until the caller's transaction ends (their passes then run one at a time). */
export const lockMemberSql = (userParam: string) => `SELECT 1 FROM users WHERE id = ${userParam} FOR UPDATE`;
