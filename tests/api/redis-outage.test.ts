import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { apiClient } from '../support/client';
import { createUser } from '../support/factories';
import { startTestApp, type LogLine, type TestApp } from '../support/harness';

/**
 * Redis only speeds up the rate limits: while it is away, sign-in and the other limited routes count in the
 * database, answer at once and never with a 500, and the log says so once per change, not per request.
 */
const REDIS = { host: '127.0.0.1', port: 6379 };

/** A TCP proxy to the local Redis that a test can take down and bring back on the same port. */
async function redisProxy() {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(REDIS.port, REDIS.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  await start();
  return { port: () => port, start, stop };
}

/** A closed port: listened on once, then released. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const redisLines = (log: LogLine[]) => log.filter((l) => /redis/i.test(String(l.msg ?? '')));

async function timedLogin(app: TestApp, email: string, password: string) {
  const started = Date.now();
  const res = await apiClient(app.url).post('/api/login', { email, password });
  return { status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after') };
}

async function lockoutHolds(app: TestApp) {
  const { user, password } = await createUser(app.services);
  const answers: Array<{ status: number; ms: number }> = [];
  for (let i = 0; i < 5; i++) answers.push(await timedLogin(app, user.email, 'wrong-password'));
  const locked = await timedLogin(app, user.email, password);
  answers.push(locked);
  expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
  expect(Number(locked.retryAfter)).toBeGreaterThan(0);
  // No hang: the outage this guards against held sign-in 2-4 s, each limited request waiting on a command for a Redis
  // that was not there. The caller counts the commands sent meanwhile (none may be); the ceiling here only catches a
  // hang of many seconds, since a login (a password hash) takes seconds of its own on a busy machine.
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
  const other = await createUser(app.services);
  expect((await timedLogin(app, other.user.email, other.password)).status).toBe(200);
}

describe('rate limits with Redis away', () => {
  it('counts in the database when REDIS_URL points at a closed port: no 500, no hang, one log line', async () => {
    const log: LogLine[] = [];
    const app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }, {}, log);
    try {
      await new Promise((r) => setTimeout(r, 300));
      // Every Redis command goes through sendCommand: while Redis is away, the limits send it none.
      const redis = app.services.redis!;
      const sent: string[] = [];
      const send = redis.sendCommand.bind(redis);
      redis.sendCommand = (command: Parameters<typeof send>[0], stream?: Parameters<typeof send>[1]) => {
        sent.push(command.name);
        return send(command, stream);
      };
      await lockoutHolds(app);
      await lockoutHolds(app);
      expect(sent).toEqual([]);
      expect(log.filter((l) => l.level >= 50)).toEqual([]);
      expect(redisLines(log).map((l) => [l.level, l.msg])).toEqual([[40, expect.stringMatching(/Redis is unavailable/)]]);
    } finally {
      await app.close();
    }
  });

  it('moves to the database when Redis goes away and back to Redis when it returns, logging each change once', async () => {
    const proxy = await redisProxy();
    const log: LogLine[] = [];
    const app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port()}` }, {}, log);
    const direct = new Redis(REDIS.port, REDIS.host);
    try {
      const since = Date.now();
      while (app.services.redis?.status !== 'ready' && Date.now() - since < 10_000) await new Promise((r) => setTimeout(r, 50));
      const { user } = await createUser(app.services);
      expect((await timedLogin(app, user.email, 'wrong-password')).status).toBe(401);
      expect(await direct.get(`leerpunt:rl:login-fail-email:${user.email}`)).toBe('1');
      expect(redisLines(log)).toEqual([]);

      await proxy.stop();
      await lockoutHolds(app);
      const [dbCount] = await app.db.query('SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE $1', ['login-fail-email:%']);
      expect(dbCount.n).toBeGreaterThan(0);

      await proxy.start();
      const back = Date.now();
      while (!redisLines(log).some((l) => /available again/.test(String(l.msg))) && Date.now() - back < 10_000) await new Promise((r) => setTimeout(r, 100));
      const { user: later } = await createUser(app.services);
      expect((await timedLogin(app, later.email, 'wrong-password')).status).toBe(401);
      expect(await direct.get(`leerpunt:rl:login-fail-email:${later.email}`)).toBe('1');

      expect(log.filter((l) => l.level >= 50)).toEqual([]);
      expect(redisLines(log).map((l) => l.msg)).toEqual([expect.stringMatching(/Redis is unavailable/), expect.stringMatching(/Redis is available again/)]);
    } finally {
      direct.disconnect();
      await app.close();
      await proxy.stop().catch(() => undefined);
    }
  });
});
