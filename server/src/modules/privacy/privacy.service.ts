import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { AppError, notFound } from '../../errors';
import { OutboxWorker } from '../../outbox-worker';
import type { FileStorage } from '../../providers/file-storage';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { AuthService } from '../auth/auth.service';
import { ACCOUNT_DELETED_REASON } from '../certificates/personal-data.sql';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { ErasureKind } from './erasure-task.entity';
import type { ReauthCommand } from './privacy.inputs';
import type { Unparsed } from '../../validation';
import { PrivacyRepository, type ClaimedErasure } from './privacy.repository';

export const PRIVACY_MESSAGES = {
  ownDataOnly: 'You can only download your own data.',
  exportRateLimited: 'You have downloaded your data several times today. Please try again tomorrow.',
  evidenceUnavailable: 'Your evidence files cannot be read right now. Please try again in a few minutes.',
  deletionRateLimited: 'Too many attempts to delete this account. Please try again later.',
  deleted: 'Your account and your personal data have been deleted.',
} as const;

/** A leased task is retried after this long if its process dies mid-attempt. */
const LEASE_SECONDS = 120;
const backoffSeconds = (attempt: number) => Math.min(60 * 2 ** (attempt - 1), 6 * 3600);

export interface PrivacyDeps {
  db: DataSource;
  auth: AuthService;
  rateLimit: RateLimitService;
  storage: FileStorage;
  payments: PaymentProvider;
  log: Logger;
  productName: string;
}

/** A data export ready to send: the ZIP as it is written, and its file name. */
export interface DataExport {
  filename: string;
  stream: Readable;
}

/** An outside activity row as the export's JSON lists it. */
interface ExportedActivity {
  id: string;
  evidence_file?: string | null;
  evidence_name?: string | null;
  [column: string]: unknown;
}

/** Keeps a member's name for a file safe in every unzip tool. */
const zipSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120) || 'evidence';

/**
 * The member's privacy rights: a full export of their data (Art. 15 and 20 GDPR) and the deletion of their
 * account (Art. 17), with the storage and payment provider work a deletion leaves carried out after its
 * transaction and retried until done. Moving to another e-mail address is AuthService's (it owns the tokens).
 */
export class PrivacyService {
  private readonly repo: PrivacyRepository;
  private readonly erasures: ErasureWorker;

  constructor(private readonly deps: PrivacyDeps) {
    this.repo = new PrivacyRepository(deps.db);
    this.erasures = new ErasureWorker(deps.log, this.repo, (task) => this.carryOut(task));
  }

  /**
   * Queues the removal of a file another feature could not remove because its store was down; the erasure
   * loop retries it with the account deletions' files until it is gone.
   */
  async eraseLater(kind: ErasureKind, target: string): Promise<void> {
    await this.deps.db.transaction((m) => this.repo.addTasks(m, [{ kind, target }]));
  }

  /** The caller, when the export of member `userId` is theirs to ask for: only their own, admins included. */
  private exporter(actor: UserEntity | null | undefined, userId: number): UserEntity {
    const user = requireUser(actor);
    if (user.id !== userId) throw new AppError('FORBIDDEN', PRIVACY_MESSAGES.ownDataOnly);
    return user;
  }

  /**
   * Everything the app holds about the caller, as a ZIP written while it is sent (never stored): `data.json`
   * with every record, and their evidence files. Only their own, after their password, a few times a day.
   */
  async exportData(actor: UserEntity | null | undefined, userId: number, input: Unparsed<ReauthCommand>, ip: string): Promise<DataExport> {
    // Whose data it is decides before the form is judged.
    const user = this.exporter(actor, userId);
    const command = input();
    await this.deps.auth.reauthenticate(user, command.password, ip);
    await this.deps.rateLimit.consume(RATE_RULES.dataExportPerUser, String(user.id), PRIVACY_MESSAGES.exportRateLimited);
    const data = await this.repo.personalData(user.id);
    if (!data) throw notFound('User not found');

    // Every file is found before the first byte goes out: once the ZIP streams, a failure can only cut it short.
    const activities = data.outsideActivities as ExportedActivity[];
    const files: Array<{ path: string; name: string }> = [];
    for (const activity of activities) {
      const stored = activity.evidence_file;
      delete activity.evidence_file;
      if (!stored) continue;
      let path: string | null;
      try {
        path = await this.deps.storage.locate('evidence', stored);
      } catch (error) {
        this.deps.log.warn({ err: (error as Error).message }, 'evidence storage unavailable for a data export');
        throw new AppError('SERVICE_UNAVAILABLE', PRIVACY_MESSAGES.evidenceUnavailable);
      }
      const name = `evidence/${activity.id}-${zipSafe(activity.evidence_name ?? 'evidence')}`;
      activity.evidence_in_export = path ? name : null;
      if (path) files.push({ path, name });
    }

    const exportedAt = new Date();
    const document = {
      about: `Every personal record ${this.deps.productName} holds about you, exported at your request. Evidence files are in the evidence folder of this archive.`,
      exportedAt: exportedAt.toISOString(),
      ...data,
    };
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2), 'utf8'), 'data.json', { mtime: exportedAt });
    for (const f of files) zip.addFile(f.path, f.name, { mtime: exportedAt });
    zip.end();
    return { filename: `my-data-${exportedAt.toISOString().slice(0, 10)}.zip`, stream: zip.outputStream as Readable };
  }

  /**
   * Deletes the caller's account after their password: personal records and sessions go at once, in one
   * transaction; completed payments stay (without the member) as bookkeeping; certificates are revoked with the
   * reason "account deleted" and lose the holder's name. Evidence files and a running provider subscription are
   * dealt with after the commit, and retried later when storage or the provider is down.
   */
  async deleteAccount(actor: UserEntity | null | undefined, command: ReauthCommand, ip: string): Promise<{ message: string; pendingTasks: number }> {
    const user = requireUser(actor);
    await this.deps.rateLimit.consume(RATE_RULES.accountDeletionPerUser, String(user.id), PRIVACY_MESSAGES.deletionRateLimited);
    await this.deps.auth.reauthenticate(user, command.password, ip);
    const taskIds = await this.deps.db.transaction(async (m) => {
      const erased = await this.repo.eraseAccount(m, user.id, user.email, this.deps.payments.kind);
      if (!erased) throw notFound('User not found');
      const tasks: Array<{ kind: ErasureKind; target: string }> = [
        ...erased.evidenceFiles.map((target) => ({ kind: 'evidence_file' as const, target })),
        ...erased.subscriptions.map((target) => ({ kind: 'payment_subscription' as const, target })),
      ];
      return this.repo.addTasks(m, tasks);
    });
    this.deps.log.info({ formerUserId: user.id, tasks: taskIds.length, certificates: ACCOUNT_DELETED_REASON }, 'account deleted at the member’s request');
    let pending = 0;
    for (const id of taskIds) {
      const task = await this.repo.claim(LEASE_SECONDS, [id]);
      if (task && !(await this.carryOut(task))) pending++;
    }
    return { message: PRIVACY_MESSAGES.deleted, pendingTasks: pending };
  }

  /** One attempt at a task; true when done (the row is gone), false when it waits for its next attempt. */
  private async carryOut(task: ClaimedErasure): Promise<boolean> {
    try {
      if (task.kind === 'evidence_file') await this.deps.storage.remove('evidence', task.target);
      else await this.deps.payments.cancelSubscription(task.target);
    } catch (error) {
      const message = (error as Error).message || String(error);
      await this.repo.failed(task.id, message, backoffSeconds(task.attempts));
      this.deps.log.warn(
        { erasureTask: task.id, kind: task.kind, attempt: task.attempts, err: message },
        'erasure after an account deletion failed; will retry',
      );
      return false;
    }
    await this.repo.done(task.id);
    return true;
  }

  /** Carries out every due task (one run at a time in this process; other processes skip what this one holds). */
  flushErasures(): Promise<void> {
    return this.erasures.flush();
  }

  /** Tasks still to carry out. */
  pendingErasures(): Promise<number> {
    return this.repo.waiting();
  }

  /** Retries due tasks every `intervalMs` until stop(). */
  start(intervalMs = 60_000): void {
    this.erasures.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.erasures.stop();
  }
}

/** The erasure tasks' background loop: the outbox loop, claiming one due task at a time under a lease. */
class ErasureWorker extends OutboxWorker<ClaimedErasure> {
  constructor(
    log: Logger,
    private readonly repo: PrivacyRepository,
    private readonly carryOut: (task: ClaimedErasure) => Promise<boolean>,
  ) {
    super(log, 'erasure run');
  }

  protected claim(): Promise<ClaimedErasure | null> {
    return this.repo.claim(LEASE_SECONDS);
  }

  protected async deliver(task: ClaimedErasure): Promise<void> {
    await this.carryOut(task);
  }
}
