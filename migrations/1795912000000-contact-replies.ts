import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Support's answers to contact messages: kept with the message, shown to the member in the Help Center and mailed. */
export class ContactReplies1795912000000 implements MigrationInterface {
  name = 'ContactReplies1795912000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_replies" ("id" SERIAL NOT NULL, "message_id" integer NOT NULL, "admin_id" integer, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_contact_replies" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "contact_replies_message_idx" ON "contact_replies" ("message_id") `);
    await queryRunner.query(
      `ALTER TABLE "contact_replies" ADD CONSTRAINT "FK_contact_replies_message" FOREIGN KEY ("message_id") REFERENCES "contact_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_replies" ADD CONSTRAINT "FK_contact_replies_admin" FOREIGN KEY ("admin_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "contact_replies"`);
  }
}
