import type { DataSource } from 'typeorm';
import { inTransaction } from '../../db/data-source';
import { lockMemberSql } from '../users/users.sql';

/** A share link as its owner lists it: the stored row with its view count and last view. */
export interface RecordShareRow {
  id: number;
  userId: number;
  label: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
  views: number;
  lastViewedAt: Date | null;
}

interface RawShareRow {
  id: number;
  user_id: number;
  label: string | null;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  created_at: Date | string;
  views?: number | string | null;
  last_viewed_at?: Date | string | null;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

const rowOf = (r: RawShareRow): RecordShareRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  label: r.label,
  expiresAt: date(r.expires_at),
  revokedAt: r.revoked_at === null ? null : date(r.revoked_at),
  createdAt: date(r.created_at),
  views: Number(r.views ?? 0),
  lastViewedAt: r.last_viewed_at ? date(r.last_viewed_at) : null,
});

const COLUMNS = 's.id, s.user_id, s.label, s.expires_at, s.revoked_at, s.created_at';

/** The record_shares and record_share_views tables. Every owner's statement names the owner, so none can touch another member's link. */
export class RecordSharesRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Inserts a link for `userId` unless they already hold `max` active ones (neither expired nor revoked at `now`):
   * the member's row is locked first, so concurrent creates count one after another. Null when the quota is full.
   */
  insertWithinQuota(
    userId: number,
    share: { tokenHash: string; label: string | null; expiresAt: Date },
    max: number,
    now: Date,
  ): Promise<RecordShareRow | null> {
    return inTransaction(this.db, async (m) => {
      await m.query(lockMemberSql('$1'), [userId]);
      const rows: RawShareRow[] = await m.query(
        `INSERT INTO record_shares (user_id, token_hash, label, expires_at)
         SELECT $1::int, $2::varchar, $3::varchar, $4::timestamptz
          WHERE (SELECT count(*) FROM record_shares WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $5::timestamptz) < $6::int
         RETURNING id, user_id, label, expires_at, revoked_at, created_at`,
        [userId, share.tokenHash, share.label, share.expiresAt, now, max],
      );
      return rows[0] ? rowOf(rows[0]) : null;
    });
  }

  /** The member's links, newest first, each with how often and when last it was opened. */
  async listFor(userId: number, limit: number): Promise<RecordShareRow[]> {
    const rows: RawShareRow[] = await this.db.query(
      `SELECT ${COLUMNS}, count(v.id)::int AS views, max(v.viewed_at) AS last_viewed_at
         FROM record_shares s
         LEFT JOIN record_share_views v ON v.share_id = s.id
        WHERE s.user_id = $1
        GROUP BY s.id
        ORDER BY s.created_at DESC, s.id DESC
        LIMIT $2`,
      [userId, limit],
    );
    return rows.map(rowOf);
  }

  /** The member's link `id` with its views, or null when it is not theirs. */
  async findFor(id: number, userId: number): Promise<RecordShareRow | null> {
    const rows: RawShareRow[] = await this.db.query(
      `SELECT ${COLUMNS}, count(v.id)::int AS views, max(v.viewed_at) AS last_viewed_at
         FROM record_shares s
         LEFT JOIN record_share_views v ON v.share_id = s.id
        WHERE s.id = $1 AND s.user_id = $2
        GROUP BY s.id`,
      [id, userId],
    );
    return rows[0] ? rowOf(rows[0]) : null;
  }

  /** Marks the member's link revoked (an earlier revocation keeps its time); null when `id` is not theirs. */
  async revoke(id: number, userId: number, now: Date): Promise<RecordShareRow | null> {
    const rows: RawShareRow[] = await this.db.query(
      `WITH s AS (
         UPDATE record_shares SET revoked_at = coalesce(revoked_at, $3::timestamptz) WHERE id = $1 AND user_id = $2
         RETURNING id, user_id, label, expires_at, revoked_at, created_at)
       SELECT ${COLUMNS}, (SELECT count(*)::int FROM record_share_views v WHERE v.share_id = s.id) AS views,
              (SELECT max(v.viewed_at) FROM record_share_views v WHERE v.share_id = s.id) AS last_viewed_at
         FROM s`,
      [id, userId, now],
    );
    return rows[0] ? rowOf(rows[0]) : null;
  }

  /**
   * The active link whose token hashes to `tokenHash`, logging the view in the same statement; null when no
   * link has that token, or it has expired or been revoked at `now` (no view is logged then).
   */
  async openAndLog(tokenHash: string, agentFamily: string, now: Date): Promise<RecordShareRow | null> {
    const rows: RawShareRow[] = await this.db.query(
      `WITH s AS (
         SELECT id, user_id, label, expires_at, revoked_at, created_at FROM record_shares
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $3::timestamptz),
       logged AS (INSERT INTO record_share_views (share_id, viewed_at, agent_family) SELECT id, $3::timestamptz, $2::varchar FROM s RETURNING share_id)
       SELECT ${COLUMNS}, (SELECT count(*)::int FROM logged) AS views FROM s`,
      [tokenHash, agentFamily, now],
    );
    return rows[0] ? rowOf(rows[0]) : null;
  }
}
