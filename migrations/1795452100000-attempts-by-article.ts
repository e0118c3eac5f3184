import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Graded attempts by article: the question bank's item statistics read every graded attempt of one
 * article, which the (user, article, number) key cannot find without scanning the whole table.
 */
export class AttemptsByArticle1795452100000 implements MigrationInterface {
  name = 'AttemptsByArticle1795452100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "test_attempts_article_graded_idx" ON "test_attempts" ("article_id") WHERE "status" <> 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."test_attempts_article_graded_idx"`);
  }
}
