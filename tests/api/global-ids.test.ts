import { toGlobalId } from '../../server/src/graphql/global-id';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createCompletions, createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/** Global object identification: Node ids, node(id:) and nodes(ids:) under each object's own rules, and ids passed back. */
let t: TestApp;
let api: ApiClient;
let member: TestUser;
let other: TestUser;
let admin: TestUser;
let articleId: number;
let certificateId: string;

const NODE = `query Node($id: ID!) {
  node(id: $id) {
    __typename
    id
    ... on Article { databaseId title }
    ... on User { databaseId email }
    ... on Member { databaseId email }
    ... on NewsItem { databaseId title }
    ... on ArticleCompletion { databaseId articleId }
    ... on ActivityItem { databaseId passed }
    ... on Certificate { certificateId }
  }
}`;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services);
  other = await createUser(t.services);
  admin = await createUser(t.services, { isAdmin: true });
  const article = await createSampleArticle(t.services);
  articleId = article.id;
  await api.post(`/api/users/${member.user.id}/articles/${articleId}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, articleId);
  const res = await api.post(`/api/users/${member.user.id}/articles/${articleId}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  certificateId = res.body.certificate_id as string;
});
afterAll(() => t.close());

/** The member's own objects, as their lists give them. */
async function ownObjects() {
  const res = await api.gql(
    `{
      me { id databaseId }
      article(id: "${articleId}") { id databaseId }
      articleCompletions(first: 5) { edges { node { id databaseId articleId } } }
      activityHistory(first: 5) { edges { node { id databaseId } } }
      certificates(first: 5) { edges { node { id certificateId } } }
    }`,
    {},
    member.token,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

describe('Node ids', () => {
  it('are opaque and unique across types, and each round-trips through node(id:)', async () => {
    const own = await ownObjects();
    const ids = {
      User: own.me.id,
      Article: own.article.id,
      ArticleCompletion: own.articleCompletions.edges[0].node.id,
      ActivityItem: own.activityHistory.edges[0].node.id,
      Certificate: own.certificates.edges[0].node.id,
    };
    expect(new Set(Object.values(ids)).size).toBe(5);
    for (const id of Object.values(ids)) expect(id).not.toMatch(/^\d+$/);
    // The completion and the attempt may share a number; their ids differ.
    expect(ids.ArticleCompletion).not.toBe(ids.ActivityItem);
    for (const [type, id] of Object.entries(ids)) {
      const res = await api.gql(NODE, { id }, member.token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.node).toMatchObject({ __typename: type, id });
    }
    expect(own.me.databaseId).toBe(member.user.id);
    expect(own.article.databaseId).toBe(articleId);
    expect(own.certificates.edges[0].node).toEqual({ id: toGlobalId('Certificate', certificateId), certificateId });
  });

  it('give admins Member and NewsItem objects, and published news to anyone', async () => {
    const members = await api.gql(`query($s: String) { members(search: $s) { edges { node { id databaseId } } } }`, { s: member.user.email }, admin.token);
    const node = members.body.data.members.edges.find((e: { node: { databaseId: number } }) => e.node.databaseId === member.user.id).node;
    expect((await api.gql(NODE, { id: node.id }, admin.token)).body.data.node).toMatchObject({ __typename: 'Member', databaseId: member.user.id });
    expect((await api.gql(NODE, { id: node.id }, member.token)).body.data.node).toBeNull();

    const created = await api.gql(
      `mutation { createNewsItem(input: { type: ANNOUNCEMENT, title: "Node news", content: "Text" }) { newsItem { id databaseId } } }`,
      {},
      admin.token,
    );
    expect(created.body.errors).toBeUndefined();
    const news = created.body.data.createNewsItem.newsItem;
    expect((await api.gql(NODE, { id: news.id })).body.data.node).toMatchObject({ __typename: 'NewsItem', title: 'Node news' });
  });

  it("are null, with no error, for another member's objects, for visitors and for ids that are not ours", async () => {
    const own = await ownObjects();
    const mine = [own.me.id, own.articleCompletions.edges[0].node.id, own.activityHistory.edges[0].node.id, own.certificates.edges[0].node.id];
    for (const id of mine) {
      const res = await api.gql(NODE, { id }, other.token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.node).toBeNull();
      expect((await api.gql(NODE, { id })).body.data.node).toBeNull();
      // An admin sees them, as through the lists.
      expect((await api.gql(NODE, { id }, admin.token)).body.data.node).toMatchObject({ id });
    }
    // Articles are for members with a subscription: the other member sees it, a visitor does not.
    expect((await api.gql(NODE, { id: own.article.id }, other.token)).body.data.node).toMatchObject({ __typename: 'Article' });
    expect((await api.gql(NODE, { id: own.article.id })).body.data.node).toBeNull();
    for (const id of [
      '12',
      'not-an-id',
      toGlobalId('Article', 999999),
      toGlobalId('Certificate', 'X'.repeat(26)),
      Buffer.from('Order:1').toString('base64url'),
    ]) {
      const res = await api.gql(NODE, { id }, admin.token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.node).toBeNull();
    }
  });

  it('are accepted wherever an argument takes the object, as is the old number; an id of another type is refused', async () => {
    const own = await ownObjects();
    for (const id of [own.article.id, String(articleId)]) {
      const res = await api.gql(`query($id: ID!) { article(id: $id) { id } completionStatus(articleId: $id) { articleId completed } }`, { id }, member.token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({ article: { id: own.article.id }, completionStatus: { articleId: String(articleId), completed: true } });
    }
    const byUser = await api.gql(`query($u: ID) { certificates(userId: $u) { totalCount } }`, { u: own.me.id }, member.token);
    expect(byUser.body.data.certificates.totalCount).toBe(1);
    const wrong = await api.gql(`query($id: ID!) { article(id: $id) { id } }`, { id: own.me.id }, member.token);
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(wrong.body.errors[0].message).toBe('id must be the id of an Article');
  });
});

describe('nodes(ids:)', () => {
  it('answers each id in order, null where node(id:) would be', async () => {
    const own = await ownObjects();
    const ids = [own.article.id, toGlobalId('Article', 999999), own.certificates.edges[0].node.id];
    const res = await api.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, member.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.nodes).toEqual([{ id: ids[0] }, null, { id: ids[2] }]);
  });

  it('takes at most 100 ids, and the cost limit counts each', async () => {
    const many = Array.from({ length: 101 }, (_, i) => toGlobalId('Article', i + 1));
    const over = await api.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: many }, member.token);
    expect(over.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const costly = await api.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on Article { contentHtml } } }`, { ids: many.slice(0, 100) }, member.token);
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].message).toMatch(/exceeds the limit/);
    const cheap = await api.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on Article { contentHtml } } }`, { ids: many.slice(0, 2) }, member.token);
    expect(cheap.body.errors).toBeUndefined();
  });
});

describe('backward pagination (last/before)', () => {
  const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) {
    articleCompletions(first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { databaseId completedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount
    }
    activityHistory(first: $first, after: $after, last: $last, before: $before) { edges { node { databaseId } } pageInfo { hasNextPage hasPreviousPage } }
  }`;

  it('walks a list from its end back to its start, in the same newest-first order as forward pages', async () => {
    const reader = await createUser(t.services);
    const articles = await Promise.all([1, 2, 3, 4, 5].map(() => createSampleArticle(t.services)));
    await createCompletions(
      t.services,
      reader.user.id,
      articles.map((a, i) => ({ articleId: a.id, completedAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
    );
    const all = await api.gql(PAGE, { first: 100 }, reader.token);
    expect(all.body.errors).toBeUndefined();
    const forward = all.body.data.articleCompletions.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId);
    expect(forward).toHaveLength(5);

    const seen: number[][] = [];
    let before: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res: { body: any } = await api.gql(PAGE, { last: 2, before }, reader.token);
      expect(res.body.errors).toBeUndefined();
      const page = res.body.data.articleCompletions;
      seen.unshift(page.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId));
      expect(page.totalCount).toBe(5);
      expect(page.pageInfo.hasNextPage).toBe(before !== null);
      expect(page.pageInfo.startCursor).toBe(page.edges[0].cursor);
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(seen).toEqual([[forward[0]], forward.slice(1, 3), forward.slice(3, 5)]);
    // The attempts list pages backward the same way.
    const attempts = await api.gql(PAGE, { last: 2 }, reader.token);
    expect(attempts.body.data.activityHistory).toMatchObject({ pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    expect(attempts.body.data.activityHistory.edges).toHaveLength(2);
  });

  it('refuses first with last, and a before that is not a cursor of the list', async () => {
    const both = await api.gql(PAGE, { first: 2, last: 2 }, member.token);
    expect(both.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const bad = await api.gql(PAGE, { last: 2, before: 'nonsense' }, member.token);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
