import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795351444085 implements MigrationInterface {
  name = 'Foundation1795351444085';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "users" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email_confirmed" boolean NOT NULL DEFAULT false, "email_confirmed_at" TIMESTAMP WITH TIME ZONE, "is_admin" boolean NOT NULL DEFAULT false, "subscription_status" character varying(32) NOT NULL DEFAULT 'inactive', "subscription_plan" character varying(40), "subscription_started_at" TIMESTAMP WITH TIME ZONE, "subscription_current_period_end" TIMESTAMP WITH TIME ZONE, "payment_customer_id" character varying(255), "payment_subscription_id" character varying(255), "pe_points_earned" numeric(8,2) NOT NULL DEFAULT '0', "profession" character varying(100) NOT NULL, "secondary_profession" character varying(100), "company" character varying(200) NOT NULL, "job_title" character varying(200) NOT NULL, "country" character varying(100) NOT NULL, "address" character varying(300) NOT NULL, "city" character varying(120) NOT NULL, "state" character varying(120) NOT NULL, "postal_code" character varying(20) NOT NULL, "phone" character varying(30) NOT NULL, "phone_country_code" character varying(8) NOT NULL DEFAULT '+31', "license_number" character varying(100), "terms_accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "privacy_accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "token_version" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") `);
    await queryRunner.query(`CREATE TABLE "auth_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "kind" character varying(32) NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_41e9ddfbb32da18c4e85e45c2fd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "outbox_messages" ("id" SERIAL NOT NULL, "to_address" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "text_body" text NOT NULL, "html_body" text NOT NULL, "template" character varying(60) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0171348f527c64b137e4d4f5b66" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages"  ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE TABLE "rate_limits" ("key" character varying(300) NOT NULL, "count" integer NOT NULL, "reset_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))`);
    await queryRunner.query(`ALTER TABLE "auth_tokens" ADD CONSTRAINT "FK_9691367d446cd8b18f462c191b3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_tokens" DROP CONSTRAINT "FK_9691367d446cd8b18f462c191b3"`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_messages_due_idx"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
    await queryRunner.query(`DROP INDEX "public"."auth_tokens_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."auth_tokens_user_idx"`);
    await queryRunner.query(`DROP TABLE "auth_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
