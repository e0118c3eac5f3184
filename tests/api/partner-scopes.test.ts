import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/**
 * What a partner client's own token (client credentials) opens: `verify:bulk` bulk verification at its own,
 * higher limit counted per client; `catalog:read` the published catalogue's card fields, never the text.
 */

/** Above the public 10 bulk calls a minute per IP, small enough to reach in a test. */
const CLIENT_LIMIT = 14;
const PUBLIC_LIMIT = 10;

let t: TestApp;
let api: ApiClient;
let admin: TestUser;
let published: number;
let unpublished: number;

beforeAll(async () => {
  t = await startTestApp({ PARTNER_BULK_VERIFY_PER_MINUTE: String(CLIENT_LIMIT) });
  api = apiClient(t.url);
  admin = await createUser(t.services, { isAdmin: true });
  published = (
    await createArticle(t.services, {
      title: 'Catalogue card (test)',
      summary: 'What the card says.',
      content: '## Body\n\nThe members-only text.',
      studyMinutes: 40,
    })
  ).id;
  unpublished = (await createArticle(t.services, { title: 'Draft (test)', isPublished: false })).id;
});
afterAll(() => t.close());

interface Client {
  id: string;
  clientId: string;
  secret: string;
}

async function register(scopes: string[]): Promise<Client> {
  const res = await api.gql(
    `mutation ($input: RegisterPartnerClientInput!) {
      registerPartnerClient(input: $input) { partnerClient { id clientId } clientSecret userErrors { field message code } }
    }`,
    { input: { name: 'Demo partner (test)', scopes } },
    admin.token,
  );
  expect(res.body.errors).toBeUndefined();
  const p = res.body.data.registerPartnerClient;
  expect(p.userErrors).toEqual([]);
  return { id: p.partnerClient.id, clientId: p.partnerClient.clientId, secret: p.clientSecret };
}

/** A client-credentials access token with `scope`. */
async function clientToken(c: Client, scope: string): Promise<string> {
  const res = await fetch(`${t.url}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
  });
  const body = (await res.json()) as { access_token: string; scope: string };
  expect(res.status).toBe(200);
  expect(body.scope).toBe(scope);
  return body.access_token;
}

const IDS = ['1'.repeat(26), '2'.repeat(26)];
const VERIFY = 'query ($ids: [String!]!) { verifyCertificates(ids: $ids) { certificateId valid } }';

/** One bulk check over GraphQL: 'ok', 'limited' (RATE_LIMITED) or the unexpected answer. */
async function gqlBulk(token: string | null): Promise<string> {
  const res = await api.gql(VERIFY, { ids: IDS }, token);
  if (res.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED') return 'limited';
  return res.body.data?.verifyCertificates?.length === IDS.length ? 'ok' : JSON.stringify(res.body);
}

/** One bulk check over REST: 'ok', 'limited' (429) or the status. */
async function restBulk(token: string | null): Promise<string> {
  const res = await api.post('/api/verify-certificates', { ids: IDS }, token);
  if (res.status === 429) return 'limited';
  return res.status === 200 && res.body.results.length === IDS.length ? 'ok' : String(res.status);
}

/** `n` bulk checks in turn, alternating GraphQL and REST (they share one counter). */
async function bulkRun(n: number, token: string | null): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < n; i++) answers.push(await (i % 2 ? restBulk(token) : gqlBulk(token)));
  return answers;
}

const times = (n: number, v: string) => Array.from({ length: n }, () => v);

describe('verify:bulk', () => {
  it('a client with verify:bulk gets its own, higher limit; each client counts apart; a token without the scope, a revoked one and visitors share the per-IP limit', async () => {
    const first = await register(['verify:bulk']);
    const second = await register(['verify:bulk', 'catalog:read']);
    const unscoped = await register(['catalog:read']);
    const firstToken = await clientToken(first, 'verify:bulk');

    // More than a visitor may make, on GraphQL and REST alike, then 429 / RATE_LIMITED.
    expect(await bulkRun(CLIENT_LIMIT + 1, firstToken)).toEqual([...times(CLIENT_LIMIT, 'ok'), 'limited']);
    // Another client's count is its own, and the first one's calls did not touch the per-IP count.
    expect(await bulkRun(CLIENT_LIMIT + 1, await clientToken(second, 'verify:bulk catalog:read'))).toEqual([...times(CLIENT_LIMIT, 'ok'), 'limited']);

    // A token without verify:bulk is counted as a visitor from its address: the public limit.
    const unscopedToken = await clientToken(unscoped, 'catalog:read');
    expect(await bulkRun(PUBLIC_LIMIT + 1, unscopedToken)).toEqual([...times(PUBLIC_LIMIT, 'ok'), 'limited']);
    // ...the same count visitors from that address share.
    expect(await gqlBulk(null)).toBe('limited');
    expect(await restBulk(null)).toBe('limited');

    // A revoked client's token resolves to no caller: no client limit, so here the spent per-IP one.
    const revoked = await register(['verify:bulk']);
    const revokedToken = await clientToken(revoked, 'verify:bulk');
    const res = await api.gql(
      'mutation ($input: RevokePartnerClientInput!) { revokePartnerClient(input: $input) { userErrors { code } } }',
      { input: { id: revoked.id } },
      admin.token,
    );
    expect(res.body.data.revokePartnerClient.userErrors).toEqual([]);
    expect(await gqlBulk(revokedToken)).toBe('limited');
    expect(await restBulk(revokedToken)).toBe('limited');
  });
});

const CARD = 'id databaseId title summary category language pePointsValue studyMinutes estimatedReadTime publicationDate';

describe('catalog:read', () => {
  it('lists the published catalogue with card fields, one item and the filters; the text, highlights and review questions are refused', async () => {
    const c = await register(['catalog:read']);
    const token = await clientToken(c, 'catalog:read');

    const list = await api.gql(`{ articles(perPage: 100) { total items { ${CARD} } } }`, {}, token);
    expect(list.body.errors).toBeUndefined();
    const ids = list.body.data.articles.items.map((a: { databaseId: number }) => a.databaseId);
    expect(ids).toContain(published);
    expect(ids).not.toContain(unpublished);
    const card = list.body.data.articles.items.find((a: { databaseId: number }) => a.databaseId === published);
    expect(card).toMatchObject({
      title: 'Catalogue card (test)',
      summary: 'What the card says.',
      category: 'ACCOUNTING',
      language: 'ENGLISH',
      studyMinutes: 40,
    });

    const one = await api.gql(`query ($id: ID!) { article(id: $id) { ${CARD} } }`, { id: String(published) }, token);
    expect(one.body.data.article.title).toBe('Catalogue card (test)');
    const filters = await api.gql('{ articleFilters { categories languages } }', {}, token);
    expect(filters.body.data.articleFilters.languages).toContain('ENGLISH');
    const node = await api.gql('query ($id: ID!) { node(id: $id) { ... on Article { title } } }', { id: card.id }, token);
    expect(node.body.data.node.title).toBe('Catalogue card (test)');

    // Unpublished items do not exist for it, nor do the admins' filters.
    const draft = await api.gql('query ($id: ID!) { article(id: $id) { title } }', { id: String(unpublished) }, token);
    expect(draft.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const adminFilter = await api.gql('{ articles(filter: { includeUnpublished: true }) { total } }', {}, token);
    expect(adminFilter.body.errors[0].extensions.code).toBe('FORBIDDEN');

    // The text stays with members: each content field is FORBIDDEN, in the list, the item and node(id:).
    for (const field of ['contentHtml', 'contentMarkdown', 'reviewQuestions { question }', 'videoEmbedUrl', 'searchHighlight { title }']) {
      const inList = await api.gql(`{ articles(search: "card", perPage: 5) { items { title ${field} } } }`, {}, token);
      expect([field, inList.body.errors?.[0]?.extensions?.code]).toEqual([field, 'FORBIDDEN']);
      expect(JSON.stringify(inList.body)).not.toContain('members-only text');
      const inItem = await api.gql(`query ($id: ID!) { article(id: $id) { title ${field} } }`, { id: String(published) }, token);
      expect([field, inItem.body.errors?.[0]?.extensions?.code]).toEqual([field, 'FORBIDDEN']);
    }
    const viaNode = await api.gql('query ($id: ID!) { node(id: $id) { ... on Article { contentHtml } } }', { id: card.id }, token);
    expect(viaNode.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(viaNode.body)).not.toContain('members-only text');
  });

  it('a client token without catalog:read is refused the catalogue; members still read the text', async () => {
    const c = await register(['verify:bulk']);
    const token = await clientToken(c, 'verify:bulk');
    for (const query of ['{ articles { total } }', `{ article(id: "${published}") { title } }`, '{ articleFilters { categories } }']) {
      const res = await api.gql(query, {}, token);
      expect([query, res.body.errors?.[0]?.extensions?.code, res.body.errors?.[0]?.extensions?.required_scope]).toEqual([query, 'FORBIDDEN', 'catalog:read']);
    }

    // A member with a plan reads the text as before.
    const member = await createUser(t.services);
    const read = await api.gql(`query ($id: ID!) { article(id: $id) { id title contentHtml } }`, { id: String(published) }, member.token);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.article.contentHtml).toContain('members-only text');

    const node = await api.gql('query ($id: ID!) { node(id: $id) { ... on Article { title } } }', { id: read.body.data.article.id }, token);
    // node(id:) answers null for what the caller may not see, as for every refusal.
    expect(node.body).toEqual({ data: { node: null } });
  });
});
