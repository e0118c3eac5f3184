import type { DataSource } from 'typeorm';

/** Key terms of an article per language code, as the content files' `keywords` map states them. */
export type ArticleKeywords = Partial<Record<string, string[]>>;

/** What the index reads of an article: its texts, language, category and keywords. */
export interface ArticleText {
  id: number;
  title: string;
  summary: string;
  content: string;
  language: string;
  category: string;
  keywords: ArticleKeywords | null;
}

const ARTICLE_COLUMNS = 'id, title, summary, content, language, category, keywords';

/**
 * The retriever's reads of the articles table, which the articles feature owns: the index is
 * built from the published texts and checked against a cheap signature of the table.
 */
export class LibraryTextRepository {
  constructor(private readonly db: DataSource) {}

  /** Counts, last change and highest id of the table, in one statement: any edit changes it. */
  async signature(): Promise<{ total: number; published: number; changed: string | null; max_id: number | null }> {
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
    return this.db.query(`SELECT ${ARTICLE_COLUMNS}, updated_at::text AS updated_at FROM articles WHERE id = ANY($1)`, [ids]);
  }

  /** The texts of those of `ids` that are published, for an answer's passages. */
  publishedTexts(ids: number[]): Promise<ArticleText[]> {
    return this.db.query(`SELECT ${ARTICLE_COLUMNS} FROM articles WHERE id = ANY($1) AND is_published`, [ids]);
  }
}
