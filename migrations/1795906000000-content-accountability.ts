import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accountability per library item: authors and reviewers (name and role as free text) replace the single
 * author line, the next-review date and a change log join the review date, and the item's review questions
 * (not graded) are kept beside it. An existing author becomes the first author; an existing review date gets
 * a next review twelve months later.
 */
export class ContentAccountability1795906000000 implements MigrationInterface {
  name = 'ContentAccountability1795906000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" ADD "authors" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "reviewers" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "next_review_on" date`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "change_log" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "review_questions" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `UPDATE "articles" SET "authors" = jsonb_build_array(jsonb_build_object('name', "author", 'role', NULL)) WHERE "author" IS NOT NULL AND "author" <> ''`,
    );
    await queryRunner.query(`UPDATE "articles" SET "next_review_on" = ("reviewed_on" + interval '12 months')::date WHERE "reviewed_on" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "author"`);
    await queryRunner.query(`CREATE INDEX "articles_next_review_idx" ON "articles" ("next_review_on") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."articles_next_review_idx"`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "author" character varying(200)`);
    await queryRunner.query(`UPDATE "articles" SET "author" = left("authors"->0->>'name', 200) WHERE jsonb_array_length("authors") > 0`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "review_questions"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "change_log"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "next_review_on"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "reviewers"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "authors"`);
  }
}
