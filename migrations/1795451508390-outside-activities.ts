import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Outside activities: CPD members logged from elsewhere, with an optional evidence file. */
export class OutsideActivities1795451508390 implements MigrationInterface {
  name = 'OutsideActivities1795451508390';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "outside_activities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "kind" character varying(20) NOT NULL, "activity_date" date NOT NULL, "title" text NOT NULL, "provider" text NOT NULL, "category" text NOT NULL, "hours" numeric(6,2) NOT NULL, "points" numeric(5,2) NOT NULL, "evidence_file" text, "evidence_name" text, "evidence_type" character varying(40), "evidence_size" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "outside_activities_points_range" CHECK ("points" >= 0 AND "points" <= 100), CONSTRAINT "outside_activities_hours_range" CHECK ("hours" > 0 AND "hours" <= 500), CONSTRAINT "PK_921a828fcb9e7d1d378427e2a30" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "outside_activities_user_date_idx" ON "outside_activities"  ("user_id", "activity_date", "id") `);
    await queryRunner.query(`ALTER TABLE "outside_activities" ADD CONSTRAINT "FK_c8186d69e575348214106fb3e9d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outside_activities" DROP CONSTRAINT "FK_c8186d69e575348214106fb3e9d"`);
    await queryRunner.query(`DROP INDEX "public"."outside_activities_user_date_idx"`);
    await queryRunner.query(`DROP TABLE "outside_activities"`);
  }
}
