import pino from 'pino';
import type { AssistantProvider } from '../../../providers/ai/assistant';
import type { TextEmbedder } from '../../../providers/ai/openai-embeddings';
import { answerQuestion } from '../assistant.service';
import { OfflineAssistant } from '../offline-assistant';
import { HybridRetriever } from '../retrieval/hybrid';
import { LibraryRetriever } from '../retrieval/library-index';
import { MemoryEmbeddingStore, PassageEmbeddings } from '../retrieval/passage-vectors';
import { ContentLibrary } from './content-library';
import { runCases, type CaseResult, type EvalCase } from './evaluate';

/**
 * Runs the evaluation cases against the shipped library held in memory: the offline assistant,
 * or `provider` (a model) with the offline assistant as its fallback, exactly as the service answers. With
 * `embedder`, retrieval is hybrid as with an OpenAI key, the passage embeddings held in memory.
 */
export async function evaluateOnContent(
  contentDir: string,
  cases: EvalCase[],
  options: { productName?: string; provider?: AssistantProvider; embedder?: TextEmbedder } = {},
): Promise<CaseResult[]> {
  const library = new ContentLibrary(contentDir);
  const log = pino({ level: 'silent' });
  const lexical = new LibraryRetriever(library.asDataSource());
  const retriever = options.embedder
    ? new HybridRetriever(lexical, new PassageEmbeddings(library.asDataSource(), options.embedder, new MemoryEmbeddingStore(), log))
    : lexical;
  const offline = new OfflineAssistant(options.productName ?? 'Leerpunt');
  const deps = { retriever, provider: options.provider ?? offline, fallback: offline, log };
  // Builds the index (and, with an embedder, embeds the library) before answer times are measured.
  await retriever.search('lease liability', 1);
  return runCases(
    cases,
    (q) => answerQuestion(deps, q),
    (id) => library.slugOf.get(id),
  );
}
