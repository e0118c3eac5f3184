import type { ChangeLogEntry, ContentPerson } from './accountability';
import type { ReviewQuestion } from './review-questions';
import type { DataSource, EntityManager } from 'typeorm';
import { hotQuery } from '../../db/hot-query';
import { completedSql } from '../assessment/completions/completions.sql';
import { normaliseSource } from './source-key';
import { ArticleEntity } from './article.entity';
import {
  headlineSql,
  MATCH_START,
  searchConditionSql,
  searchRankSql,
  rowQuerySql,
  tidyHeadline,
  tidyLines,
  type ArticleSearchHighlight,
} from './article-search';
import type { ArticleQuery, LibraryMode } from './articles.inputs';

/**
 * The articles table. The library's hot read paths are hand-written SQL: one statement for a page,
 * one for its count, and rows turned into ArticleEntity objects without the ORM's per-row hydration
 * cost. Admin edits and content-file upserts, which are rare, go through TypeORM.
 */

type ArticleValues = Partial<Omit<ArticleEntity, 'id' | 'createdAt' | 'updatedAt'>>;

/** Card columns, aliased to entity property names; dates as text so both drivers agree. */
const CARD_SELECT = [
  'id',
  'slug',
  'title',
  'category',
  'secondary_category AS "secondaryCategory"',
  'subcategory',
  'language',
  'difficulty_level AS "difficultyLevel"',
  'pe_points_value AS "pePointsValue"',
  'source',
  'source_key AS "sourceKey"',
  'publication_date::text AS "publicationDate"',
  'summary',
  'pdf_filename AS "pdfFilename"',
  'external_url AS "externalUrl"',
  'is_youtube AS "isYoutube"',
  'estimated_read_time AS "estimatedReadTime"',
  'professions',
  'is_published AS "isPublished"',
  'created_at AS "createdAt"',
  'updated_at AS "updatedAt"',
  'study_minutes AS "studyMinutes"',
  'video_minutes AS "videoMinutes"',
].join(', ');
/** Cards plus the rendered HTML (what the REST listing serves); the Markdown source is never listed. */
const HTML_SELECT = `${CARD_SELECT}, content_html AS "contentHtml"`;

/** Every order ends in the id so pages are stable; NEWEST and OLDEST keep undated items last. Each has an index. */
const ORDER_BY: Record<ArticleQuery['sort'], string> = {
  NEWEST: 'publication_date DESC NULLS LAST, id DESC',
  OLDEST: 'publication_date ASC NULLS LAST, id ASC',
  TITLE: 'lower(title) ASC, id ASC',
  POINTS: 'pe_points_value DESC, publication_date DESC NULLS LAST, id DESC',
  // Only with a search (the service turns it into NEWEST otherwise); ties go newest first.
  RELEVANCE: 'rank DESC, publication_date DESC NULLS LAST, id DESC',
};

type Row = Record<string, unknown>;

/**
 * A card row (CARD_SELECT, and contentHtml when selected) as an entity, field by field in one order, so
 * every card has the same shape (a hot path: a library page makes a hundred); other columns (a search's
 * rank) are left out.
 */
function toEntity(row: Row): ArticleEntity {
  const a = Object.create(ArticleEntity.prototype) as ArticleEntity;
  a.id = row.id as number;
  a.slug = row.slug as string;
  a.title = row.title as string;
  a.category = row.category as ArticleEntity['category'];
  a.secondaryCategory = row.secondaryCategory as ArticleEntity['secondaryCategory'];
  a.subcategory = row.subcategory as ArticleEntity['subcategory'];
  a.language = row.language as ArticleEntity['language'];
  a.difficultyLevel = row.difficultyLevel as ArticleEntity['difficultyLevel'];
  a.pePointsValue = Number(row.pePointsValue);
  a.source = row.source as ArticleEntity['source'];
  a.sourceKey = row.sourceKey as ArticleEntity['sourceKey'];
  a.publicationDate = row.publicationDate as ArticleEntity['publicationDate'];
  a.summary = row.summary as ArticleEntity['summary'];
  a.pdfFilename = row.pdfFilename as ArticleEntity['pdfFilename'];
  a.externalUrl = row.externalUrl as ArticleEntity['externalUrl'];
  a.isYoutube = row.isYoutube as boolean;
  a.estimatedReadTime = row.estimatedReadTime as ArticleEntity['estimatedReadTime'];
  a.professions = row.professions as ArticleEntity['professions'];
  a.isPublished = row.isPublished as boolean;
  a.createdAt = row.createdAt instanceof Date ? row.createdAt : new Date(String(row.createdAt));
  a.updatedAt = row.updatedAt instanceof Date ? row.updatedAt : new Date(String(row.updatedAt));
  a.studyMinutes = row.studyMinutes as ArticleEntity['studyMinutes'];
  a.videoMinutes = row.videoMinutes as ArticleEntity['videoMinutes'];
  if (row.contentHtml !== undefined) a.contentHtml = row.contentHtml as ArticleEntity['contentHtml'];
  return a;
}

/**
 * $1 user id, $2 how many per group. The member's uncompleted published articles, cut down to the
 * first $2 of every group of articles sharing the same profession list, in recommendation order
 * (publication date newest first, undated last, then creation time — to the millisecond, as JavaScript
 * compares it — then id). Within such a group the score differs only by the publication-date bonus,
 * so this order is exactly the ranking: whatever is dropped here can never rank above what is kept.
 * The scoring itself stays with the dashboard (dashboard/recommendation.ts).
 *
 * Both steps read articles_recommendation_idx: the distinct lists from the index alone, then a few
 * index entries per list (skipping completed articles), so the cost follows the number of profession
 * lists, not the size of the library.
 */
export const RECOMMENDATION_CANDIDATES_SQL = `
SELECT r.id, r.title, r.category, r.pe_points_value, r.professions, r.publication_date, r.created_at
  FROM (SELECT DISTINCT g.professions FROM articles g WHERE g.is_published) groups
 CROSS JOIN LATERAL (
   SELECT a.id, a.title, a.category, a.pe_points_value, a.professions, a.publication_date::text AS publication_date, a.created_at
     FROM articles a
    WHERE a.is_published AND a.professions = groups.professions
      AND NOT ${completedSql('$1', 'a.id')}
    ORDER BY a.publication_date DESC NULLS LAST, date_trunc('milliseconds', a.created_at AT TIME ZONE 'UTC') DESC, a.id DESC
    LIMIT $2) r`;

/** A published article the member has not completed, before the dashboard scores it. */
export interface RecommendationCandidate {
  id: number;
  title: string;
  category: string;
  pePointsValue: number;
  professions: string[];
  /** YYYY-MM-DD or null. */
  publicationDate: string | null;
  createdAt: Date;
}

interface CandidateRow {
  id: number;
  title: string;
  category: string;
  pe_points_value: string | number;
  professions: string[] | null;
  publication_date: string | null;
  created_at: Date | string;
}

/** An article's metadata, read only when a query asks for it. */
export interface ArticleMetaRow {
  id: number;
  authors: ContentPerson[];
  reviewers: ContentPerson[];
  reviewedOn: string | null;
  nextReviewOn: string | null;
  changeLog: ChangeLogEntry[];
  reviewQuestions: ReviewQuestion[];
  learningObjectives: string[];
  references: string[];
  pointsOverrideReason: string | null;
}

/** Key terms of an article per language code, as the content files' `keywords` map states them. */
export type ArticleKeywords = Partial<Record<string, string[]>>;

/** What the assistant's library index reads of an article: its texts, language, category and keywords. */
export interface ArticleText {
  id: number;
  title: string;
  summary: string;
  content: string;
  language: string;
  category: string;
  keywords: ArticleKeywords | null;
}

const ARTICLE_TEXT_COLUMNS = 'id, title, summary, content, language, category, keywords';

/**
 * For a statement of another feature that lists articles by title: `join(alias, articleId)` joins the article whose id
 * is the SQL expression `articleId`, and `title(alias)` selects its title.
 */
export const articleTitleSql = {
  title: (alias: string) => `${alias}.title`,
  join: (alias: string, articleId: string) => `JOIN articles ${alias} ON ${alias}.id = ${articleId}`,
};

/** Language and text of every article: the question gate's vocabulary (read by the question bank). */
export const LIBRARY_TEXTS_SQL = 'SELECT language, title, summary, content FROM articles';

/**
 * Bodies of up to 20 other published articles of category $1 in language $3 ($2: the article itself), which the
 * question generator draws distractors from (same language only: other languages' words are foreign in a test).
 */
export const RELATED_CONTENTS_SQL = 'SELECT content FROM articles WHERE category = $1 AND language = $3 AND id <> $2 AND is_published ORDER BY id LIMIT 20';

/**
 * The excerpt of the content for the highlights: `headlineSql` over content_html, or '' without computing it when the
 * content has none of the query's words, because ts_headline then marks nothing and an excerpt without a mark is shown
 * as none (ArticlesRepository.highlights). Parsing a body costs about as much as indexing it; a page of title matches
 * no longer pays it.
 *
 * Why the answer is the same: ts_headline marks a word when one of its lexemes equals an operand of the query, negated
 * ones included (websearch_to_tsquery makes neither prefix nor weighted operands). The stored vector's C positions are
 * the body's lexemes by the same parser and configuration, so a body word with an operand's lexeme leaves a C position
 * for it, unless concatenation dropped it: only when the lexeme already had 256 positions or one at 16383 (the
 * tsvector limits) in title and summary: any lexeme there at a limit keeps the headline. The operands are read from the
 * query's text form (each quoted, which tsquery input reads back unchanged). A body with STX or ETX is not the text the
 * vector was made from (the headline strips them), so it keeps the headline too.
 */
export function snippetSql(param: string): string {
  // The query's operands, each in its quoted text form (valid tsquery input), joined by OR.
  const anyOperand = `array_to_string(ARRAY(SELECT m[1] FROM regexp_matches(${rowQuerySql(param)}::text, '(''(?:[^'']|'''')*'')', 'g') m), ' | ')::tsquery`;
  const bodyHasOperand = `ts_filter(search_vector, '{c}') @@ ${anyOperand}`;
  const titleOrSummaryAtLimit = `EXISTS (SELECT 1 FROM unnest(ts_filter(search_vector, '{a,b}')) u WHERE cardinality(u.positions) >= 256 OR 16383 = ANY(u.positions))`;
  const marksInBody = `strpos(content_html, chr(2)) > 0 OR strpos(content_html, chr(3)) > 0`;
  return `CASE WHEN ${bodyHasOperand} OR ${titleOrSummaryAtLimit} OR ${marksInBody} THEN ${headlineSql('content_html', param, false)} ELSE '' END`;
}

/** The columns each order reads (ORDER_BY), and the id: all a search keeps of every match (searchPageSql). */
const SORT_KEYS: Record<ArticleQuery['sort'], string> = {
  NEWEST: 'id, publication_date',
  OLDEST: 'id, publication_date',
  TITLE: 'id, title',
  POINTS: 'id, pe_points_value, publication_date',
  RELEVANCE: 'id, publication_date',
};

/**
 * One search page and the number of matches, in one statement (`searchTotal` on every row). The matches are found once
 * (`matches`: the id and the columns the order reads, with the relevance when sorting by it; each further column costs
 * time on every match), the page is cut from them, and only its rows are read in full. Those rows are ranked again to be
 * ordered (ts_rank is a function of the stored vector and the query, so each gets the same value). Counting in a
 * second statement found and read every match twice. `where` is the library's WHERE clause with the search condition on
 * `textParam`; `limit` and `offset` are placeholders. The benchmark's baseline runs the same statement.
 */
export function searchPageSql(o: { select: string; where: string; textParam: string; sort: ArticleQuery['sort']; limit: string; offset: string }): string {
  const rank = o.sort === 'RELEVANCE' ? `, ${searchRankSql(o.textParam)} AS rank` : '';
  const order = ORDER_BY[o.sort];
  return `WITH matches AS MATERIALIZED (SELECT ${SORT_KEYS[o.sort]}${rank} FROM articles ${o.where}),
  top AS (SELECT id FROM matches ORDER BY ${order} LIMIT ${o.limit} OFFSET ${o.offset})
SELECT ${o.select}${rank}, (SELECT count(*)::int FROM matches) AS "searchTotal" FROM articles WHERE id IN (SELECT id FROM top) ORDER BY ${order}`;
}

export class ArticlesRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  private get repo() {
    return this.db.getRepository(ArticleEntity);
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: ArticlesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((m) => work(new ArticlesRepository(m)));
  }

  /**
   * One page of the library and the number of matching items. Browsing: two prepared statements, run together. A search:
   * one statement (searchPageSql) that finds the matches once and takes both the page and the count from them.
   */
  async page(q: ArticleQuery, withHtml: boolean): Promise<{ items: ArticleEntity[]; total: number }> {
    const { where, params, textParam } = this.where(q);
    const limit = `$${params.length + 1}`;
    const offset = `$${params.length + 2}`;
    const select = withHtml ? HTML_SELECT : CARD_SELECT;
    const count = `SELECT count(*)::int AS n FROM articles ${where}`;
    if (textParam) {
      // A search's plan depends on its words (how many items match), so it is planned each time.
      const rows: Row[] = await this.db.query(searchPageSql({ select, where, textParam, sort: q.sort, limit, offset }), [
        ...params,
        q.perPage,
        (q.page - 1) * q.perPage,
      ]);
      // A page past the last match has no row to carry the count: only then is it counted on its own.
      const total =
        rows.length > 0 ? Number(rows[0].searchTotal) : q.page === 1 ? 0 : Number((await this.db.query<Array<{ n: number }>>(count, params))[0]?.n ?? 0);
      return { items: rows.map(toEntity), total };
    }
    const [rows, counted] = await Promise.all([
      hotQuery<Row>(
        this.db,
        `SELECT ${select} FROM articles ${where} ORDER BY ${ORDER_BY[q.sort === 'RELEVANCE' ? 'NEWEST' : q.sort]} LIMIT ${limit} OFFSET ${offset}`,
        [...params, q.perPage, (q.page - 1) * q.perPage],
      ),
      hotQuery<{ n: number }>(this.db, count, params),
    ]);
    return { items: rows.map(toEntity), total: Number(counted[0]?.n ?? 0) };
  }

  /**
   * Highlighted title and summary and an excerpt of the content around the matches, per article id, for
   * `text` in each item's language. Run only for the items of a page that ask for them.
   */
  async highlights(text: string, ids: readonly number[]): Promise<ArticleSearchHighlight[]> {
    if (ids.length === 0) return [];
    const rows: Array<{ id: number; title: string; summary: string; snippet: string }> = await this.db.query(
      `SELECT id, ${headlineSql('title', '$1', true)} AS title, ${headlineSql('summary', '$1', true)} AS summary, ${snippetSql('$1')} AS snippet
       FROM articles WHERE id = ANY($2::int[])`,
      [text, [...ids]],
    );
    return rows.map((r) => {
      const snippet = tidyHeadline(r.snippet, true);
      // Without a match in the content the headline is just its opening words: no excerpt then.
      return { id: Number(r.id), title: tidyHeadline(r.title), summary: tidyLines(r.summary), snippet: snippet.includes(MATCH_START) ? snippet : '' };
    });
  }

  /** Articles by id in one statement (missing ids are simply absent). */
  async byIds(ids: readonly number[], withHtml = false): Promise<ArticleEntity[]> {
    if (ids.length === 0) return [];
    const rows = await hotQuery<Row>(this.db, `SELECT ${withHtml ? HTML_SELECT : CARD_SELECT} FROM articles WHERE id = ANY($1::int[])`, [[...ids]]);
    return rows.map(toEntity);
  }

  /** Text bodies (Markdown and sanitised HTML) by article id, in one statement. */
  async bodies(ids: readonly number[]): Promise<Array<Pick<ArticleEntity, 'id' | 'content' | 'contentHtml'>>> {
    if (ids.length === 0) return [];
    return hotQuery(this.db, 'SELECT id, content, content_html AS "contentHtml" FROM articles WHERE id = ANY($1::int[])', [[...ids]]);
  }

  /** The member's uncompleted published articles worth scoring, `perGroup` per profession list (see RECOMMENDATION_CANDIDATES_SQL). */
  async recommendationCandidates(userId: number, perGroup: number): Promise<RecommendationCandidate[]> {
    const rows = await hotQuery<CandidateRow>(this.db, RECOMMENDATION_CANDIDATES_SQL, [userId, perGroup]);
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      category: r.category,
      pePointsValue: Number(r.pe_points_value),
      professions: r.professions ?? [],
      publicationDate: r.publication_date,
      createdAt: new Date(r.created_at),
    }));
  }

  /** Item metadata by article id, in one statement (library cards do not select it). */
  meta(ids: readonly number[]): Promise<ArticleMetaRow[]> {
    return this.db.query<ArticleMetaRow[]>(
      `SELECT id, authors, reviewers, reviewed_on::text AS "reviewedOn", next_review_on::text AS "nextReviewOn", change_log AS "changeLog",
              review_questions AS "reviewQuestions", learning_objectives AS "learningObjectives", "references", points_override_reason AS "pointsOverrideReason"
       FROM articles WHERE id = ANY($1::int[])`,
      [[...ids]],
    );
  }

  /**
   * The categories, languages and sources of published items (optionally of one mode), one statement;
   * a source is listed once per normalised key, under one of its spellings.
   */
  filterValues(mode: LibraryMode | null): Promise<Array<{ kind: 'category' | 'language' | 'source'; value: string }>> {
    const scope = mode ? 'is_published AND is_youtube = $1' : 'is_published';
    const params = mode ? [mode === 'VIDEOS'] : [];
    return this.db.query(
      `SELECT 'category' AS kind, category AS value FROM articles WHERE ${scope} GROUP BY category
       UNION ALL SELECT 'language', language FROM articles WHERE ${scope} GROUP BY language
       UNION ALL SELECT 'source', MIN(source) FROM articles WHERE ${scope} AND source_key IS NOT NULL GROUP BY source_key`,
      params,
    );
  }

  /** What a visibility check needs of article `id` (its title and published flag), or null; in `m`'s transaction when given. */
  visibility(id: number, m?: EntityManager): Promise<ArticleEntity | null> {
    return (m ?? this.db).getRepository(ArticleEntity).findOne({ where: { id }, select: { id: true, title: true, isPublished: true } });
  }

  /** The article a stored PDF belongs to, with what serving it needs, or null. */
  byPdfFilename(filename: string): Promise<ArticleEntity | null> {
    return this.repo.findOne({ where: { pdfFilename: filename }, select: { id: true, title: true, slug: true, pdfFilename: true, isPublished: true } });
  }

  /** The article's id and PDF file name, or null when there is no such article. */
  pdfOf(id: number): Promise<ArticleEntity | null> {
    return this.repo.findOne({ where: { id }, select: { id: true, pdfFilename: true } });
  }

  /** Every column of article `id`, or null; in `m`'s transaction when given. */
  byId(id: number, m?: EntityManager): Promise<ArticleEntity | null> {
    return (m ?? this.db).getRepository(ArticleEntity).findOneBy({ id });
  }

  /** The first `take` published articles by id, with what a demo completion needs (the demo history seed). */
  firstPublished(take: number): Promise<ArticleEntity[]> {
    return this.repo.find({
      where: { isPublished: true },
      select: { id: true, title: true, category: true, pePointsValue: true, studyMinutes: true, estimatedReadTime: true, pointsOverrideReason: true },
      order: { id: 'ASC' },
      take,
    });
  }

  /** Every column of article `id`, which must exist. */
  byIdOrFail(id: number): Promise<ArticleEntity> {
    return this.repo.findOneByOrFail({ id });
  }

  /** The article of a content file, locked for the rest of the transaction; null when there is none. */
  lockBySlug(slug: string): Promise<ArticleEntity | null> {
    return this.repo.findOne({ where: { slug }, lock: { mode: 'pessimistic_write' } });
  }

  /** Saves a new article and returns it as stored. */
  create(values: ArticleValues): Promise<ArticleEntity> {
    return this.repo.save(this.repo.create(values));
  }

  /** False when there is no article `id`. */
  async update(id: number, values: ArticleValues): Promise<boolean> {
    const result = await this.repo.update({ id }, values);
    return !!result.affected;
  }

  /** Adds a line to article `id`'s change log in one statement; false when there is no such article. */
  async appendChangeLog(id: number, entry: ChangeLogEntry): Promise<boolean> {
    const rows = await this.db.query<Array<{ id: number }>>(
      `UPDATE articles SET change_log = change_log || jsonb_build_array($2::jsonb), updated_at = now() WHERE id = $1 RETURNING id`,
      [id, JSON.stringify(entry)],
    );
    return rows.length > 0;
  }

  /** Deletes article `id`; the database removes its dependent rows. */
  async delete(id: number): Promise<void> {
    await this.repo.delete({ id });
  }

  private where(q: ArticleQuery): { where: string; params: unknown[]; textParam: string | null } {
    const conditions: string[] = q.includeUnpublished ? [] : ['is_published'];
    const params: unknown[] = [];
    const add = (column: string, value: unknown) => {
      params.push(value);
      conditions.push(`${column} = $${params.length}`);
    };
    if (q.category) add('category', q.category);
    if (q.language) add('language', q.language);
    if (q.source) add('source_key', normaliseSource(q.source));
    if (q.mode) add('is_youtube', q.mode === 'VIDEOS');
    // Due for review: the next-review date has passed, or the item was never reviewed.
    if (q.reviewOverdue) conditions.push('(next_review_on IS NULL OR next_review_on < CURRENT_DATE)');
    if (q.search) {
      // A literal substring: LIKE wildcards typed by the admin match themselves.
      params.push(`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      conditions.push(`lower(title) LIKE $${params.length} ESCAPE '\\'`);
    }
    let textParam: string | null = null;
    if (q.text) {
      params.push(q.text);
      textParam = `$${params.length}`;
      conditions.push(searchConditionSql(textParam));
    }
    return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params, textParam };
  }

  /** Counts, last change and highest id of the table, in one statement: any edit changes it (the library index's signature). */
  async textsSignature(): Promise<{ total: number; published: number; changed: string | null; max_id: number | null }> {
    const rows: Array<{ total: number; published: number; changed: string | null; max_id: number | null }> = await this.db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_published)::int AS published,
              max(updated_at)::text AS changed, max(id) AS max_id
         FROM articles`,
    );
    return rows[0];
  }

  /** Every published article's id and last update (as text), by id. */
  publishedVersions(): Promise<Array<{ id: number; updated_at: string }>> {
    return this.db.query('SELECT id, updated_at::text AS updated_at FROM articles WHERE is_published ORDER BY id');
  }

  /** The texts of `ids`, published or not, with their last update, for (re)indexing. */
  textsForIndex(ids: number[]): Promise<Array<ArticleText & { updated_at: string }>> {
    return this.db.query(`SELECT ${ARTICLE_TEXT_COLUMNS}, updated_at::text AS updated_at FROM articles WHERE id = ANY($1)`, [ids]);
  }

  /** The texts of those of `ids` that are published, for an answer's passages. */
  publishedTexts(ids: number[]): Promise<ArticleText[]> {
    return this.db.query(`SELECT ${ARTICLE_TEXT_COLUMNS} FROM articles WHERE id = ANY($1) AND is_published`, [ids]);
  }
}
