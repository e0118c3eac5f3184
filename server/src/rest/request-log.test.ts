import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { requestLog } from './request-log';

async function serve(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = express();
  const step = requestLog(log);
  app.use((req, res, next) => {
    step(req, res, { statements: 0 });
    next();
  });
  // A mounted router answering later, as the REST routes do: Express has rewritten req.url by then.
  const api = express.Router();
  api.get('/later', (_req, res) => void setTimeout(() => res.json({ ok: true }), 5));
  app.use('/api', api);
  app.get(/.*/, (req, res) => void res.json({ id: req.requestId }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines, close: () => new Promise((r) => server.close(r)) };
}

describe('requestLog', () => {
  it('logs method, redacted URL, status and duration, never headers, and echoes the request id', async () => {
    const s = await serve('info');
    try {
      const res = await fetch(`${s.url}/confirm/secret-token?token=abc&page=2`, {
        headers: { authorization: 'Bearer very-secret', cookie: 'sid=1', 'x-request-id': 'req-42' },
      });
      expect(res.headers.get('x-request-id')).toBe('req-42');
      expect(await res.json()).toEqual({ id: 'req-42' });
      await new Promise((r) => setTimeout(r, 20));
      expect(s.lines).toHaveLength(1);
      const line = s.lines[0];
      expect(line).toMatchObject({ reqId: 'req-42', req: { method: 'GET', url: '/confirm/[redacted]?token=[redacted]&page=2' }, res: { statusCode: 200 } });
      expect(typeof line.responseTime).toBe('number');
      const text = JSON.stringify(line);
      for (const secret of ['very-secret', 'sid=1', 'secret-token', 'abc&']) expect(text).not.toContain(secret);
    } finally {
      await s.close();
    }
  });

  it('generates an id when none is sent and logs nothing above info level', async () => {
    const s = await serve('warn');
    try {
      const res = await fetch(`${s.url}/api/articles`);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await new Promise((r) => setTimeout(r, 20));
      expect(s.lines).toHaveLength(0);
    } finally {
      await s.close();
    }
  });

  it('logs the full path of a request a mounted router answers later', async () => {
    const s = await serve('info');
    try {
      expect((await fetch(`${s.url}/api/later?page=2`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
      expect(s.lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/later?page=2' } });
    } finally {
      await s.close();
    }
  });
});
