import type { DataSource, EntityManager } from 'typeorm';

/** The evidence columns an activity held before a change, for releasing its bytes and removing its file. */
export interface FormerEvidence {
  file: string | null;
  size: number;
}

/** What a member uses of the outside-activity limits. */
export interface OutsideUsage {
  evidenceBytes: number;
  activities: number;
}

/**
 * The outside_usage counters and the statements that change an activity's evidence together with them. Every
 * take is one conditional upsert (the row lock makes concurrent takes queue, and the condition is checked
 * against the committed count), so the limits hold across app processes.
 */
export class OutsideUsageRepository {
  constructor(private readonly db: DataSource) {}

  /** `userId`'s usage (zeros for a member who never logged an activity). */
  async of(userId: number): Promise<OutsideUsage> {
    const rows: Array<{ evidence_bytes: string; activities: number }> = await this.db.query(
      'SELECT evidence_bytes, activities FROM outside_usage WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? { evidenceBytes: Number(rows[0].evidence_bytes), activities: Number(rows[0].activities) } : { evidenceBytes: 0, activities: 0 };
  }

  /** Adds `bytes` to the member's evidence usage unless that passes `quota`; false (and nothing taken) when it would. */
  async reserveBytes(userId: number, bytes: number, quota: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO outside_usage (user_id, evidence_bytes, activities)
       SELECT $1, $2, 0 WHERE $2::bigint <= $3::bigint
       ON CONFLICT (user_id) DO UPDATE SET evidence_bytes = outside_usage.evidence_bytes + EXCLUDED.evidence_bytes
        WHERE outside_usage.evidence_bytes + EXCLUDED.evidence_bytes <= $3::bigint
       RETURNING evidence_bytes`,
      [userId, bytes, quota],
    );
    return rows.length === 1;
  }

  /** Gives `bytes` of evidence usage back (never below zero). */
  async releaseBytes(userId: number, bytes: number, m: EntityManager = this.db.manager): Promise<void> {
    if (bytes <= 0) return;
    await m.query('UPDATE outside_usage SET evidence_bytes = greatest(evidence_bytes - $2, 0) WHERE user_id = $1', [userId, bytes]);
  }

  /** Counts one more activity for the member unless they hold `max` already; false when they do. Runs in the caller's transaction. */
  async takeActivitySlot(m: EntityManager, userId: number, max: number): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO outside_usage (user_id, evidence_bytes, activities)
       SELECT $1, 0, 1 WHERE $2::int >= 1
       ON CONFLICT (user_id) DO UPDATE SET activities = outside_usage.activities + 1
        WHERE outside_usage.activities < $2::int
       RETURNING activities`,
      [userId, max],
    );
    return rows.length === 1;
  }

  /** Deletes the member's activity and gives back its slot and evidence bytes, in the caller's transaction; the former evidence, or null when it was gone. */
  async deleteActivity(m: EntityManager, id: string, userId: number): Promise<FormerEvidence | null> {
    const rows: Array<{ evidence_file: string | null; evidence_size: number | null }> = await m.query(
      // As a SELECT over the statement, so the driver answers rows (for a bare DELETE it answers [rows, count]).
      'WITH gone AS (DELETE FROM outside_activities WHERE id = $1 AND user_id = $2 RETURNING evidence_file, evidence_size) SELECT * FROM gone',
      [id, userId],
    );
    if (!rows[0]) return null;
    const size = Number(rows[0].evidence_size ?? 0);
    await m.query('UPDATE outside_usage SET activities = greatest(activities - 1, 0), evidence_bytes = greatest(evidence_bytes - $2, 0) WHERE user_id = $1', [
      userId,
      size,
    ]);
    return { file: rows[0].evidence_file, size };
  }

  /**
   * Sets (or, with null, clears) the evidence of the member's activity and gives back the bytes of the file it
   * replaces, in the caller's transaction. The former values are read under the row lock, so two uploads to one
   * activity each release exactly the file the other replaced. Null when the activity is gone.
   */
  async swapEvidence(
    m: EntityManager,
    id: string,
    userId: number,
    next: { file: string; name: string; type: string; size: number } | null,
  ): Promise<FormerEvidence | null> {
    const rows: Array<{ old_file: string | null; old_size: number | null }> = await m.query(
      `WITH swapped AS (
         UPDATE outside_activities a
            SET evidence_file = $3, evidence_name = $4, evidence_type = $5, evidence_size = $6, updated_at = now()
           FROM (SELECT id, evidence_file, evidence_size FROM outside_activities WHERE id = $1 AND user_id = $2 FOR UPDATE) old
          WHERE a.id = old.id
          RETURNING old.evidence_file AS old_file, old.evidence_size AS old_size)
       SELECT * FROM swapped`,
      [id, userId, next?.file ?? null, next?.name ?? null, next?.type ?? null, next?.size ?? null],
    );
    if (!rows[0]) return null;
    const size = Number(rows[0].old_size ?? 0);
    await this.releaseBytes(userId, size, m);
    return { file: rows[0].old_file, size };
  }
}
