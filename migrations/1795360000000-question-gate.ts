import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Curated question banks and study-time credit: bank items get a status, a stable key per content
 * file item, the passage their key rests on and the gate's findings; articles get the metadata the
 * content files now carry (author, review date, objectives, references, keywords, video minutes) and
 * the reason an admin gave for points other than the formula's.
 */
export class QuestionGate1795360000000 implements MigrationInterface {
  name = 'QuestionGate1795360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_questions" ADD "status" character varying(10) NOT NULL DEFAULT 'approved'`);
    await queryRunner.query(`ALTER TABLE "test_questions" ADD "external_id" character varying(260)`);
    await queryRunner.query(`ALTER TABLE "test_questions" ADD "source_section" text`);
    await queryRunner.query(`ALTER TABLE "test_questions" ADD "source_quote" text`);
    await queryRunner.query(`ALTER TABLE "test_questions" ADD "gate_failures" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`UPDATE "test_questions" SET "status" = 'retired' WHERE "retired_at" IS NOT NULL`);
    // Generated items were never checked by the gate: they become drafts, and their banks are rebuilt
    // (and checked) the next time a test starts.
    await queryRunner.query(`UPDATE "test_questions" SET "status" = 'draft' WHERE "retired_at" IS NULL`);
    await queryRunner.query(`UPDATE "question_banks" SET "content_hash" = ''`);
    await queryRunner.query(`CREATE UNIQUE INDEX "test_questions_external_current_key" ON "test_questions" ("external_id") WHERE "retired_at" IS NULL`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "video_minutes" integer`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "study_minutes" integer`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "points_override_reason" text`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "author" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "reviewed_on" date`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "learning_objectives" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "references" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "keywords" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "certificates" ADD "points_basis" character varying(1100)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificates" DROP COLUMN "points_basis"`);
    for (const c of ['keywords', 'references', 'learning_objectives', 'reviewed_on', 'author', 'points_override_reason', 'study_minutes', 'video_minutes']) {
      await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "${c}"`);
    }
    await queryRunner.query(`DROP INDEX "public"."test_questions_external_current_key"`);
    for (const c of ['gate_failures', 'source_quote', 'source_section', 'external_id', 'status']) {
      await queryRunner.query(`ALTER TABLE "test_questions" DROP COLUMN "${c}"`);
    }
  }
}
