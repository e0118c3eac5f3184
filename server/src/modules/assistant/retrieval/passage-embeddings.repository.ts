import type { DataSource } from 'typeorm';

/** How the passage_embeddings table stores a vector: pgvector's `vector`, or `real[]` where the extension is missing. */
export type VectorStorage = 'vector' | 'array';

/** A passage's place in the library: its article and its position among the article's passages. */
export interface PassageKey {
  articleId: number;
  ordinal: number;
}

export interface StoredEmbedding extends PassageKey {
  hash: string;
  vector: number[];
}

export interface NearPassage extends PassageKey {
  hash: string;
  /** Cosine similarity with the question, -1 to 1. */
  similarity: number;
}

/** Where passage embeddings are kept: the database, or memory for the evaluation on the shipped files. */
export interface EmbeddingStore {
  /** Content hash of every stored passage of `model`, by `${articleId}:${ordinal}`. */
  hashes(model: string): Promise<Map<string, string>>;
  save(model: string, rows: StoredEmbedding[]): Promise<void>;
  /** Removes the rows of `model` whose passage is not among `live` (an unpublished article, a section removed). */
  keepOnly(model: string, live: PassageKey[]): Promise<void>;
  /** The `limit` passages nearest to the unit vector `vector`, nearest first. */
  nearest(model: string, vector: number[], limit: number): Promise<NearPassage[]>;
}

/** Rows per INSERT statement. */
const SAVE_CHUNK = 100;

export const passageKey = (k: PassageKey) => `${k.articleId}:${k.ordinal}`;

/** Text literals the two column types read: `[1,2]` for vector, `{1,2}` for real[]. */
const literal = (storage: VectorStorage, v: number[]) => (storage === 'vector' ? `[${v.join(',')}]` : `{${v.join(',')}}`);

/**
 * The passage_embeddings table. With pgvector the similarity is `1 - (embedding <=> q)` (cosine distance); with
 * `real[]` it is the dot product of the stored and the question's unit vectors, computed in SQL. Either way only
 * rows of the same model and dimension are compared.
 */
export class PassageEmbeddingsRepository implements EmbeddingStore {
  private storageKind: Promise<VectorStorage> | null = null;

  constructor(private readonly db: DataSource) {}

  /** The column's type as the migration created it. */
  storage(): Promise<VectorStorage> {
    this.storageKind ??= this.db
      .query(`SELECT udt_name FROM information_schema.columns WHERE table_name = 'passage_embeddings' AND column_name = 'embedding'`)
      .then((rows: Array<{ udt_name: string }>) => (rows[0]?.udt_name === 'vector' ? 'vector' : 'array'));
    return this.storageKind;
  }

  async hashes(model: string): Promise<Map<string, string>> {
    const rows: Array<{ article_id: number; ordinal: number; content_hash: string }> = await this.db.query(
      'SELECT article_id, ordinal, content_hash FROM passage_embeddings WHERE model = $1',
      [model],
    );
    return new Map(rows.map((r) => [passageKey({ articleId: r.article_id, ordinal: r.ordinal }), r.content_hash]));
  }

  /** Upserts `rows`, a chunk per statement (each its own implicit transaction); rows of an article deleted meanwhile are skipped. */
  async save(model: string, rows: StoredEmbedding[]): Promise<void> {
    const storage = await this.storage();
    const cast = storage === 'vector' ? 'vector' : 'real[]';
    for (let i = 0; i < rows.length; i += SAVE_CHUNK) {
      const chunk = rows.slice(i, i + SAVE_CHUNK);
      await this.db.query(
        `INSERT INTO passage_embeddings (article_id, ordinal, model, content_hash, embedding)
         SELECT r.article_id, r.ordinal, $1, r.content_hash, r.embedding::${cast}
           FROM unnest($2::int[], $3::int[], $4::text[], $5::text[]) AS r(article_id, ordinal, content_hash, embedding)
          WHERE EXISTS (SELECT 1 FROM articles a WHERE a.id = r.article_id)
         ON CONFLICT (model, article_id, ordinal) DO UPDATE SET content_hash = EXCLUDED.content_hash, embedding = EXCLUDED.embedding, created_at = now()`,
        [model, chunk.map((r) => r.articleId), chunk.map((r) => r.ordinal), chunk.map((r) => r.hash), chunk.map((r) => literal(storage, r.vector))],
      );
    }
  }

  async keepOnly(model: string, live: PassageKey[]): Promise<void> {
    await this.db.query(
      `DELETE FROM passage_embeddings e WHERE e.model = $1
         AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS l(article_id, ordinal) WHERE l.article_id = e.article_id AND l.ordinal = e.ordinal)`,
      [model, live.map((k) => k.articleId), live.map((k) => k.ordinal)],
    );
  }

  async nearest(model: string, vector: number[], limit: number): Promise<NearPassage[]> {
    const storage = await this.storage();
    const rows: Array<{ article_id: number; ordinal: number; content_hash: string; similarity: number }> =
      storage === 'vector'
        ? await this.db.query(
            `SELECT article_id, ordinal, content_hash, 1 - (embedding <=> $2::vector) AS similarity
               FROM passage_embeddings WHERE model = $1 AND vector_dims(embedding) = $3
              ORDER BY embedding <=> $2::vector LIMIT $4`,
            [model, literal(storage, vector), vector.length, limit],
          )
        : await this.db.query(
            `SELECT article_id, ordinal, content_hash, (SELECT sum(a * b) FROM unnest(embedding, $2::real[]) AS t(a, b)) AS similarity
               FROM passage_embeddings WHERE model = $1 AND cardinality(embedding) = $3
              ORDER BY similarity DESC LIMIT $4`,
            [model, literal(storage, vector), vector.length, limit],
          );
    return rows.map((r) => ({ articleId: r.article_id, ordinal: r.ordinal, hash: r.content_hash, similarity: Number(r.similarity) }));
  }
}
