import type { DataSource } from 'typeorm';
import { Bm25Index } from './bm25';
import { articlePassages, type Passage } from './passages';
import { tokenize } from './tokenize';

export interface RetrievedPassage extends Passage {
  score: number;
  /** Share of the question's idf mass found in the passage (see Bm25Hit.coverage). */
  coverage: number;
}

/**
 * A passage counts as relevant only when it covers at least this share of the question's idf
 * mass: a passage sharing one common word ("world", "best") with an off-topic question stays out.
 */
export const MIN_COVERAGE = 0.35;
/** At most this many passages of one article in a result, so several articles can be cited. */
const MAX_PER_ARTICLE = 2;
const LOAD_CHUNK = 500;

interface IndexedArticle {
  updatedAt: string;
  passages: Passage[];
  tokens: string[][];
}

interface Snapshot {
  signature: string;
  passages: Passage[];
  index: Bm25Index;
}

/**
 * BM25 retrieval over the passages of published articles. The index is built on first use and
 * rebuilt when the articles table changes, detected by one aggregate query per search
 * (row counts, newest updated_at, highest id). Rebuilds re-read and re-tokenise only articles
 * whose updated_at changed.
 */
export class LibraryRetriever {
  private readonly articles = new Map<number, IndexedArticle>();
  private snapshot: Snapshot | null = null;
  private refreshing: Promise<Snapshot> | null = null;
  /** How many times the index was (re)built; for tests and logs. */
  builds = 0;

  constructor(private readonly db: DataSource) {}

  /** The most relevant passages for `question`, best first; empty when nothing is relevant. */
  async search(question: string, limit = 5): Promise<RetrievedPassage[]> {
    const snapshot = await this.current();
    const hits = snapshot.index.search(tokenize(question, { query: true }), limit * 6);
    const perArticle = new Map<number, number>();
    const out: RetrievedPassage[] = [];
    for (const hit of hits) {
      if (hit.coverage < MIN_COVERAGE) continue;
      const passage = snapshot.passages[hit.doc];
      const used = perArticle.get(passage.articleId) ?? 0;
      if (used >= MAX_PER_ARTICLE) continue;
      perArticle.set(passage.articleId, used + 1);
      out.push({ ...passage, score: hit.score, coverage: hit.coverage });
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Number of passages currently indexed (builds the index if needed). */
  async size(): Promise<number> {
    return (await this.current()).passages.length;
  }

  private async current(): Promise<Snapshot> {
    const signature = await this.signature();
    if (this.snapshot?.signature === signature) return this.snapshot;
    this.refreshing ??= this.rebuild(signature).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async signature(): Promise<string> {
    const rows: Array<{ total: number; published: number; changed: string | null; max_id: number | null }> = await this.db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_published)::int AS published,
              max(updated_at)::text AS changed, max(id) AS max_id
         FROM articles`,
    );
    const r = rows[0];
    return `${r.total}/${r.published}/${r.changed ?? ''}/${r.max_id ?? ''}`;
  }

  private async rebuild(signature: string): Promise<Snapshot> {
    const current: Array<{ id: number; updated_at: string }> = await this.db.query(
      'SELECT id, updated_at::text AS updated_at FROM articles WHERE is_published ORDER BY id',
    );
    const live = new Set(current.map((r) => r.id));
    for (const id of this.articles.keys()) if (!live.has(id)) this.articles.delete(id);
    const stale = current.filter((r) => this.articles.get(r.id)?.updatedAt !== r.updated_at).map((r) => r.id);
    for (let i = 0; i < stale.length; i += LOAD_CHUNK) {
      const rows: Array<{ id: number; title: string; summary: string; content: string; updated_at: string }> = await this.db.query(
        'SELECT id, title, summary, content, updated_at::text AS updated_at FROM articles WHERE id = ANY($1)',
        [stale.slice(i, i + LOAD_CHUNK)],
      );
      for (const row of rows) {
        const passages = articlePassages(row);
        this.articles.set(row.id, {
          updatedAt: row.updated_at,
          passages,
          tokens: passages.map((p) => tokenize(`${p.title} ${p.heading} ${p.text}`)),
        });
      }
    }
    const passages: Passage[] = [];
    const tokens: string[][] = [];
    for (const { id } of current) {
      const a = this.articles.get(id);
      if (!a) continue;
      passages.push(...a.passages);
      tokens.push(...a.tokens);
    }
    this.snapshot = { signature, passages, index: new Bm25Index(tokens) };
    this.builds += 1;
    return this.snapshot;
  }
}
