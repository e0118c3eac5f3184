import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { MailTransport } from '../../providers/mail-transport';
import type { MailContent } from './mail.templates';
import { OutboxMessageEntity } from './outbox-message.entity';

const MAX_ATTEMPTS = 8;
const backoffMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 6 * 60 * 60_000);

/**
 * Queues mail in the outbox (inside the caller's transaction when one is given) and delivers it
 * in the background with retries, so sending never blocks or fails a request.
 */
export class MailService {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Logger,
    private readonly publicUrl: string,
    /** Off in production: the links are credentials (password reset, e-mail confirmation). */
    private readonly logLinks = true,
  ) {}

  async enqueue(to: string, content: MailContent, manager?: EntityManager): Promise<OutboxMessageEntity> {
    const repo = (manager ?? this.db.manager).getRepository(OutboxMessageEntity);
    const message = await repo.save(
      repo.create({ to, subject: content.subject, text: content.text, html: content.html, template: content.template }),
    );
    if (this.transport.kind === 'outbox') {
      const link = this.logLinks ? /https?:\/\/\S+/.exec(content.text)?.[0] : undefined;
      this.log.info({ mailId: message.id, to, template: content.template }, `mail queued in outbox${link ? `: ${link}` : ''}${this.logLinks ? ` (see ${this.publicUrl}/dev/outbox)` : ' (set SMTP_URL to deliver it)'}`);
    }
    setImmediate(() => void this.flush());
    return message;
  }

  /** Delivers every due message once; safe to call concurrently (one run at a time per process). */
  flush(): Promise<void> {
    this.running ??= this.deliverDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      // Claim one message at a time with SKIP LOCKED so several app processes never send twice.
      const claimed = await this.db.transaction(async (m) => {
        const rows: OutboxMessageEntity[] = await m
          .getRepository(OutboxMessageEntity)
          .createQueryBuilder('o')
          .where("o.status = 'pending' AND o.next_attempt_at <= now()")
          .orderBy('o.id')
          .limit(1)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        const msg = rows[0];
        if (!msg) return null;
        msg.attempts += 1;
        try {
          await this.transport.deliver({ from: this.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
          msg.status = this.transport.kind === 'outbox' ? 'stored' : 'sent';
          msg.sentAt = new Date();
          msg.lastError = null;
        } catch (error) {
          msg.lastError = (error as Error).message.slice(0, 500);
          msg.status = msg.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
          msg.nextAttemptAt = new Date(Date.now() + backoffMs(msg.attempts));
          this.log.warn({ mailId: msg.id, attempt: msg.attempts, err: msg.lastError }, 'mail delivery failed; will retry');
        }
        await m.getRepository(OutboxMessageEntity).save(msg);
        return msg;
      });
      if (!claimed) return;
    }
  }

  /** Retries due messages every `intervalMs` until stop() is called. */
  start(intervalMs = 15_000): void {
    this.timer = setInterval(() => void this.flush().catch((e) => this.log.error(e, 'outbox flush failed')), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Newest messages first, for /dev/outbox and tests. */
  recent(limit = 50): Promise<OutboxMessageEntity[]> {
    return this.db.getRepository(OutboxMessageEntity).find({ order: { id: 'DESC' }, take: limit });
  }

  /** Messages still waiting for delivery (pending), for metrics. */
  backlog(): Promise<number> {
    return this.db.getRepository(OutboxMessageEntity).count({ where: { status: 'pending' } });
  }
}
