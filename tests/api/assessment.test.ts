import { toGlobalId } from '../../server/src/graphql/global-id';
import crypto from 'node:crypto';
import { CertificateStatusSlots1795480000000 } from '../../migrations/1795480000000-certificate-status-slots';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countStatements } from '../../server/src/db/query-context';
import { gateItemOf } from '../../server/src/modules/assessment/bank/question-bank.service';
import { givesAway } from '../../server/src/modules/assessment/bank/question-gate';
import { TestQuestionEntity } from '../../server/src/modules/assessment/bank/question.entity';
import { STATUS_LIST_FILL, STATUS_LIST_SIZE } from '../../server/src/modules/certificates/status-list';
import { createLoaders } from '../../server/src/graphql/loaders';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey, answersWithCorrect, wrongAnswers } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createCompletions, createSampleArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leerpunt-assessment-'));
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir });
  api = apiClient(t.url);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every property name in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(keysOf) : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];

const start = (userId: number, articleId: number, token?: string | null) => api.post(`/api/users/${userId}/articles/${articleId}/start-test`, {}, token);
const submit = (userId: number, articleId: number, answers: unknown, token?: string | null) =>
  api.post(`/api/users/${userId}/articles/${articleId}/submit-test`, { answers }, token);

async function failOnce(userId: number, articleId: number, token: string) {
  expect((await start(userId, articleId, token)).status).toBe(200);
  const res = await submit(userId, articleId, wrongAnswers(await answerKey(t.db, userId, articleId)), token);
  expect(res.status).toBe(200);
  expect(res.body.passed).toBe(false);
  return res;
}

describe('POST start-test', () => {
  it('serves at most 5 questions with four options each and no answer key', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const res = await start(user.id, article.id, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ article_id: article.id, attempt_number: 1, attempts_remaining: LIMITS.maxTestAttempts, total: LIMITS.questionsPerTest });
    expect(res.body.questions).toHaveLength(LIMITS.questionsPerTest);
    for (const q of res.body.questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'option_a', 'option_b', 'option_c', 'option_d', 'question']);
      expect(new Set([q.option_a, q.option_b, q.option_c, q.option_d]).size).toBe(4);
    }
    const raw = JSON.stringify(res.body);
    expect(keysOf(res.body).filter((k) => /correct|explanation|answer|key/i.test(k))).toEqual([]);
    const explanations: Array<{ explanation: string }> = await t.db.query('SELECT explanation FROM test_questions WHERE article_id = $1', [article.id]);
    expect(explanations.length).toBeGreaterThanOrEqual(LIMITS.questionsPerTest);
    for (const e of explanations) expect(raw).not.toContain(e.explanation);
  });

  it('shuffles the options per attempt: the correct answer is not always in its stored place', async () => {
    const article = await createSampleArticle(t.services);
    const positions = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { user, token } = await createUser(t.services);
      await start(user.id, article.id, token);
      const [attempt] = await t.db.query(`SELECT questions FROM test_attempts WHERE user_id = $1`, [user.id]);
      for (const q of attempt.questions) positions.add(q.order.join(''));
    }
    expect(positions.size).toBeGreaterThan(3);
  });

  it('resumes the open attempt with the same questions and order instead of starting another', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const first = await start(user.id, article.id, token);
    const again = await start(user.id, article.id, token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM test_attempts WHERE user_id = $1', [user.id]);
    expect(n).toBe(1);
  });

  it('generates a bank once per article and regenerates it when the text changes, keeping open attempts gradeable', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    await start(user.id, article.id, token);
    const key = await answerKey(t.db, user.id, article.id);
    const [bank1] = await t.db.query('SELECT content_hash, generator, question_count FROM question_banks WHERE article_id = $1', [article.id]);
    expect(bank1.generator).toBe('offline');
    expect(bank1.question_count).toBe(LIMITS.questionBankSize);
    await t.db.query(`UPDATE articles SET content = content || E'\\n\\nA new closing paragraph about audit sampling.' WHERE id = $1`, [article.id]);
    const other = await createUser(t.services);
    expect((await start(other.user.id, article.id, other.token)).status).toBe(200);
    const [bank2] = await t.db.query('SELECT content_hash FROM question_banks WHERE article_id = $1', [article.id]);
    expect(bank2.content_hash).not.toBe(bank1.content_hash);
    const [{ retired, current }] = await t.db.query(
      'SELECT count(*) FILTER (WHERE retired_at IS NOT NULL)::int AS retired, count(*) FILTER (WHERE retired_at IS NULL)::int AS current FROM test_questions WHERE article_id = $1',
      [article.id],
    );
    expect(retired).toBe(LIMITS.questionBankSize);
    expect(current).toBeGreaterThan(0);
    const res = await submit(user.id, article.id, key, token);
    expect(res.status).toBe(200);
    expect(res.body.passed).toBe(true);
  });

  it('needs a token (401), the owner or an admin (403), numeric ids and a published article', async () => {
    const { user, token } = await createUser(t.services);
    const other = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    expect((await start(user.id, article.id)).status).toBe(401);
    const forbidden = await start(user.id, article.id, other.token);
    expect(forbidden.status).toBe(403);
    expect((await start(user.id, 99999999, token)).status).toBe(404);
    expect((await api.post(`/api/users/abc/articles/${article.id}/start-test`, {}, token)).status).toBe(400);
    expect((await api.post(`/api/users/${user.id}/articles/0/start-test`, {}, token)).status).toBe(400);
    const hidden = await createSampleArticle(t.services, { isPublished: false });
    expect((await start(user.id, hidden.id, token)).status).toBe(404);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    expect((await start(user.id, article.id, admin.token)).status).toBe(200);
  });

  it('refuses plans without tests with 403 and lets admins without a plan take tests', async () => {
    const article = await createSampleArticle(t.services);
    for (const plan of ['professionalInsights', null] as const) {
      const { user, token } = await createUser(t.services, { plan });
      const res = await start(user.id, article.id, token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.testNotIncluded);
    }
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    expect((await start(admin.user.id, article.id, admin.token)).status).toBe(200);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM test_attempts WHERE article_id = $1', [article.id]);
    expect(n).toBe(1);
  });
});

describe('POST submit-test', () => {
  it('passes at 80%, reveals answers and explanations, awards points once and issues a certificate', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services, { pePointsValue: 1.5 });
    await start(user.id, article.id, token);
    const key = await answerKey(t.db, user.id, article.id);
    const res = await submit(user.id, article.id, answersWithCorrect(key, 4), token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 4, total: 5, percentage: 80, passed: true, attempts_remaining: 2, pe_points_awarded: 1.5, message: null });
    expect(res.body.certificate_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(res.body.results).toHaveLength(5);
    for (const r of res.body.results) {
      expect(Object.keys(r).sort()).toEqual(['correct_answer', 'correct_answer_text', 'explanation', 'is_correct', 'question', 'question_id', 'user_answer']);
      expect(r.correct_answer).toBe(key[String(r.question_id)]);
      expect(r.is_correct).toBe(r.user_answer === r.correct_answer);
      expect(r.explanation.length).toBeGreaterThan(10);
      expect(r.correct_answer_text.length).toBeGreaterThan(0);
    }
    expect(res.body.results.filter((r: { is_correct: boolean }) => !r.is_correct)).toHaveLength(1);
    const [u] = await t.db.query('SELECT pe_points_earned FROM users WHERE id = $1', [user.id]);
    expect(Number(u.pe_points_earned)).toBe(1.5);
    const completions = await t.db.query(
      'SELECT completion_year, pe_points_awarded, allowance_charged, completed_at FROM article_completions WHERE user_id = $1',
      [user.id],
    );
    expect(completions).toHaveLength(1);
    expect(completions[0].completion_year).toBe(new Date().getUTCFullYear());
    expect(Number(completions[0].pe_points_awarded)).toBe(1.5);
    expect(Number(completions[0].allowance_charged)).toBe(0);

    const retake = await start(user.id, article.id, token);
    expect(retake.status).toBe(409);
    expect(retake.body.error).toBe(MESSAGES.testAlreadyPassed);
    const resubmit = await submit(user.id, article.id, key, token);
    expect(resubmit.status).toBe(409);
    expect(resubmit.body.error).toBe(MESSAGES.testAlreadyPassed);
  });

  it('fails below 80% with score and verdict only: no key, no per-question right or wrong, no explanations', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    await start(user.id, article.id, token);
    const key = await answerKey(t.db, user.id, article.id);
    const res = await submit(user.id, article.id, answersWithCorrect(key, 3), token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      score: 3,
      total: 5,
      percentage: 60,
      passed: false,
      attempts_remaining: 2,
      pe_points_awarded: 0,
      certificate_id: null,
      message: MESSAGES.testFailScore,
    });
    expect(res.body.results).toEqual([]);
    const raw = JSON.stringify(res.body);
    const explanations: Array<{ explanation: string }> = await t.db.query('SELECT explanation FROM test_questions WHERE article_id = $1', [article.id]);
    for (const e of explanations) expect(raw).not.toContain(e.explanation);
    const [u] = await t.db.query('SELECT pe_points_earned FROM users WHERE id = $1', [user.id]);
    expect(Number(u.pe_points_earned)).toBe(0);
  });

  it('counts unanswered questions as wrong', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    await start(user.id, article.id, token);
    const key = await answerKey(t.db, user.id, article.id);
    const [firstId, firstLetter] = Object.entries(key)[0];
    const res = await submit(user.id, article.id, { [firstId]: firstLetter.toLowerCase() }, token);
    expect(res.status).toBe(200);
    expect(res.body.score).toBe(1);
    expect(res.body.results).toEqual([]);
  });

  it('allows at most 3 attempts; the 4th start gets the spec message', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const results: Array<{ body: { attempts_remaining: number; results: Array<Record<string, unknown>> } }> = [];
    for (let i = 0; i < LIMITS.maxTestAttempts; i++) results.push(await failOnce(user.id, article.id, token));
    expect(results.map((r) => r.body.attempts_remaining)).toEqual([2, 1, 0]);
    expect(results.slice(0, 2).map((r) => r.body.results)).toEqual([[], []]);
    // With no attempts left the last failed result may show the review: every question, key and explanation.
    const last = results[2].body.results;
    expect(last).toHaveLength(LIMITS.questionsPerTest);
    for (const r of last) {
      expect(r).toMatchObject({ is_correct: false, correct_answer: expect.stringMatching(/^[A-D]$/), explanation: expect.any(String) });
      expect(r.correct_answer).not.toBe(r.user_answer);
    }
    const fourth = await start(user.id, article.id, token);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toBe('Maximum attempts reached. Attempts remaining: 0');
    expect((await submit(user.id, article.id, {}, token)).body.error).toBe('Maximum attempts reached. Attempts remaining: 0');
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM test_attempts WHERE user_id = $1', [user.id]);
    expect(n).toBe(3);
  });

  it('draws unseen questions first on a retake', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const first = await start(user.id, article.id, token);
    await submit(user.id, article.id, wrongAnswers(await answerKey(t.db, user.id, article.id)), token);
    const second = await start(user.id, article.id, token);
    const firstIds = new Set(first.body.questions.map((q: { id: number }) => q.id));
    const secondIds = new Set<number>(second.body.questions.map((q: { id: number }) => q.id));
    const repeated = [...secondIds].filter((id) => firstIds.has(id));
    if (repeated.length > 0) {
      // A seen item may come back only when every unseen item left out would give away (or be given away by)
      // an item of this draw: the rule that no item reveals another's answer outranks rotation.
      const bank: TestQuestionEntity[] = await t.db.getRepository(TestQuestionEntity).findBy({ articleId: article.id });
      const byId = new Map(bank.map((q) => [q.id, q]));
      const drawn = [...secondIds].map((id) => gateItemOf(byId.get(id)!));
      const live = bank.filter((q) => q.retiredAt === null);
      const approved = live.filter((q) => q.status === 'approved');
      const eligible = approved.length ? approved : live.filter((q) => q.status === 'draft' && q.gateFailures.length === 0);
      const unseenLeftOut = eligible.filter((q) => !firstIds.has(q.id) && !secondIds.has(q.id));
      for (const q of unseenLeftOut) {
        const item = gateItemOf(q);
        expect(drawn.some((d) => givesAway(item, d, article.language) || givesAway(d, item, article.language))).toBe(true);
      }
    }
    expect(second.body.attempt_number).toBe(2);
  });

  it('rejects bad input with 400 and a submit without a started test with 409', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const notStarted = await submit(user.id, article.id, {}, token);
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.error).toBe(MESSAGES.testNotStarted);
    await start(user.id, article.id, token);
    const key = await answerKey(t.db, user.id, article.id);
    const firstId = Object.keys(key)[0];
    const cases: Array<[unknown, string]> = [
      [undefined, 'answers is required'],
      ['A', 'answers must be an object of question id to letter'],
      [{ [firstId]: 'E' }, 'Each answer must be one of A, B, C or D'],
      [{ [firstId]: 1 }, 'Each answer must be one of A, B, C or D'],
      [{ abc: 'A' }, 'Question ids must be positive integers'],
      [{ 999999: 'A' }, 'Question 999999 is not part of this test'],
    ];
    for (const [answers, message] of cases) {
      const res = await submit(user.id, article.id, answers, token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await api.raw('POST', `/api/users/${user.id}/articles/${article.id}/submit-test`, '{"answers":', token)).status).toBe(400);
    expect((await api.raw('POST', `/api/users/${user.id}/articles/${article.id}/submit-test`, '[]', token)).status).toBe(400);
    // None of that used up the attempt.
    expect((await submit(user.id, article.id, key, token)).body.passed).toBe(true);
  });

  it('checks ownership on submit', async () => {
    const { user, token } = await createUser(t.services);
    const other = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    await start(user.id, article.id, token);
    const key = await answerKey(t.db, user.id, article.id);
    expect((await submit(user.id, article.id, key)).status).toBe(401);
    expect((await submit(user.id, article.id, key, other.token)).status).toBe(403);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    expect((await submit(user.id, article.id, key, admin.token)).body.passed).toBe(true);
  });
});

describe('SQL statements of a passing submit', () => {
  /** Statements counted for the /api/users route group so far (/metrics), and the requests they came from. */
  async function usersRouteStatements() {
    const text = await (await fetch(`${t.url}/metrics`)).text();
    const read = (what: string) => Number(new RegExp(`^db_statements_per_request_${what}\\{route="/api/users"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    return { sum: read('sum'), count: read('count') };
  }

  /** The SQL statements of one request to the /api/users routes (transaction control not counted), as the bench reads them. */
  async function statementsOf(request: () => Promise<{ status: number; body: Record<string, unknown> }>) {
    const before = await usersRouteStatements();
    const res = await request();
    let after = await usersRouteStatements();
    // The count is recorded when the response is finished on the server side: wait for it.
    for (let i = 0; i < 50 && after.count === before.count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await usersRouteStatements();
    }
    expect(after.count - before.count).toBe(1);
    return { res, statements: after.sum - before.sum };
  }

  /** Starts a test on a fresh article and returns it with the answer key. */
  async function opened(user: { id: number }, token: string, pePointsValue = 1) {
    const article = await createSampleArticle(t.services, { pePointsValue });
    expect((await start(user.id, article.id, token)).status).toBe(200);
    return { article, key: await answerKey(t.db, user.id, article.id) };
  }

  beforeAll(async () => {
    // The database's first certificate creates the signing key, once in its life; the passes below come after it.
    const first = await createUser(t.services);
    const { article, key } = await opened(first.user, first.token);
    expect((await submit(first.user.id, article.id, key, first.token)).body.passed).toBe(true);
  });

  it.each([['professional'], ['professionalMonthly']] as const)(
    'costs 3 statements (token, read, write) on a %s member’s first, second and third pass alike',
    async (plan) => {
      const { user, token } = await createUser(t.services, { plan });
      for (let i = 0; i < 3; i++) {
        const { article, key } = await opened(user, token);
        const { res, statements } = await statementsOf(() => submit(user.id, article.id, key, token));
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ passed: true, pe_points_awarded: 1 });
        expect(statements).toBe(3);
      }
      const [certificates] = await t.db.query('SELECT count(*)::int AS n FROM certificates WHERE user_id = $1', [user.id]);
      expect(certificates.n).toBe(3);
    },
  );

  /** The newest status list and one index a certificate holds in it. */
  async function takenStatusEntry(): Promise<{ list: number; index: number }> {
    const [taken] = await t.db.query(
      'SELECT status_list AS list, status_index AS index FROM certificates WHERE status_list = (SELECT max(status_list) FROM certificates) LIMIT 1',
    );
    return taken;
  }

  /** Runs `fn` with the next `n` status index draws forced to `index`; every other draw stays random. Returns the draws forced. */
  async function withStatusDraws<T>(index: number, n: number, fn: () => Promise<T>): Promise<{ result: T; forced: number }> {
    const draw = crypto.randomInt;
    let forced = 0;
    const spy = jest.spyOn(crypto, 'randomInt').mockImplementation((...args: unknown[]) => {
      if (forced < n && args.length === 1 && args[0] === STATUS_LIST_SIZE) {
        forced += 1;
        return index;
      }
      return (draw as (...a: unknown[]) => unknown)(...args);
    });
    try {
      return { result: await fn(), forced };
    } finally {
      spy.mockRestore();
    }
  }

  /** The member's one certificate: its status entry, and the one its signed credential states. */
  async function statusEntryOf(userId: number) {
    const [issued] = await t.db.query('SELECT status_list AS list, status_index AS index, credential_jws FROM certificates WHERE user_id = $1', [userId]);
    const status = JSON.parse(Buffer.from(String(issued.credential_jws).split('.')[1], 'base64url').toString('utf8')).credentialStatus;
    return { list: issued.list as number, index: issued.index as number, signedIndex: Number(status.statusListIndex) };
  }

  it('costs 3 statements when the first status index drawn is taken, and issues into a free one', async () => {
    const taken = await takenStatusEntry();
    const { user, token } = await createUser(t.services);
    const { article, key } = await opened(user, token);
    const { result, forced } = await withStatusDraws(taken.index, 1, () => statementsOf(() => submit(user.id, article.id, key, token)));
    expect(forced).toBe(1);
    expect(result.res.body.passed).toBe(true);
    expect(result.statements).toBe(3);
    const issued = await statusEntryOf(user.id);
    expect(issued.list).toBe(taken.list);
    expect(issued.index).not.toBe(taken.index);
    expect(issued.signedIndex).toBe(issued.index);
  });

  it('takes the newest list for full when every candidate its read checks is taken, and opens the next', async () => {
    const taken = await takenStatusEntry();
    const { user, token } = await createUser(t.services);
    const { article, key } = await opened(user, token);
    const { result, forced } = await withStatusDraws(taken.index, 16, () => statementsOf(() => submit(user.id, article.id, key, token)));
    expect(forced).toBe(16);
    expect(result.res.body.passed).toBe(true);
    expect(result.statements).toBe(3);
    const issued = await statusEntryOf(user.id);
    expect(issued.list).toBe(taken.list + 1);
    expect(issued.signedIndex).toBe(issued.index);
  });

  /**
   * Passes with the first `n` certificates prepared for writing given a status entry a certificate already
   * holds, as if a parallel pass had taken it after the read; returns the statements, asserting one record of each.
   */
  async function passWithTakenEntries(n: number) {
    const taken = await takenStatusEntry();
    const { user, token } = await createUser(t.services);
    const { article, key } = await opened(user, token, 2);
    const issuer = t.services.certificateIssuer;
    const prepare = issuer.prepare.bind(issuer);
    let replaced = 0;
    const spy = jest.spyOn(issuer, 'prepare').mockImplementation(async (...args) => {
      const prepared = await prepare(...args);
      if (replaced >= n) return prepared;
      replaced += 1;
      return { ...prepared, statusList: taken.list, statusIndex: taken.index };
    });
    const result = await statementsOf(() => submit(user.id, article.id, key, token)).finally(() => spy.mockRestore());
    expect(replaced).toBe(n);
    expect(result.res.body).toMatchObject({ passed: true, pe_points_awarded: 2, certificate_id: expect.any(String) });
    const issued = await statusEntryOf(user.id);
    expect(issued.list).toBe(taken.list);
    expect(issued.index).not.toBe(taken.index);
    expect(issued.signedIndex).toBe(issued.index);
    const [{ n: holders }] = await t.db.query('SELECT count(*)::int AS n FROM certificates WHERE status_list = $1 AND status_index = $2', [
      taken.list,
      taken.index,
    ]);
    expect(holders).toBe(1);
    const [recorded] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM article_completions WHERE user_id = $1) AS completions,
              (SELECT count(*)::int FROM test_attempts WHERE user_id = $1 AND status = 'passed') AS passed,
              (SELECT pe_points_earned FROM users WHERE id = $1) AS points`,
      [user.id],
    );
    expect({ ...recorded, points: Number(recorded.points) }).toEqual({ completions: 1, passed: 1, points: 2 });
    return result.statements;
  }

  it('grades again under the lock when the index drawn is taken by the time of the write, recording the pass once', async () => {
    // The unlocked write is refused by the unique index and changes nothing.
    const statements = await passWithTakenEntries(1);
    // Token, read, refused write; then the lock, the read and the write.
    expect(statements).toBe(6);
  });

  it('still issues one certificate with a free index when the index drawn under the lock is taken too', async () => {
    // The locked write inserts no certificate, and one is issued anew in the same transaction.
    await passWithTakenEntries(2);
  });

  describe('status lists', () => {
    const issued = async () => Number((await t.db.query('SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM certificate_status_slots'))[0].n);
    const newestList = async () => Number((await t.db.query('SELECT max(status_list) AS n FROM certificates'))[0].n);
    /** A fresh member passes a fresh test; returns their certificate's status entry. */
    async function passFresh() {
      const { user, token } = await createUser(t.services);
      const { article, key } = await opened(user, token);
      expect((await submit(user.id, article.id, key, token)).body.passed).toBe(true);
      return statusEntryOf(user.id);
    }

    it('each certificate takes one status entry, and a list takes half its size of them before the next is opened', async () => {
      const list = await newestList();
      const before = await issued();
      expect((await passFresh()).list).toBe(list);
      expect(await issued()).toBe(before + 1);
      await t.db.query(`SELECT setval('certificate_status_slots', $1)`, [list * STATUS_LIST_FILL - 1]);
      expect((await passFresh()).list).toBe(list);
      const next = await passFresh();
      expect(next.list).toBe(list + 1);
      expect(next.signedIndex).toBe(next.index);
      expect((await passFresh()).list).toBe(list + 1);
      expect(await issued()).toBe(list * STATUS_LIST_FILL + 2);
    });

    it('a pass issued anew after a collision takes one status entry too', async () => {
      const before = await issued();
      await passWithTakenEntries(2);
      expect(await issued()).toBe(before + 1);
    });

    it('the migration that adds the count continues it where the newest list stands', async () => {
      const migration = new CertificateStatusSlots1795480000000();
      const runner = t.db.createQueryRunner();
      try {
        await migration.down(runner);
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const list = await newestList();
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM certificates WHERE status_list = $1', [list]);
      expect(list).toBeGreaterThan(1);
      expect(await issued()).toBe((list - 1) * STATUS_LIST_FILL + n);
    });
  });
});

describe('Professional Monthly allowance', () => {
  const startedMonthsAgo = (months: number) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCHours(0, 0, 0, 0);
    d.setUTCMonth(d.getUTCMonth() - months);
    return d;
  };

  it('reports capacity and availability and is empty for other plans', async () => {
    const monthly = await createUser(t.services, { plan: 'professionalMonthly' });
    await t.db.query('UPDATE users SET subscription_started_at = $2 WHERE id = $1', [monthly.user.id, startedMonthsAgo(2)]);
    const res = await api.get('/api/monthly-allowance', monthly.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ is_monthly: true, capacity: 3, available: 3, used: 0 });
    const pro = await createUser(t.services, { plan: 'professional' });
    expect((await api.get('/api/monthly-allowance', pro.token)).body).toEqual({ is_monthly: false, capacity: 0, available: 0, used: 0 });
    expect((await api.get('/api/monthly-allowance')).status).toBe(401);
    const gql = await api.gql('{ monthlyAllowance { isMonthly capacity available used } }', {}, monthly.token);
    expect(gql.body.data.monthlyAllowance).toEqual({ isMonthly: true, capacity: 3, available: 3, used: 0 });
  });

  it('needs available ≥ the article points to start, and charges exactly the points once on a pass', async () => {
    const { user, token } = await createUser(t.services, { plan: 'professionalMonthly' });
    await t.db.query('UPDATE users SET subscription_started_at = $2 WHERE id = $1', [user.id, startedMonthsAgo(1)]);
    const expensive = await createSampleArticle(t.services, { pePointsValue: 2.5 });
    const refused = await start(user.id, expensive.id, token);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: MESSAGES.testAllowanceTooLow, available: 2, required: 2.5 });

    const article = await createSampleArticle(t.services, { pePointsValue: 1.5 });
    await start(user.id, article.id, token);
    const passed = await submit(user.id, article.id, await answerKey(t.db, user.id, article.id), token);
    expect(passed.body.passed).toBe(true);
    expect((await api.get('/api/monthly-allowance', token)).body).toEqual({ is_monthly: true, capacity: 2, available: 0.5, used: 1.5 });

    const statuses = await api.get(`/api/users/${user.id}/completion-statuses?article_ids=${article.id}&article_ids=${expensive.id}`, token);
    expect(statuses.body[String(expensive.id)]).toEqual({ completed: false, can_take_test: false, attempts_remaining: 3 });
    expect(statuses.body[String(article.id)]).toEqual({ completed: true, can_take_test: false, attempts_remaining: 2 });
  });

  it('keeps an attempt open when the allowance no longer covers a pass at submit time', async () => {
    const { user, token } = await createUser(t.services, { plan: 'professionalMonthly' });
    await t.db.query('UPDATE users SET subscription_started_at = $2 WHERE id = $1', [user.id, startedMonthsAgo(0)]);
    const a = await createSampleArticle(t.services, { pePointsValue: 1 });
    const b = await createSampleArticle(t.services, { pePointsValue: 1 });
    await start(user.id, a.id, token);
    await start(user.id, b.id, token);
    const keyA = await answerKey(t.db, user.id, a.id);
    const keyB = await answerKey(t.db, user.id, b.id);
    expect((await submit(user.id, a.id, keyA, token)).body.passed).toBe(true);
    const blocked = await submit(user.id, b.id, keyB, token);
    expect(blocked.status).toBe(402);
    expect(blocked.body.error).toBe(MESSAGES.testAllowanceTooLow);
    const [attempt] = await t.db.query('SELECT status FROM test_attempts WHERE user_id = $1 AND article_id = $2', [user.id, b.id]);
    expect(attempt.status).toBe('open');
    // A failing submit needs no allowance and is graded.
    expect((await submit(user.id, b.id, wrongAnswers(keyB), token)).body).toMatchObject({ passed: false, attempts_remaining: 2 });
    expect((await api.get('/api/monthly-allowance', token)).body).toEqual({ is_monthly: true, capacity: 1, available: 0, used: 1 });
  });
});

describe('completions and statuses', () => {
  it('lists completion records and statuses keyed by article id, for the owner or an admin', async () => {
    const { user, token } = await createUser(t.services);
    const passed = await createSampleArticle(t.services, { title: 'Passed one', pePointsValue: 2 });
    const failed = await createSampleArticle(t.services, { title: 'Failed one' });
    const untouched = await createSampleArticle(t.services, { title: 'Untouched' });
    await start(user.id, passed.id, token);
    await submit(user.id, passed.id, await answerKey(t.db, user.id, passed.id), token);
    await failOnce(user.id, failed.id, token);

    const list = await api.get(`/api/users/${user.id}/article-completions`, token);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      article_id: passed.id,
      article_title: 'Passed one',
      completion_year: new Date().getUTCFullYear(),
      pe_points_awarded: 2,
    });
    expect(new Date(list.body[0].completed_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(list.body[0].certificate_id).toMatch(/^[0-9A-Z]{26}$/);

    const statuses = await api.get(
      `/api/users/${user.id}/completion-statuses?article_ids=${passed.id}&article_ids=${failed.id}&article_ids=${untouched.id}&article_ids=99999999`,
      token,
    );
    expect(statuses.status).toBe(200);
    expect(statuses.body).toEqual({
      [passed.id]: { completed: true, can_take_test: false, attempts_remaining: 2 },
      [failed.id]: { completed: false, can_take_test: true, attempts_remaining: 2 },
      [untouched.id]: { completed: false, can_take_test: true, attempts_remaining: 3 },
    });
    const comma = await api.get(`/api/users/${user.id}/completion-statuses?article_ids=${passed.id},${failed.id}`, token);
    expect(Object.keys(comma.body).sort()).toEqual([String(passed.id), String(failed.id)].sort());
    expect((await api.get(`/api/users/${user.id}/completion-statuses`, token)).body).toEqual({});

    const one = await api.get(`/api/users/${user.id}/completion-status/${failed.id}`, token);
    expect(one.body).toEqual({ completed: false, can_take_test: true, attempts_remaining: 2 });
    expect((await api.get(`/api/users/${user.id}/completion-status/99999999`, token)).status).toBe(404);
    expect((await api.get(`/api/users/${user.id}/completion-statuses?article_ids=x`, token)).status).toBe(400);

    const other = await createUser(t.services);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    for (const p of [
      `/article-completions`,
      `/completion-statuses?article_ids=${passed.id}`,
      `/completion-status/${passed.id}`,
      '/activity-history',
      '/certificates',
    ]) {
      expect((await api.get(`/api/users/${user.id}${p}`)).status).toBe(401);
      expect((await api.get(`/api/users/${user.id}${p}`, other.token)).status).toBe(403);
      expect((await api.get(`/api/users/${user.id}${p}`, admin.token)).status).toBe(200);
    }
    // An admin sees the member's own standing, not the admin's.
    expect((await api.get(`/api/users/${user.id}/completion-status/${passed.id}`, admin.token)).body.completed).toBe(true);

    const free = await createUser(t.services, { plan: 'professionalInsights' });
    expect((await api.get(`/api/users/${free.user.id}/completion-status/${untouched.id}`, free.token)).body).toEqual({
      completed: false,
      can_take_test: false,
      attempts_remaining: 3,
    });
  });

  it('answers the same through GraphQL, with ownership', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    await start(user.id, article.id, token);
    await submit(user.id, article.id, await answerKey(t.db, user.id, article.id), token);
    const q = `query($ids: [ID!]!, $id: ID!, $userId: ID) {
      articleCompletions(userId: $userId) { edges { node { articleId articleTitle completionYear pePointsAwarded completedAt certificateId
        article { id title completionStatus { articleId completed canTakeTest attemptsRemaining } } } } }
      completionStatuses(articleIds: $ids, userId: $userId) { articleId completed canTakeTest attemptsRemaining }
      completionStatus(articleId: $id, userId: $userId) { completed attemptsRemaining }
      activityHistory(userId: $userId) { edges { node { articleTitle passed pePoints score total attemptNumber } } }
    }`;
    const res = await api.gql(q, { ids: [article.id], id: article.id }, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.articleCompletions.edges[0].node).toMatchObject({ articleId: String(article.id), pePointsAwarded: 1.5 });
    expect(res.body.data.articleCompletions.edges[0].node.article.completionStatus).toEqual({
      articleId: String(article.id),
      completed: true,
      canTakeTest: false,
      attemptsRemaining: 2,
    });
    expect(res.body.data.completionStatuses).toEqual([{ articleId: String(article.id), completed: true, canTakeTest: false, attemptsRemaining: 2 }]);
    expect(res.body.data.activityHistory.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { articleTitle: article.title, passed: true, pePoints: 1.5, score: 5, total: 5, attemptNumber: 1 },
    ]);

    const other = await createUser(t.services);
    const denied = await api.gql(q, { ids: [article.id], id: article.id, userId: user.id }, other.token);
    expect(denied.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anon = await api.gql(q, { ids: [article.id], id: article.id, userId: user.id });
    expect(anon.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('pages completions and graded attempts as connections, in the order of the REST lists, with the whole count', async () => {
    const { user, token } = await createUser(t.services);
    const articles = await Promise.all(Array.from({ length: 5 }, (_, i) => createArticle(t.services, { title: `Paged completion ${i}` })));
    // Three share a time to the microsecond, so each keyset must order ties by id without skipping or repeating.
    const tie = new Date('2026-02-03T08:00:00.123Z');
    await createCompletions(
      t.services,
      user.id,
      articles.map((a, i) => ({ articleId: a.id, completedAt: i < 3 ? tie : new Date(Date.UTC(2026, 1, 10 + i)) })),
    );
    await t.db.query(`UPDATE article_completions SET completed_at = completed_at + interval '456 microseconds' WHERE completed_at = $1`, [tie.toISOString()]);
    await t.db.query(`UPDATE test_attempts SET submitted_at = submitted_at + interval '456 microseconds' WHERE submitted_at = $1`, [tie.toISOString()]);
    const failed = await createSampleArticle(t.services);
    await failOnce(user.id, failed.id, token);

    const restCompletions = (await api.get(`/api/users/${user.id}/article-completions`, token)).body.map((c: { id: number }) => String(c.id));
    const restActivity = (await api.get(`/api/users/${user.id}/activity-history`, token)).body.map(
      (a: { article_id: number; attempt_number: number }) => `${a.article_id}/${a.attempt_number}`,
    );
    expect(restCompletions).toHaveLength(5);
    expect(restActivity).toHaveLength(6);

    async function pageThrough(field: 'articleCompletions' | 'activityHistory', node: string, key: (n: Record<string, number>) => number | string) {
      const query = `query($first: Int, $after: String) { ${field}(first: $first, after: $after) {
        edges { cursor node { ${node} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }`;
      const seen: Array<number | string> = [];
      let after: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const res: { body: any } = await api.gql(query, { first: 2, after }, token);
        expect(res.body.errors).toBeUndefined();
        const page = res.body.data[field];
        expect(page.edges.length).toBeLessThanOrEqual(2);
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
        expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
        seen.push(...page.edges.map((e: { node: Record<string, number> }) => key(e.node)));
        if (!page.pageInfo.hasNextPage) return { seen, totalCount: page.totalCount };
        after = page.pageInfo.endCursor;
      }
      throw new Error(`${field} did not end`);
    }
    await expect(pageThrough('articleCompletions', 'databaseId', (n) => String(n.databaseId))).resolves.toEqual({ seen: restCompletions, totalCount: 5 });
    await expect(pageThrough('activityHistory', 'id articleId attemptNumber', (n) => `${n.articleId}/${n.attemptNumber}`)).resolves.toEqual({
      seen: restActivity,
      totalCount: 6,
    });

    // Without first: the documented default page; bad page sizes and cursors it did not write are input errors.
    const whole = await api.gql('{ articleCompletions { edges { node { id } } pageInfo { hasNextPage } } }', {}, token);
    expect(whole.body.data.articleCompletions.edges).toHaveLength(5);
    for (const field of ['articleCompletions', 'activityHistory']) {
      const query = `query($first: Int, $after: String) { ${field}(first: $first, after: $after) { totalCount } }`;
      for (const first of [0, 101]) expect((await api.gql(query, { first }, token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      for (const after of ['not-a-cursor', Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 'x'])).toString('base64url')]) {
        expect((await api.gql(query, { first: 2, after }, token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    }
    const other = await createUser(t.services);
    const denied = await api.gql('query($u: ID) { activityHistory(userId: $u) { totalCount } }', { u: user.id }, other.token);
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const empty = await api.gql('{ activityHistory(first: 100) { edges { cursor } pageInfo { hasNextPage endCursor } totalCount } }', {}, other.token);
    expect(empty.body.data.activityHistory).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 });
  });

  it('resolves Article.completionStatus for a page of articles in one SQL statement', async () => {
    const { user } = await createUser(t.services);
    const articles = await Promise.all(Array.from({ length: 12 }, () => createSampleArticle(t.services)));
    const loaders = createLoaders(t.services);
    const { result, statements } = await countStatements(() => Promise.all(articles.map((a) => loaders.completionStatus.load({ user, articleId: a.id }))));
    expect(statements).toBe(1);
    expect(result.every((s) => s?.canTakeTest === true && s.attemptsRemaining === 3)).toBe(true);
  });
});

describe('GraphQL startTest / submitTest', () => {
  const PROBLEMS = 'userErrors { field message code }';
  const START = `mutation($input: StartTestInput!) { startTest(input: $input) {
    session { articleId attemptNumber attemptsRemaining questions { id question optionA optionB optionC optionD } } ${PROBLEMS} } }`;
  const SUBMIT = `mutation($input: SubmitTestInput!) { submitTest(input: $input) {
    result { score total percentage passed attemptsRemaining pePointsAwarded certificateId message
      results { questionId question userAnswer correctAnswer correctAnswerText isCorrect explanation } } ${PROBLEMS} } }`;
  /** The changed records a client merges into its cache; the dashboard only with what changes. */
  const SUBMIT_ALL = `mutation($input: SubmitTestInput!) { submitTest(input: $input) {
    result { passed score pePointsAwarded attemptsRemaining certificateId results { correctAnswer explanation } }
    article { id completionStatus { articleId completed canTakeTest attemptsRemaining } }
    user { id pePointsEarned }
    monthlyAllowance { isMonthly capacity used available }
    dashboard { id year stats { totalPoints completedCount yearPoints } allowance { used available } pointsHistory { pointsForYear } recommendedArticles { id } }
    activityEdge { cursor node { id articleId articleTitle passed pePoints score total attemptNumber date } }
    completionEdge { cursor node { id articleId articleTitle completionYear pePointsAwarded completedAt certificateId } }
    certificateEdge { cursor node { certificateId articleId articleTitle fieldOfStudy pePoints completedAt revoked revocationReason } }
    ${PROBLEMS} } }`;
  const startGql = (articleId: number, token: string, userId?: number) => api.gql(START, { input: { articleId, userId } }, token);
  const asList = (key: Record<string, string>) => Object.entries(key).map(([questionId, answer]) => ({ questionId: Number(questionId), answer }));

  it('runs a test end to end with the same rules as REST', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const started = await startGql(article.id, token);
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data.startTest.userErrors).toEqual([]);
    expect(started.body.data.startTest.session.questions).toHaveLength(5);
    const key = await answerKey(t.db, user.id, article.id);
    const failed = await api.gql(SUBMIT, { input: { articleId: article.id, answers: asList(wrongAnswers(key)) } }, token);
    expect(failed.body.data.submitTest.result).toMatchObject({ score: 0, passed: false, attemptsRemaining: 2, message: MESSAGES.testFailScore });
    expect(failed.body.data.submitTest.result.results).toEqual([]);

    await startGql(article.id, token);
    const right = asList(await answerKey(t.db, user.id, article.id));
    // A question answered twice is an input problem addressed to the answers; nothing is graded.
    const dup = await api.gql(SUBMIT, { input: { articleId: article.id, answers: [right[0], right[0]] } }, token);
    expect(dup.body.errors).toBeUndefined();
    expect(dup.body.data.submitTest).toEqual({
      result: null,
      userErrors: [{ field: ['answers'], message: `Question ${right[0].questionId} is answered twice`, code: 'BAD_USER_INPUT' }],
    });
    const passed = await api.gql(SUBMIT, { input: { articleId: article.id, answers: right } }, token);
    expect(passed.body.data.submitTest.result).toMatchObject({ score: 5, passed: true, attemptsRemaining: 1 });
    const again = await startGql(article.id, token);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.startTest).toEqual({ session: null, userErrors: [{ field: null, message: MESSAGES.testAlreadyPassed, code: 'CONFLICT' }] });
    expect((await api.gql(START, { input: { articleId: article.id } })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.gql(SUBMIT, { input: { articleId: article.id, answers: [] } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a pass with every record it changed, each as the lists and queries read it afterwards', async () => {
    const { user, token } = await createUser(t.services, { plan: 'professional' });
    const earlier = await createSampleArticle(t.services, { title: 'Passed before' });
    await start(user.id, earlier.id, token);
    await submit(user.id, earlier.id, await answerKey(t.db, user.id, earlier.id), token);
    // A pass is recorded at whole seconds (the credential's validFrom must equal its nbf): the second pass falls in a
    // later second, so "newest first" puts it first without leaning on the tie-break.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const article = await createSampleArticle(t.services, { title: 'Passed through GraphQL', pePointsValue: 1.5 });
    await startGql(article.id, token);
    const res = await api.gql(SUBMIT_ALL, { input: { articleId: article.id, answers: asList(await answerKey(t.db, user.id, article.id)) } }, token);
    expect(res.body.errors).toBeUndefined();
    const p = res.body.data.submitTest;
    expect(p.userErrors).toEqual([]);
    expect(p.result).toMatchObject({ passed: true, score: 5, pePointsAwarded: 1.5, attemptsRemaining: 2, certificateId: expect.any(String) });
    for (const r of p.result.results) expect(r).toEqual({ correctAnswer: expect.stringMatching(/^[A-D]$/), explanation: expect.any(String) });
    expect(p.article).toEqual({
      id: toGlobalId('Article', article.id),
      completionStatus: { articleId: String(article.id), completed: true, canTakeTest: false, attemptsRemaining: 2 },
    });

    const after = await api.gql(
      `{ me { id pePointsEarned } monthlyAllowance { isMonthly capacity used available }
         dashboard { id year stats { totalPoints completedCount yearPoints } allowance { used available } pointsHistory { pointsForYear } recommendedArticles { id } }
         activityHistory(first: 100) { edges { cursor node { id articleId articleTitle passed pePoints score total attemptNumber date } } totalCount }
         articleCompletions(first: 100) { edges { cursor node { id articleId articleTitle completionYear pePointsAwarded completedAt certificateId } } totalCount }
         certificates(first: 100) { edges { cursor node { certificateId articleId articleTitle fieldOfStudy pePoints completedAt revoked revocationReason } } totalCount } }`,
      {},
      token,
    );
    expect(after.body.errors).toBeUndefined();
    const now = after.body.data;
    expect(p.user).toEqual(now.me);
    expect(p.user.pePointsEarned).toBe(earlier.pePointsValue + 1.5);
    expect(p.monthlyAllowance).toEqual(now.monthlyAllowance);
    expect(p.dashboard).toEqual(now.dashboard);
    expect(p.dashboard.stats.completedCount).toBe(2);
    expect(p.dashboard.recommendedArticles.map((a: { id: number }) => a.id)).not.toContain(String(article.id));
    // Each new entry is the head of its list, and its cursor continues that list after it.
    const lists = [
      ['activityHistory', p.activityEdge, 2],
      ['articleCompletions', p.completionEdge, 2],
      ['certificates', p.certificateEdge, 2],
    ] as const;
    for (const [field, edge, total] of lists) {
      expect({ field, node: edge.node }).toEqual({ field, node: now[field].edges[0].node });
      expect(now[field].totalCount).toBe(total);
      const rest = await api.gql(`query($after: String) { ${field}(first: 100, after: $after) { edges { cursor } } }`, { after: edge.cursor }, token);
      expect(rest.body.errors).toBeUndefined();
      expect(rest.body.data[field].edges.map((e: { cursor: string }) => e.cursor)).toEqual(now[field].edges.slice(1).map((e: { cursor: string }) => e.cursor));
    }
    expect(p.certificateEdge.node).toMatchObject({ certificateId: p.result.certificateId, articleTitle: 'Passed through GraphQL', revoked: false });
    expect(p.completionEdge.node.certificateId).toBe(p.result.certificateId);
  });

  it('answers a fail with the attempt and the standing only: no key, no completion, no certificate', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    await startGql(article.id, token);
    const res = await api.gql(
      SUBMIT_ALL,
      { input: { articleId: article.id, answers: asList(wrongAnswers(await answerKey(t.db, user.id, article.id))) } },
      token,
    );
    expect(res.body.errors).toBeUndefined();
    const p = res.body.data.submitTest;
    expect(p.result).toEqual({ passed: false, score: 0, pePointsAwarded: 0, attemptsRemaining: 2, certificateId: null, results: [] });
    expect(p.article.completionStatus).toEqual({ articleId: String(article.id), completed: false, canTakeTest: true, attemptsRemaining: 2 });
    expect(p.activityEdge.node).toMatchObject({ articleId: String(article.id), passed: false, pePoints: 0, score: 0, attemptNumber: 1 });
    expect(p.completionEdge).toBeNull();
    expect(p.certificateEdge).toBeNull();
    expect(p.user).toEqual({ id: toGlobalId('User', user.id), pePointsEarned: 0 });
    const stored: Array<{ explanation: string }> = await t.db.query('SELECT explanation FROM test_questions WHERE article_id = $1', [article.id]);
    for (const q of stored) expect(JSON.stringify(res.body)).not.toContain(q.explanation);
  });

  it('answers expected refusals as userErrors, and being signed out or not allowed as errors', async () => {
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const submitGql = (input: Record<string, unknown>, as = token) => api.gql(SUBMIT, { input }, as);

    // Nothing open to grade, an unknown article, a question not in the test.
    expect((await submitGql({ articleId: article.id, answers: [] })).body.data.submitTest).toEqual({
      result: null,
      userErrors: [{ field: null, message: MESSAGES.testNotStarted, code: 'CONFLICT' }],
    });
    expect((await startGql(999999, token)).body.data.startTest.userErrors).toEqual([{ field: null, message: 'Article not found', code: 'NOT_FOUND' }]);
    await startGql(article.id, token);
    expect((await submitGql({ articleId: article.id, answers: [{ questionId: 999999, answer: 'A' }] })).body.data.submitTest.userErrors).toEqual([
      { field: null, message: 'Question 999999 is not part of this test', code: 'BAD_USER_INPUT' },
    ]);

    // The attempt limit.
    for (let i = 0; i < LIMITS.maxTestAttempts; i++) {
      if (i > 0) await startGql(article.id, token);
      const graded = await submitGql({ articleId: article.id, answers: asList(wrongAnswers(await answerKey(t.db, user.id, article.id))) });
      expect(graded.body.data.submitTest.result.attemptsRemaining).toBe(LIMITS.maxTestAttempts - 1 - i);
    }
    const limit = [{ field: null, message: `${MESSAGES.testMaxAttempts}0`, code: 'CONFLICT' }];
    expect((await startGql(article.id, token)).body.data.startTest).toEqual({ session: null, userErrors: limit });
    expect((await submitGql({ articleId: article.id, answers: [] })).body.data.submitTest.userErrors).toEqual(limit);

    // Another member's test, without admin rights, and a plan without tests stay errors.
    const other = await createUser(t.services);
    const forbidden = await submitGql({ articleId: article.id, answers: [], userId: user.id }, other.token);
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await startGql(article.id, other.token, user.id)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const free = await createUser(t.services, { plan: 'professionalInsights' });
    expect((await startGql(article.id, free.token)).body.errors?.[0]).toMatchObject({ message: MESSAGES.testNotIncluded, extensions: { code: 'FORBIDDEN' } });
  });

  it('answers an exhausted monthly allowance as a PAYMENT_REQUIRED userError, keeping the attempt open, and returns the allowance a pass leaves', async () => {
    const { user, token } = await createUser(t.services, { plan: 'professionalMonthly' });
    const started = new Date();
    started.setUTCDate(1);
    started.setUTCHours(0, 0, 0, 0);
    await t.db.query('UPDATE users SET subscription_started_at = $2 WHERE id = $1', [user.id, started]);
    const expensive = await createSampleArticle(t.services, { pePointsValue: 2 });
    expect((await startGql(expensive.id, token)).body.data.startTest).toEqual({
      session: null,
      userErrors: [{ field: null, message: MESSAGES.testAllowanceTooLow, code: 'PAYMENT_REQUIRED' }],
    });
    const a = await createSampleArticle(t.services, { pePointsValue: 1 });
    const b = await createSampleArticle(t.services, { pePointsValue: 1 });
    await startGql(a.id, token);
    await startGql(b.id, token);
    const keyB = await answerKey(t.db, user.id, b.id);
    const passA = await api.gql(SUBMIT_ALL, { input: { articleId: a.id, answers: asList(await answerKey(t.db, user.id, a.id)) } }, token);
    expect(passA.body.data.submitTest.monthlyAllowance).toEqual({ isMonthly: true, capacity: 1, used: 1, available: 0 });
    expect(passA.body.data.submitTest.dashboard.allowance).toEqual({ used: 1, available: 0 });
    const blocked = await api.gql(SUBMIT, { input: { articleId: b.id, answers: asList(keyB) } }, token);
    expect(blocked.body.data.submitTest).toEqual({
      result: null,
      userErrors: [{ field: null, message: MESSAGES.testAllowanceTooLow, code: 'PAYMENT_REQUIRED' }],
    });
    const [attempt] = await t.db.query('SELECT status FROM test_attempts WHERE user_id = $1 AND article_id = $2', [user.id, b.id]);
    expect(attempt.status).toBe('open');
  });

  it("lets an admin grade a member's attempt, with the member's records and no dashboard of the admin", async () => {
    const { user, token } = await createUser(t.services);
    const admin = await createUser(t.services, { isAdmin: true });
    const article = await createSampleArticle(t.services);
    await startGql(article.id, token);
    const res = await api.gql(
      SUBMIT_ALL,
      { input: { articleId: article.id, userId: user.id, answers: asList(await answerKey(t.db, user.id, article.id)) } },
      admin.token,
    );
    expect(res.body.errors).toBeUndefined();
    const p = res.body.data.submitTest;
    expect(p.result.passed).toBe(true);
    expect(p.user).toEqual({ id: toGlobalId('User', user.id), pePointsEarned: article.pePointsValue });
    expect(p.dashboard).toBeNull();
    expect(p.certificateEdge.node.articleId).toBe(String(article.id));
  });

  it('exposes no answer key anywhere a user can reach before submitting', async () => {
    // Every type reachable from Query and from every Mutation except submitTest.
    const intro =
      await api.gql(`{ __schema { queryType { name } mutationType { name } types { name kind fields { name type { ...T } } inputFields { name } } } }
      fragment T on __Type { name kind ofType { name kind ofType { name kind ofType { name kind } } } }`);
    type IntroType = { name: string; kind: string; fields: Array<{ name: string; type: { name: string | null; ofType: unknown } }> | null };
    const types = new Map<string, IntroType>(intro.body.data.__schema.types.map((ty: IntroType) => [ty.name, ty]));
    const named = (ty: { name: string | null; ofType: unknown }): string => ty.name ?? named(ty.ofType as { name: string | null; ofType: unknown });
    const reachable = new Set<string>();
    const visit = (name: string) => {
      if (reachable.has(name) || name.startsWith('__')) return;
      reachable.add(name);
      for (const f of types.get(name)?.fields ?? []) visit(named(f.type));
    };
    for (const f of types.get('Query')!.fields!) visit(named(f.type));
    for (const f of types.get('Mutation')!.fields!) if (f.name !== 'submitTest') visit(named(f.type));
    const leaking = [...reachable].flatMap((n) =>
      (types.get(n)?.fields ?? []).filter((f) => /correct|explanation|answerKey/i.test(f.name)).map((f) => `${n}.${f.name}`),
    );
    expect(leaking).toEqual([]);
    expect(reachable.has('TestResult')).toBe(false);

    // And the raw JSON of every field of a started test carries no key or explanation.
    const { user, token } = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    // Article bodies are left out of the selection: their names hold no key, and at 100 points each
    // (the published cost of long texts) a list of them would exceed the query cost limit.
    const heavy = new Set(['contentHtml', 'contentMarkdown']);
    const fields = (name: string): string =>
      (types.get(name)!.fields ?? [])
        .filter((f) => !heavy.has(f.name))
        .map((f) => (types.get(named(f.type))?.fields ? `${f.name} { ${fields(named(f.type))} }` : f.name))
        .join(' ');
    const res = await api.gql(`mutation($a: ID!) { startTest(input: { articleId: $a }) { ${fields('StartTestPayload')} } }`, { a: article.id }, token);
    expect(res.body.errors).toBeUndefined();
    const raw = JSON.stringify(res.body);
    const stored: Array<{ explanation: string }> = await t.db.query('SELECT explanation FROM test_questions WHERE article_id = $1', [article.id]);
    for (const s of stored) expect(raw).not.toContain(s.explanation);
    expect(keysOf(res.body).filter((k) => /correct|explanation|answer|key/i.test(k))).toEqual([]);
    const statusRes = await api.gql(
      `query($a: ID!) { completionStatus(articleId: $a) { ${fields('CompletionStatus')} } articleCompletions(first: 5) { edges { node { ${fields('ArticleCompletion')} } } } activityHistory(first: 5) { edges { node { ${fields('ActivityItem')} } } } }`,
      { a: article.id },
      token,
    );
    expect(statusRes.body.errors).toBeUndefined();
    expect(keysOf(statusRes.body).filter((k) => /correct|explanation|answer|key/i.test(k))).toEqual([]);
    expect(user.id).toBeGreaterThan(0);
  });
});
