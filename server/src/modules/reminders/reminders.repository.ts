import type { EntityManager } from 'typeorm';

/** reminder_sends: which reminders have been queued. */
export class RemindersRepository {
  /**
   * Records the reminder (member, kind, occasion) inside the caller's transaction; false when it was recorded already.
   * Another process inserting the same key at the same time waits for that transaction and then gets false.
   */
  async claim(m: EntityManager, userId: number, kind: string, occasion: string): Promise<boolean> {
    const rows: unknown[] = await m.query('INSERT INTO reminder_sends (user_id, kind, occasion) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id', [
      userId,
      kind,
      occasion,
    ]);
    return rows.length > 0;
  }
}
