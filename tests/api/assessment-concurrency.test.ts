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

describe('what changes between a submit’s read and its write', () => {
  /** A monthly member whose allowance covers one 1-point pass, with tests open on `n` articles. */
  async function monthlyWithOpenTests(n: number) {
    const { user, token } = await createUser(t.services, { plan: 'professionalMonthly' });
    await t.db.query('UPDATE users SET subscription_started_at = $2 WHERE id = $1', [user.id, new Date(Date.now() - 60_000)]);
    const articles = await times(n, () => createSampleArticle(t.services, { pePointsValue: 1 }));
    const keys: Array<Awaited<ReturnType<typeof answerKey>>> = [];
    for (const a of articles) {
      expect((await start(user.id, a.id, token)).status).toBe(200);
      keys.push(await answerKey(t.db, user.id, a.id));
    }
    return { user, token, articles, keys };
  }

  /** Runs `during` once, after the next submit has read its state and before it writes (while it signs). */
  function betweenReadAndWrite(during: () => Promise<void>) {
    const issuer = t.services.certificateIssuer;
    const prepare = issuer.prepare.bind(issuer);
    return jest.spyOn(issuer, 'prepare').mockImplementationOnce(async (...args) => {
      await during();
      return prepare(...args);
    });
  }

  /** What the member has on record: allowance used, points, completions, and whether `articleId`'s attempt is still open. */
  async function recordOf(userId: number, token: string, articleId: number) {
    const allowance = await api.get('/api/monthly-allowance', token);
    const [row] = await t.db.query(
      `SELECT (SELECT pe_points_earned FROM users WHERE id = $1) AS points,
              (SELECT count(*)::int FROM article_completions WHERE user_id = $1) AS completions,
              EXISTS (SELECT 1 FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status = 'open') AS open`,
      [userId, articleId],
    );
    return { used: allowance.body.used, points: Number(row.points), completions: row.completions, open: row.open };
  }

  it('another pass committed meanwhile: this pass is graded again under the lock and refused, the allowance not overdrawn', async () => {
    const { user, token, articles, keys } = await monthlyWithOpenTests(2);
    let inner: Awaited<ReturnType<typeof submit>> | undefined;
    const spy = betweenReadAndWrite(async () => {
      inner = await submit(user.id, articles[1].id, keys[1], token);
    });
    const outer = await submit(user.id, articles[0].id, keys[0], token).finally(() => spy.mockRestore());
    expect(inner?.status).toBe(200);
    expect(inner?.body.passed).toBe(true);
    expect(outer.status).toBe(402);
    expect(await recordOf(user.id, token, articles[0].id)).toEqual({ used: 1, points: 1, completions: 1, open: true });
  });

  it('another pass still in flight when the write comes: the write waits for it, then finds the member changed and is refused under the lock', async () => {
    const { user, token, articles, keys } = await monthlyWithOpenTests(2);
    const other = articles[1];
    let committed: Promise<void> | undefined;
    const spy = betweenReadAndWrite(async () => {
      // Another pass's transaction: it has charged the allowance and holds the member's row when the write comes.
      const runner = t.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await runner.query(
        `WITH a AS (UPDATE test_attempts SET status = 'passed', score = total, submitted_at = now() WHERE user_id = $1 AND article_id = $2 AND status = 'open' RETURNING id)
         INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, allowance_charged, completed_at)
         SELECT $1, $2, a.id, extract(year FROM now() AT TIME ZONE 'UTC')::int, 1, 1, now() FROM a`,
        [user.id, other.id],
      );
      await runner.query('UPDATE users SET pe_points_earned = pe_points_earned + 1 WHERE id = $1', [user.id]);
      committed = new Promise((resolve) => setTimeout(resolve, 300)).then(async () => {
        await runner.commitTransaction();
        await runner.release();
      });
    });
    const outer = await submit(user.id, articles[0].id, keys[0], token).finally(() => spy.mockRestore());
    await committed;
    expect(outer.status).toBe(402);
    expect(await recordOf(user.id, token, articles[0].id)).toEqual({ used: 1, points: 1, completions: 1, open: true });
  });

  it('a plan cancelled meanwhile: the pass is graded again under the lock and refused, nothing recorded', async () => {
    const { user, token, articles, keys } = await monthlyWithOpenTests(1);
    const spy = betweenReadAndWrite(async () => {
      await t.db.query(`UPDATE users SET subscription_status = 'cancelled' WHERE id = $1`, [user.id]);
    });
    const res = await submit(user.id, articles[0].id, keys[0], token).finally(() => spy.mockRestore());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.testNotIncluded);
    expect(await recordOf(user.id, token, articles[0].id)).toMatchObject({ points: 0, completions: 0, open: true });
  });

  it('a refusal that depends on the member is decided under the lock: a plan change in flight is waited for', async () => {
    const { user, token, articles, keys } = await monthlyWithOpenTests(2);
    expect((await submit(user.id, articles[0].id, keys[0], token)).body.passed).toBe(true);
    // The allowance is used up; before the locked grading reads again, the subscription gains a month.
    const db = t.services.db;
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let locked = 0;
    const spy = jest.spyOn(db, 'transaction').mockImplementationOnce(async (...args: unknown[]) => {
      locked += 1;
      await t.db.query(`UPDATE users SET subscription_started_at = now() - interval '40 days' WHERE id = $1`, [user.id]);
      return transaction(...args);
    });
    const res = await submit(user.id, articles[1].id, keys[1], token).finally(() => spy.mockRestore());
    expect(locked).toBe(1);
    expect(res.status).toBe(200);
    expect(res.body.passed).toBe(true);
    expect(await recordOf(user.id, token, articles[1].id)).toMatchObject({ used: 2, points: 2, completions: 2, open: false });
  });

  it('the attempt graded by a parallel submit and another started: these answers are refused, the new attempt untouched', async () => {
    const { user, token, articles, keys } = await monthlyWithOpenTests(1);
    const article = articles[0];
    const [first] = await t.db.query(`SELECT id FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status = 'open'`, [user.id, article.id]);
    const spy = betweenReadAndWrite(async () => {
      const failed = await submit(user.id, article.id, wrongAnswers(keys[0]), token);
      expect(failed.body.passed).toBe(false);
      expect((await start(user.id, article.id, token)).status).toBe(200);
    });
    const res = await submit(user.id, article.id, keys[0], token).finally(() => spy.mockRestore());
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MESSAGES.testNotStarted);
    const attempts = await t.db.query(`SELECT id, status, answers FROM test_attempts WHERE user_id = $1 AND article_id = $2 ORDER BY id`, [
      user.id,
      article.id,
    ]);
    expect(attempts.map((a: { id: number; status: string; answers: unknown }) => [a.id === first.id, a.status, a.answers])).toEqual([
      [true, 'failed', expect.anything()],
      [false, 'open', null],
    ]);
    expect(await recordOf(user.id, token, article.id)).toMatchObject({ points: 0, completions: 0, open: true });
  });
});
