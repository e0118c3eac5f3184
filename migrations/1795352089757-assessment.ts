import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Assessment1795352089757 implements MigrationInterface {
  name = 'Assessment1795352089757';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "test_attempts" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "article_id" integer NOT NULL, "attempt_number" integer NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'open', "questions" jsonb NOT NULL, "answers" jsonb, "score" integer, "total" integer NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "submitted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d40272f8162c607f12e76c0a18e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "test_attempts_user_submitted_idx" ON "test_attempts"  ("user_id", "submitted_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "test_attempts_one_open_key" ON "test_attempts"  ("user_id", "article_id") WHERE "status" = 'open'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "test_attempts_number_key" ON "test_attempts"  ("user_id", "article_id", "attempt_number") `);
    await queryRunner.query(`CREATE TABLE "question_banks" ("article_id" integer NOT NULL, "content_hash" character varying(64) NOT NULL, "generator" character varying(20) NOT NULL, "model" character varying(100), "question_count" integer NOT NULL DEFAULT '0', "generated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_299b2dc514ad2077ad89c8171f4" PRIMARY KEY ("article_id"))`);
    await queryRunner.query(`CREATE TABLE "test_questions" ("id" SERIAL NOT NULL, "article_id" integer NOT NULL, "question" text NOT NULL, "option_a" text NOT NULL, "option_b" text NOT NULL, "option_c" text NOT NULL, "option_d" text NOT NULL, "correct_option" character(1) NOT NULL, "explanation" text NOT NULL, "generator" character varying(20) NOT NULL, "content_hash" character varying(64) NOT NULL, "retired_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_15b5ff9ab1ab5bc53162881623b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "test_questions_article_current_idx" ON "test_questions"  ("article_id", "retired_at") `);
    await queryRunner.query(`CREATE TABLE "article_completions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "article_id" integer NOT NULL, "attempt_id" integer NOT NULL, "completion_year" integer NOT NULL, "pe_points_awarded" numeric(5,2) NOT NULL, "allowance_charged" numeric(5,2) NOT NULL DEFAULT '0', "completed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_82cf75edb3048fc0a7689e63e86" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "article_completions_attempt_key" ON "article_completions"  ("attempt_id") `);
    await queryRunner.query(`CREATE INDEX "article_completions_user_completed_idx" ON "article_completions"  ("user_id", "completed_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "article_completions_user_article_key" ON "article_completions"  ("user_id", "article_id") `);
    await queryRunner.query(`CREATE TABLE "certificates" ("id" character varying(32) NOT NULL, "user_id" integer NOT NULL, "article_id" integer NOT NULL, "completion_id" integer NOT NULL, "holder_name" character varying(201) NOT NULL, "article_title" character varying(300) NOT NULL, "field_of_study" character varying(60) NOT NULL, "pe_points" numeric(5,2) NOT NULL, "score" integer NOT NULL, "total" integer NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "credential_jws" text NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revocation_reason" character varying(500), "revoked_by" integer, CONSTRAINT "PK_e4c7e31e2144300bea7d89eb165" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "certificates_completion_key" ON "certificates"  ("completion_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "certificates_user_article_key" ON "certificates"  ("user_id", "article_id") `);
    await queryRunner.query(`ALTER TABLE "test_attempts" ADD CONSTRAINT "FK_193bbf9a4f34822e0aa41fefc92" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "test_attempts" ADD CONSTRAINT "FK_4619a7feeee474072b570a07049" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "question_banks" ADD CONSTRAINT "FK_299b2dc514ad2077ad89c8171f4" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "test_questions" ADD CONSTRAINT "FK_2852fc1f98edc2ecfbe3f4fdf90" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "article_completions" ADD CONSTRAINT "FK_8c089b49630043e22f1b43decfb" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "article_completions" ADD CONSTRAINT "FK_4a63018c9fd182310654c55a391" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "article_completions" ADD CONSTRAINT "FK_af640396881509f725f1d7f90ba" FOREIGN KEY ("attempt_id") REFERENCES "test_attempts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "certificates" ADD CONSTRAINT "FK_88f90b1b9c635c14271e509cec0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "certificates" ADD CONSTRAINT "FK_364e8baea24faa3f685a4ffc559" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "certificates" ADD CONSTRAINT "FK_877e3375cfb36682bee04f98c7e" FOREIGN KEY ("completion_id") REFERENCES "article_completions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificates" DROP CONSTRAINT "FK_877e3375cfb36682bee04f98c7e"`);
    await queryRunner.query(`ALTER TABLE "certificates" DROP CONSTRAINT "FK_364e8baea24faa3f685a4ffc559"`);
    await queryRunner.query(`ALTER TABLE "certificates" DROP CONSTRAINT "FK_88f90b1b9c635c14271e509cec0"`);
    await queryRunner.query(`ALTER TABLE "article_completions" DROP CONSTRAINT "FK_af640396881509f725f1d7f90ba"`);
    await queryRunner.query(`ALTER TABLE "article_completions" DROP CONSTRAINT "FK_4a63018c9fd182310654c55a391"`);
    await queryRunner.query(`ALTER TABLE "article_completions" DROP CONSTRAINT "FK_8c089b49630043e22f1b43decfb"`);
    await queryRunner.query(`ALTER TABLE "test_questions" DROP CONSTRAINT "FK_2852fc1f98edc2ecfbe3f4fdf90"`);
    await queryRunner.query(`ALTER TABLE "question_banks" DROP CONSTRAINT "FK_299b2dc514ad2077ad89c8171f4"`);
    await queryRunner.query(`ALTER TABLE "test_attempts" DROP CONSTRAINT "FK_4619a7feeee474072b570a07049"`);
    await queryRunner.query(`ALTER TABLE "test_attempts" DROP CONSTRAINT "FK_193bbf9a4f34822e0aa41fefc92"`);
    await queryRunner.query(`DROP INDEX "public"."certificates_user_article_key"`);
    await queryRunner.query(`DROP INDEX "public"."certificates_completion_key"`);
    await queryRunner.query(`DROP TABLE "certificates"`);
    await queryRunner.query(`DROP INDEX "public"."article_completions_user_article_key"`);
    await queryRunner.query(`DROP INDEX "public"."article_completions_user_completed_idx"`);
    await queryRunner.query(`DROP INDEX "public"."article_completions_attempt_key"`);
    await queryRunner.query(`DROP TABLE "article_completions"`);
    await queryRunner.query(`DROP INDEX "public"."test_questions_article_current_idx"`);
    await queryRunner.query(`DROP TABLE "test_questions"`);
    await queryRunner.query(`DROP TABLE "question_banks"`);
    await queryRunner.query(`DROP INDEX "public"."test_attempts_number_key"`);
    await queryRunner.query(`DROP INDEX "public"."test_attempts_one_open_key"`);
    await queryRunner.query(`DROP INDEX "public"."test_attempts_user_submitted_idx"`);
    await queryRunner.query(`DROP TABLE "test_attempts"`);
  }
}
