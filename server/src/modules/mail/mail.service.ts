import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { Logger } from 'pino';
import type { MailTransport } from '../../providers/mail-transport';
import type { MailContent } from './mail.templates';
import type { OutboxMessageEntity } from './outbox-message.entity';
import { OutboxWorker } from '../../outbox-worker';
import { OutboxRepository, type ClaimedMail } from './outbox.repository';

const MAX_ATTEMPTS = 8;
const backoffMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 6 * 60 * 60_000);

/**
 * Queues mail in the outbox (inside the caller's transaction when one is given) and delivers it
 * in the background with retries, so sending never blocks or fails a request.
 *
 * Delivery never talks to SMTP inside a transaction: a short transaction claims one due message
 * (status 'sending', lease in next_attempt_at), the send happens with no database connection held,
 * and a second short transaction records the outcome. A process that dies mid-send leaves the
 * lease to expire, after which the message is due again.
 */
export class MailService extends OutboxWorker<ClaimedMail> {
  /** Transactions that queued mail: delivery starts when they commit (before that the rows are invisible). */
  private readonly queuedIn = new WeakSet<QueryRunner>();
  private readonly leaseSeconds: number;
  private readonly outbox: OutboxRepository;

  constructor(
    private readonly db: DataSource,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Logger,
    private readonly publicUrl: string,
    /** Off in production: the links are credentials (password reset, e-mail confirmation). */
    private readonly logLinks = true,
  ) {
    super(log, 'outbox flush');
    // Longer than any send can last (the transport aborts at sendTimeoutMs), so two senders never overlap.
    this.leaseSeconds = Math.max(60, Math.ceil((2 * transport.sendTimeoutMs) / 1000));
    this.outbox = new OutboxRepository(db);
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: (event) => {
        if (event.queryRunner && this.queuedIn.has(event.queryRunner)) {
          this.queuedIn.delete(event.queryRunner);
          this.kick();
        }
      },
    };
    db.subscribers.push(subscriber);
  }

  async enqueue(to: string, content: MailContent, manager?: EntityManager): Promise<OutboxMessageEntity> {
    const message = await this.outbox.add(to, content, manager);
    if (this.transport.kind === 'outbox') {
      const link = this.logLinks ? /https?:\/\/\S+/.exec(content.text)?.[0] : undefined;
      this.log.info(
        { mailId: message.id, to, template: content.template },
        `mail queued in outbox${link ? `: ${link}` : ''}${this.logLinks ? ` (see ${this.publicUrl}/dev/outbox)` : ' (set SMTP_URL to deliver it)'}`,
      );
    }
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) this.queuedIn.add(runner);
    else this.kick();
    return message;
  }

  /** Step 2: the send, with no transaction open; then step 3 records it. */
  protected async deliver(msg: ClaimedMail): Promise<void> {
    let error: Error | null = null;
    try {
      await this.transport.deliver({ from: this.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, headers: msg.headers ?? undefined });
    } catch (e) {
      error = e as Error;
    }
    await this.record(msg, error);
  }

  /** Step 1: one short transaction takes the oldest due message (or an expired lease) for this process. */
  protected claim(): Promise<ClaimedMail | null> {
    return this.db.transaction(async (m) => {
      for (;;) {
        const row = await this.outbox.oldestDue(m);
        if (!row) return null;
        if (row.attempts >= MAX_ATTEMPTS) {
          // Only an expired lease gets here: the last attempt never reported back.
          await this.outbox.giveUpExpiredLease(m, row.id);
          continue;
        }
        if (this.transport.kind === 'outbox') {
          await this.outbox.markStored(m, row.id);
          continue;
        }
        await this.outbox.lease(m, row.id, this.leaseSeconds);
        return { ...row, attempts: Number(row.attempts) + 1 };
      }
    });
  }

  /** Step 3: records the outcome, unless the lease ran out and another sender took the message over meanwhile. */
  private async record(msg: ClaimedMail, error: Error | null): Promise<void> {
    if (!error) {
      await this.outbox.markSent(msg.id, msg.attempts);
      return;
    }
    const lastError = error.message.slice(0, 500);
    const status = msg.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    await this.outbox.markAttemptFailed(msg.id, msg.attempts, status, lastError, backoffMs(msg.attempts) / 1000);
    this.log.warn({ mailId: msg.id, attempt: msg.attempts, err: lastError }, 'mail delivery failed; will retry');
  }

  /** Retries due messages every `intervalMs` until stop() is called. */
  override start(intervalMs = 15_000): void {
    super.start(intervalMs);
  }

  /** Newest messages first, for /dev/outbox and tests. */
  recent(limit = 50): Promise<OutboxMessageEntity[]> {
    return this.outbox.recent(limit);
  }

  /** Messages still waiting for delivery (pending or being sent), for metrics. */
  backlog(): Promise<number> {
    return this.outbox.waiting();
  }
}
