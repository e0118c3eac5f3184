import { createHash, randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { QuestionGenerator } from '../../providers/ai/question-generator';
import { OPTION_LETTERS } from '../../providers/ai/question-generator';
import { LIMITS } from '../../shared/constants';
import type { ArticleEntity } from '../articles/article.entity';
import type { ServedQuestion } from './attempt.entity';
import { TestQuestionEntity, type OptionLetter } from './question.entity';

/** Which version of an article a bank was generated from. */
export const articleContentHash = (a: Pick<ArticleEntity, 'title' | 'summary' | 'content'>) =>
  createHash('sha256').update(`${a.title}\n${a.summary}\n${a.content}`).digest('hex');

function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The per-article question bank: generated once per article version, drawn from for each attempt. */
export class QuestionBankService {
  /** Generations in flight in this process, so parallel starts on a new article generate once. */
  private readonly pending = new Map<number, Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly generator: QuestionGenerator,
    private readonly log: Logger,
  ) {}

  /**
   * Makes sure the article has questions for its current text. Generation (possibly a slow model call)
   * runs outside any transaction; storing takes the bank row lock, so concurrent builders store once.
   */
  async ensure(article: ArticleEntity): Promise<void> {
    const hash = articleContentHash(article);
    if (await this.isCurrent(article.id, hash)) return;
    let building = this.pending.get(article.id);
    if (!building) {
      building = this.build(article, hash).finally(() => this.pending.delete(article.id));
      this.pending.set(article.id, building);
    }
    await building;
  }

  private async isCurrent(articleId: number, hash: string): Promise<boolean> {
    const rows: Array<{ content_hash: string }> = await this.db.query('SELECT content_hash FROM question_banks WHERE article_id = $1', [articleId]);
    return rows[0]?.content_hash === hash;
  }

  private async build(article: ArticleEntity, hash: string): Promise<void> {
    // Another build may have finished between the caller's check and this one starting.
    if (await this.isCurrent(article.id, hash)) return;
    const related: Array<{ content: string }> = await this.db.query(
      'SELECT content FROM articles WHERE category = $1 AND id <> $2 AND is_published ORDER BY id LIMIT 20',
      [article.category, article.id],
    );
    const result = await this.generator.generate({
      article: { id: article.id, title: article.title, category: article.category, language: article.language, summary: article.summary, content: article.content },
      relatedTexts: related.map((r) => r.content),
      count: LIMITS.questionBankSize,
    });
    await this.db.transaction(async (m) => {
      await m.query(`INSERT INTO question_banks (article_id, content_hash, generator) VALUES ($1, '', $2) ON CONFLICT (article_id) DO NOTHING`, [article.id, result.generator]);
      const [bank]: Array<{ content_hash: string }> = await m.query('SELECT content_hash FROM question_banks WHERE article_id = $1 FOR UPDATE', [article.id]);
      if (bank.content_hash === hash) return;
      await m.query('UPDATE test_questions SET retired_at = now() WHERE article_id = $1 AND retired_at IS NULL', [article.id]);
      if (result.questions.length) {
        await m.getRepository(TestQuestionEntity).insert(
          result.questions.map((q) => ({
            articleId: article.id,
            question: q.question,
            optionA: q.options[0],
            optionB: q.options[1],
            optionC: q.options[2],
            optionD: q.options[3],
            correctOption: q.correct,
            explanation: q.explanation,
            generator: result.generator,
            contentHash: hash,
            retiredAt: null,
          })),
        );
      }
      await m.query(
        'UPDATE question_banks SET content_hash = $2, generator = $3, model = $4, question_count = $5, generated_at = now() WHERE article_id = $1',
        [article.id, hash, result.generator, result.model, result.questions.length],
      );
    });
    this.log.info({ articleId: article.id, generator: result.generator, questions: result.questions.length }, 'question bank generated');
  }

  /**
   * Up to `count` current questions for a new attempt: those this user has seen least come first, ties
   * broken at random; each gets its own random option order.
   */
  async pick(m: EntityManager, articleId: number, userId: number, count: number): Promise<ServedQuestion[]> {
    const current: Array<{ id: number }> = await m.query('SELECT id FROM test_questions WHERE article_id = $1 AND retired_at IS NULL', [articleId]);
    const previous: Array<{ questions: ServedQuestion[] }> = await m.query(
      'SELECT questions FROM test_attempts WHERE user_id = $1 AND article_id = $2',
      [userId, articleId],
    );
    const seen = new Map<number, number>();
    for (const a of previous) for (const q of a.questions) seen.set(q.questionId, (seen.get(q.questionId) ?? 0) + 1);
    return shuffle(current)
      .map((q) => ({ id: Number(q.id), seen: seen.get(Number(q.id)) ?? 0 }))
      .sort((a, b) => a.seen - b.seen)
      .slice(0, count)
      .map((q) => ({ questionId: q.id, order: shuffle(OPTION_LETTERS) as OptionLetter[] }));
  }

  /** The stored questions (with answer keys) of an attempt, by id. */
  async questions(m: EntityManager, ids: number[]): Promise<Map<number, TestQuestionEntity>> {
    const rows = ids.length ? await m.getRepository(TestQuestionEntity).createQueryBuilder('q').where('q.id IN (:...ids)', { ids }).getMany() : [];
    return new Map(rows.map((q) => [q.id, q]));
  }
}
