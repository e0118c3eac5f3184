/** SQL for the points charged to the allowance since the subscription started, given the parameter numbers of the user id and start. */
export const allowanceUsedSql = (userParam = '$1', startParam = '$2') =>
  `SELECT coalesce(sum(allowance_charged), 0) AS used FROM article_completions
    WHERE user_id = ${userParam} AND (${startParam}::timestamptz IS NULL OR completed_at >= ${startParam}::timestamptz)`;
