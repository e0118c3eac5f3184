import type Redis from 'ioredis';
import { AppError } from '../../errors';

export interface RateRule {
  /** Counter name, e.g. 'login-fail'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Where the counters live: PostgreSQL (default) or Redis (REDIS_URL), shared by every app process. */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  peek(key: string): Promise<{ count: number; resetAt: Date | null }>;
  /** Gives one hit back (never below zero, never into a finished window). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /**
   * Counts a hit and runs one read (`sql` numbers its own parameters from $1) in the same statement,
   * where the store lives in the database; stores elsewhere leave this out and the service reads apart.
   */
  hitAndRead?(key: string, windowSeconds: number, sql: string, params: unknown[]): Promise<{ count: number; resetAt: Date; rows: Row[] }>;
}

export type Row = Record<string, unknown>;

/** Runs one read statement; the service's fallback for stores that cannot join a read to the hit. */
export type ReadQuery = (sql: string, params: unknown[]) => Promise<Row[]>;

/** One counter of an attempt: a rule and whom it counts (an address, an e-mail, a pair). */
export type Counter = readonly [RateRule, string];

/** Fixed-window counters; atomic per key in either store. */
export class RateLimitService {
  /** `scale` multiplies every limit (1 in normal use; load tests raise it so they measure work, not refusals). */
  constructor(
    private readonly store: RateLimitStore,
    private readonly scale = 1,
    private readonly read: ReadQuery | null = null,
  ) {}

  hit(rule: RateRule, subject: string): Promise<{ count: number; resetAt: Date }> {
    return this.store.hit(`${rule.name}:${subject}`, rule.windowSeconds);
  }

  peek(rule: RateRule, subject: string): Promise<{ count: number; resetAt: Date | null }> {
    return this.store.peek(`${rule.name}:${subject}`);
  }

  clear(rule: RateRule, subject: string): Promise<void> {
    return this.store.clear(`${rule.name}:${subject}`);
  }

  /** Counts a hit and throws RATE_LIMITED once the limit is passed. */
  async consume(rule: RateRule, subject: string, message = 'Too many requests. Please try again later.'): Promise<void> {
    const { count, resetAt } = await this.hit(rule, subject);
    if (count > rule.limit * this.scale) throw rateLimited(message, resetAt);
  }

  /**
   * `consume`, then one read, as a single statement when the counters live in PostgreSQL: a public
   * read behind a limit then costs one round trip. The rows are only returned when the hit was within
   * the limit, so a refused caller learns nothing from them.
   */
  async consumeAndRead(rule: RateRule, subject: string, message: string, sql: string, params: unknown[]): Promise<Row[]> {
    const key = `${rule.name}:${subject}`;
    if (this.store.hitAndRead) {
      const { count, resetAt, rows } = await this.store.hitAndRead(key, rule.windowSeconds, sql, params);
      if (count > rule.limit * this.scale) throw rateLimited(message, resetAt);
      return rows;
    }
    if (!this.read) throw new Error('consumeAndRead needs a database read for this rate-limit store');
    await this.consume(rule, subject, message);
    return this.read(sql, params);
  }

  /**
   * Takes one attempt on each counter, in order, before the expensive work (a password check, a code
   * lookup). The increment and the comparison are one atomic step per counter, so however many
   * attempts run in parallel, at most `limit` get past it per window. The first counter over its
   * limit throws RATE_LIMITED and the later ones are left untouched. Callers that count failures
   * call the returned `refund` when the attempt succeeded.
   */
  async attempt(counters: readonly Counter[], message: string): Promise<() => Promise<void>> {
    const taken: string[] = [];
    for (const [rule, subject] of counters) {
      const key = `${rule.name}:${subject}`;
      const { count, resetAt } = await this.store.hit(key, rule.windowSeconds);
      taken.push(key);
      if (count > rule.limit * this.scale) throw rateLimited(message, resetAt);
    }
    return async () => {
      for (const key of taken) await this.store.release(key);
    };
  }
}

/** Counters in Redis: INCR with an expiry set on the first hit of a window (one atomic script). */
export class RedisRateLimitStore implements RateLimitStore {
  private static readonly HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'leerpunt:rl:',
  ) {}

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
    const [count, ttl] = (await this.redis.eval(RedisRateLimitStore.HIT, 1, this.prefix + key, windowSeconds * 1000)) as [number, number];
    return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
  }

  async peek(key: string): Promise<{ count: number; resetAt: Date | null }> {
    const [value, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return value ? { count: Number(value), resetAt: new Date(Date.now() + Math.max(ttl, 0)) } : { count: 0, resetAt: null };
  }

  private static readonly RELEASE = `local c = tonumber(redis.call('GET', KEYS[1]))
if c and c > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

  async release(key: string): Promise<void> {
    await this.redis.eval(RedisRateLimitStore.RELEASE, 1, this.prefix + key);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

function rateLimited(message: string, resetAt: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', message, { retry_after: retryAfter });
}
