import type { DataSource, EntityManager } from 'typeorm';
import { accountPersonalDataSql } from '../account/personal-data.sql';
import { completionsPersonalDataSql } from '../assessment/completions/personal-data.sql';
import { attemptsPersonalDataSql } from '../assessment/taking/personal-data.sql';
import { assistantPersonalDataSql } from '../assistant/personal-data.sql';
import { billingErasureSql, billingPersonalDataSql } from '../billing/personal-data.sql';
import { ACCOUNT_DELETED_REASON, CERTIFICATES_ERASURE_SQL, certificatesPersonalDataSql } from '../certificates/personal-data.sql';
import { feedbackPersonalDataSql } from '../feedback/personal-data.sql';
import { OUTBOX_ERASURE_SQL } from '../mail/personal-data.sql';
import { membersPersonalDataSql } from '../members/personal-data.sql';
import { EVIDENCE_FILES_OF_SQL, outsidePersonalDataSql } from '../outside-activities/personal-data.sql';
import { recordSharesPersonalDataSql } from '../record-shares/personal-data.sql';
import { studyPersonalDataSql } from '../study/personal-data.sql';
import { DELETE_ACCOUNT_SQL, userPersonalDataSql } from '../users/personal-data.sql';
import type { ErasureKind } from './erasure-task.entity';

/** Every list of the export, each from the SQL its feature exports: one statement, so one consistent snapshot. */
const sections = (p: string) => ({
  ...userPersonalDataSql(p),
  ...billingPersonalDataSql(p),
  completions: completionsPersonalDataSql(p),
  testAttempts: attemptsPersonalDataSql(p),
  certificates: certificatesPersonalDataSql(p),
  outsideActivities: outsidePersonalDataSql(p),
  feedback: feedbackPersonalDataSql(p),
  ...accountPersonalDataSql(p),
  studyTime: studyPersonalDataSql(p),
  assistantQuestions: assistantPersonalDataSql(p),
  extraAttemptsGranted: membersPersonalDataSql(p),
  recordShares: recordSharesPersonalDataSql(p),
});

export type PersonalDataSection = keyof ReturnType<typeof sections>;

const PERSONAL_DATA_SQL = `SELECT ${Object.entries(sections('$1'))
  .map(([name, body]) => `(${body}) AS "${name}"`)
  .join(',\n  ')}`;

/** A task taken for one attempt. */
export interface ClaimedErasure {
  id: number;
  kind: ErasureKind;
  target: string;
  attempts: number;
}

/** What a deleted account leaves to do outside the database. */
export interface ErasedAccount {
  evidenceFiles: string[];
  subscriptions: string[];
}

/** The data export's read, the account deletion's writes, and the erasure_tasks queue. */
export class PrivacyRepository {
  constructor(private readonly db: DataSource) {}

  /** Everything the database holds about member `userId`, by section; null when there is no such member. */
  async personalData(userId: number): Promise<Record<PersonalDataSection, unknown> | null> {
    const rows: Array<Record<PersonalDataSection, unknown>> = await this.db.query(PERSONAL_DATA_SQL, [userId]);
    const row = rows[0];
    return row?.profile ? row : null;
  }

  /**
   * Deletes member `userId` inside the caller's transaction: unpaid checkouts and their mail go, certificates are
   * revoked and stripped of the holder, and the account row goes with everything that cascades from it. Completed
   * payments stay without a member. Returns the files and provider subscriptions to deal with after the commit.
   */
  async eraseAccount(m: EntityManager, userId: number, email: string, provider: string): Promise<ErasedAccount | null> {
    const files: Array<{ file: string }> = await m.query(EVIDENCE_FILES_OF_SQL, [userId]);
    const subscriptions: Array<{ id: string }> = await m.query(billingErasureSql.liveSubscriptions, [userId, provider]);
    await m.query(billingErasureSql.dropUnpaidCheckouts, [userId]);
    await m.query(CERTIFICATES_ERASURE_SQL, [userId, ACCOUNT_DELETED_REASON]);
    await m.query(OUTBOX_ERASURE_SQL, [email.toLowerCase()]);
    const deleted: unknown[] = await m.query(DELETE_ACCOUNT_SQL, [userId]);
    if (deleted.length === 0) return null;
    return { evidenceFiles: files.map((f) => f.file), subscriptions: subscriptions.map((s) => s.id) };
  }

  /** Queues work outside the database in the caller's transaction; the ids, in order. */
  async addTasks(m: EntityManager, tasks: Array<{ kind: ErasureKind; target: string }>): Promise<number[]> {
    const ids: number[] = [];
    for (const t of tasks) {
      const rows: Array<{ id: number }> = await m.query('INSERT INTO erasure_tasks (kind, target) VALUES ($1, $2) RETURNING id', [t.kind, t.target]);
      ids.push(rows[0].id);
    }
    return ids;
  }

  /**
   * Takes the oldest due task (or one whose lease ran out) for one attempt, leased for `leaseSeconds`; rows other
   * processes hold are skipped. `only` limits the choice to those ids.
   */
  claim(leaseSeconds: number, only: number[] | null = null): Promise<ClaimedErasure | null> {
    return this.db.transaction(async (m) => {
      const rows: ClaimedErasure[] = await m.query(
        `SELECT id, kind, target, attempts FROM erasure_tasks
          WHERE next_attempt_at <= now() AND ($1::int[] IS NULL OR id = ANY($1::int[]))
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [only],
      );
      const row = rows[0];
      if (!row) return null;
      await m.query('UPDATE erasure_tasks SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2) WHERE id = $1', [
        row.id,
        leaseSeconds,
      ]);
      return { ...row, attempts: Number(row.attempts) + 1 };
    });
  }

  async done(id: number): Promise<void> {
    await this.db.query('DELETE FROM erasure_tasks WHERE id = $1', [id]);
  }

  async failed(id: number, error: string, retryInSeconds: number): Promise<void> {
    await this.db.query('UPDATE erasure_tasks SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1', [
      id,
      error.slice(0, 500),
      retryInSeconds,
    ]);
  }

  /** Tasks not yet carried out, for metrics and support. */
  async waiting(): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query('SELECT count(*)::int AS n FROM erasure_tasks');
    return Number(rows[0]?.n ?? 0);
  }
}
