import type { DataSource } from 'typeorm';
import { badInput, conflict, notFound } from '../../../errors';
import type { ArticleEntity } from '../../articles/article.entity';
import type { ArticlesRepository } from '../../articles/articles.repository';
import { requireAdmin } from '../../users/access';
import type { Unparsed } from '../../../validation';
import type { UserEntity } from '../../users/user.entity';
import type { BankItemInput, BankItemStatus } from './bank-admin.inputs';
import { itemStatistics, type ItemStatistics } from './item-statistics';
import type { QuestionBankRepository } from './question-bank.repository';
import { articleContentHash, gateItemOf, type QuestionBankService } from './question-bank.service';
import { checkItem } from './question-gate';
import type { GateFailure, QuestionStatus, TestQuestionEntity } from './question.entity';

type Actor = UserEntity | null;

/** Drafts one request asks for: enough to choose from, few enough to review in one sitting. */
export const DRAFTS_PER_REQUEST = 5;

export interface AdminBankItem {
  item: TestQuestionEntity;
  stats: ItemStatistics | null;
}

/**
 * The admin side of a question bank: every item with the gate's findings and its statistics, and
 * adding, editing (retire and re-insert, so past attempts keep what they showed), approving and retiring.
 */
export class BankAdminService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: QuestionBankRepository,
    private readonly articles: Pick<ArticlesRepository, 'byId'>,
    private readonly bank: QuestionBankService,
  ) {}

  private async article(articleId: number): Promise<ArticleEntity> {
    const article = await this.articles.byId(articleId);
    if (!article) throw notFound('Article not found');
    return article;
  }

  /** New drafts from the generator for an admin to review; returns them with the gate's findings. */
  async draft(actor: Actor, articleId: number): Promise<AdminBankItem[]> {
    requireAdmin(actor);
    const article = await this.article(articleId);
    const ids = await this.bank.draftMore(article, DRAFTS_PER_REQUEST);
    if (!ids.length) return [];
    const rows = await this.repo.listByIds(ids);
    return rows.map((item) => ({ item, stats: null }));
  }

  /** Live items first, then retired ones that have responses; each with its statistics. */
  async list(actor: Actor, articleId: number): Promise<{ article: ArticleEntity; items: AdminBankItem[] }> {
    requireAdmin(actor);
    const article = await this.article(articleId);
    const stats = await itemStatistics(this.repo, articleId);
    const rows = await this.repo.ofArticle(articleId);
    const items = rows
      .filter((q) => q.retiredAt === null || stats.has(q.id))
      .sort((a, b) => Number(a.retiredAt !== null) - Number(b.retiredAt !== null) || a.id - b.id)
      .map((item) => ({ item, stats: stats.get(item.id) ?? null }));
    return { article, items };
  }

  private async failuresOf(article: ArticleEntity, row: Parameters<typeof gateItemOf>[0]): Promise<GateFailure[]> {
    return checkItem(gateItemOf(row), article, await this.bank.vocabulary());
  }

  /** Adds an item (itemId null) or replaces one: the old row is retired, the new one keeps its external key. */
  async save(actor: Actor, articleId: number, itemId: number | null, input: Unparsed<BankItemInput>): Promise<AdminBankItem> {
    requireAdmin(actor);
    const { approve, ...written } = input();
    const article = await this.article(articleId);
    const row = { ...written, generator: 'curated' as const };
    const failures = await this.failuresOf(article, row);
    const status: QuestionStatus = approve && !failures.length ? 'approved' : 'draft';
    const saved = await this.db.transaction(async (m) => {
      let externalId: string | null = null;
      if (itemId !== null) {
        const previous = await this.repo.lockItem(m, itemId, articleId);
        if (!previous) throw notFound('Question not found');
        if (previous.retiredAt) throw conflict('A retired question cannot be edited; add a new one');
        externalId = previous.externalId;
        await this.repo.update(m, previous.id, { status: 'retired', retiredAt: new Date() });
      }
      const [id] = await this.repo.insert(m, [
        {
          ...row,
          articleId,
          externalId,
          status,
          gateFailures: failures,
          contentHash: articleContentHash(article),
          retiredAt: null,
        },
      ]);
      return this.repo.mustGet(m, id);
    });
    return { item: saved, stats: null };
  }

  /** Approves (only when the gate passes now), sends back to draft, or retires an item. */
  async setStatus(actor: Actor, itemId: number, input: Unparsed<BankItemStatus>): Promise<AdminBankItem> {
    requireAdmin(actor);
    const status = input();
    const item = await this.repo.findById(itemId);
    if (!item) throw notFound('Question not found');
    if (item.retiredAt) throw conflict('This question is retired');
    if (status === 'retired') {
      await this.repo.update(this.db, itemId, { status, retiredAt: new Date() });
    } else {
      const failures = await this.failuresOf(await this.article(item.articleId), item);
      if (status === 'approved' && failures.length) {
        await this.repo.update(this.db, itemId, { gateFailures: failures });
        throw badInput(`This question fails the checks: ${failures.map((f) => f.message).join('; ')}`);
      }
      await this.repo.update(this.db, itemId, { status, gateFailures: failures });
    }
    return { item: await this.repo.mustGet(this.db, itemId), stats: null };
  }
}

/** REST shape of an admin bank item (snake_case, like the rest of the REST API). */
export function presentBankItem({ item, stats }: AdminBankItem) {
  return {
    id: item.id,
    external_id: item.externalId,
    status: item.status,
    source: item.generator,
    question: item.question,
    option_a: item.optionA,
    option_b: item.optionB,
    option_c: item.optionC,
    option_d: item.optionD,
    correct_option: item.correctOption,
    explanation: item.explanation,
    source_section: item.sourceSection,
    source_quote: item.sourceQuote,
    gate_failures: item.gateFailures,
    retired_at: item.retiredAt,
    stats: stats && {
      responses: stats.responses,
      facility: stats.facility,
      discrimination: stats.discrimination,
      chose: stats.chose,
      unanswered: stats.unanswered,
      flags: stats.flags,
    },
  };
}
