import type { DataSource } from 'typeorm';
import { Bm25Index, toBm25Doc, Vocabulary, type Bm25Doc } from './bm25';
import { articlePassages, type Passage } from './passages';
import { tokenize } from './tokenize';

export interface RetrievedPassage extends Passage {
  score: number;
  /** Share of the question's idf mass found in the passage (see Bm25Hit.coverage). */
  coverage: number;
}

/**
 * A passage counts as relevant only when it covers at least this share of the question's idf
 * mass: a passage sharing one common word ("world", "capital") with an off-topic question stays out.
 */
export const MIN_COVERAGE = 0.35;
/** At most this many passages of one article in a result, so several articles can be cited. */
const MAX_PER_ARTICLE = 2;
const LOAD_CHUNK = 500;
/** Longest stretch of index work before the build yields to other requests. */
const YIELD_AFTER_MS = 15;

interface IndexedArticle {
  updatedAt: string;
  /** One document per passage, in passage order. */
  docs: Bm25Doc[];
}

interface Snapshot {
  signature: string;
  index: Bm25Index;
  /** Article id and passage position of each indexed document. */
  articleOf: Uint32Array;
  ordinalOf: Uint16Array;
}

interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  content: string;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * BM25 retrieval over the passages of published articles. The index is built on first use and
 * rebuilt when the articles table changes, detected by one aggregate query per search (row
 * counts, newest updated_at, highest id). A rebuild re-reads and re-tokenises only articles whose
 * updated_at changed, and yields to the event loop while it works. The index keeps term ids only;
 * the text of the passages it returns is read back from the database for each answer.
 */
export class LibraryRetriever {
  private readonly vocabulary = new Vocabulary();
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
    const picked: Array<{ articleId: number; ordinal: number; score: number; coverage: number }> = [];
    for (const hit of hits) {
      if (hit.coverage < MIN_COVERAGE) continue;
      const articleId = snapshot.articleOf[hit.doc];
      const used = perArticle.get(articleId) ?? 0;
      if (used >= MAX_PER_ARTICLE) continue;
      perArticle.set(articleId, used + 1);
      picked.push({ articleId, ordinal: snapshot.ordinalOf[hit.doc], score: hit.score, coverage: hit.coverage });
      if (picked.length >= limit) break;
    }
    if (!picked.length) return [];
    const rows: ArticleRow[] = await this.db.query(
      'SELECT id, title, summary, content FROM articles WHERE id = ANY($1) AND is_published',
      [[...perArticle.keys()]],
    );
    const passagesOf = new Map(rows.map((r) => [r.id, articlePassages(r)]));
    const out: RetrievedPassage[] = [];
    for (const p of picked) {
      // An article changed since the index was built may no longer have this passage; skip it.
      const passage = passagesOf.get(p.articleId)?.[p.ordinal];
      if (passage) out.push({ ...passage, score: p.score, coverage: p.coverage });
    }
    return out;
  }

  /** Number of passages currently indexed (builds the index if needed). */
  async size(): Promise<number> {
    return (await this.current()).articleOf.length;
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
    let sliceStart = Date.now();
    for (let i = 0; i < stale.length; i += LOAD_CHUNK) {
      const rows: Array<ArticleRow & { updated_at: string }> = await this.db.query(
        'SELECT id, title, summary, content, updated_at::text AS updated_at FROM articles WHERE id = ANY($1)',
        [stale.slice(i, i + LOAD_CHUNK)],
      );
      sliceStart = Date.now();
      for (const row of rows) {
        const docs = articlePassages(row).map((p) => toBm25Doc(tokenize(`${p.title} ${p.heading} ${p.text}`), this.vocabulary));
        this.articles.set(row.id, { updatedAt: row.updated_at, docs });
        if (Date.now() - sliceStart > YIELD_AFTER_MS) {
          await yieldToEventLoop();
          sliceStart = Date.now();
        }
      }
    }
    const docs: Bm25Doc[] = [];
    const articleIds: number[] = [];
    const ordinals: number[] = [];
    for (const { id } of current) {
      const a = this.articles.get(id);
      if (!a) continue;
      a.docs.forEach((d, ordinal) => {
        docs.push(d);
        articleIds.push(id);
        ordinals.push(ordinal);
      });
    }
    this.snapshot = {
      signature,
      index: new Bm25Index(docs, this.vocabulary),
      articleOf: Uint32Array.from(articleIds),
      ordinalOf: Uint16Array.from(ordinals),
    };
    this.builds += 1;
    return this.snapshot;
  }
}
