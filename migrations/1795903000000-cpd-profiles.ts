import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CPD profiles: the professional bodies each member follows (by profile id, with the year their cycles count
 * from) and the member's reflections on completions and outside activities, one per entry.
 */
export class CpdProfiles1795903000000 implements MigrationInterface {
  name = 'CpdProfiles1795903000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "cpd_body_choices" ("user_id" integer NOT NULL, "profile_id" character varying(40) NOT NULL, "cycle_start_year" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cpd_body_choices_start_year_range" CHECK ("cycle_start_year" IS NULL OR ("cycle_start_year" >= 1990 AND "cycle_start_year" <= 2100)), CONSTRAINT "PK_cpd_body_choices" PRIMARY KEY ("user_id", "profile_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "cpd_reflections" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "completion_id" integer, "outside_activity_id" uuid, "learned" text, "application" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cpd_reflections_not_empty" CHECK ("learned" IS NOT NULL OR "application" IS NOT NULL), CONSTRAINT "cpd_reflections_one_entry" CHECK (("completion_id" IS NULL) <> ("outside_activity_id" IS NULL)), CONSTRAINT "PK_cpd_reflections" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "cpd_reflections_user_idx" ON "cpd_reflections" ("user_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "cpd_reflections_outside_key" ON "cpd_reflections" ("outside_activity_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "cpd_reflections_completion_key" ON "cpd_reflections" ("completion_id")`);
    await queryRunner.query(
      `ALTER TABLE "cpd_body_choices" ADD CONSTRAINT "FK_cpd_body_choices_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cpd_reflections" ADD CONSTRAINT "FK_cpd_reflections_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cpd_reflections" ADD CONSTRAINT "FK_cpd_reflections_completion" FOREIGN KEY ("completion_id") REFERENCES "article_completions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cpd_reflections" ADD CONSTRAINT "FK_cpd_reflections_outside_activity" FOREIGN KEY ("outside_activity_id") REFERENCES "outside_activities"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cpd_reflections"`);
    await queryRunner.query(`DROP TABLE "cpd_body_choices"`);
  }
}
