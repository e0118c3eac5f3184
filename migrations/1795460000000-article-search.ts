import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search configuration of an item's language; languages without one fall back to 'simple'. */
const CONFIG = `CASE "language" WHEN 'English' THEN 'english'::regconfig WHEN 'Dutch' THEN 'dutch'::regconfig WHEN 'German' THEN 'german'::regconfig WHEN 'Spanish' THEN 'spanish'::regconfig ELSE 'simple'::regconfig END`;
const VECTOR = `setweight(to_tsvector(${CONFIG}, "title"), 'A') || setweight(to_tsvector(${CONFIG}, "summary"), 'B') || setweight(to_tsvector(${CONFIG}, "content_html"), 'C')`;

/**
 * Library full-text search: a generated, weighted tsvector per article in its own language, and a GIN
 * index over it. TypeORM compares a generated column's expression with the copy it keeps in
 * typeorm_metadata (created here when absent), so the expression is recorded there too.
 */
export class ArticleSearch1795460000000 implements MigrationInterface {
  name = 'ArticleSearch1795460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    await queryRunner.query(`ALTER TABLE "articles" ADD "search_vector" tsvector GENERATED ALWAYS AS (${VECTOR}) STORED NOT NULL`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'articles', 'GENERATED_COLUMN', 'search_vector', $1)`,
      [VECTOR],
    );
    await queryRunner.query(`CREATE INDEX "articles_search_idx" ON "articles" USING GIN ("search_vector")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "articles_search_idx"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'articles' AND "name" = 'search_vector'`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN IF EXISTS "search_vector"`);
  }
}
