import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import validateStatement from '@learninglocker/xapi-validation';

/**
 * A local learning record store speaking the parts of xAPI 1.0.3 the app uses: POST /statements (one
 * statement or an array) and GET /statements and /about. Each request must carry X-Experience-API-Version
 * 1.0.x and the expected basic-auth credentials; each statement is checked with the xAPI statement
 * validator (@learninglocker/xapi-validation). A statement whose id it already holds is not stored again.
 */
export interface FakeLrs {
  url: string;
  statements: Array<Record<string, unknown>>;
  /** Validation problems found in incoming statements (empty when all were valid). */
  invalid: string[];
  /** POSTs to /statements, including refused ones. */
  posts: number;
  failWith: number | null;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeLrs(credentials: { key: string; secret: string }): Promise<FakeLrs> {
  const expected = `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`;
  const lrs: FakeLrs = { url: '', statements: [], invalid: [], posts: 0, failWith: null, close: async () => undefined };
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const path = new URL(req.url ?? '/', 'http://lrs').pathname;
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (path === '/xapi/about') return json(200, { version: ['1.0.3'] });
      if (!/^1\.0\.\d$/.test(String(req.headers['x-experience-api-version'] ?? ''))) return json(400, { error: 'X-Experience-API-Version required' });
      if (req.headers.authorization !== expected) return json(401, { error: 'bad credentials' });
      if (path !== '/xapi/statements') return json(404, { error: 'not found' });
      if (req.method === 'GET') return json(200, { statements: lrs.statements.slice(0, 1), more: '' });
      if (req.method !== 'POST') return json(405, {});
      lrs.posts += 1;
      if (lrs.failWith) return json(lrs.failWith, { error: 'unavailable' });
      const body = JSON.parse(raw) as Record<string, unknown> | Array<Record<string, unknown>>;
      const batch = Array.isArray(body) ? body : [body];
      const problems = batch.flatMap((s) =>
        validateStatement(s).map((w) => `${w.path.join('.')}: ${String((w as { typeName?: string }).typeName ?? w.message)}`),
      );
      if (problems.length) {
        lrs.invalid.push(...problems);
        return json(400, { error: problems });
      }
      for (const s of batch) if (!lrs.statements.some((held) => held.id === s.id)) lrs.statements.push(s);
      return json(
        200,
        batch.map((s) => s.id),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  lrs.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xapi/`;
  lrs.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return lrs;
}
