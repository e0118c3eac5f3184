import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { loadConfig } from '../../server/src/config';
import { loadPersistedOperations, MESSAGE_OPERATION_NOT_REGISTERED, operationsOf } from '../../server/src/graphql/persisted';
import { startTestApp, type TestApp } from '../support/harness';

/** Persisted operations: the client's manifest is served by hash; `GRAPHQL_OPERATIONS=persisted` runs nothing else without a partner key. */
const ROOT = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'client/src/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
const hashOf = (operationName: string) => {
  const entry = Object.entries(manifest).find(([, text]) =>
    new RegExp(`^(query|mutation) ${operationName}\\b`, 'm').test(text.replace(/ (?=(query|mutation) )/g, '\n')),
  );
  if (!entry) throw new Error(`${operationName} is not in the manifest`);
  return entry[0];
};
const PARTNER_KEY = 'partner-key-0123456789abcdef0123456789';

async function post(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions: { code: string } }> },
  };
}
const byHash = (hash: string, variables: Record<string, unknown> = {}) => ({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('persisted operations, default mode', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it("runs a manifest operation sent by hash alone, with the __typename fields Apollo Client's cache needs", async () => {
    const res = await post(t, byHash(hashOf('PublicAppConfig')));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.appConfig).toMatchObject({ __typename: 'AppConfig', productName: 'Leerpunt' });
    expect(res.body.data?.appConfig.plans[0].__typename).toBe('PlanInfo');
  });

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, so the client sends the text', async () => {
    const res = await post(t, byHash('0'.repeat(64)));
    expect(res.body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it("runs text sent with a manifest hash as text (the client's hashes are of the document before __typename is added)", async () => {
    const text = readFileSync(path.join(ROOT, 'client/src/app/app-config.graphql'), 'utf8');
    const res = await post(t, { query: text, ...byHash(hashOf('PublicAppConfig')) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.appConfig.productName).toBe('Leerpunt');
  });

  it('still runs any operation sent as text', async () => {
    const res = await post(t, { query: '{ plans { id name } }' });
    expect(res.body.errors).toBeUndefined();
  });
});

describe('persisted operations only (GRAPHQL_OPERATIONS=persisted)', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await startTestApp({ GRAPHQL_OPERATIONS: 'persisted', PARTNER_API_KEYS: `other-key-abcdefghijklmnopqrstuvwxyz012, ${PARTNER_KEY}` })),
  );
  afterAll(() => t.close());

  it('refuses an operation that is not registered with 403 FORBIDDEN, before it runs', async () => {
    const res = await post(t, { query: '{ plans { id } }' });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([expect.objectContaining({ message: MESSAGE_OPERATION_NOT_REGISTERED, extensions: { code: 'FORBIDDEN' } })]);
    const wrongKey = await post(t, { query: '{ plans { id } }' }, { 'x-api-key': `${PARTNER_KEY}x` });
    expect(wrongKey.status).toBe(403);
  });

  it('runs any operation for a partner key, and that does not open it to requests without the key', async () => {
    const query = '{ plans { id name } }';
    for (let i = 0; i < 2; i++) {
      const res = await post(t, { query }, { 'x-api-key': PARTNER_KEY });
      expect(res.status).toBe(200);
      expect(res.body.data?.plans.length).toBeGreaterThan(0);
    }
    // A document that ran once (and may be kept compiled) is still checked for the next caller.
    for (let i = 0; i < 2; i++) expect((await post(t, { query })).status).toBe(403);
  });

  it("runs the client's operations by hash and as the text the public pages send", async () => {
    expect((await post(t, byHash(hashOf('PublicAppConfig')))).body.data?.appConfig.productName).toBe('Leerpunt');
    const text = readFileSync(path.join(ROOT, 'client/src/app/app-config.graphql'), 'utf8');
    const res = await post(t, { query: text });
    expect(res.status).toBe(200);
    expect(res.body.data?.appConfig.productName).toBe('Leerpunt');
  });

  it('runs the example operations of docs/api for integrators without a key', async () => {
    const text = readFileSync(path.join(ROOT, 'docs/api/verify-certificate.graphql'), 'utf8');
    const res = await post(t, { query: text, variables: { certificateId: '0'.repeat(26) } });
    expect(res.status).toBe(200);
    expect(res.body.data?.verifyCertificate.valid).toBe(false);
  });

  it('refuses a registered operation changed to ask for more', async () => {
    const text = readFileSync(path.join(ROOT, 'client/src/app/app-config.graphql'), 'utf8').replace(
      'productName',
      'productName\n    supportEmail\n    plans { id }',
    );
    expect((await post(t, { query: text })).status).toBe(403);
  });
});

describe('the registered set', () => {
  it("holds every operation of the client's .graphql files, as the public pages send them", () => {
    const operations = loadPersistedOperations(path.join(ROOT, 'client/src/gql/persisted-documents.json'), path.join(ROOT, 'docs/api'));
    const files = readdirSync(path.join(ROOT, 'client/src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(5);
    // Fragments may live in another file than the operations that spread them.
    const all = files.map((file) => readFileSync(path.join(ROOT, 'client/src', file), 'utf8')).join('\n');
    const documents = operationsOf(all);
    expect(documents.length).toBeGreaterThan(50);
    const unregistered = documents.filter((d) => !operations.isRegistered(d)).map((d) => print(d).slice(0, 60));
    expect(unregistered).toEqual([]);
  });
});

describe('partner key configuration', () => {
  it('refuses keys shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', PARTNER_API_KEYS: 'short' })).toThrow(
      /PARTNER_API_KEYS/,
    );
  });
});
