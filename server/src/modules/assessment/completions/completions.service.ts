import type { DataSource } from 'typeorm';
import { notFound } from '../../../errors';
import { allowanceOf, allowanceUsedSql, type AllowanceUser } from '../allowance/allowance.service';
import { attemptsRemaining, testIneligibility } from '../taking/assessment.rules';
import { requireOwner } from '../../users/access';
import { UserEntity } from '../../users/user.entity';

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

/** Completion records, per-article test standing and the activity history; taking/pass-test.ts records a pass. */
export class CompletionsService {
  constructor(private readonly db: DataSource) {}

  /** Completion records of `userId`, newest first (owner or admin). */
  async list(actor: UserEntity | null, userId: number): Promise<CompletionRow[]> {
    requireOwner(actor, userId);
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT c.id, c.article_id, a.title, c.completion_year, c.pe_points_awarded, c.completed_at, ct.id AS certificate_id
         FROM article_completions c
         JOIN articles a ON a.id = c.article_id
         LEFT JOIN certificates ct ON ct.completion_id = c.id
        WHERE c.user_id = $1
        ORDER BY c.completed_at DESC, c.id DESC`,
      [userId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      articleId: Number(r.article_id),
      articleTitle: String(r.title),
      completionYear: Number(r.completion_year),
      pePointsAwarded: Number(r.pe_points_awarded),
      completedAt: new Date(r.completed_at as string),
      certificateId: (r.certificate_id as string | null) ?? null,
    }));
  }

  /** Standing of `userId` for each of `articleIds` (owner or admin); unknown or unpublished ids are left out. */
  async statuses(actor: UserEntity | null, userId: number, articleIds: number[]): Promise<Map<number, CompletionStatus>> {
    requireOwner(actor, userId);
    const user = actor!.id === userId ? actor! : await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw notFound('User not found');
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

  /** Every graded attempt of `userId`, newest first (owner or admin). */
  async activityHistory(actor: UserEntity | null, userId: number): Promise<ActivityItem[]> {
    requireOwner(actor, userId);
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT t.submitted_at, t.article_id, a.title, t.status, t.score, t.total, t.attempt_number, c.pe_points_awarded
         FROM test_attempts t
         JOIN articles a ON a.id = t.article_id
         LEFT JOIN article_completions c ON c.attempt_id = t.id
        WHERE t.user_id = $1 AND t.status <> 'open'
        ORDER BY t.submitted_at DESC, t.id DESC`,
      [userId],
    );
    return rows.map((r) => ({
      date: new Date(r.submitted_at as string),
      articleId: Number(r.article_id),
      articleTitle: String(r.title),
      passed: r.status === 'passed',
      pePoints: r.pe_points_awarded === null ? 0 : Number(r.pe_points_awarded),
      score: Number(r.score),
      total: Number(r.total),
      attemptNumber: Number(r.attempt_number),
    }));
  }
}
