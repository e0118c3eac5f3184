import { allowanceUsedSql } from '../allowance/allowance.sql';
import { INSERT_CERTIFICATE_SQL, issueStateSql, TAKE_STATUS_SLOT } from '../../certificates/certificates.sql';
import { passEventsSql } from '../../integrations/integration-events.sql';
import { addPointsEarnedSql, memberVersionGuardSql } from '../../users/users.sql';
import type { IssueState } from '../certificates/certificate-issuer';
import type { PassState } from './pass-test';

/**
 * PassState's columns ("allowanceUsed" and issue) for a caller's own read, given
 * the parameter numbers of the user id, the subscription start and the status index candidates (passCandidates()).
 */
export const passStateSql = (userParam: string, startParam: string, candidatesParam: string) =>
  `(${allowanceUsedSql(userParam, startParam)}) AS "allowanceUsed", ${issueStateSql(candidatesParam)} AS issue`;

/** PassState from a row that holds passStateSql's columns. */
export const passStateOf = (row: Record<string, unknown>): PassState => ({ allowanceUsed: Number(row.allowanceUsed ?? 0), issue: row.issue as IssueState });

/** The statement that records a pass; `guarded` is passTest's unlocked form (see there). */
const passWriteSql = (guarded: boolean) => `WITH ${guarded ? `${memberVersionGuardSql('$5', '$20')}, ` : ''}g AS (
       UPDATE test_attempts SET status = 'passed', answers = $2::jsonb, score = $3, submitted_at = $4
        WHERE id = $1 AND status = 'open'${guarded ? ' AND EXISTS (SELECT 1 FROM v)' : ''} RETURNING id
     ), c AS (
       INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, allowance_charged, completed_at)
       SELECT $5, $6, g.id, $7, $8, $9, $4 FROM g RETURNING id, user_id, article_id, pe_points_awarded, completed_at
     ), p AS (
       ${addPointsEarnedSql('$5', '$8', 'EXISTS (SELECT 1 FROM c)')}
     ), cert AS (
       ${INSERT_CERTIFICATE_SQL}
       SELECT $10, $5, $6, c.id, $11, $12, $13, $8, $3, $14, $4, $15, $16, $17, $18, $19 FROM c
       ${guarded ? '' : 'ON CONFLICT DO NOTHING '}RETURNING id, score, total
     ), slot AS (
       SELECT ${TAKE_STATUS_SLOT} FROM cert
     ), events AS (
       ${passEventsSql('c', 'cert')}
     )
     SELECT (SELECT count(*) FROM g)::int AS graded, (SELECT id FROM c) AS completion_id,
            (SELECT count(*) FROM slot)::int AS certified`;

export const PASS_WRITE = passWriteSql(false);
export const GUARDED_PASS_WRITE = passWriteSql(true);
