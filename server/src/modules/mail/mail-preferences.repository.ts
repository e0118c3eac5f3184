import type { DataSource, EntityManager } from 'typeorm';
import type { MailKind } from '@leerpunt/shared/mail';

/** mail_unsubscribes: the kinds of optional mail each member switched off. */
export class MailPreferencesRepository {
  constructor(private readonly db: DataSource) {}

  /** Whether `userId` switched `kind` off; inside the caller's transaction when `m` is one. */
  async isUnsubscribed(userId: number, kind: MailKind, m: EntityManager = this.db.manager): Promise<boolean> {
    const rows: unknown[] = await m.query('SELECT 1 FROM mail_unsubscribes WHERE user_id = $1 AND kind = $2', [userId, kind]);
    return rows.length > 0;
  }

  /** The kinds `userId` switched off. */
  async unsubscribed(userId: number): Promise<string[]> {
    const rows: Array<{ kind: string }> = await this.db.query('SELECT kind FROM mail_unsubscribes WHERE user_id = $1', [userId]);
    return rows.map((r) => r.kind);
  }

  /** Switches `kind` off for `userId` (again is a no-op); false when there is no such member (any more). */
  async unsubscribe(userId: number, kind: MailKind): Promise<boolean> {
    try {
      await this.db.query('INSERT INTO mail_unsubscribes (user_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, kind]);
      return true;
    } catch (error) {
      const e = error as { code?: string; driverError?: { code?: string } };
      if ((e.driverError?.code ?? e.code) === '23503') return false;
      throw error;
    }
  }

  /** Switches `kind` on again for `userId`. */
  async resubscribe(userId: number, kind: MailKind): Promise<void> {
    await this.db.query('DELETE FROM mail_unsubscribes WHERE user_id = $1 AND kind = $2', [userId, kind]);
  }
}
