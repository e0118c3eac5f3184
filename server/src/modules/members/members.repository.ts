import type { DataSource, EntityManager } from 'typeorm';
import { MEMBER_STATUSES, type MemberStatus } from '@leerpunt/shared/members';
import { articleTitleSql } from '../articles/articles.repository';
import { completedSql } from '../assessment/completions/completions.sql';
import { attemptsPerArticleSql } from '../assessment/taking/attempts.sql';
import { memberNameSql } from '../users/users.repository';
import { AdminAuditEntity } from './admin-audit.entity';
import { AttemptGrantEntity } from './attempt-grant.entity';

type NewGrant = Pick<AttemptGrantEntity, 'userId' | 'articleId' | 'extraAttempts' | 'grantedBy' | 'reason'>;
type NewAuditEntry = Pick<AdminAuditEntity, 'adminId' | 'adminEmail' | 'action' | 'targetUserId' | 'details'>;

/** What the members list is narrowed to; every part is optional. */
export interface MemberFilter {
  /** Lower-cased words, each of which must occur in the name or the e-mail address. */
  words: string[];
  plan: string | null;
  status: MemberStatus | null;
}

/** A member as the list reads it, with its keyset position (created_at as text, microseconds kept). */
export interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_confirmed: boolean;
  is_admin: boolean;
  subscription_plan: string | null;
  subscription_status: string;
  subscription_started_at: Date | null;
  created_at: Date;
  position: string;
}

/** One item's standing for one member. */
export interface ItemAttemptsRow {
  article_id: number;
  title: string;
  used: number;
  extra: number;
  in_progress: boolean;
  passed: boolean;
  last_at: Date | null;
}

/** A grant with the item's title and the granting admin's name. */
export interface GrantRow {
  id: number;
  user_id: number;
  article_id: number;
  article_title: string;
  extra_attempts: number;
  granted_by: number | null;
  granted_by_name: string | null;
  reason: string;
  created_at: Date;
}

/** LIKE's own characters taken literally. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The haystack a search word must occur in; the same expression as the users_search_trgm_idx index. */
const SEARCH_TEXT = `lower(u.first_name || ' ' || u.last_name || ' ' || u.email)`;

/**
 * The users, attempt_grants and admin_audit_log reads and writes of the members page; attempts, completions, article
 * titles and admins' names come from the SQL their features export. Writes take the caller's transaction, so an
 * action and its audit entry commit together.
 */
/** Grants with their item titles and the granting admins' names (a WHERE clause follows). */
const GRANTS_SQL = `SELECT g.id, g.user_id, g.article_id, ${articleTitleSql.title('a')} AS article_title, g.extra_attempts, g.granted_by,
              ${memberNameSql.fullName('admin')} AS granted_by_name,
              g.reason, g.created_at
         FROM attempt_grants g
         ${articleTitleSql.join('a', 'g.article_id')}
         ${memberNameSql.join('admin', 'g.granted_by')}`;

export class MembersRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Up to `limit` members matching `filter`, newest registration (then highest id) first, after the keyset
   * `position`, and the count of every match, in one statement. The count row comes back even when the page
   * is empty (then its member columns are null).
   */
  async page(filter: MemberFilter, limit: number, position: [string, number] | null): Promise<{ rows: MemberRow[]; total: number }> {
    const params: unknown[] = [];
    const add = (value: unknown) => `$${params.push(value)}`;
    const conditions: string[] = [];
    for (const word of filter.words) conditions.push(`${SEARCH_TEXT} LIKE ${add(`%${likeLiteral(word)}%`)}`);
    if (filter.plan) conditions.push(`u.subscription_plan = ${add(filter.plan)}`);
    if (filter.status === 'inactive') {
      // Any status the list does not name reads as inactive, so the filter finds those rows too.
      conditions.push(`u.subscription_status <> ALL(${add(MEMBER_STATUSES.filter((s) => s !== 'inactive'))}::text[])`);
    } else if (filter.status) {
      conditions.push(`u.subscription_status = ${add(filter.status)}`);
    }
    const where = conditions.length ? conditions.join(' AND ') : 'true';
    const after = position ? `(u.created_at, u.id) < (${add(position[0])}::timestamptz, ${add(position[1])}::int)` : 'true';
    const rows: Array<MemberRow & { total: number; id: number | null }> = await this.db.query(
      `SELECT t.total, p.*
         FROM (SELECT count(*)::int AS total FROM users u WHERE ${where}) t
         LEFT JOIN LATERAL (
           SELECT u.id, u.first_name, u.last_name, u.email, u.email_confirmed, u.is_admin, u.subscription_plan,
                  u.subscription_status, u.subscription_started_at, u.created_at, u.created_at::text AS position
             FROM users u
            WHERE ${where} AND ${after}
            ORDER BY u.created_at DESC, u.id DESC
            LIMIT ${add(limit)}
         ) p ON true`,
      params,
    );
    return { rows: rows.filter((r) => r.id !== null), total: Number(rows[0]?.total ?? 0) };
  }

  /** One member as the list reads it, or null. */
  async member(userId: number, m: EntityManager = this.db.manager): Promise<MemberRow | null> {
    const rows: MemberRow[] = await m.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.email_confirmed, u.is_admin, u.subscription_plan,
              u.subscription_status, u.subscription_started_at, u.created_at, u.created_at::text AS position
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Each item the member attempted or received extra attempts for, latest attempt first (then by title). */
  itemAttempts(userId: number): Promise<ItemAttemptsRow[]> {
    return this.db.query(
      `WITH tried AS (
         ${attemptsPerArticleSql('$1')}
       ), granted AS (
         SELECT g.article_id, sum(g.extra_attempts)::int AS extra FROM attempt_grants g WHERE g.user_id = $1 GROUP BY g.article_id
       )
       SELECT a.id AS article_id, ${articleTitleSql.title('a')}, coalesce(x.used, 0) AS used, coalesce(g.extra, 0) AS extra,
              coalesce(x.in_progress, false) AS in_progress, x.last_at,
              ${completedSql('$1', 'a.id')} AS passed
         FROM tried x
         FULL JOIN granted g ON g.article_id = x.article_id
         ${articleTitleSql.join('a', 'coalesce(x.article_id, g.article_id)')}
        ORDER BY x.last_at DESC NULLS LAST, a.title, a.id`,
      [userId],
    );
  }

  saveGrant(m: EntityManager, grant: NewGrant): Promise<AttemptGrantEntity> {
    const repo = m.getRepository(AttemptGrantEntity);
    return repo.save(repo.create(grant));
  }

  /** One member's grants with item titles and admin names, newest first. */
  grantsFor(userId: number): Promise<GrantRow[]> {
    return this.db.query(`${GRANTS_SQL} WHERE g.user_id = $1 ORDER BY g.id DESC`, [userId]);
  }

  /** One grant with its item title and admin name, or null. */
  async grant(id: number): Promise<GrantRow | null> {
    const rows: GrantRow[] = await this.db.query(`${GRANTS_SQL} WHERE g.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async saveAuditEntry(m: EntityManager, entry: NewAuditEntry): Promise<void> {
    const repo = m.getRepository(AdminAuditEntity);
    await repo.save(repo.create(entry));
  }

  /** One audit entry, or null. */
  auditEntry(id: number): Promise<AdminAuditEntity | null> {
    return this.db.getRepository(AdminAuditEntity).findOneBy({ id });
  }

  /** The newest `take` audit entries. */
  auditLog(take: number): Promise<AdminAuditEntity[]> {
    return this.db.getRepository(AdminAuditEntity).find({ order: { id: 'DESC' }, take });
  }
}
