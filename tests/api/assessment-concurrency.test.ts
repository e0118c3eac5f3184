import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { GenerationResult, QuestionGenerator, QuestionRequest } from '../../server/src/providers/ai/question-generator';
import { OfflineQuestionGenerator } from '../../server/src/providers/ai/offline-question-generator';
import { answerKey, wrongAnswers } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/** The offline generator, slowed down and counting calls, to show that parallel starts generate a bank once. */
class CountingGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;
  calls = 0;
  private readonly inner = new OfflineQuestionGenerator();
  async generate(request: QuestionRequest): Promise<GenerationResult> {
    this.calls += 1;
    await new Promise((r) => setTimeout(r, 100));
    return this.inner.generate(request);
  }
}

const PARALLEL = 20;
const generator = new CountingGenerator();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leerpunt-concurrency-'));
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir }, { questionGenerator: generator });
  api = apiClient(t.url);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (userId: number, articleId: number, token: string) => api.post(`/api/users/${userId}/articles/${articleId}/start-test`, {}, token);
const submit = (userId: number, articleId: number, answers: unknown, token: string) =>
  api.post(`/api/users/${userId}/articles/${articleId}/submit-test`, { answers }, token);
const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe(`${PARALLEL} requests at once`, () => {
  it('starts: one attempt, one bank, every caller gets the same questions', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const before = generator.calls;
    const responses = await times(PARALLEL, () => start(user.id, article.id, token));
    expect(responses.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(generator.calls - before).toBe(1);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM test_attempts WHERE user_id = $1', [user.id]);
    expect(n).toBe(1);
    const [{ q }] = await t.db.query('SELECT count(*)::int AS q FROM test_questions WHERE article_id = $1', [article.id]);
    expect(q).toBe(LIMITS.questionBankSize);
  });

  it('passing submits: graded once, points and completion and certificate once', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services, { pePointsValue: 2 });
    await start(user.id, article.id, token);
    const key = await answerKey(t.db, user.id, article.id);
    const responses = await times(PARALLEL, () => submit(user.id, article.id, key, token));
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].body.passed).toBe(true);
    for (const r of responses.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toBe(MESSAGES.testAlreadyPassed);
    }
    const [u] = await t.db.query('SELECT pe_points_earned FROM users WHERE id = $1', [user.id]);
    expect(Number(u.pe_points_earned)).toBe(2);
    const [{ completions, certificates, graded }] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM article_completions WHERE user_id = $1) AS completions,
              (SELECT count(*)::int FROM certificates WHERE user_id = $1) AS certificates,
              (SELECT count(*)::int FROM test_attempts WHERE user_id = $1 AND status <> 'open') AS graded`,
      [user.id],
    );
    expect({ completions, certificates, graded }).toEqual({ completions: 1, certificates: 1, graded: 1 });
  });

  it('mixed starts and failing submits never exceed 3 graded attempts', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    await start(user.id, article.id, token);
    // Rounds of 20 parallel submits followed by 20 parallel starts, more rounds than attempts allow.
    for (let round = 0; round < LIMITS.maxTestAttempts + 1; round++) {
      const open = await t.db.query(`SELECT 1 FROM test_attempts WHERE user_id = $1 AND status = 'open'`, [user.id]);
      const answers = open.length ? wrongAnswers(await answerKey(t.db, user.id, article.id)) : {};
      const submits = await times(PARALLEL, () => submit(user.id, article.id, answers, token));
      expect(submits.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
      await times(PARALLEL, () => start(user.id, article.id, token));
    }
    const [{ graded, total }] = await t.db.query(
      `SELECT count(*) FILTER (WHERE status <> 'open')::int AS graded, count(*)::int AS total FROM test_attempts WHERE user_id = $1`,
      [user.id],
    );
    expect(graded).toBe(LIMITS.maxTestAttempts);
    expect(total).toBe(LIMITS.maxTestAttempts);
    const refused = await start(user.id, article.id, token);
    expect(refused.body.error).toBe('Maximum attempts reached. Attempts remaining: 0');
  });

  it('monthly passes on different articles: the allowance is never overdrawn', async () => {
    const { user, token } = await createUser(t.services, { plan: 'professionalMonthly' });
    const startedThisMonth = new Date(Date.now() - 60_000);
    await t.db.query('UPDATE users SET subscription_started_at = $2 WHERE id = $1', [user.id, startedThisMonth]);
    const articles = await times(4, () => createSampleArticle(t.services, { pePointsValue: 1 }));
    const keys: Array<Record<string, string>> = [];
    for (const a of articles) {
      expect((await start(user.id, a.id, token)).status).toBe(200);
      keys.push(await answerKey(t.db, user.id, a.id));
    }
    const responses = await Promise.all(
      articles.flatMap((a, i) => Array.from({ length: PARALLEL / articles.length }, () => submit(user.id, a.id, keys[i], token))),
    );
    expect(responses.filter((r) => r.status === 200 && r.body.passed)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 402).length).toBeGreaterThan(0);
    const allowance = await api.get('/api/monthly-allowance', token);
    expect(allowance.body).toEqual({ is_monthly: true, capacity: 1, available: 0, used: 1 });
    const [u] = await t.db.query('SELECT pe_points_earned FROM users WHERE id = $1', [user.id]);
    expect(Number(u.pe_points_earned)).toBe(1);
  });
});
