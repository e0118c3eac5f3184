import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { MailKind } from '@leerpunt/shared/mail';
import type { UpcomingRenewals } from '../billing/upcoming-renewals';
import { graceEndingMail } from '../billing/webhooks/billing.mail';
import type { CpdProfilesService } from '../cpd-profiles/cpd-profiles.service';
import type { MailContent, UnsubscribeLink } from '../mail/mail.templates';
import type { MailPreferencesService } from '../mail/mail-preferences.service';
import { cycleDeadlineMail, renewalUpcomingMail } from './reminders.mail';
import type { RemindersRepository } from './reminders.repository';
import { REMINDER_RULES } from './reminders.rules';

export interface RemindersDeps {
  db: DataSource;
  repo: RemindersRepository;
  mail: Pick<MailPreferencesService, 'enqueue' | 'allows'>;
  renewals: Pick<UpcomingRenewals, 'due' | 'graceEnding'>;
  deadlines: Pick<CpdProfilesService, 'deadlinesNear'>;
  brand: { productName: string; supportEmail: string };
  publicUrl: () => string;
  testMode: () => boolean;
  log: Logger;
}

/** One reminder that is due: for whom, which kind, about what (the occasion), and its mail. */
interface DueReminder {
  userId: number;
  email: string;
  kind: Extract<MailKind, 'renewal_upcoming' | 'cycle_deadline' | 'payment_failed'>;
  occasion: string;
  build: (unsubscribe: UnsubscribeLink) => MailContent;
}

/**
 * Finds the reminders that are due (a renewal ahead, a grace period about to end while a renewal is unpaid, a CPD
 * deadline near while points are missing) and queues each
 * through the outbox once per member, kind and occasion. Every app process runs it; the primary key of
 * reminder_sends decides which one queues a reminder: the row and the outbox message are written in one short
 * transaction, so a reminder is either recorded and queued or neither. Nothing talks to the network here: the outbox
 * delivers after the commit.
 */
export class RemindersService {
  private timer: NodeJS.Timeout | null = null;
  private first: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(private readonly deps: RemindersDeps) {}

  /** Queues every due reminder not queued before; the number queued by this call. One run at a time per process. */
  run(now = new Date()): Promise<number> {
    this.running ??= this.queueDue(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async queueDue(now: Date): Promise<number> {
    let queued = 0;
    for (const reminder of await this.due(now)) {
      if (this.stopped) break;
      if (await this.queueOnce(reminder)) queued++;
    }
    if (queued > 0) this.deps.log.info({ queued }, 'reminder mails queued');
    return queued;
  }

  private async due(now: Date): Promise<DueReminder[]> {
    const url = this.deps.publicUrl();
    const brand = this.deps.brand;
    const testMode = this.deps.testMode();
    const renewals = await this.deps.renewals.due(now, (interval) => REMINDER_RULES.renewalLeadDays[interval]);
    const graceEndings = await this.deps.renewals.graceEnding(now, REMINDER_RULES.graceEndingLeadDays);
    const deadlines = await this.deps.deadlines.deadlinesNear(now, REMINDER_RULES.cycleDeadlineLeadDays);
    return [
      ...renewals.map((r): DueReminder => ({
        userId: r.userId,
        email: r.email,
        kind: 'renewal_upcoming',
        occasion: `${r.plan}:${r.renewsAt.toISOString()}`,
        build: (u) => renewalUpcomingMail(brand, { ...r, accountUrl: `${url}/account?tab=subscription`, testMode }, u),
      })),
      ...graceEndings.map((g): DueReminder => ({
        userId: g.userId,
        email: g.email,
        kind: 'payment_failed',
        occasion: `grace:${g.graceEndsAt.toISOString()}`,
        build: (u) => graceEndingMail(brand, { ...g, accountUrl: `${url}/account?tab=subscription`, testMode }, u),
      })),
      ...deadlines.map((d): DueReminder => ({
        userId: d.userId,
        email: d.email,
        kind: 'cycle_deadline',
        occasion: `${d.profile.id}:${d.deadline}`,
        build: (u) => cycleDeadlineMail(brand, { ...d, libraryUrl: `${url}/articles` }, u),
      })),
    ];
  }

  /** One short transaction: a member who switched the kind off gets nothing (and nothing is recorded), else claim and queue. */
  private queueOnce(r: DueReminder): Promise<boolean> {
    return this.deps.db.transaction(async (m) => {
      if (!(await this.deps.mail.allows(r.userId, r.kind, m))) return false;
      if (!(await this.deps.repo.claim(m, r.userId, r.kind, r.occasion))) return false;
      return (await this.deps.mail.enqueue({ id: r.userId, email: r.email }, r.kind, r.build, m)) !== null;
    });
  }

  /** Looks for due reminders shortly after start and then every `intervalMs`, until stop(). */
  start(intervalMs: number = REMINDER_RULES.runIntervalMs, firstDelayMs: number = REMINDER_RULES.firstRunDelayMs): void {
    const tick = () => void this.run().catch((e: unknown) => this.deps.log.error(e, 'reminder run failed'));
    this.first = setTimeout(tick, firstDelayMs);
    this.first.unref();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
    this.first = this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
