import { UserEntity } from '../../server/src/modules/users/user.entity';
import { apiClient } from '../support/client';
import { createArticle, createCompletions, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

const QUERY = '{ articleCompletions(first: 10) { edges { node { articleId articleTitle article { id title contentHtml } } } } }';
/** The completions of a response, from their edges. */
const nodes = (body: any) => body.data.articleCompletions.edges.map((e: { node: unknown }) => e.node);

describe('ArticleCompletion.article follows the reader rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('shows the article to a subscriber, hides unpublished ones, and hides everything from a lapsed member', async () => {
    const api = apiClient(t.url);
    const { user, token } = await createUser(t.services, { plan: 'professional' });
    const open = await createArticle(t.services, { title: 'Still in the library', content: 'Open body text' });
    const withdrawn = await createArticle(t.services, { title: 'Withdrawn later', content: 'Secret body text' });
    await createCompletions(t.services, user.id, [
      { articleId: open.id, completedAt: new Date('2026-01-10T10:00:00Z') },
      { articleId: withdrawn.id, completedAt: new Date('2026-01-11T10:00:00Z') },
    ]);
    await t.db.query('UPDATE articles SET is_published = false WHERE id = $1', [withdrawn.id]);

    const active = await api.gql(QUERY, {}, token);
    expect(active.body.errors).toBeUndefined();
    const byId = new Map(nodes(active.body).map((c: { articleId: string }) => [c.articleId, c]));
    expect((byId.get(String(open.id)) as { article: { contentHtml: string } }).article.contentHtml).toContain('Open body text');
    expect((byId.get(String(withdrawn.id)) as { article: unknown; articleTitle: string }).article).toBeNull();
    expect((byId.get(String(withdrawn.id)) as { articleTitle: string }).articleTitle).toBe('Withdrawn later');
    expect(JSON.stringify(active.body)).not.toContain('Secret body text');

    await t.db.getRepository(UserEntity).update({ id: user.id }, { subscriptionStatus: 'canceled' });
    const lapsed = await api.gql(QUERY, {}, token);
    expect(lapsed.body.errors).toBeUndefined();
    expect(nodes(lapsed.body)).toHaveLength(2);
    for (const c of nodes(lapsed.body)) expect(c.article).toBeNull();
    expect(JSON.stringify(lapsed.body)).not.toMatch(/body text/);
  });
});
