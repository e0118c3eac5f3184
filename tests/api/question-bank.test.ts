import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { studyPoints } from '../../server/src/modules/articles/study-time';
import { QuestionBankRepository } from '../../server/src/modules/assessment/bank/question-bank.repository';
import { QuestionBankService } from '../../server/src/modules/assessment/bank/question-bank.service';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey, wrongAnswers } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

type Letter = 'A' | 'B' | 'C' | 'D';

/** A small article whose "Figures" section states one fact per bank item. */
const CASES = 12;
const ARTICLE = `---
title: "Measuring units in practice"
category: Engineering
language: English
pe_points_value: 3
authors:
  - name: Test author
    role: Chartered engineer (test fixture)
reviewed_on: 2026-10-01
video_minutes: 20
learning_objectives:
  - Apply the unit figure of each case
references:
  - "NEN-EN 1990:2019, section 6.4.3"
keywords:
  en: [units, cases]
  nl: [eenheden, gevallen]
summary: |
  - Each case uses its own number of units.
---

## Figures

${Array.from({ length: CASES }, (_, i) => `Case ${i + 1} uses exactly ${(i + 1) * 10} units of measure in practice.`).join(' ')}

## Background

The figures above come from long experience with measuring work on building sites.
`;

const item = (i: number, overrides: Record<string, string> = {}) => {
  const n = (i + 1) * 10;
  return {
    id: `q${String(i + 1).padStart(2, '0')}`,
    question: `How many units of measure does case ${i + 1} use in practice?`,
    options: { A: `${n} units`, B: `${n + 3} units`, C: `${n + 5} units`, D: `${n + 7} units` },
    answer: 'A',
    explanation: `The article gives ${n} units for case ${i + 1}.`,
    source: { section: 'Figures', quote: `Case ${i + 1} uses exactly ${n} units of measure in practice.` },
    ...overrides,
  };
};

const yaml = (items: unknown[]) => `items:\n${items.map((it) => `  - ${JSON.stringify(it)}`).join('\n')}\n`;

let t: TestApp;
let api: ApiClient;
let folder: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'leerpunt-bank-'));

const writeBank = (items: unknown[]) => writeFileSync(path.join(folder, 'articles', 'measuring-units.questions.yaml'), yaml(items));
const importNow = () => t.services.contentImport.importFolder(folder);
const articleId = async () => Number((await t.db.query(`SELECT id FROM articles WHERE slug = 'measuring-units'`))[0].id);
const start = (userId: number, id: number, token: string) => api.post(`/api/users/${userId}/articles/${id}/start-test`, {}, token);
const submit = (userId: number, id: number, answers: unknown, token: string) => api.post(`/api/users/${userId}/articles/${id}/submit-test`, { answers }, token);

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir, QUESTION_REVIEW: 'required' });
  api = apiClient(t.url);
  folder = mkdtempSync(path.join(tmpdir(), 'leerpunt-bank-content-'));
  mkdirSync(path.join(folder, 'articles'));
  writeFileSync(path.join(folder, 'articles', 'measuring-units.md'), ARTICLE);
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('curated question banks', () => {
  it('imports a bank: passing items approved, failing ones kept as drafts and reported; metadata and study-time points stored', async () => {
    const broken = item(CASES, { question: 'Which of these applies?' });
    (broken as { options: Record<string, string> }).options = { A: '10 units', B: '10 units.', C: '20 units', D: '30 units' };
    writeBank([
      ...Array.from({ length: CASES }, (_, i) => item(i)),
      { ...item(0, { id: 'q99' }), source: { section: 'Figures', quote: 'Case 1 uses exactly 99 units of measure.' } },
      broken,
    ]);
    const report = await importNow();
    expect(report.errors).toEqual([]);
    expect(report.banks).toHaveLength(1);
    const bank = report.banks[0];
    expect(bank).toMatchObject({ slug: 'measuring-units', created: CASES + 2, approved: CASES });
    const failing = Object.fromEntries(bank.failures.map((f) => [f.id, f.failures.map((x) => x.rule)]));
    expect(failing.q99).toEqual(['support']);
    expect(failing.q13).toContain('options');

    const rows: Array<{ external_id: string; status: string; generator: string; source_section: string; gate_failures: unknown[] }> = await t.db.query(
      'SELECT external_id, status, generator, source_section, gate_failures FROM test_questions WHERE article_id = $1 AND retired_at IS NULL ORDER BY external_id',
      [await articleId()],
    );
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(CASES);
    expect(rows.find((r) => r.external_id === 'measuring-units#q99')).toMatchObject({ status: 'draft', generator: 'curated', source_section: 'Figures' });
    expect(rows.find((r) => r.external_id === 'measuring-units#q99')!.gate_failures).toHaveLength(1);

    const [a] = await t.db.query(
      `SELECT authors, reviewed_on::text AS reviewed_on, next_review_on::text AS next_review_on, learning_objectives, "references", keywords, video_minutes, pe_points_value, summary, content FROM articles WHERE slug = 'measuring-units'`,
    );
    expect(a).toMatchObject({
      authors: [{ name: 'Test author', role: 'Chartered engineer (test fixture)' }],
      reviewed_on: '2026-10-01',
      next_review_on: '2027-10-01',
      learning_objectives: ['Apply the unit figure of each case'],
      references: ['NEN-EN 1990:2019, section 6.4.3'],
      keywords: { en: ['units', 'cases'], nl: ['eenheden', 'gevallen'] },
      video_minutes: 20,
    });
    // The file's pe_points_value (3) gives no reason, so study time decides: 20 video minutes + reading + 5 × 1.85.
    expect(Number(a.pe_points_value)).toBe(studyPoints({ summary: a.summary, content: a.content, videoMinutes: 20 }, 60));
    expect(Number(a.pe_points_value)).toBe(0.5);
  });

  it('is idempotent, and an edited item retires its old row without breaking an attempt that showed it', async () => {
    const again = await importNow();
    expect(again.banks[0]).toMatchObject({ created: 0, retired: 0, unchanged: CASES + 2 });

    const { user, token } = await createUser(t.services);
    const id = await articleId();
    expect((await start(user.id, id, token)).status).toBe(200);
    const key = await answerKey(t.db, user.id, id);
    const served: Array<{ questions: Array<{ questionId: number }> }> = await t.db.query(`SELECT questions FROM test_attempts WHERE user_id = $1`, [user.id]);
    const shownIds = served[0].questions.map((q) => q.questionId);
    const shown: Array<{ external_id: string }> = await t.db.query('SELECT external_id FROM test_questions WHERE id = ANY($1::int[])', [shownIds]);
    const editedId = shown[0].external_id.split('#')[1];
    const editedIndex = Number(editedId.slice(1)) - 1;

    writeBank([
      ...Array.from({ length: CASES }, (_, i) => (i === editedIndex ? item(i, { explanation: 'Rewritten: the Figures section states it.' }) : item(i))),
    ]);
    const edited = await importNow();
    // One changed item (old row retired, new one inserted), two items dropped from the file (retired).
    expect(edited.banks[0]).toMatchObject({ created: 1, retired: 3, unchanged: CASES - 1 });
    const [{ live, retired }] = await t.db.query(
      `SELECT count(*) FILTER (WHERE retired_at IS NULL)::int AS live, count(*) FILTER (WHERE retired_at IS NOT NULL AND status = 'retired')::int AS retired FROM test_questions WHERE article_id = $1`,
      [id],
    );
    expect({ live, retired }).toEqual({ live: CASES, retired: 3 });

    const res = await submit(user.id, id, key, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passed: true, score: LIMITS.questionsPerTest });
    expect(res.body.results.map((r: { question_id: number }) => r.question_id).sort()).toEqual([...shownIds].sort());
  });

  it('grades by the letters the member saw: options are shuffled per attempt and the permutation is stored', async () => {
    const id = await articleId();
    const orders = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { user, token } = await createUser(t.services);
      const session = await start(user.id, id, token);
      expect(session.status).toBe(200);
      const [attempt] = await t.db.query(`SELECT questions FROM test_attempts WHERE user_id = $1 AND status = 'open'`, [user.id]);
      const answers: Record<string, Letter> = {};
      for (const q of session.body.questions as Array<{
        id: number;
        option_a: string;
        option_b: string;
        option_c: string;
        option_d: string;
        question: string;
      }>) {
        const stored = attempt.questions.find((s: { questionId: number }) => s.questionId === q.id);
        orders.add(stored.order.join(''));
        // The right option is the one with the case's figure, wherever the shuffle put it.
        const n = Number(/case (\d+)/.exec(q.question)![1]) * 10;
        const letter = (['A', 'B', 'C', 'D'] as Letter[]).find((l) => q[`option_${l.toLowerCase()}` as 'option_a'] === `${n} units`)!;
        answers[String(q.id)] = letter;
      }
      const res = await submit(user.id, id, answers, token);
      expect(res.body).toMatchObject({ passed: true, score: LIMITS.questionsPerTest });
      // The review speaks in the letters shown.
      for (const r of res.body.results) expect(r.correct_answer).toBe(answers[String(r.question_id)]);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('serves only approved items, and with review required an article without an approved bank is in preparation', async () => {
    const id = await articleId();
    const { user, token } = await createUser(t.services);
    await start(user.id, id, token);
    const [attempt] = await t.db.query(`SELECT questions FROM test_attempts WHERE user_id = $1`, [user.id]);
    const statuses: Array<{ status: string }> = await t.db.query('SELECT status FROM test_questions WHERE id = ANY($1::int[])', [
      attempt.questions.map((q: { questionId: number }) => q.questionId),
    ]);
    expect(statuses.every((s) => s.status === 'approved')).toBe(true);

    const fresh = await createSampleArticle(t.services);
    const res = await start(user.id, fresh.id, token);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MESSAGES.testUnavailable);
    // Drafts were written for review, none approved.
    const [{ drafts, approved }] = await t.db.query(
      `SELECT count(*) FILTER (WHERE status = 'draft')::int AS drafts, count(*) FILTER (WHERE status = 'approved')::int AS approved FROM test_questions WHERE article_id = $1`,
      [fresh.id],
    );
    expect(drafts).toBeGreaterThan(0);
    expect(approved).toBe(0);
    const gql = await api.gql(`query($id: ID!) { article(id: $id) { id testAvailable } }`, { id: fresh.id }, token);
    expect(gql.body.data.article.testAvailable).toBe(false);
    const ok = await api.gql(`query($id: ID!) { article(id: $id) { id testAvailable } }`, { id }, token);
    expect(ok.body.data.article.testAvailable).toBe(true);
  });

  it('shows a failed attempt score and verdict only, in REST and GraphQL', async () => {
    const id = await articleId();
    const { user, token } = await createUser(t.services);
    await start(user.id, id, token);
    const rest = await submit(user.id, id, wrongAnswers(await answerKey(t.db, user.id, id)), token);
    expect(rest.body).toMatchObject({ passed: false, score: 0, results: [] });
    await api.gql(`mutation($a: ID!) { startTest(input: { articleId: $a }) { session { articleId } } }`, { a: id }, token);
    const wrong = Object.entries(wrongAnswers(await answerKey(t.db, user.id, id))).map(([questionId, answer]) => ({ questionId: Number(questionId), answer }));
    const gql = await api.gql(
      `mutation($a: ID!, $x: [TestAnswerInput!]!) { submitTest(input: { articleId: $a, answers: $x }) { result { passed score results { questionId isCorrect correctAnswer explanation } } } }`,
      { a: id, x: wrong },
      token,
    );
    expect(gql.body.data.submitTest.result).toEqual({ passed: false, score: 0, results: [] });
  });

  it('keeps points set with a stated reason and shows the basis of the points on the certificate', async () => {
    const file = path.join(folder, 'articles', 'measuring-units.md');
    writeFileSync(file, ARTICLE.replace('pe_points_value: 3', 'pe_points_value: 3\npoints_override_reason: "Includes a supervised site visit"'));
    await importNow();
    const id = await articleId();
    const [a] = await t.db.query('SELECT pe_points_value, points_override_reason FROM articles WHERE id = $1', [id]);
    expect(a).toMatchObject({ points_override_reason: 'Includes a supervised site visit' });
    expect(Number(a.pe_points_value)).toBe(3);

    const { user, token } = await createUser(t.services);
    await start(user.id, id, token);
    expect((await submit(user.id, id, await answerKey(t.db, user.id, id), token)).body.passed).toBe(true);
    const html = await (await fetch(`${t.url}/api/certificate/${id}`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(html).toContain('Basis of points');
    expect(html).toContain('Set by the provider: Includes a supervised site visit');
  });

  it('stores the pairs a bank file declares (not_with), updates them in place, and never draws such a pair into one test', async () => {
    const items = Array.from({ length: CASES }, (_, i) => item(i));
    writeBank(items.map((it, i) => (i === 1 ? { ...it, not_with: ['q01'] } : it)));
    const first = await importNow();
    expect(first.errors).toEqual([]);
    const id = await articleId();
    const pairs = (): Promise<Array<{ external_id: string; not_with: string[] }>> =>
      t.db.query(`SELECT external_id, not_with FROM test_questions WHERE article_id = $1 AND retired_at IS NULL AND cardinality(not_with) > 0`, [id]);
    expect(await pairs()).toEqual([{ external_id: 'measuring-units#q02', not_with: ['measuring-units#q01'] }]);

    // Declaring another pair is not an edit of the item: no row is retired.
    writeBank(items.map((it, i) => (i === 1 ? { ...it, not_with: ['q01', 'q03'] } : it)));
    const second = await importNow();
    expect(second.banks[0]).toMatchObject({ created: 0, retired: 0 });
    expect((await pairs())[0].not_with.sort()).toEqual(['measuring-units#q01', 'measuring-units#q03']);

    const bank = new QuestionBankService(
      t.db,
      new QuestionBankRepository(t.db),
      { generate: async () => ({ questions: [], generator: 'offline' }) } as never,
      pino({ level: 'silent' }),
      'required',
    );
    const { user } = await createUser(t.services);
    const [q01, q02, q03] = (
      await t.db.query(`SELECT id FROM test_questions WHERE article_id = $1 AND retired_at IS NULL AND external_id = ANY($2::text[]) ORDER BY external_id`, [
        id,
        ['measuring-units#q01', 'measuring-units#q02', 'measuring-units#q03'],
      ])
    ).map((r: { id: number }) => Number(r.id));
    let served02 = 0;
    for (let n = 0; n < 300; n++) {
      const ids = (await bank.draw(t.db, { id, language: 'English' }, user.id, LIMITS.questionsPerTest, [])).served.map((q) => q.questionId);
      expect(ids).toHaveLength(LIMITS.questionsPerTest);
      if (ids.includes(q02)) {
        served02 += 1;
        expect(ids).not.toContain(q01);
        expect(ids).not.toContain(q03);
      }
    }
    expect(served02).toBeGreaterThan(30);
  });
});
