import { createHash } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { PersistedQueriesRepository } from '../../server/src/graphql/persisted-queries.repository';
import { startTestApp, startTestAppOn, type TestApp } from '../support/harness';

/**
 * Automatic persisted queries (Apollo's protocol), driven by Apollo Client's own persisted-query link: an operation
 * outside the client's manifest is registered by its hash on first use, and later calls (from any client, on any
 * process sharing the database) send the hash alone. (`PersistedQueryLink` is the link `createPersistedQueryLink`
 * built; Apollo Client 4 deprecates the function in favour of the class.)
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Sent {
  hash: string | undefined;
  hasQuery: boolean;
}

/** An Apollo client with the persisted-query link, recording what each request carried. */
function apolloClient(url: string, sent: Sent[], headers: Record<string, string> = {}) {
  const recording: typeof fetch = async (input, init) => {
    const body = JSON.parse(init?.body as string) as { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
    sent.push({ hash: body.extensions?.persistedQuery?.sha256Hash, hasQuery: typeof body.query === 'string' });
    return fetch(input, init);
  };
  return new ApolloClient({
    link: new PersistedQueryLink({ sha256 }).concat(new HttpLink({ uri: `${url}/graphql`, fetch: recording, headers })),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'network-only' } },
  });
}

async function post(t: TestApp, body: unknown) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions: { code: string } }> },
  };
}
const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('automatic persisted queries', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ GRAPHQL_APQ_MAX_ENTRIES: '3' })));
  afterAll(() => t.close());

  it("registers an unknown operation after PERSISTED_QUERY_NOT_FOUND, and the next client's first call sends the hash alone", async () => {
    const query: TypedDocumentNode<{ plans: Array<{ id: string; name: string }> }> = gql`
      query ApqPlans {
        plans {
          id
          name
        }
      }
    `;
    const first: Sent[] = [];
    const a = await apolloClient(t.url, first).query({ query });
    expect(a.data?.plans.length).toBeGreaterThan(0);
    // Hash alone, PERSISTED_QUERY_NOT_FOUND, then the hash with the text.
    expect(first).toEqual([
      { hash: expect.stringMatching(/^[0-9a-f]{64}$/), hasQuery: false },
      { hash: first[0].hash, hasQuery: true },
    ]);

    const second: Sent[] = [];
    const b = await apolloClient(t.url, second).query({ query });
    expect(b.data).toEqual(a.data);
    expect(second).toEqual([{ hash: first[0].hash, hasQuery: false }]);
  });

  it('finds a document another process registered (the store is the database, shared)', async () => {
    const query: TypedDocumentNode<{ appConfig: { productName: string } }> = gql`
      query ApqAppConfig {
        appConfig {
          productName
        }
      }
    `;
    await apolloClient(t.url, []).query({ query });
    const other = await startTestAppOn(t.db, { GRAPHQL_APQ_MAX_ENTRIES: '3' });
    try {
      const sent: Sent[] = [];
      const res = await apolloClient(other.url, sent).query({ query });
      expect(res.data?.appConfig.productName).toBe('Leerpunt');
      expect(sent).toEqual([{ hash: expect.any(String), hasQuery: false }]);
    } finally {
      await other.close();
    }
  });

  it('refuses text whose hash does not match, and registers nothing', async () => {
    const query = '{ plans { id } }';
    const wrong = sha256(`${query} `);
    const res = await post(t, { query, ...byHash(wrong) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toBe('provided sha does not match query');
    expect((await post(t, byHash(wrong))).body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('registers only documents that validate and are within the cost limit', async () => {
    const invalid = '{ plans { noSuchField } }';
    expect((await post(t, { query: invalid, ...byHash(sha256(invalid)) })).status).toBe(400);
    expect((await post(t, byHash(sha256(invalid)))).body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const costly = '{ a: articles(perPage: 100) { items { contentHtml } } b: articles(perPage: 100) { items { contentHtml } } }';
    const refused = await post(t, { query: costly, ...byHash(sha256(costly)) });
    expect(refused.body.errors?.[0].message).toMatch(/exceeds the limit/);
    expect((await post(t, byHash(sha256(costly)))).body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('keeps at most GRAPHQL_APQ_MAX_ENTRIES documents, dropping the least recently used', async () => {
    const texts = ['{ plans { id } }', '{ plans { name } }', '{ plans { id name } }', '{ appConfig { productName supportEmail } }'];
    for (const query of texts) expect((await post(t, { query, ...byHash(sha256(query)) })).body.errors).toBeUndefined();
    // Apollo writes a registration without waiting for it; give the last one a moment.
    const repository = new PersistedQueriesRepository(t.db);
    // Registration and pruning run after the answer is sent: wait until both have happened (or time runs out).
    const settled = async () => (await repository.find(sha256(texts[3]))) !== null && (await repository.count()) <= 3;
    for (let i = 0; i < 100 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await repository.count()).toBe(3);
    expect(await repository.find(sha256(texts[3]))).toBe(texts[3]);
  });
});

describe('automatic persisted queries with GRAPHQL_OPERATIONS=persisted', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ GRAPHQL_OPERATIONS: 'persisted' })));
  afterAll(() => t.close());

  it('neither registers nor runs an operation outside the registered set', async () => {
    const query = '{ plans { id name features } }';
    const res = await post(t, { query, ...byHash(sha256(query)) });
    expect(res.status).toBe(403);
    expect((await post(t, byHash(sha256(query)))).body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(await new PersistedQueriesRepository(t.db).count()).toBe(0);
  });
});
