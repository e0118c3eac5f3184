import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The languages with a search configuration, as the search conditions name them (server/src/modules/articles/article-search.ts). */
const LANGUAGES = ['English', 'Dutch', 'German', 'Spanish'];
/** The search vector's expression, unchanged since ArticleSearch1795460000000 (and recorded in typeorm_metadata there). */
const CONFIG = `CASE "language" WHEN 'English' THEN 'english'::regconfig WHEN 'Dutch' THEN 'dutch'::regconfig WHEN 'German' THEN 'german'::regconfig WHEN 'Spanish' THEN 'spanish'::regconfig ELSE 'simple'::regconfig END`;
const VECTOR = `setweight(to_tsvector(${CONFIG}, "title"), 'A') || setweight(to_tsvector(${CONFIG}, "summary"), 'B') || setweight(to_tsvector(${CONFIG}, "content_html"), 'C')`;

async function createIndexes(queryRunner: QueryRunner): Promise<void> {
  for (const language of LANGUAGES) {
    await queryRunner.query(`CREATE INDEX "articles_search_${language.toLowerCase()}_idx" ON "articles" USING GIN ("search_vector") WHERE "language" = '${language}'`);
  }
  const others = LANGUAGES.map((l) => `'${l}'`).join(', ');
  await queryRunner.query(`CREATE INDEX "articles_search_other_idx" ON "articles" USING GIN ("search_vector") WHERE "language" NOT IN (${others})`);
}

/**
 * Keeps each article's search vector in its row (storage MAIN) instead of the TOAST table. A row with its bodies is
 * larger than PostgreSQL's 2 kB threshold, so the vector (about 1 kB) was moved out of line, and ranking a search read
 * it back through the TOAST index for every match: that fetch, not ts_rank, was most of a 9,800-match ranking. With
 * MAIN the bodies are moved out first and the vector stays in the row (it is still compressed or moved out when a row
 * cannot fit otherwise). Values and results are unchanged.
 *
 * Storage applies when a row is written, so the column is dropped and added again in one ALTER TABLE with its storage
 * set: the table is rewritten once, without the dead rows an UPDATE of every row would leave. Dropping the column drops
 * its indexes; they are created again as migration 1795912600000 made them.
 */
export class ArticleSearchVectorInline1795912900000 implements MigrationInterface {
  name = 'ArticleSearchVectorInline1795912900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "articles" DROP COLUMN "search_vector", ADD "search_vector" tsvector GENERATED ALWAYS AS (${VECTOR}) STORED NOT NULL, ALTER COLUMN "search_vector" SET STORAGE MAIN`,
    );
    await createIndexes(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "articles" DROP COLUMN "search_vector", ADD "search_vector" tsvector GENERATED ALWAYS AS (${VECTOR}) STORED NOT NULL`,
    );
    await createIndexes(queryRunner);
  }
}
