import type { AssistantExchangeEntity } from './assistant-exchange.entity';
import type { AssistantExchangeType } from './assistant.types';

/** REST shape of POST /api/ai-assistant (SPEC §7: answer; plus the cited sources). */
export function presentAnswer(e: AssistantExchangeEntity) {
  return { answer: e.answer, sources: e.sources, question: e.question, created_at: e.createdAt.toISOString() };
}

export function toExchangeType(e: AssistantExchangeEntity): AssistantExchangeType {
  return {
    id: e.id,
    question: e.question,
    answer: e.answer,
    createdAt: e.createdAt,
    sources: e.sources.map((s) => ({ articleId: s.article_id, title: s.title, url: s.url })),
  };
}
