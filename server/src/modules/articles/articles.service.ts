import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { badInput, forbidden, notFound } from '../../errors';
import type { FileStorage } from '../../providers/file-storage';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { normaliseSource } from './source-key';
import { isYoutubeUrl } from './youtube';
import type { ArticleMeta } from '../content/content-files';
import { requireActive, requireAdmin } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { renderArticleHtml } from './article-html';
import type { ArticleEntity } from './article.entity';
import { pointsForMinutes, studyTime } from './study-time';
import { nextReview, publishProblem, sortChangeLog, type Accountability, type ChangeLogEntry } from './accountability';
import { ArticlesRepository, type ArticleMetaRow, type RecommendationCandidate } from './articles.repository';
import type { ArticleEdit, ArticleInputData, ArticleQuery, LibraryMode } from './articles.inputs';
import type { Unparsed } from '../../validation';

type Actor = UserEntity | null | undefined;

export interface ArticlePage {
  items: ArticleEntity[];
  total: number;
  page: number;
  perPage: number;
}

export interface ArticleFilterOptions {
  categories: string[];
  languages: string[];
  sources: string[];
}

/** What a content file says about an article, keyed by its slug. */
export interface ArticleDraft extends ArticleInputData {
  slug: string;
  /** Item metadata from the file's front matter; absent for drafts that do not carry it. */
  meta?: ArticleMeta & { studyMinutes: number };
  /** Set when the file asks for a generated PDF; null when it does not. */
  pdfFilename: string | null;
  /** Only when the file states it; otherwise an existing row keeps its published flag. */
  isPublished?: boolean;
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/** Fields compared by the importer to decide whether a row changed. */
const DRAFT_FIELDS = [
  'title',
  'category',
  'secondaryCategory',
  'subcategory',
  'language',
  'difficultyLevel',
  'pePointsValue',
  'source',
  'sourceKey',
  'publicationDate',
  'summary',
  'content',
  'contentHtml',
  'externalUrl',
  'isYoutube',
  'estimatedReadTime',
  'professions',
  'pdfFilename',
] as const satisfies ReadonlyArray<keyof ArticleEntity>;

/** Metadata fields a content file carries, compared when the draft has them. */
const META_FIELDS = [
  'authors',
  'reviewers',
  'reviewedOn',
  'nextReviewOn',
  'changeLog',
  'reviewQuestions',
  'learningObjectives',
  'references',
  'keywords',
  'videoMinutes',
  'pointsOverrideReason',
  'studyMinutes',
] as const satisfies ReadonlyArray<keyof ArticleEntity>;

const PDF_MAGIC = Buffer.from('%PDF-');

/** The library: browsing, reading, the filter lists, admin edits and content-file upserts. */
export class ArticlesService {
  private readonly queries: ArticlesRepository;

  constructor(
    db: DataSource,
    private readonly storage: FileStorage,
    private readonly creditMinutes = 60,
    /** In production an item is published only with its authors, reviewers and review date (README, Content). */
    private readonly production = false,
  ) {
    this.queries = new ArticlesRepository(db);
  }

  /** The library as a member sees it (GraphQL): needs an active subscription; unpublished items only for admins who ask. */
  async browse(actor: Actor, input: Unparsed<ArticleQuery>, options: { withHtml?: boolean } = {}): Promise<ArticlePage> {
    // The subscription comes before the query's validation, as it does for every other reader.
    requireActive(actor);
    const query = input();
    if (query.includeUnpublished || query.reviewOverdue) requireAdmin(actor);
    return this.page(query, options.withHtml ?? false);
  }

  /** Published items only, for the public REST listing. */
  async listPublished(query: ArticleQuery, options: { withHtml?: boolean } = {}): Promise<ArticlePage> {
    return this.page({ ...query, includeUnpublished: false, reviewOverdue: false }, options.withHtml ?? false);
  }

  private async page(q: ArticleQuery, withHtml: boolean): Promise<ArticlePage> {
    const { items, total } = await this.queries.page(q, withHtml);
    if (q.text) for (const item of items) item.searchText = q.text;
    return { items, total, page: q.page, perPage: q.perPage };
  }

  /** One article for the reader; unpublished ones exist only for admins. */
  async get(actor: Actor, id: number): Promise<ArticleEntity> {
    requireActive(actor);
    // Raw read with the rendered HTML (the Markdown source is loaded only if an admin asks for it).
    const [article] = await this.queries.byIds([id], true);
    if (!article || (!article.isPublished && !actor?.isAdmin)) throw notFound(MESSAGES.articleNotFound);
    return article;
  }

  /**
   * The published catalogue for a partner application whose token holds `catalog:read` (docs/decisions.md,
   * "Partner scopes: catalog:read and verify:bulk"): the library's pages without the text, which the resolver
   * keeps for members. The admins' filters are refused as they are to members.
   */
  async catalogue(query: ArticleQuery): Promise<ArticlePage> {
    if (query.includeUnpublished || query.reviewOverdue) throw forbidden('Admin privileges required');
    return this.page(query, false);
  }

  /** One published item of the catalogue, without its text (as `catalogue`); 404 for an unpublished or unknown id. */
  async catalogueItem(id: number): Promise<ArticleEntity> {
    const [article] = await this.queries.byIds([id], false);
    if (!article || !article.isPublished) throw notFound(MESSAGES.articleNotFound);
    return article;
  }

  /** Whether `actor` may see article `id` (exists and published, or any for admins); 404 otherwise. */
  async requireVisible(actor: Actor, id: number, m?: EntityManager): Promise<ArticleEntity> {
    const article = await this.queries.visibility(id, m);
    if (!article || (!article.isPublished && !actor?.isAdmin)) throw notFound(MESSAGES.articleNotFound);
    return article;
  }

  /** The values present in the published library (optionally of one mode), for the filter drop-downs. */
  async filterOptions(actor: Actor, mode: LibraryMode | null = null): Promise<ArticleFilterOptions> {
    requireActive(actor);
    return this.catalogueFilters(mode);
  }

  /** The filter values of the published library, for a partner's `catalog:read` token as for members. */
  async catalogueFilters(mode: LibraryMode | null = null): Promise<ArticleFilterOptions> {
    const rows = await this.queries.filterValues(mode);
    const pick = (kind: string) =>
      rows
        .filter((r) => r.kind === kind)
        .map((r) => r.value)
        .sort((x, y) => x.localeCompare(y));
    return { categories: pick('category'), languages: pick('language'), sources: pick('source') };
  }

  /** Articles by id in one query, for DataLoaders (missing ids are simply absent). */
  byIds(ids: readonly number[], options: { withHtml?: boolean } = {}): Promise<ArticleEntity[]> {
    return this.queries.byIds(ids, options.withHtml ?? false);
  }

  /** Search highlights (title and excerpt) of `ids` for the searched `text`, for DataLoaders. */
  highlights(text: string, ids: readonly number[]) {
    return this.queries.highlights(text, ids);
  }

  /** Text bodies (Markdown and rendered HTML) by article id, for the reader's field resolvers. */
  bodies(ids: readonly number[]): Promise<Array<Pick<ArticleEntity, 'id' | 'content' | 'contentHtml'>>> {
    return this.queries.bodies(ids);
  }

  /** Item metadata (author, review date, objectives, references, points reason) by article id, for DataLoaders. */
  meta(ids: readonly number[]): Promise<ArticleMetaRow[]> {
    return this.queries.meta(ids);
  }

  /** Published articles `userId` has not completed, `perGroup` per profession list, for the dashboard's recommendations; one statement. */
  recommendationCandidates(userId: number, perGroup: number): Promise<RecommendationCandidate[]> {
    return this.queries.recommendationCandidates(userId, perGroup);
  }

  /** The stored PDF for `filename` when its article is visible to `actor` (published, or any for admins). */
  async pdfFile(actor: Actor, filename: string): Promise<{ path: string; article: ArticleEntity } | null> {
    const article = await this.queries.byPdfFilename(filename);
    if (!article || (!article.isPublished && !actor?.isAdmin)) return null;
    const file = await this.storage.locate('pdf', filename);
    return file ? { path: file, article } : null;
  }

  // ── Admin ──────────────────────────────────────────────────────────────

  async create(actor: Actor, data: ArticleEdit): Promise<ArticleEntity> {
    requireAdmin(actor);
    const credit = this.credit(data, null);
    const accountability = this.accountability(data, null);
    this.requirePublishable(accountability);
    return this.queries.create({ ...this.derived(data), ...credit, ...accountability, isPublished: true, slug: null, pdfFilename: null });
  }

  /** Replaces every editable field; the PDF and the published flag are kept. */
  async update(actor: Actor, id: number, data: ArticleEdit): Promise<ArticleEntity> {
    requireAdmin(actor);
    const existing = await this.queries.byId(id);
    if (!existing) throw notFound(MESSAGES.articleNotFound);
    const accountability = this.accountability(data, existing);
    if (existing.isPublished) this.requirePublishable(accountability);
    await this.queries.update(id, { ...this.derived(data), ...this.credit(data, existing), ...accountability });
    return this.queries.byIdOrFail(id);
  }

  /** Authors, reviewers and review dates after an edit: fields left out keep their stored value; a review date without a next one gets twelve months. */
  private accountability(data: ArticleEdit, existing: ArticleEntity | null): Accountability {
    const reviewedOn = data.reviewedOn !== undefined ? data.reviewedOn : (existing?.reviewedOn ?? null);
    const nextGiven = data.nextReviewOn !== undefined ? data.nextReviewOn : data.reviewedOn !== undefined ? null : (existing?.nextReviewOn ?? null);
    return {
      authors: data.authors ?? existing?.authors ?? [],
      reviewers: data.reviewers ?? existing?.reviewers ?? [],
      reviewedOn,
      nextReviewOn: nextReview(reviewedOn, nextGiven),
    };
  }

  /** Refuses (BAD_USER_INPUT) an item that may not be published here; see `publishProblem`. */
  requirePublishable(a: Pick<Accountability, 'authors' | 'reviewers' | 'reviewedOn'>): void {
    const problem = this.publishProblem(a);
    if (problem) throw badInput(problem);
  }

  /** Why an item may not be published in this deployment, or null (production needs author, reviewer and review date). */
  publishProblem(a: Pick<Accountability, 'authors' | 'reviewers' | 'reviewedOn'>): string | null {
    return publishProblem(a, this.production);
  }

  /** Adds a line to an article's change log (date defaults to today, by to the admin's name). */
  async addChangeLogEntry(actor: Actor, id: number, line: { date: string | null; change: string; by: string | null }): Promise<ArticleEntity> {
    requireAdmin(actor);
    const admin = actor as UserEntity;
    const entry: ChangeLogEntry = {
      date: line.date ?? new Date().toISOString().slice(0, 10),
      change: line.change,
      by: line.by ?? (`${admin.firstName} ${admin.lastName}`.trim() || admin.email),
      origin: 'admin',
    };
    if (!(await this.queries.appendChangeLog(id, entry))) throw notFound(MESSAGES.articleNotFound);
    return this.queries.byIdOrFail(id);
  }

  /**
   * Points by study time, unless the admin gives a reason for other points (the form always sends the
   * points field, so points without a reason are taken as the formula's). Video minutes left out of an
   * update keep their stored value.
   */
  private credit(data: ArticleEdit, existing: ArticleEntity | null) {
    const videoMinutes = data.videoMinutes !== undefined ? data.videoMinutes : (existing?.videoMinutes ?? null);
    const time = studyTime({ summary: data.summary, content: data.content, videoMinutes });
    const formula = pointsForMinutes(time.minutes, this.creditMinutes);
    const reason = data.pointsOverrideReason ?? null;
    return {
      videoMinutes,
      studyMinutes: Math.round(time.minutes),
      pePointsValue: reason ? data.pePointsValue : formula,
      pointsOverrideReason: reason,
    };
  }

  async setPublished(actor: Actor, id: number, published: boolean): Promise<ArticleEntity> {
    requireAdmin(actor);
    if (published) {
      const existing = await this.queries.byId(id);
      if (!existing) throw notFound(MESSAGES.articleNotFound);
      this.requirePublishable(existing);
    }
    if (!(await this.queries.update(id, { isPublished: published }))) throw notFound(MESSAGES.articleNotFound);
    return this.queries.byIdOrFail(id);
  }

  /** Deletes the article (its feedback and other dependent rows go with it) and its PDF file. */
  async remove(actor: Actor, id: number): Promise<boolean> {
    requireAdmin(actor);
    const existing = await this.queries.pdfOf(id);
    if (!existing) throw notFound(MESSAGES.articleNotFound);
    await this.queries.delete(id);
    if (existing.pdfFilename) await this.storage.remove('pdf', existing.pdfFilename);
    return true;
  }

  /** Stores an uploaded PDF (checked by size and %PDF- signature) and points the article at it. */
  async attachPdf(actor: Actor, id: number, bytes: Buffer): Promise<ArticleEntity> {
    requireAdmin(actor);
    if (bytes.length > LIMITS.pdfUploadMaxBytes) throw badInput(MESSAGES.pdfTooLarge);
    if (bytes.length < 64 || !bytes.subarray(0, 1024).includes(PDF_MAGIC)) throw badInput(MESSAGES.pdfInvalid);
    const existing = await this.queries.pdfOf(id);
    if (!existing) throw notFound(MESSAGES.articleNotFound);
    // A fresh, unguessable name per upload: no caches serve the old file and names never collide.
    const filename = `article-${id}-${randomBytes(8).toString('hex')}.pdf`;
    await this.storage.write('pdf', filename, bytes);
    await this.queries.update(id, { pdfFilename: filename });
    if (existing.pdfFilename && existing.pdfFilename !== filename) await this.storage.remove('pdf', existing.pdfFilename);
    return this.queries.byIdOrFail(id);
  }

  async detachPdf(actor: Actor, id: number): Promise<ArticleEntity> {
    requireAdmin(actor);
    const existing = await this.queries.pdfOf(id);
    if (!existing) throw notFound(MESSAGES.articleNotFound);
    if (existing.pdfFilename) {
      await this.queries.update(id, { pdfFilename: null });
      await this.storage.remove('pdf', existing.pdfFilename);
    }
    return this.queries.byIdOrFail(id);
  }

  // ── Content files ──────────────────────────────────────────────────────

  /** Inserts or updates the article of a content file by slug; an unchanged file leaves the row untouched. */
  async upsertDraft(draft: ArticleDraft): Promise<{ outcome: UpsertOutcome; article: ArticleEntity; previous: ArticleEntity | null }> {
    const fileValues = { ...this.derived(draft), pdfFilename: draft.pdfFilename, ...(draft.meta ?? {}) };
    return this.queries.transaction(async (tx) => {
      const previous = await tx.lockBySlug(draft.slug);
      // The file's change-log lines replace its earlier ones; lines an admin added stay.
      const values =
        draft.meta && previous
          ? { ...fileValues, changeLog: sortChangeLog([...draft.meta.changeLog, ...(previous.changeLog ?? []).filter((e) => e.origin === 'admin')]) }
          : fileValues;
      if (!previous) {
        const article = await tx.create({ ...values, slug: draft.slug, isPublished: draft.isPublished ?? true });
        return { outcome: 'created' as const, article, previous };
      }
      const changed =
        DRAFT_FIELDS.some((f) => !sameValue(previous[f], values[f])) ||
        (draft.meta !== undefined && META_FIELDS.some((f) => !sameValue(previous[f], values[f]))) ||
        (draft.isPublished !== undefined && draft.isPublished !== previous.isPublished);
      if (!changed) return { outcome: 'unchanged' as const, article: previous, previous };
      await tx.update(previous.id, { ...values, ...(draft.isPublished !== undefined ? { isPublished: draft.isPublished } : {}) });
      return { outcome: 'updated' as const, article: await tx.byIdOrFail(previous.id), previous };
    });
  }

  /** Stored fields that follow from the editable ones: source key, YouTube flag and rendered HTML. */
  private derived(data: ArticleInputData) {
    return {
      title: data.title,
      category: data.category,
      secondaryCategory: data.secondaryCategory,
      subcategory: data.subcategory,
      language: data.language,
      difficultyLevel: data.difficultyLevel,
      pePointsValue: data.pePointsValue,
      source: data.source,
      sourceKey: data.source ? normaliseSource(data.source) : null,
      publicationDate: data.publicationDate,
      summary: data.summary,
      content: data.content,
      contentHtml: renderArticleHtml(data.content),
      externalUrl: data.externalUrl,
      isYoutube: isYoutubeUrl(data.externalUrl),
      estimatedReadTime: data.estimatedReadTime,
      professions: data.professions,
    };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  // jsonb does not keep key order, so objects (also inside lists) compare by sorted keys.
  if (a && b && typeof a === 'object' && typeof b === 'object') return canonical(a) === canonical(b);
  return (a ?? null) === (b ?? null);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}
