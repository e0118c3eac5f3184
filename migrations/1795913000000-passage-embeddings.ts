import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Embeddings of the library's passages for the assistant's hybrid retrieval (used only with an OpenAI key).
 * One row per passage (article id and its position among the article's passages) and embedding model, with the
 * hash of the text that was embedded, so an unchanged passage is not embedded again.
 *
 * The vector is pgvector's `vector` where the server offers the extension (PGlite ships it, and a PostgreSQL with
 * pgvector installed), else a `real[]` whose cosine similarity the assistant computes in SQL (docs/decisions.md,
 * "Passage embeddings: pgvector where available, real[] elsewhere"). The column has no fixed dimension: the model is
 * configurable and rows of another model are never compared. If creating the extension is refused (no privilege),
 * the migration takes the `real[]` column instead of failing.
 */
export class PassageEmbeddings1795913000000 implements MigrationInterface {
  name = 'PassageEmbeddings1795913000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const offered = (await queryRunner.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`)) as unknown[];
    let column = 'real[]';
    if (offered.length) {
      await queryRunner.query('SAVEPOINT passage_embeddings_vector');
      try {
        await queryRunner.query('CREATE EXTENSION IF NOT EXISTS vector');
        await queryRunner.query('RELEASE SAVEPOINT passage_embeddings_vector');
        column = 'vector';
      } catch {
        await queryRunner.query('ROLLBACK TO SAVEPOINT passage_embeddings_vector');
      }
    }
    await queryRunner.query(
      `CREATE TABLE "passage_embeddings" ("article_id" integer NOT NULL, "ordinal" integer NOT NULL, "model" character varying(100) NOT NULL, "content_hash" character varying(64) NOT NULL, "embedding" ${column} NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_passage_embeddings" PRIMARY KEY ("model", "article_id", "ordinal"))`,
    );
    await queryRunner.query(`CREATE INDEX "passage_embeddings_article_idx" ON "passage_embeddings" ("article_id") `);
    await queryRunner.query(
      `ALTER TABLE "passage_embeddings" ADD CONSTRAINT "FK_passage_embeddings_article" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "passage_embeddings"`);
  }
}
