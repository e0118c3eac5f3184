import { NewsItemEntity } from '../../server/src/modules/news/news-item.entity';
import { MESSAGES } from '@leerpunt/shared/messages';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await createUser(t.services, { isAdmin: true, plan: null });
  member = await createUser(t.services);
  await t.db.getRepository(NewsItemEntity).insert([
    { type: 'news', title: 'Oldest', content: 'First text', createdAt: new Date('2026-01-01T08:00:00Z') },
    { type: 'feature', title: 'Newest', content: 'Third text', createdAt: new Date('2026-03-01T08:00:00Z') },
    { type: 'update', title: 'Middle', content: 'Second text', createdAt: new Date('2026-02-01T08:00:00Z') },
    { type: 'announcement', title: 'Draft', content: 'Not yet', isPublished: false, createdAt: new Date('2026-04-01T08:00:00Z') },
  ]);
});
afterAll(() => t.close());

const PROBLEMS = 'userErrors { field message code }';
const CREATE = `mutation Create($input: CreateNewsItemInput!) { createNewsItem(input: $input) { newsItem { id type title content isPublished createdAt } ${PROBLEMS} } }`;
const UPDATE = `mutation Update($input: UpdateNewsItemInput!) { updateNewsItem(input: $input) { newsItem { id type title content isPublished } ${PROBLEMS} } }`;
const DELETE = `mutation Delete($input: DeleteNewsItemInput!) { deleteNewsItem(input: $input) { deletedId ${PROBLEMS} } }`;

describe('GET /api/news', () => {
  it('is public and lists published items newest first with the spec fields', async () => {
    const res = await api.get('/api/news');
    expect(res.status).toBe(200);
    const titles = res.body.news.map((n: { title: string }) => n.title);
    expect(titles.slice(0, 3)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(titles).not.toContain('Draft');
    expect(Object.keys(res.body.news[0]).sort()).toEqual(['content', 'created_at', 'id', 'title', 'type']);
    expect(res.body.news[0]).toMatchObject({ type: 'feature', content: 'Third text', created_at: '2026-03-01T08:00:00.000Z' });
  });

  it('takes an optional limit and refuses a malformed one', async () => {
    expect((await api.get('/api/news?limit=2')).body.news).toHaveLength(2);
    expect((await api.get('/api/news?limit=abc')).status).toBe(400);
    expect((await api.get('/api/news?limit=0')).status).toBe(400);
    expect((await api.get('/api/news?limit=1000')).status).toBe(400);
  });
});

type NewsPage = { edges: Array<{ cursor: string; node: { title: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number };
const titlesOf = (page: NewsPage) => page.edges.map((e) => e.node.title);

describe('news query', () => {
  it('is public; unpublished items only for admins who ask', async () => {
    const res = await api.gql('{ news(first: 3) { edges { node { title type createdAt } } } }', {}, null);
    expect(titlesOf(res.body.data.news)).toEqual(['Newest', 'Middle', 'Oldest']);
    const all = await api.gql('{ news(includeUnpublished: true) { edges { node { title } } } }', {}, admin.token);
    expect(titlesOf(all.body.data.news)).toContain('Draft');
    const refused = await api.gql('{ news(includeUnpublished: true) { edges { node { title } } } }', {}, member.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('news connection', () => {
  const PAGE = `query($first: Int, $after: String, $drafts: Boolean) {
    news(first: $first, after: $after, includeUnpublished: $drafts) { edges { cursor node { title } } pageInfo { hasNextPage endCursor } totalCount }
  }`;

  it('pages through every item once, newest first, with the whole count', async () => {
    // Items sharing a timestamp are ordered by id, so the keyset must not skip or repeat them.
    const same = new Date('2025-06-01T08:00:00.123456Z');
    await t.db.getRepository(NewsItemEntity).insert([1, 2, 3, 4, 5].map((i) => ({ type: 'news', title: `Same time ${i}`, content: 'x', createdAt: same })));
    const whole = await api.gql(PAGE, { first: 100, drafts: true }, admin.token);
    expect(whole.body.errors).toBeUndefined();
    const expected = titlesOf(whole.body.data.news);
    expect(whole.body.data.news.totalCount).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(5);

    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const res = await api.gql(PAGE, { first: 2, after, drafts: true }, admin.token);
      expect(res.body.errors).toBeUndefined();
      const page: NewsPage = res.body.data.news;
      expect(page.totalCount).toBe(expected.length);
      expect(page.edges.length).toBeLessThanOrEqual(2);
      seen.push(...titlesOf(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    // Without drafts the count leaves them out too.
    const published = await api.gql(PAGE, { first: 1 }, null);
    expect(published.body.data.news.totalCount).toBe(expected.length - 1);
  });

  it('refuses a cursor it did not write and a page over 100', async () => {
    const bad = await api.gql(PAGE, { first: 2, after: 'not-a-cursor' }, null);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await api.gql(PAGE, { first: 2, after: Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url') }, null);
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const first of [0, 101]) {
      const res = await api.gql(PAGE, { first }, null);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await api.gql(PAGE, { first: 100 }, null)).body.errors).toBeUndefined();
  });
});

describe('admin news mutations', () => {
  it('create, update and delete a news item', async () => {
    const created = await api.gql(CREATE, { input: { type: 'ANNOUNCEMENT', title: ' Launch ', content: 'We launched.' } }, admin.token);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createNewsItem.userErrors).toEqual([]);
    const item = created.body.data.createNewsItem.newsItem;
    expect(item).toMatchObject({ type: 'ANNOUNCEMENT', title: 'Launch', content: 'We launched.', isPublished: true });
    expect((await api.get('/api/news')).body.news[0].title).toBe('Launch');

    const updated = await api.gql(
      UPDATE,
      { input: { id: item.id, type: 'UPDATE', title: 'Launch (updated)', content: 'More.', isPublished: false } },
      admin.token,
    );
    expect(updated.body.data.updateNewsItem.userErrors).toEqual([]);
    expect(updated.body.data.updateNewsItem.newsItem).toMatchObject({ id: item.id, type: 'UPDATE', title: 'Launch (updated)', isPublished: false });
    expect((await api.get('/api/news')).body.news.map((n: { id: number }) => n.id)).not.toContain(item.id);

    expect((await api.gql(DELETE, { input: { id: item.id } }, admin.token)).body.data.deleteNewsItem).toEqual({ deletedId: item.id, userErrors: [] });
    const again = await api.gql(DELETE, { input: { id: item.id } }, admin.token);
    expect(again.body.data.deleteNewsItem).toEqual({ deletedId: null, userErrors: [{ field: ['id'], message: MESSAGES.newsNotFound, code: 'NOT_FOUND' }] });
    const missing = await api.gql(UPDATE, { input: { id: 99999999, type: 'NEWS', title: 'x', content: 'y' } }, admin.token);
    expect(missing.body.data.updateNewsItem).toEqual({ newsItem: null, userErrors: [{ field: ['id'], message: MESSAGES.newsNotFound, code: 'NOT_FOUND' }] });
  });

  it('refuses a type outside the enum before running', async () => {
    const res = await api.gql(CREATE, { input: { type: 'gossip', title: 'x', content: 'y' } }, admin.token);
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Variable "$input" got invalid value "gossip" at "input.type"; Value "gossip" does not exist in "NewsType" enum.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.each([
    [{ type: 'NEWS', title: '   ', content: 'y' }, 'title', 'Title is required'],
    [{ type: 'NEWS', title: 'x', content: '' }, 'content', 'Content is required'],
  ])('refuses %j with a userError on its field', async (input, field, message) => {
    const res = await api.gql(CREATE, { input }, admin.token);
    expect(res.body.data.createNewsItem).toEqual({ newsItem: null, userErrors: [{ field: [field], message, code: 'BAD_USER_INPUT' }] });
  });

  it('are for admins only', async () => {
    const input = { type: 'NEWS', title: 'x', content: 'y' };
    for (const [query, variables] of [
      [CREATE, { input }],
      [UPDATE, { input: { ...input, id: 1 } }],
      [DELETE, { input: { id: 1 } }],
    ] as const) {
      expect((await api.gql(query, variables, member.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await api.gql(query, variables, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const count = await t.db.query("SELECT count(*)::int AS n FROM news_items WHERE title = 'x'");
    expect(count[0].n).toBe(0);
  });
});
