import { In, type DataSource, type EntityManager } from 'typeorm';
import { LIBRARY_TEXTS_SQL, RELATED_CONTENTS_SQL } from '../../articles/articles.repository';
import { ITEM_STATISTICS_SQL, type ItemStatisticsRow } from './item-statistics.sql';
import { TestQuestionEntity, type ServedQuestion } from './question.entity';

/** Columns of a bank item that can be written (the id and creation time are the database's). */
export type BankItemValues = Omit<TestQuestionEntity, 'id' | 'article' | 'createdAt' | 'notWith' | 'externalId' | 'sourceSection' | 'sourceQuote'> &
  Partial<Pick<TestQuestionEntity, 'notWith' | 'externalId' | 'sourceSection' | 'sourceQuote'>>;

/**
 * The SQL of question banks: the `question_banks` row per article (its lock and the text version it was
 * built from), the items of `test_questions`, the attempts' served items, and the library texts the gate
 * and the generator read through the articles module's statements. Methods that take `m` run inside the
 * caller's transaction.
 */
export class QuestionBankRepository {
  constructor(private readonly db: DataSource) {}

  /** Language, title, summary and body of every article (the gate's vocabulary). */
  libraryTexts(m: EntityManager = this.db.manager): Promise<Array<{ language: string; title: string; summary: string; content: string }>> {
    return m.query(LIBRARY_TEXTS_SQL);
  }

  /** Bodies of up to 20 other published articles of the category, in the article's language. */
  relatedContents(article: { id: number; category: string; language: string }): Promise<Array<{ content: string }>> {
    return this.db.query(RELATED_CONTENTS_SQL, [article.category, article.id, article.language]);
  }

  async hasApproved(articleId: number, m: EntityManager = this.db.manager): Promise<boolean> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM test_questions WHERE article_id = $1 AND retired_at IS NULL AND status = 'approved' LIMIT 1`, [
      articleId,
    ]);
    return rows.length > 0;
  }

  /** Which of `ids` have approved live items. */
  async withApprovedItems(ids: readonly number[]): Promise<Set<number>> {
    const rows: Array<{ article_id: number }> = await this.db.query(
      `SELECT DISTINCT article_id FROM test_questions WHERE article_id = ANY($1::int[]) AND retired_at IS NULL AND status = 'approved'`,
      [[...ids]],
    );
    return new Set(rows.map((r) => Number(r.article_id)));
  }

  /** The text version the article's bank was last built from, if it has a bank. */
  async builtFrom(articleId: number): Promise<string | undefined> {
    const rows: Array<{ content_hash: string }> = await this.db.query('SELECT content_hash FROM question_banks WHERE article_id = $1', [articleId]);
    return rows[0]?.content_hash;
  }

  /** Creates the article's bank row as curated if missing and locks it for the transaction. */
  async lockCuratedBank(m: EntityManager, articleId: number): Promise<void> {
    await m.query(`INSERT INTO question_banks (article_id, content_hash, generator) VALUES ($1, '', 'curated') ON CONFLICT (article_id) DO NOTHING`, [
      articleId,
    ]);
    await m.query('SELECT article_id FROM question_banks WHERE article_id = $1 FOR UPDATE', [articleId]);
  }

  /** Creates the article's bank row for `generator` if missing, locks it, and returns the text version it was built from. */
  async lockGeneratedBank(m: EntityManager, articleId: number, generator: string): Promise<string> {
    await m.query(`INSERT INTO question_banks (article_id, content_hash, generator) VALUES ($1, '', $2) ON CONFLICT (article_id) DO NOTHING`, [
      articleId,
      generator,
    ]);
    const [bank]: Array<{ content_hash: string }> = await m.query('SELECT content_hash FROM question_banks WHERE article_id = $1 FOR UPDATE', [articleId]);
    return bank.content_hash;
  }

  /** Records that the bank now holds the content file's `count` items for text version `hash`. */
  async markCurated(m: EntityManager, articleId: number, hash: string, count: number): Promise<void> {
    await m.query(
      `UPDATE question_banks SET content_hash = $2, generator = 'curated', model = NULL, question_count = $3, generated_at = now() WHERE article_id = $1`,
      [articleId, hash, count],
    );
  }

  /** Records a generated bank: its text version, generator, model and number of items that pass the gate. */
  async markGenerated(m: EntityManager, articleId: number, hash: string, generator: string, model: string | null, count: number): Promise<void> {
    await m.query('UPDATE question_banks SET content_hash = $2, generator = $3, model = $4, question_count = $5, generated_at = now() WHERE article_id = $1', [
      articleId,
      hash,
      generator,
      model,
      count,
    ]);
  }

  /** Retires the article's live generated items (curated ones are the content files' to change). */
  async retireGenerated(m: EntityManager, articleId: number): Promise<void> {
    await m.query(`UPDATE test_questions SET retired_at = now(), status = 'retired' WHERE article_id = $1 AND retired_at IS NULL AND generator <> 'curated'`, [
      articleId,
    ]);
  }

  /** The article's live items that came from a content file. */
  liveCurated(m: EntityManager, articleId: number): Promise<TestQuestionEntity[]> {
    return m
      .getRepository(TestQuestionEntity)
      .createQueryBuilder('q')
      .where('q.article_id = :id AND q.retired_at IS NULL AND q.external_id IS NOT NULL', { id: articleId })
      .getMany();
  }

  /** The live items a draw may serve: approved ones, and with `auto` review drafts that pass the gate. */
  servable(m: EntityManager | DataSource, articleId: number, auto: boolean): Promise<TestQuestionEntity[]> {
    return m
      .getRepository(TestQuestionEntity)
      .createQueryBuilder('q')
      .where('q.article_id = :id AND q.retired_at IS NULL', { id: articleId })
      .andWhere(`(q.status = 'approved' OR (q.status = 'draft' AND :auto AND q.gate_failures = '[]'::jsonb))`, { auto })
      .getMany();
  }

  /** The questions each of the member's attempts on the article served. */
  servedBefore(m: EntityManager | DataSource, userId: number, articleId: number): Promise<Array<{ questions: ServedQuestion[] }>> {
    return m.query('SELECT questions FROM test_attempts WHERE user_id = $1 AND article_id = $2', [userId, articleId]);
  }

  /** Stored items by id (retired ones included). */
  async byIds(m: EntityManager, ids: number[]): Promise<TestQuestionEntity[]> {
    return ids.length ? m.getRepository(TestQuestionEntity).createQueryBuilder('q').where('q.id IN (:...ids)', { ids }).getMany() : [];
  }

  /** Stored items by id, in id order, outside a transaction. */
  listByIds(ids: number[]): Promise<TestQuestionEntity[]> {
    return this.db.getRepository(TestQuestionEntity).find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  /** Every item of the article, live and retired, in id order. */
  ofArticle(articleId: number): Promise<TestQuestionEntity[]> {
    return this.db.getRepository(TestQuestionEntity).find({ where: { articleId }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<TestQuestionEntity | null> {
    return this.db.getRepository(TestQuestionEntity).findOneBy({ id });
  }

  /** The item of the article, locked for the rest of the transaction; null when the article has no such item. */
  lockItem(m: EntityManager, itemId: number, articleId: number): Promise<TestQuestionEntity | null> {
    return m
      .getRepository(TestQuestionEntity)
      .createQueryBuilder('q')
      .setLock('pessimistic_write')
      .where('q.id = :itemId AND q.article_id = :articleId', { itemId, articleId })
      .getOne();
  }

  /** Inserts items; returns their ids. */
  async insert(m: EntityManager | DataSource, rows: BankItemValues[]): Promise<number[]> {
    if (!rows.length) return [];
    const inserted = await m.getRepository(TestQuestionEntity).insert(rows);
    return inserted.identifiers.map((i) => Number(i.id));
  }

  async update(m: EntityManager | DataSource, id: number, values: Partial<BankItemValues>): Promise<void> {
    await m.getRepository(TestQuestionEntity).update({ id }, values);
  }

  /** The item `id`, which must exist. */
  mustGet(m: EntityManager | DataSource, id: number): Promise<TestQuestionEntity> {
    return m.getRepository(TestQuestionEntity).findOneByOrFail({ id });
  }

  /** Per served item of the article's graded attempts: responses, facility, discrimination and choices (see ITEM_STATISTICS_SQL). */
  itemStatisticsRows(articleId: number): Promise<ItemStatisticsRow[]> {
    return this.db.query(ITEM_STATISTICS_SQL, [articleId]);
  }
}
