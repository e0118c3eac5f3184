import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Optional mails a member can switch off: one row per member and kind switched off. Outbox messages keep extra
 * header lines (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) for the transport.
 */
export class MailUnsubscribes1795909000000 implements MigrationInterface {
  name = 'MailUnsubscribes1795909000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "headers" jsonb`);
    await queryRunner.query(
      `CREATE TABLE "mail_unsubscribes" ("user_id" integer NOT NULL, "kind" character varying(40) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_unsubscribes" PRIMARY KEY ("user_id", "kind"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "FK_mail_unsubscribes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_unsubscribes"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "headers"`);
  }
}
