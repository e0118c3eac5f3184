import type { DataSource } from 'typeorm';
import { inTransaction } from '../../db/data-source';
import { CpdBodyChoiceEntity } from './cpd-body-choice.entity';
import { CpdReflectionEntity } from './cpd-reflection.entity';

/** A chosen body as stored. */
export interface StoredChoice {
  profileId: string;
  cycleStartYear: number | null;
}

/** The entry a reflection is on: a completion or an outside activity. */
export type ReflectionTarget = { completionId: number } | { outsideActivityId: string };

export interface StoredReflection {
  id: string;
  completionId: number | null;
  outsideActivityId: string | null;
  learned: string | null;
  application: string | null;
  updatedAt: Date;
}

const reflectionOf = (r: CpdReflectionEntity): StoredReflection => ({
  id: r.id,
  completionId: r.completionId,
  outsideActivityId: r.outsideActivityId,
  learned: r.learned,
  application: r.application,
  updatedAt: r.updatedAt,
});

/** cpd_body_choices and cpd_reflections. Every statement names the owner. */
export class CpdProfilesRepository {
  constructor(private readonly db: DataSource) {}

  /** The member's chosen bodies, in the order they were chosen. */
  async choices(userId: number): Promise<StoredChoice[]> {
    const rows = await this.db.getRepository(CpdBodyChoiceEntity).find({ where: { userId }, order: { createdAt: 'ASC', profileId: 'ASC' } });
    return rows.map((r) => ({ profileId: r.profileId, cycleStartYear: r.cycleStartYear }));
  }

  /** Replaces the member's chosen bodies with `choices`, in one transaction. */
  async replaceChoices(userId: number, choices: readonly StoredChoice[]): Promise<void> {
    await inTransaction(this.db, async (m) => {
      const repo = m.getRepository(CpdBodyChoiceEntity);
      await repo.delete({ userId });
      // One row at a time with growing timestamps keeps the member's order.
      const base = Date.now();
      for (const [i, c] of choices.entries()) {
        await repo.insert({ userId, profileId: c.profileId, cycleStartYear: c.cycleStartYear, createdAt: new Date(base + i) });
      }
    });
  }

  /** Every member who follows at least one body. */
  async membersWithChoices(): Promise<number[]> {
    const rows: Array<{ user_id: number }> = await this.db.query('SELECT DISTINCT user_id FROM cpd_body_choices ORDER BY user_id');
    return rows.map((r) => Number(r.user_id));
  }

  /** Every reflection of the member. */
  async reflections(userId: number): Promise<StoredReflection[]> {
    const rows = await this.db.getRepository(CpdReflectionEntity).find({ where: { userId } });
    return rows.map(reflectionOf);
  }

  /** Writes the member's reflection on `target` (one per entry: a second write replaces the first); null when the entry's reflection is another member's. */
  async saveReflection(
    userId: number,
    target: ReflectionTarget,
    text: { learned: string | null; application: string | null },
  ): Promise<StoredReflection | null> {
    const [column, value] = 'completionId' in target ? ['completion_id', target.completionId] : ['outside_activity_id', target.outsideActivityId];
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO cpd_reflections (user_id, ${column}, learned, application)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (${column}) DO UPDATE SET learned = EXCLUDED.learned, application = EXCLUDED.application, updated_at = now()
        WHERE cpd_reflections.user_id = EXCLUDED.user_id
       RETURNING id`,
      [userId, value, text.learned, text.application],
    );
    // No row: the entry's reflection belongs to another member (the service checks ownership first, so never in practice).
    if (rows.length === 0) return null;
    const saved = await this.db.getRepository(CpdReflectionEntity).findOneByOrFail({ id: rows[0].id, userId });
    return reflectionOf(saved);
  }
}
