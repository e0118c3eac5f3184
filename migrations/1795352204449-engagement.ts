import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Engagement1795352204449 implements MigrationInterface {
  name = 'Engagement1795352204449';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "article_requests" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "language" character varying(30) NOT NULL, "profession_category" character varying(100) NOT NULL, "topic" character varying(200) NOT NULL, "description" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_366bbbcb2f5fb8106c57057edd0" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "article_requests_user_idx" ON "article_requests"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "contact_messages" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "subject" character varying(200) NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "contact_messages_user_idx" ON "contact_messages"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "assistant_exchanges" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "question" text NOT NULL, "answer" text NOT NULL, "sources" jsonb NOT NULL DEFAULT '[]', "mode" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_11a137ee703978c89979571c350" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "assistant_exchanges_user_idx" ON "assistant_exchanges"  ("user_id", "id") `);
    await queryRunner.query(`ALTER TABLE "article_requests" ADD CONSTRAINT "FK_c0873cd71432892974669dc8b24" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD CONSTRAINT "FK_9e5c22b90643dd077c3581f3c3b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "assistant_exchanges" ADD CONSTRAINT "FK_676540a3ac93fa29e61042b1edd" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "assistant_exchanges" DROP CONSTRAINT "FK_676540a3ac93fa29e61042b1edd"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "FK_9e5c22b90643dd077c3581f3c3b"`);
    await queryRunner.query(`ALTER TABLE "article_requests" DROP CONSTRAINT "FK_c0873cd71432892974669dc8b24"`);
    await queryRunner.query(`DROP INDEX "public"."assistant_exchanges_user_idx"`);
    await queryRunner.query(`DROP TABLE "assistant_exchanges"`);
    await queryRunner.query(`DROP INDEX "public"."contact_messages_user_idx"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP INDEX "public"."article_requests_user_idx"`);
    await queryRunner.query(`DROP TABLE "article_requests"`);
  }
}
