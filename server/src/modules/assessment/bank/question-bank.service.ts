import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { GeneratedQuestion, QuestionGenerator } from '../../../providers/ai/question-generator';
import { OPTION_LETTERS } from '../../../providers/ai/question-generator';
import { LIMITS } from '@leerpunt/shared/limits';
import type { ArticleEntity } from '../../articles/article.entity';
import type { BankFileItem } from '../../content/content-files';
import { conflictsOf, drawIndexes, shuffle } from './draw';
import type { QuestionBankRepository } from './question-bank.repository';
import { buildVocabulary, checkItem, type GateItem, type Vocabulary } from './question-gate';
import { TestQuestionEntity, type GateFailure, type OptionLetter, type QuestionSource, type ServedQuestion } from './question.entity';

export type QuestionReview = 'required' | 'auto';

/** What importing one article's bank file did. */
export interface BankImportReport {
  slug: string;
  created: number;
  retired: number;
  unchanged: number;
  approved: number;
  /** Items held back as drafts, with the gate's findings. */
  failures: Array<{ id: string; failures: GateFailure[] }>;
}

type StoredItem = Pick<
  TestQuestionEntity,
  'question' | 'optionA' | 'optionB' | 'optionC' | 'optionD' | 'correctOption' | 'explanation' | 'generator' | 'sourceSection' | 'sourceQuote'
>;

/** A stored row as the gate sees it. */
export const gateItemOf = (q: StoredItem): GateItem => ({
  question: q.question,
  options: [q.optionA, q.optionB, q.optionC, q.optionD],
  correct: q.correctOption,
  explanation: q.explanation,
  source: q.generator,
  sourceSection: q.sourceSection,
  sourceQuote: q.sourceQuote,
});

const sameFailures = (a: GateFailure[], b: GateFailure[]) => JSON.stringify(a) === JSON.stringify(b);

/** Which version of an article a bank was generated from. */
export const articleContentHash = (a: Pick<ArticleEntity, 'title' | 'summary' | 'content'>) =>
  createHash('sha256').update(`${a.title}\n${a.summary}\n${a.content}`).digest('hex');

/** The per-article question bank: generated once per article version, drawn from for each attempt. */
/** A generated item as a draft row of the bank. */
function draftRow(articleId: number, q: GeneratedQuestion, generator: QuestionSource, failures: GateFailure[], contentHash: string) {
  return {
    articleId,
    question: q.question,
    optionA: q.options[0],
    optionB: q.options[1],
    optionC: q.options[2],
    optionD: q.options[3],
    correctOption: q.correct,
    explanation: q.explanation,
    generator,
    status: 'draft' as const,
    gateFailures: failures,
    contentHash,
    retiredAt: null,
  };
}

export class QuestionBankService {
  /** Generations in flight in this process, so parallel starts on a new article generate once. */
  private readonly pending = new Map<number, Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly repo: QuestionBankRepository,
    private readonly generator: QuestionGenerator,
    private readonly log: Logger,
    readonly review: QuestionReview = 'auto',
  ) {}

  /** The library's vocabulary per language, which the gate's language rule judges by. */
  async vocabulary(m: EntityManager = this.db.manager): Promise<Vocabulary> {
    return buildVocabulary(await this.repo.libraryTexts(m));
  }

  /** Whether the article has approved items to serve. */
  async hasApprovedBank(articleId: number, m: EntityManager = this.db.manager): Promise<boolean> {
    return this.repo.hasApproved(articleId, m);
  }

  /** Per article id: can a test be started? With review auto, always (drafts are generated on demand). */
  async testAvailable(ids: readonly number[]): Promise<boolean[]> {
    if (this.review === 'auto') return ids.map(() => true);
    const ready = await this.repo.withApprovedItems(ids);
    return ids.map((id) => ready.has(id));
  }

  /**
   * Brings an article's curated bank in line with its content file, keyed by `<slug>#<item id>`:
   * unchanged items stay (their gate verdict refreshed), changed ones are retired and inserted anew so
   * past attempts keep grading against what they showed, and items gone from the file are retired.
   * Items that pass the gate are approved; the others are kept as drafts with their failures.
   */
  async importBank(article: ArticleEntity, slug: string, items: BankFileItem[], vocab: Vocabulary): Promise<BankImportReport> {
    const report: BankImportReport = { slug, created: 0, retired: 0, unchanged: 0, approved: 0, failures: [] };
    const hash = articleContentHash(article);
    await this.db.transaction(async (m) => {
      await this.repo.lockCuratedBank(m, article.id);
      const live = await this.repo.liveCurated(m, article.id);
      const byKey = new Map(live.map((q) => [q.externalId!, q]));
      const keep = new Set<string>();
      for (const item of items) {
        const externalId = `${slug}#${item.id}`;
        keep.add(externalId);
        const correct = (['A', 'B', 'C', 'D'].includes(item.answer) ? item.answer : 'A') as OptionLetter;
        const row: StoredItem = {
          question: item.question,
          optionA: item.options[0],
          optionB: item.options[1],
          optionC: item.options[2],
          optionD: item.options[3],
          correctOption: correct,
          explanation: item.explanation,
          generator: 'curated',
          sourceSection: item.section,
          sourceQuote: item.quote,
        };
        const failures = checkItem({ ...gateItemOf(row), correct: item.answer }, article, vocab);
        const status = failures.length ? 'draft' : 'approved';
        if (failures.length) report.failures.push({ id: item.id, failures });
        else report.approved += 1;
        const notWith = item.notWith.map((id) => `${slug}#${id}`).sort();
        const previous = byKey.get(externalId);
        const same =
          previous && (Object.keys(row) as Array<keyof StoredItem>).every((k) => (previous[k] ?? null) === (row[k] ?? null)) && previous.status !== 'retired';
        if (same) {
          report.unchanged += 1;
          // A declared pairing is not a change of the item: it is updated in place.
          const samePairs = [...previous.notWith].sort().join('\n') === notWith.join('\n');
          if (previous.status !== status || !sameFailures(previous.gateFailures, failures) || !samePairs) {
            await this.repo.update(m, previous.id, { status, gateFailures: failures, notWith });
          }
          continue;
        }
        if (previous) {
          await this.repo.update(m, previous.id, { status: 'retired', retiredAt: new Date() });
          report.retired += 1;
        }
        await this.repo.insert(m, [{ ...row, articleId: article.id, externalId, notWith, status, gateFailures: failures, contentHash: hash, retiredAt: null }]);
        report.created += 1;
      }
      for (const q of live) {
        if (!keep.has(q.externalId!) && q.externalId!.startsWith(`${slug}#`)) {
          await this.repo.update(m, q.id, { status: 'retired', retiredAt: new Date() });
          report.retired += 1;
        }
      }
      await this.repo.markCurated(m, article.id, hash, items.length);
    });
    return report;
  }

  /**
   * Makes sure the article has questions for its current text. Generation (possibly a slow model call)
   * runs outside any transaction; storing takes the bank row lock, so concurrent builders store once.
   */
  async ensure(article: ArticleEntity): Promise<void> {
    // A generated bank is only a drafting aid once an approved bank exists.
    if (await this.hasApprovedBank(article.id)) return;
    const hash = articleContentHash(article);
    if (await this.isCurrent(article.id, hash)) return;
    let building = this.pending.get(article.id);
    if (!building) {
      building = this.build(article, hash).finally(() => this.pending.delete(article.id));
      this.pending.set(article.id, building);
    }
    await building;
  }

  /**
   * Drafting aid for an admin: asks the generator (the model when configured, else the offline one)
   * for `count` new items and stores them as drafts beside the bank, each with the gate's findings. Nothing
   * is served or retired: an admin edits and approves. The generator runs outside any transaction.
   */
  async draftMore(article: ArticleEntity, count: number): Promise<number[]> {
    const { result, all } = await this.generateChecked(article, count);
    const hash = articleContentHash(article);
    const rows = all.slice(0, count).map(({ q, failures }) => draftRow(article.id, q, result.generator, failures, hash));
    if (!rows.length) return [];
    const ids = await this.repo.insert(this.db, rows);
    this.log.info(
      { articleId: article.id, generator: result.generator, drafts: rows.length, failingGate: rows.filter((r) => r.gateFailures.length).length },
      'question drafts requested by an admin',
    );
    return ids;
  }

  /** Drafts from the generator, each with the gate's findings; runs outside any transaction. */
  private async generateChecked(article: ArticleEntity, count: number) {
    // Same language only: distractors from other languages' articles are foreign words in the test.
    const related = await this.repo.relatedContents(article);
    const result = await this.generator.generate({
      article: {
        id: article.id,
        title: article.title,
        category: article.category,
        language: article.language,
        summary: article.summary,
        content: article.content,
      },
      relatedTexts: related.map((r) => r.content),
      count,
    });
    const vocab = await this.vocabulary();
    const all = result.questions.map((q) => ({
      q,
      failures: checkItem(
        { question: q.question, options: q.options, correct: q.correct, explanation: q.explanation, source: result.generator },
        article,
        vocab,
      ),
    }));
    return { result, all };
  }

  private async isCurrent(articleId: number, hash: string): Promise<boolean> {
    return (await this.repo.builtFrom(articleId)) === hash;
  }

  private async build(article: ArticleEntity, hash: string): Promise<void> {
    // Another build may have finished between the caller's check and this one starting.
    if (await this.isCurrent(article.id, hash)) return;
    // Some drafts fail the gate: ask for spare ones so a full bank usually remains.
    const { result, all } = await this.generateChecked(article, Math.ceil(LIMITS.questionBankSize * 1.5));
    // Passing drafts up to the bank size; failing ones are kept for an admin to mend only when review is required.
    const checked = [
      ...all.filter((c) => !c.failures.length).slice(0, LIMITS.questionBankSize),
      ...(this.review === 'required' ? all.filter((c) => c.failures.length) : []),
    ];
    const rejected = all.filter((c) => c.failures.length);
    await this.db.transaction(async (m) => {
      if ((await this.repo.lockGeneratedBank(m, article.id, result.generator)) === hash) return;
      // Generated drafts replace generated drafts; curated items (drafts or not) are the content files' to change.
      await this.repo.retireGenerated(m, article.id);
      await this.repo.insert(
        m,
        checked.map(({ q, failures }) => draftRow(article.id, q, result.generator, failures, hash)),
      );
      await this.repo.markGenerated(m, article.id, hash, result.generator, result.model, checked.filter((c) => !c.failures.length).length);
    });
    this.log.info(
      {
        articleId: article.id,
        generator: result.generator,
        questions: checked.length,
        failingGate: rejected.length,
        rules: [...new Set(rejected.flatMap((c) => c.failures.map((f) => f.rule)))],
      },
      'question drafts generated',
    );
  }

  /**
   * Up to `count` items for a new attempt. Approved items only when the article has any; otherwise (with
   * review set to auto) generated drafts that pass the gate. Items this user has seen least come first,
   * ties broken at random; an item that would give away the answer of one already drawn, or that an editor
   * declared must not meet it (`not_with` in the bank file), is skipped; each
   * item gets its own random option order.
   */
  async pick(m: EntityManager, article: Pick<ArticleEntity, 'id' | 'language'>, userId: number, count: number): Promise<ServedQuestion[]> {
    return (await this.draw(m, article, userId, count)).served;
  }

  /**
   * `pick`, also returning the drawn questions (to show them without reading them again); `previous`
   * (the questions of the member's earlier attempts on the article) saves a statement when the caller has them.
   */
  async draw(
    m: EntityManager | DataSource,
    article: Pick<ArticleEntity, 'id' | 'language'>,
    userId: number,
    count: number,
    previous?: Array<{ questions: ServedQuestion[] }>,
  ): Promise<{ served: ServedQuestion[]; questions: Map<number, TestQuestionEntity> }> {
    const rows = await this.repo.servable(m, article.id, this.review === 'auto');
    const approved = rows.filter((q) => q.status === 'approved');
    const current = approved.length ? approved : rows;
    previous ??= await this.repo.servedBefore(m, userId, article.id);
    const seen = new Map<number, number>();
    for (const a of previous) for (const q of a.questions) seen.set(q.questionId, (seen.get(q.questionId) ?? 0) + 1);
    const candidates = current.map((q) => ({ item: gateItemOf(q), externalId: q.externalId, notWith: q.notWith ?? [], seen: seen.get(q.id) ?? 0 }));
    const drawn = drawIndexes(candidates, count, conflictsOf(candidates, article.language)).map((i) => current[i]);
    return {
      served: drawn.map((q) => ({ questionId: q.id, order: shuffle(OPTION_LETTERS) })),
      questions: new Map(drawn.map((q) => [q.id, q])),
    };
  }

  /** The stored questions (with answer keys) of an attempt, by id. */
  async questions(m: EntityManager, ids: number[]): Promise<Map<number, TestQuestionEntity>> {
    const rows = await this.repo.byIds(m, ids);
    return new Map(rows.map((q) => [q.id, q]));
  }
}
