import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { FallbackRateLimitStore, HANG_MS, RETRY_MS } from './rate-limit.fallback';
import type { RateLimitStore } from './rate-limit.service';

/** A store that counts its hits per key, or fails each call with `failWith` while it is set. */
function countingStore() {
  const counts = new Map<string, number>();
  const store = {
    failWith: null as Error | null,
    calls: 0,
    counts,
    async hit(key: string) {
      store.calls += 1;
      if (store.failWith) throw store.failWith;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { count, resetAt: new Date(Date.now() + 60_000) };
    },
    async peek(key: string) {
      return { count: counts.get(key) ?? 0, resetAt: null };
    },
    async release() {},
    async clear(key: string) {
      counts.delete(key);
    },
  };
  return store satisfies RateLimitStore;
}

function setup() {
  const redis = Object.assign(new EventEmitter(), { status: 'ready' });
  const primary = countingStore();
  const fallback = countingStore();
  const lines: string[] = [];
  const log = { info: (msg: string) => lines.push(msg), warn: (_: unknown, msg: string) => lines.push(msg) } as unknown as Logger;
  const store = new FallbackRateLimitStore(redis as unknown as Redis, primary, fallback, log);
  return { redis, primary, fallback, lines, store };
}

const timeout = () => new Error('Command timed out');

describe('rate-limit counters in Redis with the database behind them', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a hit whose command timed out, and keeps counting in Redis', async () => {
    const { primary, fallback, store, lines } = setup();
    primary.failWith = timeout();
    const refused = await store.hit('login:a', 900);
    expect(refused.count).toBe(Number.MAX_SAFE_INTEGER);
    expect(refused.resetAt.getTime() - Date.now()).toBeLessThanOrEqual(1_000);
    primary.failWith = null;
    expect((await store.hit('login:a', 900)).count).toBe(1);
    expect(fallback.calls).toBe(0);
    expect(lines).toEqual([]);
  });

  it('keeps counting in Redis through a burst of timeouts, and counts in the database once it has not answered for HANG_MS', async () => {
    const { primary, fallback, store, lines } = setup();
    primary.failWith = timeout();
    for (let i = 0; i < 5; i++) expect((await store.hit('login:b', 900)).count).toBe(Number.MAX_SAFE_INTEGER);
    expect(fallback.calls).toBe(0);
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start + HANG_MS + 1);
    expect((await store.hit('login:b', 900)).count).toBe(Number.MAX_SAFE_INTEGER);
    expect((await store.hit('login:b', 900)).count).toBe(1);
    expect(fallback.counts.get('login:b')).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/Redis is unavailable/)]);

    // Before RETRY_MS the database keeps counting; after it, the first answer brings the counts back to Redis.
    primary.failWith = null;
    expect((await store.hit('login:b', 900)).count).toBe(2);
    clock.mockReturnValue(start + HANG_MS + RETRY_MS + 2);
    expect((await store.hit('login:b', 900)).count).toBe(1);
    expect(primary.counts.get('login:b')).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/Redis is unavailable/), expect.stringMatching(/Redis is available again/)]);
  });

  it('moves to the database at once on a connection error, as on a closed connection', async () => {
    const { primary, fallback, store, lines } = setup();
    primary.failWith = new Error('Connection is closed.');
    expect((await store.hit('login:c', 900)).count).toBe(1);
    expect(fallback.counts.get('login:c')).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/Redis is unavailable/)]);
  });
});
