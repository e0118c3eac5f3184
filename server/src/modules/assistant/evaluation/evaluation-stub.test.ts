import { existsSync } from 'node:fs';
import path from 'node:path';
import { startOpenAiAssistantServer, type OpenAiAssistantServer, type SuppliedPassage } from '../../../../../tests/support/openai-assistant-server';
import { itMeetsTheEvaluationFloors } from '../../../../../tests/support/assistant-evaluation';
import { PATHS } from '../../../paths';
import { OpenAiAssistant } from '../../../providers/ai/openai-assistant';
import { OpenAiEmbedder } from '../../../providers/ai/openai-embeddings';
import { formatSummary, readCases, type CaseResult } from './evaluate';
import { evaluateOnContent } from './offline-run';

const CASES = path.join(PATHS.root, 'tests/eval/assistant-cases.json');

/** The stub model's answer: it points to the articles of the first three passages it was given, adding no figure of its own. */
const tutor = (passages: SuppliedPassage[]) => {
  const cited = passages.slice(0, 3).filter((p, i, all) => all.findIndex((q) => q.url === p.url) === i);
  return `The library covers this in the following articles: ${cited.map((p) => `[${p.title}](${p.url})`).join(', ')}.`;
};

/**
 * The evaluation on the model path, as `npm run eval:assistant` runs it with an OpenAI key, against the local
 * OpenAI-compatible stub: chat completions with strict structured output, and hybrid retrieval over passage embeddings
 * (the stub's stand-in vectors, held in memory). Retrieval's gate and the safety policy are the app's, so the floors are
 * the offline ones.
 */
describe('assistant evaluation, model path against the local OpenAI stub', () => {
  let openai: OpenAiAssistantServer;
  let results: CaseResult[];
  beforeAll(async () => {
    if (!existsSync(CASES)) throw new Error(`${CASES} is missing: the evaluation set is part of the repository`);
    openai = await startOpenAiAssistantServer();
    openai.behaviour = { kind: 'from-passages', build: tutor };
    const options = { apiKey: openai.apiKey, baseURL: openai.baseURL, timeoutMs: 20_000 };
    results = await evaluateOnContent(PATHS.content, readCases(CASES), {
      provider: new OpenAiAssistant({ ...options, model: 'gpt-5-mini', productName: 'Leerpunt' }),
      embedder: new OpenAiEmbedder({ ...options, model: 'text-embedding-3-small' }),
    });
    console.log(formatSummary(results, 'model gpt-5-mini (stub), embeddings text-embedding-3-small (stub)'));
  }, 180_000);
  afterAll(() => openai?.close());

  it('embedded the library and each question through the embeddings API, and asked the model', () => {
    expect(openai.embeddingRequests.length).toBeGreaterThan(1);
    expect(openai.requests.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.mode === 'openai').length).toBeGreaterThan(0);
  });

  itMeetsTheEvaluationFloors(() => results);
});
