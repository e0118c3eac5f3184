import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { TextEmbedder } from '../../../providers/ai/openai-embeddings';
import { ArticlesRepository } from '../../articles/articles.repository';
import { passageKey, type EmbeddingStore, type NearPassage, type PassageKey, type StoredEmbedding } from './passage-embeddings.repository';
import { articlePassages, type Passage } from './passages';

/** Articles whose texts are read per query while embeddings are brought up to date. */
const LOAD_CHUNK = 200;
/** Passages embedded and stored per round: an interrupted first embedding keeps what it stored. */
const EMBED_CHUNK = 96;
/** After a failed embedding request, vectors are left out for this long (full-text retrieval answers meanwhile). */
export const RETRY_AFTER_MS = 60_000;

/** What a passage's embedding is computed from: its article's title, its heading and its text. */
export const embeddingInput = (p: Passage) => `${p.title}\n${p.heading}\n${p.text}`;

/** The hash stored with an embedding: the same text gives the same hash, so it is not embedded again. */
export const passageHash = (p: Passage) => createHash('sha256').update(embeddingInput(p)).digest('hex');

/**
 * The library's passage embeddings: brought up to date with the published articles (only passages whose text
 * changed are embedded, in batches, and no database transaction is held while the API answers), and searched
 * with a question's embedding. Every failure is logged and answered with null: the assistant then retrieves
 * by full text alone, and tries the embeddings again after RETRY_AFTER_MS.
 */
export class PassageEmbeddings {
  private readonly texts: ArticlesRepository;
  /** Per article embedded up to date: the updated_at it was embedded at and its number of passages. */
  private readonly synced = new Map<number, { updatedAt: string; passages: number }>();
  private syncedVersion: string | null = null;
  private syncing: Promise<void> | null = null;
  private failedAt = -Infinity;

  constructor(
    db: DataSource,
    private readonly embedder: TextEmbedder,
    private readonly store: EmbeddingStore,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.texts = new ArticlesRepository(db);
  }

  get model(): string {
    return this.embedder.model;
  }

  /**
   * The `limit` passages nearest to the question, nearest first, after bringing the embeddings up to date with the
   * library `version` (see LibraryRetriever.version); null when embeddings are unavailable.
   */
  async nearest(question: string, limit: number, version: string | null): Promise<NearPassage[] | null> {
    if (this.now() - this.failedAt < RETRY_AFTER_MS) return null;
    try {
      if (version === null || version !== this.syncedVersion) await this.sync(version);
      const [vector] = await this.embedder.embed([question]);
      return await this.store.nearest(this.embedder.model, vector, limit);
    } catch (error) {
      this.failedAt = this.now();
      this.log.warn({ err: (error as Error).message, model: this.embedder.model }, 'passage embeddings unavailable; retrieving by full text');
      return null;
    }
  }

  /** Embeds the passages of published articles that have no embedding of their current text; drops those of removed passages. */
  sync(version: string | null = null): Promise<void> {
    this.syncing ??= this.bringUpToDate(version).finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async bringUpToDate(version: string | null): Promise<void> {
    const model = this.embedder.model;
    // Read afresh each time: another process may have embedded or dropped passages since (several processes, one table).
    const stored = await this.store.hashes(model);
    const current = await this.texts.publishedVersions();
    const live = new Set(current.map((r) => r.id));
    let removed = false;
    for (const id of [...this.synced.keys()])
      if (!live.has(id)) {
        this.synced.delete(id);
        removed = true;
      }
    const changed = current.filter((r) => this.synced.get(r.id)?.updatedAt !== r.updated_at).map((r) => r.id);
    for (let i = 0; i < changed.length; i += LOAD_CHUNK) {
      const rows = await this.texts.textsForIndex(changed.slice(i, i + LOAD_CHUNK));
      const pending: Array<{ passage: Passage; ordinal: number; hash: string }> = [];
      const done: Array<[number, { updatedAt: string; passages: number }]> = [];
      for (const row of rows) {
        const passages = articlePassages(row);
        if (this.synced.get(row.id)?.passages !== passages.length) removed = true;
        passages.forEach((passage, ordinal) => {
          const hash = passageHash(passage);
          if (stored.get(passageKey({ articleId: row.id, ordinal })) !== hash) pending.push({ passage, ordinal, hash });
        });
        done.push([row.id, { updatedAt: row.updated_at, passages: passages.length }]);
      }
      // Embedded outside any transaction, a round at a time; each round is stored before the next request.
      for (let k = 0; k < pending.length; k += EMBED_CHUNK) {
        const round = pending.slice(k, k + EMBED_CHUNK);
        const vectors = await this.embedder.embed(round.map((p) => embeddingInput(p.passage)));
        const rowsToSave: StoredEmbedding[] = round.map((p, j) => ({ articleId: p.passage.articleId, ordinal: p.ordinal, hash: p.hash, vector: vectors[j] }));
        await this.store.save(model, rowsToSave);
        for (const r of rowsToSave) stored.set(passageKey(r), r.hash);
      }
      for (const [id, state] of done) this.synced.set(id, state);
    }
    if (removed) {
      const keys: PassageKey[] = [];
      for (const [articleId, { passages }] of this.synced) for (let ordinal = 0; ordinal < passages; ordinal++) keys.push({ articleId, ordinal });
      await this.store.keepOnly(model, keys);
      const kept = new Set(keys.map(passageKey));
      for (const key of [...stored.keys()]) if (!kept.has(key)) stored.delete(key);
    }
    this.syncedVersion = version;
  }
}

/** Passage embeddings held in memory, for the evaluation on the shipped files (which has no database). */
export class MemoryEmbeddingStore implements EmbeddingStore {
  private readonly rows = new Map<string, StoredEmbedding & { model: string }>();

  async hashes(model: string): Promise<Map<string, string>> {
    return new Map([...this.rows.values()].filter((r) => r.model === model).map((r) => [passageKey(r), r.hash]));
  }

  async save(model: string, rows: StoredEmbedding[]): Promise<void> {
    for (const r of rows) this.rows.set(`${model}|${passageKey(r)}`, { ...r, model });
  }

  async keepOnly(model: string, live: PassageKey[]): Promise<void> {
    const keep = new Set(live.map(passageKey));
    for (const [key, r] of this.rows) if (r.model === model && !keep.has(passageKey(r))) this.rows.delete(key);
  }

  async nearest(model: string, vector: number[], limit: number): Promise<NearPassage[]> {
    return [...this.rows.values()]
      .filter((r) => r.model === model && r.vector.length === vector.length)
      .map((r) => ({ articleId: r.articleId, ordinal: r.ordinal, hash: r.hash, similarity: r.vector.reduce((sum, x, i) => sum + x * vector[i], 0) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, limit);
  }
}
