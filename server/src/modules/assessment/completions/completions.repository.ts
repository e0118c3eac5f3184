import type { DataSource } from 'typeorm';
import { allowanceUsedSql } from '../allowance/allowance.sql';
import type { ActivityItem, CompletionRow, RecordCompletion } from './completions.service';

/** Completions with their titles and certificates; `position` is completed_at as text, for cursors that keep microseconds. */
const COMPLETIONS_FROM = `SELECT c.id, c.user_id, c.article_id, a.title, c.completion_year, c.pe_points_awarded, c.completed_at, c.completed_at::text AS position,
       ct.id AS certificate_id
  FROM article_completions c
  JOIN articles a ON a.id = c.article_id
  LEFT JOIN certificates ct ON ct.completion_id = c.id`;
const COMPLETIONS_SQL = `${COMPLETIONS_FROM}
 WHERE c.user_id = $1`;

/** Graded attempts with their titles and the points a pass awarded; `position` is submitted_at as text. */
const ACTIVITY_FROM = `SELECT t.id, t.user_id, t.submitted_at, t.submitted_at::text AS position, t.article_id, a.title, t.status, t.score, t.total, t.attempt_number,
       c.pe_points_awarded
  FROM test_attempts t
  JOIN articles a ON a.id = t.article_id
  LEFT JOIN article_completions c ON c.attempt_id = t.id`;
const ACTIVITY_SQL = `${ACTIVITY_FROM}
 WHERE t.user_id = $1 AND t.status <> 'open'`;

type Row = Record<string, unknown>;

/** A list row and its keyset position: the timestamp as the database writes it (microseconds kept). */
export interface Positioned<T> {
  node: T;
  position: string;
}

/** Up to `size + 1` rows of a member's list after a keyset position, and the count of the whole list. */
export interface KeysetRows<T> {
  rows: Array<Positioned<T>>;
  total: number;
}

/** A member's standing for one published item, as statusesFor decides on it. */
export interface StandingRow {
  articleId: number;
  points: number;
  completed: boolean;
  graded: number;
  extra: number;
  allowanceUsed: number;
}

const completionOf = (r: Row): CompletionRow => ({
  id: Number(r.id),
  articleId: Number(r.article_id),
  articleTitle: String(r.title),
  completionYear: Number(r.completion_year),
  pePointsAwarded: Number(r.pe_points_awarded),
  completedAt: new Date(r.completed_at as string),
  certificateId: (r.certificate_id as string | null) ?? null,
});

const activityOf = (r: Row): ActivityItem => ({
  id: Number(r.id),
  date: new Date(r.submitted_at as string),
  articleId: Number(r.article_id),
  articleTitle: String(r.title),
  passed: r.status === 'passed',
  pePoints: r.pe_points_awarded === null ? 0 : Number(r.pe_points_awarded),
  score: Number(r.score),
  total: Number(r.total),
  attemptNumber: Number(r.attempt_number),
});

/** The reads of completions' lists, standings and the CPD record; every method runs one statement (a page two). */
export class CompletionsRepository {
  constructor(private readonly db: DataSource) {}

  /** Completion records of `userId`, newest first. */
  async completions(userId: number): Promise<CompletionRow[]> {
    const rows: Row[] = await this.db.query(`${COMPLETIONS_SQL} ORDER BY c.completed_at DESC, c.id DESC`, [userId]);
    return rows.map(completionOf);
  }

  /** Up to `size + 1` completions after `position`, newest first, and the member's count. */
  completionsPage(userId: number, size: number, position: [string, number] | null, backward = false): Promise<KeysetRows<CompletionRow>> {
    return this.keysetPage(
      { list: COMPLETIONS_SQL, order: ['c.completed_at', 'c.id'], count: 'SELECT count(*)::int AS total FROM article_completions WHERE user_id = $1' },
      userId,
      size,
      position,
      completionOf,
      backward,
    );
  }

  /** One completion and its member, or null. */
  async completionById(id: number): Promise<{ userId: number; completion: CompletionRow } | null> {
    const rows: Row[] = await this.db.query(`${COMPLETIONS_FROM} WHERE c.id = $1`, [id]);
    return rows[0] ? { userId: Number(rows[0].user_id), completion: completionOf(rows[0]) } : null;
  }

  /** One graded attempt and its member, or null (an attempt still open is not one). */
  async activityById(id: number): Promise<{ userId: number; item: ActivityItem } | null> {
    const rows: Row[] = await this.db.query(`${ACTIVITY_FROM} WHERE t.id = $1 AND t.status <> 'open'`, [id]);
    return rows[0] ? { userId: Number(rows[0].user_id), item: activityOf(rows[0]) } : null;
  }

  /** Every graded attempt of `userId`, newest first. */
  async activity(userId: number): Promise<ActivityItem[]> {
    const rows: Row[] = await this.db.query(`${ACTIVITY_SQL} ORDER BY t.submitted_at DESC, t.id DESC`, [userId]);
    return rows.map(activityOf);
  }

  /** Up to `size + 1` graded attempts after `position`, newest first, and the member's count. */
  activityPage(userId: number, size: number, position: [string, number] | null, backward = false): Promise<KeysetRows<ActivityItem>> {
    return this.keysetPage(
      {
        list: ACTIVITY_SQL,
        order: ['t.submitted_at', 't.id'],
        count: `SELECT count(*)::int AS total FROM test_attempts WHERE user_id = $1 AND status <> 'open'`,
      },
      userId,
      size,
      position,
      activityOf,
      backward,
    );
  }

  /** `userId`'s standing for each published item of `ids`, in one statement; `startedAt` bounds the allowance used. */
  async standings(userId: number, ids: number[], startedAt: Date | null): Promise<StandingRow[]> {
    const rows: Array<{ id: number; points: string; completed: boolean; graded: number; extra: number; allowance_used: string }> = await this.db.query(
      `SELECT a.id, a.pe_points_value AS points,
              EXISTS (SELECT 1 FROM article_completions c WHERE c.user_id = $1 AND c.article_id = a.id) AS completed,
              (SELECT count(*) FROM test_attempts t WHERE t.user_id = $1 AND t.article_id = a.id AND t.status <> 'open')::int AS graded,
              (SELECT coalesce(sum(g.extra_attempts), 0) FROM attempt_grants g WHERE g.user_id = $1 AND g.article_id = a.id)::int AS extra,
              (${allowanceUsedSql('$1', '$3')}) AS allowance_used
         FROM articles a
        WHERE a.id = ANY($2::int[]) AND a.is_published`,
      [userId, ids, startedAt],
    );
    return rows.map((r) => ({
      articleId: Number(r.id),
      points: Number(r.points),
      completed: !!r.completed,
      graded: Number(r.graded),
      extra: Number(r.extra),
      allowanceUsed: Number(r.allowance_used),
    }));
  }

  /** `userId`'s completions with `from <= completed_at < toExclusive` (null = open), oldest first, in one statement. */
  async recordRows(userId: number, from: Date | null, toExclusive: Date | null): Promise<RecordCompletion[]> {
    // The certificate's copies of title and field of study state what was true when it was earned.
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT c.id AS completion_id, c.completed_at, coalesce(ct.article_title, a.title) AS title, coalesce(ct.field_of_study, a.category) AS category,
              c.pe_points_awarded, ct.id AS certificate_id, ct.revoked_at, ct.revocation_reason, ct.study_seconds
         FROM article_completions c
         JOIN articles a ON a.id = c.article_id
         LEFT JOIN certificates ct ON ct.completion_id = c.id
        WHERE c.user_id = $1
          AND ($2::timestamptz IS NULL OR c.completed_at >= $2::timestamptz)
          AND ($3::timestamptz IS NULL OR c.completed_at < $3::timestamptz)
        ORDER BY c.completed_at, c.id`,
      [userId, from, toExclusive],
    );
    return rows.map((r) => ({
      completionId: Number(r.completion_id),
      completedAt: new Date(r.completed_at as string),
      title: String(r.title),
      category: String(r.category),
      points: Number(r.pe_points_awarded),
      certificateId: (r.certificate_id as string | null) ?? null,
      revoked: r.revoked_at !== null && r.revoked_at !== undefined,
      studySeconds: r.study_seconds === null || r.study_seconds === undefined ? null : Number(r.study_seconds),
      revocationReason: (r.revocation_reason as string | null) ?? null,
    }));
  }

  /**
   * Up to `size + 1` rows of a member's list after the keyset `position`, newest first by (timestamp, id), and the
   * count of the whole list: two statements, run together. The list's SQL takes the member as $1 and ends in its WHERE clause.
   * `backward`: the rows just before the position instead (oldest first from it, nearest first), for `last`/`before`.
   */
  private async keysetPage<T>(
    sql: { list: string; order: [string, string]; count: string },
    userId: number,
    size: number,
    position: [string, number] | null,
    nodeOf: (row: Row) => T,
    backward = false,
  ): Promise<KeysetRows<T>> {
    const [at, id] = sql.order;
    const after = position ? ` AND (${at}, ${id}) ${backward ? '>' : '<'} ($3::timestamptz, $4::int)` : '';
    const order = backward ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      this.db.query<Row[]>(
        `${sql.list}${after} ORDER BY ${at} ${order}, ${id} ${order} LIMIT $2`,
        position ? [userId, size + 1, ...position] : [userId, size + 1],
      ),
      this.db.query<Array<{ total: number }>>(sql.count, [userId]),
    ]);
    return { rows: rows.map((r) => ({ node: nodeOf(r), position: String(r.position) })), total: Number(counted[0]?.total ?? 0) };
  }
}
