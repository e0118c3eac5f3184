import { MESSAGES } from '@leerpunt/shared/messages';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;
let member: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services, { firstName: 'Anouk' });
});
afterAll(() => t.close());

const feedbackRows = (userId: number, articleId: number) =>
  t.db.query('SELECT rating, comment, is_anonymous FROM feedback WHERE user_id = $1 AND article_id = $2', [userId, articleId]);

describe('POST /api/articles/:articleId/feedback', () => {
  it('creates feedback (201), then replaces it on the next submission (200)', async () => {
    const article = await createArticle(t.services);
    const first = await api.post(`/api/articles/${article.id}/feedback`, { rating: 4, comment: '  Clear and useful.  ', is_anonymous: false }, member.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ updated: false, message: MESSAGES.feedbackThanks });
    expect(first.body.feedback).toMatchObject({
      article_id: article.id,
      user_id: member.user.id,
      rating: 4,
      comment: 'Clear and useful.',
      is_anonymous: false,
      display_name: 'Anouk User',
    });
    const second = await api.post(`/api/articles/${article.id}/feedback`, { rating: 2, comment: '', is_anonymous: true }, member.token);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ updated: true, message: MESSAGES.feedbackUpdated });
    expect(second.body.feedback).toMatchObject({ id: first.body.feedback.id, rating: 2, comment: null, is_anonymous: true, display_name: 'Anonymous' });
    expect(await feedbackRows(member.user.id, article.id)).toEqual([{ rating: 2, comment: null, is_anonymous: true }]);
  });

  it('keeps one row per member and article under concurrent submissions', async () => {
    const article = await createArticle(t.services);
    const results = await Promise.all([1, 2, 3, 4, 5].map((rating) => api.post(`/api/articles/${article.id}/feedback`, { rating }, member.token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await feedbackRows(member.user.id, article.id)).toHaveLength(1);
  });

  it.each([
    ['no rating', {}, MESSAGES.feedbackSelectRating],
    ['a null rating', { rating: null }, MESSAGES.feedbackSelectRating],
    ['rating 0', { rating: 0 }, MESSAGES.feedbackRatingRange],
    ['rating 6', { rating: 6 }, MESSAGES.feedbackRatingRange],
    ['rating 3.5', { rating: 3.5 }, MESSAGES.feedbackRatingRange],
    ['rating as text', { rating: '5' }, MESSAGES.feedbackRatingRange],
    ['a 1001-character comment', { rating: 5, comment: 'x'.repeat(1001) }, MESSAGES.feedbackCommentTooLong],
    ['a numeric comment', { rating: 5, comment: 42 }, MESSAGES.feedbackCommentType],
    ['is_anonymous as text', { rating: 5, is_anonymous: 'yes' }, MESSAGES.feedbackAnonymousType],
  ])('refuses %s with 400 and a clear message', async (_label, payload, message) => {
    const article = await createArticle(t.services);
    const res = await api.post(`/api/articles/${article.id}/feedback`, payload, member.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await feedbackRows(member.user.id, article.id)).toEqual([]);
  });

  it('accepts a 1000-character comment once trimmed', async () => {
    const article = await createArticle(t.services);
    const res = await api.post(`/api/articles/${article.id}/feedback`, { rating: 5, comment: `  ${'y'.repeat(1000)}  ` }, member.token);
    expect(res.status).toBe(201);
    expect(res.body.feedback.comment).toHaveLength(1000);
  });

  it('answers 404 for unknown or unpublished articles, 400 for a bad id, 401 without a token', async () => {
    const hidden = await createArticle(t.services, { isPublished: false });
    const unknown = await api.post('/api/articles/99999999/feedback', { rating: 3 }, member.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.articleNotFound);
    expect((await api.post(`/api/articles/${hidden.id}/feedback`, { rating: 3 }, member.token)).status).toBe(404);
    expect((await api.post('/api/articles/abc/feedback', { rating: 3 }, member.token)).status).toBe(400);
    expect((await api.raw('POST', '/api/articles/1/feedback', '[1]', member.token)).status).toBe(400);
    expect((await api.raw('POST', '/api/articles/1/feedback', '{"rating":', member.token)).status).toBe(400);
    const article = await createArticle(t.services);
    expect((await api.post(`/api/articles/${article.id}/feedback`, { rating: 3 })).status).toBe(401);
  });
});

describe('GET /api/users/:userId/feedback', () => {
  it('answers has_feedback false, then the stored feedback', async () => {
    const article = await createArticle(t.services);
    const before = await api.get(`/api/users/${member.user.id}/feedback?article_id=${article.id}`, member.token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ has_feedback: false, feedback: null });
    await api.post(`/api/articles/${article.id}/feedback`, { rating: 5, comment: 'Great', is_anonymous: false }, member.token);
    const after = await api.get(`/api/users/${member.user.id}/feedback?article_id=${article.id}`, member.token);
    expect(after.body.has_feedback).toBe(true);
    expect(after.body.feedback).toMatchObject({ rating: 5, comment: 'Great', is_anonymous: false, display_name: 'Anouk User' });
  });

  it('is for the member themselves or an admin only', async () => {
    const article = await createArticle(t.services);
    const other = await createUser(t.services);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const forbidden = await api.get(`/api/users/${member.user.id}/feedback?article_id=${article.id}`, other.token);
    expect(forbidden.status).toBe(403);
    expect((await api.get(`/api/users/${member.user.id}/feedback?article_id=${article.id}`, admin.token)).status).toBe(200);
    expect((await api.get(`/api/users/${member.user.id}/feedback?article_id=${article.id}`)).status).toBe(401);
  });

  it('validates article_id and the user id', async () => {
    const base = `/api/users/${member.user.id}/feedback`;
    const missing = await api.get(base, member.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('article_id is required');
    expect((await api.get(`${base}?article_id=abc`, member.token)).status).toBe(400);
    expect((await api.get(`${base}?article_id=99999999`, member.token)).status).toBe(404);
    expect((await api.get(`/api/users/abc/feedback?article_id=1`, member.token)).status).toBe(400);
  });
});

describe('GraphQL myFeedback / submitFeedback', () => {
  const SUBMIT = `mutation Submit($articleId: ID!, $rating: Int!, $comment: String, $isAnonymous: Boolean) {
    submitFeedback(input: { articleId: $articleId, rating: $rating, comment: $comment, isAnonymous: $isAnonymous }) {
      updated message feedback { id articleId rating comment isAnonymous displayName }
      userErrors { field message code }
    }
  }`;
  const MINE = `query Mine($articleId: ID!) { myFeedback(articleId: $articleId) { rating comment isAnonymous displayName } }`;

  it('creates, reads back and updates the caller feedback', async () => {
    const article = await createArticle(t.services);
    expect((await api.gql(MINE, { articleId: article.id }, member.token)).body.data.myFeedback).toBeNull();
    const created = await api.gql(SUBMIT, { articleId: article.id, rating: 3, comment: 'ok', isAnonymous: true }, member.token);
    expect(created.body.data.submitFeedback).toMatchObject({
      updated: false,
      message: MESSAGES.feedbackThanks,
      feedback: { rating: 3, comment: 'ok', displayName: 'Anonymous' },
      userErrors: [],
    });
    const updated = await api.gql(SUBMIT, { articleId: article.id, rating: 5 }, member.token);
    expect(updated.body.data.submitFeedback).toMatchObject({
      updated: true,
      message: MESSAGES.feedbackUpdated,
      feedback: { rating: 5, comment: null, isAnonymous: false },
    });
    expect((await api.gql(MINE, { articleId: article.id }, member.token)).body.data.myFeedback).toEqual({
      rating: 5,
      comment: null,
      isAnonymous: false,
      displayName: 'Anouk User',
    });
  });

  it('reports bad input (BAD_USER_INPUT) and unknown articles (NOT_FOUND) as userErrors, visitors as UNAUTHENTICATED', async () => {
    const article = await createArticle(t.services);
    const zero = await api.gql(SUBMIT, { articleId: article.id, rating: 0 }, member.token);
    expect(zero.body.errors).toBeUndefined();
    expect(zero.body.data.submitFeedback).toEqual({
      updated: null,
      message: null,
      feedback: null,
      userErrors: [{ field: ['rating'], message: MESSAGES.feedbackRatingRange, code: 'BAD_USER_INPUT' }],
    });
    const long = await api.gql(SUBMIT, { articleId: article.id, rating: 4, comment: 'z'.repeat(1001) }, member.token);
    expect(long.body.data.submitFeedback.userErrors).toEqual([{ field: ['comment'], message: MESSAGES.feedbackCommentTooLong, code: 'BAD_USER_INPUT' }]);
    const missing = await api.gql(SUBMIT, { articleId: 99999999, rating: 4 }, member.token);
    expect(missing.body.data.submitFeedback.userErrors).toEqual([{ field: null, message: MESSAGES.articleNotFound, code: 'NOT_FOUND' }]);
    const typed = await api.gql(SUBMIT, { articleId: article.id, rating: 'five' }, member.token);
    expect(typed.status).toBe(400);
    const visitor = await api.gql(SUBMIT, { articleId: article.id, rating: 4 }, null);
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await feedbackRows(member.user.id, article.id)).toEqual([]);
  });
});

describe('deleting an article', () => {
  it('removes its feedback with it', async () => {
    const article = await createArticle(t.services);
    await api.post(`/api/articles/${article.id}/feedback`, { rating: 4 }, member.token);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const res = await api.gql(
      'mutation($input: DeleteArticleInput!) { deleteArticle(input: $input) { deletedId } }',
      { input: { id: article.id } },
      admin.token,
    );
    expect(res.body.data.deleteArticle.deletedId).toBe(Buffer.from(`Article:${article.id}`).toString('base64url'));
    expect(await feedbackRows(member.user.id, article.id)).toEqual([]);
  });
});

describe('anonymous feedback seen by admins', () => {
  it('carries no member id in the admin list, on either face, and is not found by member id', async () => {
    const article = await createArticle(t.services);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const named = await createUser(t.services, { firstName: 'Noor', lastName: 'Visser' });
    await api.post(`/api/articles/${article.id}/feedback`, { rating: 2, comment: 'Too short.', is_anonymous: true }, member.token);
    await api.post(`/api/articles/${article.id}/feedback`, { rating: 5, comment: 'Clear.', is_anonymous: false }, named.token);

    const rest = await api.get(`/api/admin/articles/${article.id}/feedback`, admin.token);
    expect(rest.status).toBe(200);
    const anonymous = rest.body.feedback.find((f: { is_anonymous: boolean }) => f.is_anonymous);
    expect(anonymous).toMatchObject({ rating: 2, comment: 'Too short.', display_name: 'Anonymous', user_id: null });
    expect(JSON.stringify(anonymous)).not.toContain(String(member.user.email));
    expect(rest.body.feedback.find((f: { is_anonymous: boolean }) => !f.is_anonymous)).toMatchObject({ user_id: named.user.id, display_name: 'Noor Visser' });

    const gql = await api.gql(
      'query($id: ID!) { articleFeedback(articleId: $id) { edges { node { isAnonymous displayName comment } } } }',
      { id: String(article.id) },
      admin.token,
    );
    expect(gql.body.data.articleFeedback.edges.map((e: { node: unknown }) => e.node)).toEqual(
      expect.arrayContaining([{ isAnonymous: true, displayName: 'Anonymous', comment: 'Too short.' }]),
    );

    // Asking member by member would tie the anonymous comment to its author: an admin is told there is none.
    const byMember = await api.get(`/api/users/${member.user.id}/feedback?article_id=${article.id}`, admin.token);
    expect(byMember.body).toEqual({ has_feedback: false, feedback: null });
    const own = await api.get(`/api/users/${member.user.id}/feedback?article_id=${article.id}`, member.token);
    expect(own.body.feedback).toMatchObject({ rating: 2, is_anonymous: true, user_id: member.user.id });
    expect((await api.get(`/api/users/${named.user.id}/feedback?article_id=${article.id}`, admin.token)).body.has_feedback).toBe(true);
  });
});

describe('comments members read under an item', () => {
  it('lists comments with words, newest first, by first name and last initial or Anonymous, on both faces', async () => {
    const article = await createArticle(t.services);
    const reader = await createUser(t.services, { firstName: 'Sanne' });
    const named = await createUser(t.services, { firstName: 'Noor', lastName: 'visser' });
    const hidden = await createUser(t.services, { firstName: 'Bram', lastName: 'Jansen' });
    const silent = await createUser(t.services);
    await api.post(
      `/api/articles/${article.id}/feedback`,
      { rating: 5, comment: 'The worked example on deferred tax helped.', is_anonymous: false },
      named.token,
    );
    await api.post(`/api/articles/${article.id}/feedback`, { rating: 2, comment: 'Too short on disclosures.', is_anonymous: true }, hidden.token);
    await api.post(`/api/articles/${article.id}/feedback`, { rating: 4, comment: '   ', is_anonymous: false }, silent.token);

    const rest = await api.get(`/api/articles/${article.id}/comments`, reader.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      comments: [
        {
          id: expect.any(Number),
          rating: 2,
          comment: 'Too short on disclosures.',
          author_name: 'Anonymous',
          updated_at: expect.any(String),
          cursor: expect.any(String),
        },
        {
          id: expect.any(Number),
          rating: 5,
          comment: 'The worked example on deferred tax helped.',
          author_name: 'Noor V.',
          updated_at: expect.any(String),
          cursor: expect.any(String),
        },
      ],
      total: 2,
      has_next_page: false,
      end_cursor: expect.any(String),
    });
    // Nothing ties a comment to its author: no member id, no surname, no e-mail.
    const text = JSON.stringify(rest.body);
    for (const leak of [hidden.user.email, 'Bram', 'Jansen', 'visser', named.user.email]) expect(text).not.toContain(leak);

    const query =
      'query($id: ID!, $first: Int, $after: String) { articleComments(articleId: $id, first: $first, after: $after) { edges { node { rating comment authorName } } pageInfo { hasNextPage endCursor } totalCount } }';
    const first = (await api.gql(query, { id: String(article.id), first: 1 }, reader.token)).body.data.articleComments;
    expect(first).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { rating: 2, authorName: 'Anonymous' } }] });
    const second = (await api.gql(query, { id: String(article.id), first: 1, after: first.pageInfo.endCursor }, reader.token)).body.data.articleComments;
    expect(second.edges).toEqual([{ node: { rating: 5, comment: 'The worked example on deferred tax helped.', authorName: 'Noor V.' } }]);
  });

  it('needs a signed-in member and an item they may read; bad cursors are input errors', async () => {
    const article = await createArticle(t.services);
    expect((await api.get(`/api/articles/${article.id}/comments`)).status).toBe(401);
    expect((await api.get(`/api/articles/999999999/comments`, member.token)).status).toBe(404);
    expect((await api.get(`/api/articles/${article.id}/comments?after=bm90IGEgY3Vyc29y`, member.token)).status).toBe(400);
    expect((await api.get(`/api/articles/${article.id}/comments?first=0`, member.token)).status).toBe(400);
    const draft = await createArticle(t.services, { isPublished: false });
    expect((await api.get(`/api/articles/${draft.id}/comments`, member.token)).status).toBe(404);
  });
});
