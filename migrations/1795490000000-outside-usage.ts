import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each member uses of the outside-activity limits: evidence bytes (stored and being uploaded) and the
 * number of activities. Uploads and new activities take from it with one conditional upsert, so every app
 * process sees the same count; it starts from the activities and files members have today.
 */
export class OutsideUsage1795490000000 implements MigrationInterface {
  name = 'OutsideUsage1795490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outside_usage" ("user_id" integer NOT NULL, "evidence_bytes" bigint NOT NULL DEFAULT 0, "activities" integer NOT NULL DEFAULT 0, CONSTRAINT "outside_usage_evidence_bytes_nonnegative" CHECK ("evidence_bytes" >= 0), CONSTRAINT "outside_usage_activities_nonnegative" CHECK ("activities" >= 0), CONSTRAINT "PK_outside_usage_user" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "outside_usage" ADD CONSTRAINT "FK_outside_usage_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "outside_usage" ("user_id", "evidence_bytes", "activities")
       SELECT "user_id", coalesce(sum("evidence_size"), 0), count(*) FROM "outside_activities" GROUP BY "user_id"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outside_usage"`);
  }
}
