import type { DataSource } from 'typeorm';
import { AppError } from '../../errors';

export interface RateRule {
  /** Counter name, e.g. 'login-fail'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Fixed-window counters in PostgreSQL, atomic per key, shared by every app process. */
export class RateLimitService {
  constructor(private readonly db: DataSource) {}

  /** Adds one hit and returns the count in the current window. */
  async hit(rule: RateRule, subject: string): Promise<{ count: number; resetAt: Date }> {
    const rows: Array<{ count: number; reset_at: Date }> = await this.db.query(
      `INSERT INTO rate_limits (key, count, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limits.reset_at END
       RETURNING count, reset_at`,
      [`${rule.name}:${subject}`, rule.windowSeconds],
    );
    return { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) };
  }

  /** Current count without adding a hit. */
  async peek(rule: RateRule, subject: string): Promise<{ count: number; resetAt: Date | null }> {
    const rows: Array<{ count: number; reset_at: Date }> = await this.db.query(
      'SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()',
      [`${rule.name}:${subject}`],
    );
    return rows[0] ? { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) } : { count: 0, resetAt: null };
  }

  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [`${rule.name}:${subject}`]);
  }

  /** Counts a hit and throws RATE_LIMITED once the limit is passed. */
  async consume(rule: RateRule, subject: string, message = 'Too many requests. Please try again later.'): Promise<void> {
    const { count, resetAt } = await this.hit(rule, subject);
    if (count > rule.limit) throw rateLimited(message, resetAt);
  }

  /** Throws RATE_LIMITED when the key is already at its limit (used for failure counters). */
  async assertBelow(rule: RateRule, subject: string, message: string): Promise<void> {
    const { count, resetAt } = await this.peek(rule, subject);
    if (count >= rule.limit) throw rateLimited(message, resetAt ?? new Date());
  }
}

function rateLimited(message: string, resetAt: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', message, { retry_after: retryAfter });
}
