import { In, type DataSource, type EntityManager } from 'typeorm';
import type { MailContent } from './mail.templates';
import { OutboxMessageEntity } from './outbox-message.entity';

/** A message taken for delivery. */
export interface ClaimedMail {
  id: number;
  attempts: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

/** Only the sender holding the lease may report: the message is still 'sending' with the attempt it took. */
const MINE = `WHERE id = $1 AND status = 'sending' AND attempts = $2`;

/** The outbox_messages table: queued mail and its delivery state. */
export class OutboxRepository {
  constructor(private readonly db: DataSource) {}

  /** Queues a message, inside the caller's transaction when `manager` is one. */
  add(to: string, content: MailContent, manager: EntityManager = this.db.manager): Promise<OutboxMessageEntity> {
    const repo = manager.getRepository(OutboxMessageEntity);
    return repo.save(
      repo.create({ to, subject: content.subject, text: content.text, html: content.html, headers: content.headers ?? null, template: content.template }),
    );
  }

  /** The oldest due message (or one whose lease expired), locked for `m`'s transaction; rows other senders hold are skipped. */
  async oldestDue(m: EntityManager): Promise<ClaimedMail | null> {
    const rows: ClaimedMail[] = await m.query(
      `SELECT id, attempts, to_address AS "to", subject, text_body AS "text", html_body AS "html", headers
         FROM outbox_messages
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
        ORDER BY id LIMIT 1
        FOR UPDATE SKIP LOCKED`,
    );
    return rows[0] ?? null;
  }

  async giveUpExpiredLease(m: EntityManager, id: number): Promise<void> {
    await m.query(`UPDATE outbox_messages SET status = 'failed', last_error = coalesce(last_error, 'delivery lease expired') WHERE id = $1`, [id]);
  }

  /** Without a mail server the message is only kept: it counts as handled. */
  async markStored(m: EntityManager, id: number): Promise<void> {
    await m.query(`UPDATE outbox_messages SET status = 'stored', attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`, [id]);
  }

  /** Takes the message for one attempt; the lease ends after `leaseSeconds`. */
  async lease(m: EntityManager, id: number, leaseSeconds: number): Promise<void> {
    await m.query(`UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2) WHERE id = $1`, [
      id,
      leaseSeconds,
    ]);
  }

  async markSent(id: number, attempts: number): Promise<void> {
    await this.db.query(`UPDATE outbox_messages SET status = 'sent', sent_at = now(), last_error = NULL ${MINE}`, [id, attempts]);
  }

  /** Records a failed attempt: `status` is 'pending' (retried after `retryInSeconds`) or 'failed'. */
  async markAttemptFailed(id: number, attempts: number, status: 'pending' | 'failed', lastError: string, retryInSeconds: number): Promise<void> {
    await this.db.query(`UPDATE outbox_messages SET status = $3, last_error = $4, next_attempt_at = now() + make_interval(secs => $5) ${MINE}`, [
      id,
      attempts,
      status,
      lastError,
      retryInSeconds,
    ]);
  }

  /** Newest first. */
  recent(limit: number): Promise<OutboxMessageEntity[]> {
    return this.db.getRepository(OutboxMessageEntity).find({ order: { id: 'DESC' }, take: limit });
  }

  /** Messages still waiting for delivery (pending or being sent). */
  waiting(): Promise<number> {
    return this.db.getRepository(OutboxMessageEntity).count({ where: { status: In(['pending', 'sending']) } });
  }
}
