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
 * Counters in Redis while it answers, and in the database while it does not: Redis is an accelerator for
 * the limits, not something sign-in may wait for or fail on. A command is sent only while the client is
 * ready (no offline queue, a short timeout), so an outage costs no request more than half a second and
 * usually nothing. The log gets one line when Redis goes away and one when it is back.
 * Counts started in one store do not carry over to the other; a window restarts at a switch.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  /** Unknown until the first connection succeeds or fails: the first 'ready' is no news, the first failure is. */
  private state: 'unknown' | 'up' | 'down' = 'unknown';

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
    const next = up ? 'up' : 'down';
    if (next === this.state) return;
    const before = this.state;
    this.state = next;
    if (up && before === 'unknown') return;
    if (up) this.log.info('Redis is available again: rate limits count in Redis');
    else this.log.warn({ err: error?.message }, 'Redis is unavailable: rate limits count in the database until it is back');
  }

  private async run<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (this.state === 'up' && this.redis.status === 'ready') {
      try {
        return await call(this.primary);
      } catch (error) {
        this.mark(false, error as Error);
      }
    }
    return call(this.fallback);
  }

  hit(key: string, windowSeconds: number) {
    return this.run((s) => s.hit(key, windowSeconds));
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
