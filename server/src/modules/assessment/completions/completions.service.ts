import { notFound } from '../../../errors';
import { pageBefore, pageDirection, pageOf, timeKeyset, type ConnectionPage } from '../../../graphql/connection';
import { allowanceOf, type AllowanceUser } from '../allowance/allowance.service';
import { attemptsRemaining, testIneligibility } from '../taking/assessment.rules';
import { requireOwner } from '../../users/access';
import type { UserEntity } from '../../users/user.entity';
import type { UsersService } from '../../users/users.service';
import type { CompletionsRepository, KeysetRows } from './completions.repository';

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
  /** Backward: the `last` items before `before` (or the list's end). */
  last?: number | null;
  before?: string | null;
}

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
    private readonly repo: CompletionsRepository,
    private readonly users: Pick<UsersService, 'get'>,
  ) {}

  /** Completion records of `userId`, newest first (owner or admin). */
  async list(actor: UserEntity | null, userId: number): Promise<CompletionRow[]> {
    requireOwner(actor, userId);
    return this.repo.completions(userId);
  }

  /** The same list `first` at a time after `after` (GraphQL's connection), with the member's whole count. */
  completionsPage(actor: UserEntity | null, userId: number, page: PageRequest): Promise<ConnectionPage<CompletionRow>> {
    requireOwner(actor, userId);
    const { backward, size, cursor } = pageDirection(page);
    const position = timeKeyset(cursor, 'number');
    return this.repo.completionsPage(userId, size, position, backward).then((found) => connectionOf(found, size, !!position, completionKeyset, backward));
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
    const rows = await this.repo.standings(user.id, ids, user.subscriptionStartedAt ?? null);
    for (const r of rows) {
      const allowance = allowanceOf(user, r.allowanceUsed);
      const standing = { completed: r.completed, gradedAttempts: r.graded, extraAttempts: r.extra, points: r.points };
      out.set(r.articleId, {
        articleId: r.articleId,
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
  recordRows(userId: number, from: Date | null, toExclusive: Date | null): Promise<RecordCompletion[]> {
    return this.repo.recordRows(userId, from, toExclusive);
  }

  /** One completion record (its member or an admin); null when there is none. */
  async completion(actor: UserEntity | null, id: number): Promise<CompletionRow | null> {
    const found = await this.repo.completionById(id);
    if (!found) return null;
    requireOwner(actor, found.userId);
    return found.completion;
  }

  /** One graded attempt (its member or an admin); null when there is none. */
  async activityItem(actor: UserEntity | null, id: number): Promise<ActivityItem | null> {
    const found = await this.repo.activityById(id);
    if (!found) return null;
    requireOwner(actor, found.userId);
    return found.item;
  }

  /** Every graded attempt of `userId`, newest first (owner or admin). */
  async activityHistory(actor: UserEntity | null, userId: number): Promise<ActivityItem[]> {
    requireOwner(actor, userId);
    return this.repo.activity(userId);
  }

  /** The same list `first` at a time after `after` (GraphQL's connection), with the member's whole count. */
  activityPage(actor: UserEntity | null, userId: number, page: PageRequest): Promise<ConnectionPage<ActivityItem>> {
    requireOwner(actor, userId);
    const { backward, size, cursor } = pageDirection(page);
    const position = timeKeyset(cursor, 'number');
    return this.repo.activityPage(userId, size, position, backward).then((found) => connectionOf(found, size, !!position, activityKeyset, backward));
  }
}

/** A page of `size` nodes from the repository's `size + 1` rows, with cursors from each row's keyset position. */
function connectionOf<T>(
  found: KeysetRows<T>,
  size: number,
  afterPosition: boolean,
  keysetOf: (node: T, position: string) => [string, number],
  backward = false,
): ConnectionPage<T> {
  return (backward ? pageBefore : pageOf)(
    found.rows,
    size,
    afterPosition,
    found.total,
    (r) => keysetOf(r.node, r.position),
    (r) => r.node,
  );
}
