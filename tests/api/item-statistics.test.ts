import { itemStatistics, MIN_RESPONSES_FOR_FLAGS } from '../../server/src/modules/assessment/bank/item-statistics';
import { QuestionBankRepository } from '../../server/src/modules/assessment/bank/question-bank.repository';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createSampleArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

type Letter = 'A' | 'B' | 'C' | 'D';
const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

/** Pearson correlation, the reference the SQL's point-biserial is checked against. */
function pearson(x: number[], y: number[]): number | null {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : null;
}

/** Six items (keys A, B, C, D, A, B) and `count` graded attempts of five with a shuffled option order and answers from `choose`. */
async function seedAttempts(count: number, choose: (attempt: number, item: number, shownKey: Letter) => Letter | null) {
  const article = await createArticle(t.services);
  const { user } = await createUser(t.services);
  const keys: Letter[] = ['A', 'B', 'C', 'D', 'A', 'B'];
  const ids: number[] = [];
  for (const [i, key] of keys.entries()) {
    const [row] = await t.db.query(
      `INSERT INTO test_questions (article_id, question, option_a, option_b, option_c, option_d, correct_option, explanation, generator, content_hash, status)
       VALUES ($1, $2, 'a', 'b', 'c', 'd', $3, 'e', 'curated', '', 'approved') RETURNING id`,
      [article.id, `Question ${i}`, key],
    );
    ids.push(Number(row.id));
  }
  const truth = new Map<number, { correct: number[]; rest: number[]; chose: Record<string, number> }>(
    ids.map((id) => [id, { correct: [], rest: [], chose: {} }]),
  );
  for (let a = 0; a < count; a++) {
    const served = [0, 1, 2, 3, 4, 5]
      .filter((i) => i !== a % 6)
      .map((i) => ({ i, order: a % 2 ? (['D', 'C', 'B', 'A'] as Letter[]) : (['B', 'A', 'D', 'C'] as Letter[]) }));
    const answers: Record<string, Letter> = {};
    const correctness: Array<{ i: number; correct: number; stored: string }> = [];
    for (const s of served) {
      const shownKey = LETTERS[s.order.indexOf(keys[s.i])];
      const shown = choose(a, s.i, shownKey);
      if (shown) answers[String(ids[s.i])] = shown;
      const stored = shown ? s.order[LETTERS.indexOf(shown)] : 'none';
      correctness.push({ i: s.i, correct: stored === keys[s.i] ? 1 : 0, stored });
    }
    const score = correctness.reduce((n, c) => n + c.correct, 0);
    for (const c of correctness) {
      const tr = truth.get(ids[c.i])!;
      tr.correct.push(c.correct);
      tr.rest.push(score - c.correct);
      tr.chose[c.stored] = (tr.chose[c.stored] ?? 0) + 1;
    }
    await t.db.query(
      `INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, answers, score, total, submitted_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, 5, now())`,
      [
        user.id,
        article.id,
        a + 1,
        score >= 4 ? 'passed' : 'failed',
        JSON.stringify(served.map((s) => ({ questionId: ids[s.i], order: s.order }))),
        JSON.stringify(answers),
        score,
      ],
    );
  }
  return { article, ids, truth };
}

describe('item statistics', () => {
  it('computes responses, facility, point-biserial discrimination and choice shares through the stored permutation', async () => {
    // Deterministic but varied behaviour: item 2 is answered right mostly by weak candidates.
    const { article, ids, truth } = await seedAttempts(60, (a, i, shownKey) => {
      const strong = a % 3 !== 0;
      if (i === 5 && a % 7 === 0) return null;
      const right = i === 2 ? !strong : i === 4 ? true : strong || (a + i) % 4 === 0;
      return right ? shownKey : LETTERS[(LETTERS.indexOf(shownKey) + 1 + ((a + i) % 3)) % 4];
    });
    const stats = await itemStatistics(new QuestionBankRepository(t.db), article.id);
    for (const id of ids) {
      const s = stats.get(id)!;
      const tr = truth.get(id)!;
      expect(s.responses).toBe(tr.correct.length);
      expect(s.facility).toBeCloseTo(tr.correct.reduce((x, y) => x + y, 0) / tr.correct.length, 10);
      const r = pearson(tr.correct, tr.rest);
      if (r === null) expect(s.discrimination).toBeNull();
      else expect(s.discrimination).toBeCloseTo(r, 10);
      for (const l of LETTERS) expect(s.chose[l]).toBeCloseTo((tr.chose[l] ?? 0) / tr.correct.length, 10);
      expect(s.unanswered).toBeCloseTo((tr.chose.none ?? 0) / tr.correct.length, 10);
    }
    expect(stats.get(ids[2])!.discrimination!).toBeLessThan(0);
    expect(stats.get(ids[2])!.flags).toContain('negative discrimination');
    expect(stats.get(ids[4])!.flags).toContain('too easy');
    expect(stats.get(ids[4])!.responses).toBeGreaterThanOrEqual(MIN_RESPONSES_FOR_FLAGS);
  });

  it('raises no flags before 30 responses', async () => {
    const { article, ids } = await seedAttempts(12, (_a, _i, shownKey) => shownKey);
    const stats = await itemStatistics(new QuestionBankRepository(t.db), article.id);
    expect(stats.get(ids[0])!.facility).toBe(1);
    expect([...stats.values()].flatMap((s) => s.flags)).toEqual([]);
  });
});

describe('admin question bank API', () => {
  it('lists items with statistics and gate findings, edits by retiring, approves only passing items and retires', async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    const member = await createUser(t.services);
    const article = await createArticle(t.services, { content: '## Rates\n\nThe standard rate is 21 percent for most goods and services.\n' });
    const url = `/api/admin/articles/${article.id}/question-bank`;
    expect((await api.get(url, member.token)).status).toBe(403);
    expect((await api.get(url)).status).toBe(401);

    const good = {
      question: 'Which rate applies to most goods and services?',
      option_a: '21 percent',
      option_b: '9 percent',
      option_c: '0 percent',
      option_d: '12 percent',
      correct_option: 'A',
      explanation: 'The standard rate covers most goods and services.',
      source_section: 'Rates',
      source_quote: 'The standard rate is 21 percent for most goods and services.',
      approve: true,
    };
    const created = await api.post(url, good, admin.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'approved', source: 'curated', gate_failures: [] });

    const edited = await api.put(`${url}/${created.body.id}`, { ...good, option_d: '21 percent or 9 percent' }, admin.token);
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe('draft');
    expect(edited.body.gate_failures.map((f: { message: string }) => f.message)).toContain('Option A is contained in option D');
    const list = await api.get(url, admin.token);
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([edited.body.id]);

    const approve = await api.post(`/api/admin/question-bank/${edited.body.id}/status`, { status: 'approved' }, admin.token);
    expect(approve.status).toBe(400);
    expect(approve.body.error).toContain('Option A is contained in option D');
    const retired = await api.post(`/api/admin/question-bank/${edited.body.id}/status`, { status: 'retired' }, admin.token);
    expect(retired.body).toMatchObject({ status: 'retired' });
    expect((await api.post(url, { ...good, correct_option: 'E' }, admin.token)).status).toBe(400);
  });

  it('drafts new items with the generator for an admin: stored as drafts with the gate findings, beside the approved bank', async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    const member = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const url = `/api/admin/articles/${article.id}/question-bank/drafts`;
    expect((await api.post(url, {}, member.token)).status).toBe(403);
    expect((await api.post(url, {})).status).toBe(401);
    expect((await api.post('/api/admin/articles/999999/question-bank/drafts', {}, admin.token)).status).toBe(404);

    const before = (await api.get(`/api/admin/articles/${article.id}/question-bank`, admin.token)).body.items;
    const drafted = await api.post(url, {}, admin.token);
    expect(drafted.status).toBe(201);
    expect(drafted.body.items.length).toBeGreaterThan(0);
    expect(drafted.body.items.length).toBeLessThanOrEqual(5);
    for (const item of drafted.body.items) {
      expect(item).toMatchObject({ status: 'draft', source: 'offline' });
      expect(Array.isArray(item.gate_failures)).toBe(true);
    }
    // Nothing existing changed: the earlier items keep their status, the drafts are added.
    const after = (await api.get(`/api/admin/articles/${article.id}/question-bank`, admin.token)).body.items;
    const statusOf = new Map(after.map((i: { id: number; status: string }) => [i.id, i.status]));
    for (const old of before) expect(statusOf.get(old.id)).toBe(old.status);
    expect(after.length).toBe(before.length + drafted.body.items.length);
  });
});
