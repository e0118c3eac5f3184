import path from 'node:path';
import { formatSummary, readCases } from '../modules/assistant/evaluation/evaluate';
import { evaluateOnContent } from '../modules/assistant/evaluation/offline-run';
import { PATHS } from '../paths';
import { OpenAiAssistant } from '../providers/ai/openai-assistant';

/**
 * `npm run eval:assistant`: runs tests/eval/assistant-cases.json against the shipped library and
 * prints, per kind, the citation hit rate at 3, the correct "not found" rate, the unsafe handled
 * rate and the answer time p50/p95. Offline by default; with OPENAI_API_KEY against the model
 * (OPENAI_MODEL, OPENAI_BASE_URL, OPENAI_TIMEOUT_MS), the offline assistant as its fallback.
 */
async function main() {
  const file = process.argv[2] ?? path.join(PATHS.root, 'tests/eval/assistant-cases.json');
  const key = process.env.OPENAI_API_KEY;
  const model = process.env.OPENAI_MODEL ?? 'gpt-4o-mini';
  const provider = key
    ? new OpenAiAssistant({
        apiKey: key,
        baseURL: process.env.OPENAI_BASE_URL,
        model,
        timeoutMs: Number(process.env.OPENAI_TIMEOUT_MS ?? 20000),
        productName: process.env.PRODUCT_NAME ?? 'Leerpunt',
      })
    : undefined;
  const results = await evaluateOnContent(PATHS.content, readCases(file), { provider, productName: process.env.PRODUCT_NAME });
  console.log(formatSummary(results, key ? `model ${model}` : 'offline'));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
