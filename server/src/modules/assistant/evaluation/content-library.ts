import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { DataSource } from 'typeorm';

/** A row of the articles table as the retriever reads it. */
export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  content: string;
  language: string;
  category: string;
  keywords: Record<string, string[]>;
  updated_at: string;
  is_published: boolean;
}

/**
 * The shipped library (content/articles) as the articles table the retriever reads, held in
 * memory: the offline evaluation runs without a database. It answers the retriever's three reads
 * (the table's signature, the published ids, the texts of given ids) by their shape.
 */
export class ContentLibrary {
  readonly rows: ArticleRow[] = [];
  readonly slugOf = new Map<number, string>();

  constructor(contentDir: string) {
    const dir = path.join(contentDir, 'articles');
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort()) {
      const { data, content } = matter(readFileSync(path.join(dir, file), 'utf8'));
      const id = this.rows.length + 1;
      const slug = path.basename(file, '.md').toLowerCase();
      this.rows.push({
        id,
        slug,
        title: String(data.title),
        summary: String(data.summary ?? ''),
        content,
        language: String(data.language),
        category: String(data.category),
        keywords: (data.keywords as Record<string, string[]>) ?? {},
        updated_at: '2026-01-01 00:00:00+00',
        is_published: data.published !== false,
      });
      this.slugOf.set(id, slug);
    }
  }

  async query(text: string, params: unknown[] = []): Promise<unknown[]> {
    const published = this.rows.filter((r) => r.is_published);
    if (text.includes('count(*)'))
      return [{ total: this.rows.length, published: published.length, changed: '2026-01-01 00:00:00+00', max_id: this.rows.length || null }];
    if (text.includes('ANY($1)')) {
      const ids = params[0] as number[];
      return (text.includes('AND is_published') ? published : this.rows).filter((r) => ids.includes(r.id));
    }
    return published.map((r) => ({ id: r.id, updated_at: r.updated_at }));
  }

  asDataSource(): DataSource {
    return this as unknown as DataSource;
  }
}
