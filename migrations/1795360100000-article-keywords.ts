import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Multilingual key terms per article (en, nl, de, es), read by the assistant's retrieval. The
 * article metadata migration adds the same column; IF NOT EXISTS lets either run first.
 */
export class ArticleKeywords1795360100000 implements MigrationInterface {
  name = 'ArticleKeywords1795360100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "keywords" jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN IF EXISTS "keywords"`);
  }
}
