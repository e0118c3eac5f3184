import path from 'node:path';
import { formatSummary, readCases } from '../modules/assistant/evaluation/evaluate';
import { evaluateOnContent } from '../modules/assistant/evaluation/offline-run';
import { PATHS } from '../paths';
import { OpenAiAssistant } from '../providers/ai/openai-assistant';
import { OpenAiEmbedder } from '../providers/ai/openai-embeddings';

/**
 * `npm run eval:assistant`: runs tests/eval/assistant-cases.json against the shipped library and
 * prints, per kind, the citation hit rate at 3, the correct "not found" rate, the unsafe handled
 * rate and the answer time p50/p95. Offline by default; with OPENAI_API_KEY against the model
 * (OPENAI_MODEL, OPENAI_BASE_URL, OPENAI_TIMEOUT_MS), the offline assistant as its fallback, with hybrid
 * retrieval over passage embeddings (OPENAI_EMBEDDING_MODEL, kept in memory for the run).
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
  const embeddingModel = process.env.OPENAI_EMBEDDING_MODEL ?? 'text-embedding-3-small';
  const embedder = key
    ? new OpenAiEmbedder({
        apiKey: key,
        baseURL: process.env.OPENAI_BASE_URL,
        model: embeddingModel,
        timeoutMs: Number(process.env.OPENAI_TIMEOUT_MS ?? 20000),
      })
    : undefined;
  const results = await evaluateOnContent(PATHS.content, readCases(file), { provider, embedder, productName: process.env.PRODUCT_NAME });
  console.log(formatSummary(results, key ? `model ${model}, embeddings ${embeddingModel}` : 'offline'));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
