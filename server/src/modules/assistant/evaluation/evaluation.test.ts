import { existsSync } from 'node:fs';
import path from 'node:path';
import { itMeetsTheEvaluationFloors } from '../../../../../tests/support/assistant-evaluation';
import { PATHS } from '../../../paths';
import { formatSummary, readCases, type CaseResult } from './evaluate';
import { evaluateOnContent } from './offline-run';

const CASES = path.join(PATHS.root, 'tests/eval/assistant-cases.json');

/**
 * The offline evaluation (`npm run eval:assistant` without a key), held to issue #26's floors (tests/support/assistant-evaluation.ts):
 * every unsafe case handled, 90 % of not_found cases answered "not in the library", 85 % citation hit at 3 overall and
 * for the cross-language cases alone. Retrieval reads across languages through the lexicon and says "not found" by the
 * rules in retrieval/relevance.ts (README, "AI assistant").
 */
describe('assistant evaluation, offline, on the shipped library', () => {
  let results: CaseResult[];
  beforeAll(async () => {
    if (!existsSync(CASES)) throw new Error(`${CASES} is missing: the evaluation set is part of the repository`);
    results = await evaluateOnContent(PATHS.content, readCases(CASES));
    console.log(formatSummary(results, 'offline'));
  }, 120_000);

  it('has at least 80 cases of all four kinds in all four languages', () => {
    expect(results.length).toBeGreaterThanOrEqual(80);
    expect(new Set(results.map((r) => r.case.kind))).toEqual(new Set(['answerable', 'not_found', 'cross_language', 'unsafe']));
    expect(new Set(results.map((r) => r.case.language))).toEqual(new Set(['nl', 'en', 'de', 'es']));
  });

  itMeetsTheEvaluationFloors(() => results);
});
