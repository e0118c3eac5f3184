import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reminders queued, one row per member, kind and occasion: its primary key makes each reminder go out once across processes. */
export class ReminderSends1795909100000 implements MigrationInterface {
  name = 'ReminderSends1795909100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reminder_sends" ("user_id" integer NOT NULL, "kind" character varying(40) NOT NULL, "occasion" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reminder_sends" PRIMARY KEY ("user_id", "kind", "occasion"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "reminder_sends" ADD CONSTRAINT "FK_reminder_sends_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reminder_sends"`);
  }
}
