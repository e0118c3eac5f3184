import type { DataSource } from 'typeorm';
import { notFound } from '../../../errors';
import { pageOf, pageSize, timeKeyset, type ConnectionPage } from '../../../graphql/connection';
import { allowanceOf, type AllowanceUser } from '../allowance/allowance.service';
import { allowanceUsedSql } from '../allowance/allowance.sql';
import { attemptsRemaining, testIneligibility } from '../taking/assessment.rules';
import { requireOwner } from '../../users/access';
import type { UserEntity } from '../../users/user.entity';
import type { UsersService } from '../../users/users.service';

export interface CompletionStatus {
  articleId: number;
  completed: boolean;
  canTakeTest: boolean;
  attemptsRemaining: number;
}

export interface CompletionRow {
  id: number;
  articleId: number;
  articleTitle: string;
  completionYear: number;
  pePointsAwarded: number;
  completedAt: Date;
  certificateId: string | null;
}

export interface ActivityItem {
  /** The graded attempt. */
  id: number;
  date: Date;
  articleId: number;
  articleTitle: string;
  passed: boolean;
  pePoints: number;
  score: number;
  total: number;
  attemptNumber: number;
}

export type StatusUser = AllowanceUser & Pick<UserEntity, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>;

/** A page request of a member's list (GraphQL's first/after). */
export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

/** Completions with their titles and certificates; `position` is completed_at as text, for cursors that keep microseconds. */
const COMPLETIONS_SQL = `SELECT c.id, c.article_id, a.title, c.completion_year, c.pe_points_awarded, c.completed_at, c.completed_at::text AS position,
       ct.id AS certificate_id
  FROM article_completions c
  JOIN articles a ON a.id = c.article_id
  LEFT JOIN certificates ct ON ct.completion_id = c.id
 WHERE c.user_id = $1`;

/** Graded attempts with their titles and the points a pass awarded; `position` is submitted_at as text. */
const ACTIVITY_SQL = `SELECT t.id, t.submitted_at, t.submitted_at::text AS position, t.article_id, a.title, t.status, t.score, t.total, t.attempt_number,
       c.pe_points_awarded
  FROM test_attempts t
  JOIN articles a ON a.id = t.article_id
  LEFT JOIN article_completions c ON c.attempt_id = t.id
 WHERE t.user_id = $1 AND t.status <> 'open'`;

type Row = Record<string, unknown>;

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

/** One completion as the CPD record lists it, with its certificate when there is one. */
export interface RecordCompletion {
  /** The completion's id (the entry a reflection is written on). */
  completionId: number;
  completedAt: Date;
  title: string;
  category: string;
  points: number;
  certificateId: string | null;
  revoked: boolean;
  /** Study time recorded up to the pass, in seconds, as its certificate states it; null when not recorded. */
  studySeconds: number | null;
  /** Why the certificate was revoked; null unless revoked. */
  revocationReason: string | null;
}

/** Cursor positions of both lists: [timestamp text, id], newest first with ties by id descending. */
export const completionKeyset = (c: Pick<CompletionRow, 'id' | 'completedAt'>, position?: string): [string, number] => [
  position ?? c.completedAt.toISOString(),
  c.id,
];
export const activityKeyset = (a: Pick<ActivityItem, 'id' | 'date'>, position?: string): [string, number] => [position ?? a.date.toISOString(), a.id];

/** Completion records, per-article test standing and the activity history; taking/pass-test.ts records a pass. */
export class CompletionsService {
  constructor(
    private readonly db: DataSource,
    private readonly users: Pick<UsersService, 'get'>,
  ) {}

  /** Completion records of `userId`, newest first (owner or admin). */
  async list(actor: UserEntity | null, userId: number): Promise<CompletionRow[]> {
    requireOwner(actor, userId);
    const rows: Row[] = await this.db.query(`${COMPLETIONS_SQL} ORDER BY c.completed_at DESC, c.id DESC`, [userId]);
    return rows.map(completionOf);
  }

  /** The same list `first` at a time after `after` (GraphQL's connection), with the member's whole count. */
  completionsPage(actor: UserEntity | null, userId: number, page: PageRequest): Promise<ConnectionPage<CompletionRow>> {
    requireOwner(actor, userId);
    const size = pageSize(page.first);
    return this.keysetPage(
      { list: COMPLETIONS_SQL, order: ['c.completed_at', 'c.id'], count: 'SELECT count(*)::int AS total FROM article_completions WHERE user_id = $1' },
      userId,
      size,
      timeKeyset(page.after, 'number'),
      (r) => completionKeyset(completionOf(r), String(r.position)),
      completionOf,
    );
  }

  /** Standing of `userId` for each of `articleIds` (owner or admin); unknown or unpublished ids are left out. */
  async statuses(actor: UserEntity | null, userId: number, articleIds: number[]): Promise<Map<number, CompletionStatus>> {
    requireOwner(actor, userId);
    const user = actor!.id === userId ? actor! : await this.users.get(actor, userId);
    return this.statusesFor(user, articleIds);
  }

  /** One article's standing; 404 when the article does not exist. */
  async status(actor: UserEntity | null, userId: number, articleId: number): Promise<CompletionStatus> {
    const status = (await this.statuses(actor, userId, [articleId])).get(articleId);
    if (!status) throw notFound('Article not found');
    return status;
  }

  /** Statuses for an already-authorised user in a single SQL statement (used by the DataLoader). */
  async statusesFor(user: StatusUser, articleIds: number[]): Promise<Map<number, CompletionStatus>> {
    const ids = [...new Set(articleIds)];
    const out = new Map<number, CompletionStatus>();
    if (!ids.length) return out;
    const rows: Array<{ id: number; points: string; completed: boolean; graded: number; extra: number; allowance_used: string }> = await this.db.query(
      `SELECT a.id, a.pe_points_value AS points,
              EXISTS (SELECT 1 FROM article_completions c WHERE c.user_id = $1 AND c.article_id = a.id) AS completed,
              (SELECT count(*) FROM test_attempts t WHERE t.user_id = $1 AND t.article_id = a.id AND t.status <> 'open')::int AS graded,
              (SELECT coalesce(sum(g.extra_attempts), 0) FROM attempt_grants g WHERE g.user_id = $1 AND g.article_id = a.id)::int AS extra,
              (${allowanceUsedSql('$1', '$3')}) AS allowance_used
         FROM articles a
        WHERE a.id = ANY($2::int[]) AND a.is_published`,
      [user.id, ids, user.subscriptionStartedAt ?? null],
    );
    for (const r of rows) {
      const allowance = allowanceOf(user, Number(r.allowance_used));
      const standing = { completed: !!r.completed, gradedAttempts: Number(r.graded), extraAttempts: Number(r.extra), points: Number(r.points) };
      out.set(Number(r.id), {
        articleId: Number(r.id),
        completed: standing.completed,
        canTakeTest: testIneligibility(user, standing, allowance) === null,
        attemptsRemaining: attemptsRemaining(standing.gradedAttempts, standing.extraAttempts),
      });
    }
    return out;
  }

  /**
   * `userId`'s completions with `from <= completed_at < toExclusive` (null = open), oldest first, for the CPD
   * record of a caller already authorised. One statement.
   */
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

  /** Every graded attempt of `userId`, newest first (owner or admin). */
  async activityHistory(actor: UserEntity | null, userId: number): Promise<ActivityItem[]> {
    requireOwner(actor, userId);
    const rows: Row[] = await this.db.query(`${ACTIVITY_SQL} ORDER BY t.submitted_at DESC, t.id DESC`, [userId]);
    return rows.map(activityOf);
  }

  /** The same list `first` at a time after `after` (GraphQL's connection), with the member's whole count. */
  activityPage(actor: UserEntity | null, userId: number, page: PageRequest): Promise<ConnectionPage<ActivityItem>> {
    requireOwner(actor, userId);
    const size = pageSize(page.first);
    return this.keysetPage(
      {
        list: ACTIVITY_SQL,
        order: ['t.submitted_at', 't.id'],
        count: `SELECT count(*)::int AS total FROM test_attempts WHERE user_id = $1 AND status <> 'open'`,
      },
      userId,
      size,
      timeKeyset(page.after, 'number'),
      (r) => activityKeyset(activityOf(r), String(r.position)),
      activityOf,
    );
  }

  /**
   * Up to `size` rows of a member's list after the keyset `position`, newest first by (timestamp, id), and the
   * count of the whole list. The list's SQL takes the member as $1 and ends in its WHERE clause.
   */
  private async keysetPage<T>(
    sql: { list: string; order: [string, string]; count: string },
    userId: number,
    size: number,
    position: [string, number] | null,
    keysetOf: (row: Row) => [string, number],
    nodeOf: (row: Row) => T,
  ): Promise<ConnectionPage<T>> {
    const [at, id] = sql.order;
    const after = position ? ` AND (${at}, ${id}) < ($3::timestamptz, $4::int)` : '';
    const [rows, counted] = await Promise.all([
      this.db.query<Row[]>(`${sql.list}${after} ORDER BY ${at} DESC, ${id} DESC LIMIT $2`, position ? [userId, size + 1, ...position] : [userId, size + 1]),
      this.db.query<Array<{ total: number }>>(sql.count, [userId]),
    ]);
    return pageOf(rows, size, !!position, Number(counted[0]?.total ?? 0), keysetOf, nodeOf);
  }
}
