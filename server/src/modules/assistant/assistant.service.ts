import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { forbidden } from '../../errors';
import { articlePath, type AssistantProvider, type AssistantRequest, type GroundingPassage } from '../../providers/ai/assistant';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { isProfessional, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { ANSWER_TEXTS, noticeParagraph } from './answer-texts';
import type { AssistantExchangeEntity, StoredSource } from './assistant-exchange.entity';
import type { AssistantQuestion } from './assistant.inputs';
import type { Unparsed } from '../../validation';
import { AssistantRepository } from './assistant.repository';
import { sensitivityOf, unsupportedFigures, unsupportedQuotations } from './guidance';
import { assessSafety, policyViolation, safetyLead, type SafetyAssessment } from './safety-policy';
import type { PassageRetriever } from './retrieval/hybrid';

/** Passages handed to the assistant for one question. */
const PASSAGES_PER_ANSWER = 6;

export interface AssistantDeps {
  db: DataSource;
  /** Full-text retrieval, with passage embeddings when an OpenAI key is set (see HybridRetriever). */
  retriever: PassageRetriever;
  /** The configured assistant (OpenAI when a key is set, else the offline one). */
  provider: AssistantProvider;
  /** Answers when the configured assistant fails or times out. */
  fallback: AssistantProvider;
  rateLimit: RateLimitService;
  log: Logger;
}

/**
 * Makes every article link in `answer` point at a retrieved article: links to other articles
 * lose their target (the text stays). Returns the cited articles in order of first citation.
 */
export function resolveCitations(answer: string, passages: GroundingPassage[]): { answer: string; sources: StoredSource[] } {
  const titles = new Map(passages.map((p) => [p.articleId, p.title]));
  const sources: StoredSource[] = [];
  const text = answer.replace(/\[([^\]]+)\]\((?:https?:\/\/[^)\s]*?)?\/article\/(\d+)\/?\)/g, (_link, label: string, id: string) => {
    const articleId = Number(id);
    const title = titles.get(articleId);
    if (title === undefined) return label;
    if (!sources.some((s) => s.article_id === articleId)) sources.push({ article_id: articleId, title, url: articlePath(articleId) });
    return `[${label}](${articlePath(articleId)})`;
  });
  return { answer: text, sources };
}

/**
 * Why a model's answer may not be shown, or null when it may: it must cite at least one retrieved
 * article; every figure it states must be stated by its cited passages (for a clinical, legal or
 * tax answer, quoted with the clause that carries its conditions), every quotation must be text of
 * a cited passage, and it must keep to the safety policy.
 */
export function rejectModelAnswer(
  resolved: { sources: StoredSource[] },
  request: AssistantRequest,
  raw: string,
  safety: SafetyAssessment | null = null,
): string | null {
  if (!resolved.sources.length) return 'no citation of a supplied article';
  const cited = new Set(resolved.sources.map((s) => s.article_id));
  const citedPassages = request.passages.filter((p) => cited.has(p.articleId));
  const unsupported = unsupportedFigures(raw, citedPassages, { strict: Boolean(request.sensitivity) });
  if (unsupported.length) return `figures not stated by the cited passages: ${unsupported.join(', ')}`;
  const invented = unsupportedQuotations(raw, citedPassages);
  if (invented.length) return `quotations not in the cited passages: ${invented.join(' | ')}`;
  return policyViolation(raw, safety);
}

/** What answering needs: the retriever, the configured provider and the offline fallback. */
export type AnsweringDeps = Pick<AssistantDeps, 'retriever' | 'provider' | 'fallback' | 'log'>;

/**
 * Answers a question from the library: retrieval, the safety policy's lead first, then the
 * configured provider's answer when it passes the checks, else the library's own (a fallback from
 * a model says so in its first paragraph). Used by the service and by the evaluation.
 */
export async function answerQuestion(deps: AnsweringDeps, question: string): Promise<Pick<AssistantExchangeEntity, 'answer' | 'sources' | 'mode'>> {
  const passages = await deps.retriever.search(question, PASSAGES_PER_ANSWER);
  const language = (await deps.retriever.detectLanguage(question)) ?? 'en';
  const safety = assessSafety(question);
  const request: AssistantRequest = { question, passages, language, sensitivity: sensitivityOf(question, passages), led: safety !== null };
  const answered = passages.length ? await fromProvider(deps, request, safety) : null;
  // Nothing relevant in the library: the library's own answer says so, without asking a model.
  const { raw, mode } = answered ?? { raw: await deps.fallback.answer(request), mode: deps.fallback.kind };
  // The safety policy's refusal or caution always comes first, before anything the library says.
  const { answer, sources } = resolveCitations(safety ? `${safetyLead(safety, language)}\n\n${raw}` : raw, passages);
  return { answer, sources, mode };
}

async function fromProvider(
  { provider, fallback, log }: AnsweringDeps,
  request: AssistantRequest,
  safety: SafetyAssessment | null,
): Promise<{ raw: string; mode: AssistantProvider['kind'] }> {
  try {
    const raw = await provider.answer(request);
    if (provider.kind === fallback.kind) return { raw, mode: provider.kind };
    const rejected = rejectModelAnswer(resolveCitations(raw, request.passages), request, raw, safety);
    if (rejected) throw new Error(`answer rejected: ${rejected}`);
    const notice = request.sensitivity && !request.led ? `${noticeParagraph(request.language ?? 'en', request.sensitivity)}\n\n` : '';
    return { raw: `${notice}${raw}`, mode: provider.kind };
  } catch (error) {
    log.warn({ err: (error as Error).message, provider: provider.kind }, 'assistant failed; answering from the library');
    const notice = ANSWER_TEXTS[request.language ?? 'en'].fallback;
    return { raw: `${notice}\n\n${await fallback.answer(request)}`, mode: fallback.kind };
  }
}

/** The member who may ask the assistant: signed in and passing the professional check. */
function requireAssistantUser(actor: UserEntity | null | undefined): UserEntity {
  const user = requireUser(actor);
  if (!isProfessional(user)) throw forbidden(MESSAGES.aiProfessionalRequired);
  return user;
}

/** The professional AI assistant: library retrieval, an answering provider, and a short history. */
export class AssistantService {
  private readonly exchanges: AssistantRepository;

  constructor(private readonly deps: AssistantDeps) {
    this.exchanges = new AssistantRepository(deps.db);
  }

  /** Answers a question for a member who passes the professional check, and records it. */
  /** Answers the caller's question: who may ask comes before what was asked (`input`). */
  async ask(actor: UserEntity | null | undefined, input: Unparsed<AssistantQuestion>): Promise<AssistantExchangeEntity> {
    const user = requireAssistantUser(actor);
    const { question } = input();
    await this.deps.rateLimit.consume(RATE_RULES.assistantPerUser, String(user.id), MESSAGES.aiRateLimited);

    const answered = await answerQuestion(this.deps, question);
    return this.record(user.id, { question, ...answered });
  }

  /** The member's latest exchanges, newest first. */
  history(actor: UserEntity | null | undefined): Promise<AssistantExchangeEntity[]> {
    const user = requireUser(actor);
    return this.exchanges.latest(user.id, LIMITS.aiHistoryEntries);
  }

  /** One of the member's kept exchanges (as history shows them); null for anyone else's or an unknown id. */
  exchange(actor: UserEntity | null | undefined, id: number): Promise<AssistantExchangeEntity | null> {
    const user = requireUser(actor);
    return this.exchanges.ownedBy(id, user.id);
  }

  /** Stores an exchange and drops the member's older ones beyond the history size. */
  private record(userId: number, entry: Pick<AssistantExchangeEntity, 'question' | 'answer' | 'sources' | 'mode'>): Promise<AssistantExchangeEntity> {
    return this.exchanges.saveKeepingLatest(userId, entry, LIMITS.aiHistoryEntries);
  }
}
