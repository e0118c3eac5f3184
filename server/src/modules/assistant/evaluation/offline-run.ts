import pino from 'pino';
import type { AssistantProvider } from '../../../providers/ai/assistant';
import { answerQuestion } from '../assistant.service';
import { OfflineAssistant } from '../offline-assistant';
import { LibraryRetriever } from '../retrieval/library-index';
import { ContentLibrary } from './content-library';
import { runCases, type CaseResult, type EvalCase } from './evaluate';

/**
 * Runs the evaluation cases against the shipped library held in memory: the offline assistant,
 * or `provider` (a model) with the offline assistant as its fallback, exactly as the service answers.
 */
export async function evaluateOnContent(
  contentDir: string,
  cases: EvalCase[],
  options: { productName?: string; provider?: AssistantProvider } = {},
): Promise<CaseResult[]> {
  const library = new ContentLibrary(contentDir);
  const retriever = new LibraryRetriever(library.asDataSource());
  const offline = new OfflineAssistant(options.productName ?? 'Leerpunt');
  const deps = { retriever, provider: options.provider ?? offline, fallback: offline, log: pino({ level: 'silent' }) };
  await retriever.search('warm up', 1);
  return runCases(
    cases,
    (q) => answerQuestion(deps, q),
    (id) => library.slugOf.get(id),
  );
}
