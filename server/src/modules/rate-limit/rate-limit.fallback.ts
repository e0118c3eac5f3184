import type Redis from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimitStore } from './rate-limit.service';

/** How Redis is reached for counters: never queue a command while it is away, and give up on one quickly. */
export const REDIS_LIMITER_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  commandTimeout: 500,
  lazyConnect: false,
} as const;

/**
 * How long Redis may go without answering, the connection standing, before it counts as away: a hang, not a slow
 * moment (a busy process can see several timeouts at once while Redis answers the rest).
 */
export const HANG_MS = 5_000;
/** How long after that Redis is tried again while the connection stands. */
export const RETRY_MS = 5_000;

/** ioredis rejects a command that got no answer within `commandTimeout` with "Command timed out". */
const isTimeout = (error: unknown) => error instanceof Error && /timed out/i.test(error.message);

/**
 * Counters in Redis while it answers, and in the database while it does not: Redis is an accelerator for
 * the limits, not something sign-in may wait for or fail on. A command is sent only while the client is
 * ready (no offline queue, a short timeout), so an outage costs no request more than half a second and
 * usually nothing. The log gets one line when Redis goes away and one when it is back.
 * Counts started in one store do not carry over to the other; a window restarts at a switch.
 *
 * A command that times out while the connection stands is different: Redis may have counted it, and switching on
 * one slow answer would restart every window in the middle of a burst (and, with no reconnect to announce Redis,
 * stay in the database for good). So a hit that times out is refused for that request only (a short Retry-After),
 * and Redis counts as away only when it has not answered for `HANG_MS`; it is tried again every `RETRY_MS` while the
 * connection stands, and counts are back in Redis at the first answer.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  /** Unknown until the first connection succeeds or fails: the first 'ready' is no news, the first failure is. */
  private state: 'unknown' | 'up' | 'down' = 'unknown';
  /** When the first command timed out since Redis last answered (0: it answered the last one). */
  private timingOutSince = 0;
  /** When Redis, away because it stopped answering though connected, is tried again (0: wait for a reconnect). */
  private retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly log: Logger,
  ) {
    if (redis.status === 'ready') this.state = 'up';
    redis.on('ready', () => this.mark(true));
    // ioredis reports every failed reconnect as an 'error' event; the state change is what gets logged.
    redis.on('error', (error: Error) => this.mark(false, error));
    redis.on('close', () => this.mark(false));
  }

  /** True while counters go to Redis. */
  get usingRedis(): boolean {
    return this.state === 'up';
  }

  private mark(up: boolean, error?: Error): void {
    if (up) this.retryAt = 0;
    const next = up ? 'up' : 'down';
    if (next === this.state) return;
    const before = this.state;
    this.state = next;
    if (up && before === 'unknown') return;
    if (up) this.log.info('Redis is available again: rate limits count in Redis');
    else this.log.warn({ err: error?.message }, 'Redis is unavailable: rate limits count in the database until it is back');
  }

  private async run<T>(call: (store: RateLimitStore) => Promise<T>, onTimeout?: () => T): Promise<T> {
    const retrying = this.state === 'down' && this.retryAt > 0 && Date.now() >= this.retryAt;
    if ((this.state === 'up' || retrying) && this.redis.status === 'ready') {
      try {
        const result = await call(this.primary);
        this.timingOutSince = 0;
        if (retrying) this.mark(true);
        return result;
      } catch (error) {
        if (!isTimeout(error) || this.redis.status !== 'ready') this.mark(false, error as Error);
        else {
          this.timingOutSince ||= Date.now();
          if (retrying || Date.now() - this.timingOutSince >= HANG_MS) {
            this.mark(false, error as Error);
            this.retryAt = Date.now() + RETRY_MS;
          }
          if (onTimeout) return onTimeout();
        }
      }
    }
    return call(this.fallback);
  }

  /** A hit Redis may or may not have counted (a timeout) is refused for this request, with a short Retry-After. */
  hit(key: string, windowSeconds: number) {
    return this.run(
      (s) => s.hit(key, windowSeconds),
      () => ({ count: Number.MAX_SAFE_INTEGER, resetAt: new Date(Date.now() + 1_000) }),
    );
  }

  peek(key: string) {
    return this.run((s) => s.peek(key));
  }

  release(key: string) {
    return this.run((s) => s.release(key));
  }

  clear(key: string) {
    return this.run((s) => s.clear(key));
  }
}
