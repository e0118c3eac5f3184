import type { EntityManager } from 'typeorm';
import { hotQuery } from '../../../db/hot-query';
import { GUARDED_PASS_WRITE, PASS_WRITE, passStateSql } from './pass-test.sql';

/** What the statement that records a pass did: whether it graded the attempt, the completion, whether it certified. */
export interface PassWritten {
  graded: number;
  completionId: number | null;
  certified: number;
}

/**
 * Records a pass in one statement inside the caller's transaction (pass-test.sql.ts, PASS_WRITE); `guarded`
 * takes the member's row version as a 20th parameter and applies only while the row is still that version.
 */
export async function writePass(m: EntityManager, params: unknown[], guarded: boolean): Promise<PassWritten> {
  const [row]: Array<{ graded: number; completion_id: number | null; certified: number }> = await hotQuery(
    m,
    guarded ? GUARDED_PASS_WRITE : PASS_WRITE,
    params,
  );
  return { graded: row.graded, completionId: row.completion_id, certified: row.certified };
}

/** passStateSql on its own, for a caller whose read did not include it: the row holding its columns. */
export async function readPassState(m: EntityManager, userId: number, startedAt: Date | null, candidates: number[]): Promise<Record<string, unknown>> {
  const [row]: Array<Record<string, unknown>> = await m.query(`SELECT ${passStateSql('$1', '$2', '$3')}`, [userId, startedAt, candidates]);
  return row;
}
