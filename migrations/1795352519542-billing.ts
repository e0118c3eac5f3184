import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795352519542 implements MigrationInterface {
  name = 'Billing1795352519542';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "discount_codes" ("id" SERIAL NOT NULL, "code" character varying(50) NOT NULL, "description" character varying(200), "kind" character varying(10) NOT NULL, "value" numeric(10,2) NOT NULL, "valid_from" TIMESTAMP WITH TIME ZONE, "valid_until" TIMESTAMP WITH TIME ZONE, "max_redemptions" integer, "redemption_count" integer NOT NULL DEFAULT '0', "plan_restriction" character varying(40), "active" boolean NOT NULL DEFAULT true, "provider_coupon_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "discount_codes_value_check" CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)), CONSTRAINT "discount_codes_redemptions_check" CHECK (max_redemptions IS NULL OR redemption_count <= max_redemptions), CONSTRAINT "PK_c0170a28d937472e9ce50fdce17" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes"  ("code") `);
    await queryRunner.query(`CREATE TABLE "checkout_sessions" ("id" character varying(64) NOT NULL, "provider" character varying(16) NOT NULL, "provider_session_id" character varying(255), "user_id" integer NOT NULL, "plan" character varying(40) NOT NULL, "discount_code_id" integer, "original_amount" integer NOT NULL, "discount_amount" integer NOT NULL DEFAULT '0', "amount" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'eur', "status" character varying(16) NOT NULL DEFAULT 'open', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE, "verified_at" TIMESTAMP WITH TIME ZONE, "replaced_subscription_id" character varying(255), "replaced_cancelled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5730b2bbc190203a94941d82bd1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "checkout_sessions_provider_session_key" ON "checkout_sessions"  ("provider_session_id") `);
    await queryRunner.query(`CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "discount_redemptions" ("id" SERIAL NOT NULL, "discount_code_id" integer NOT NULL, "checkout_session_id" character varying(64) NOT NULL, "user_id" integer NOT NULL, "discount_amount" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2efe685154f7c7deacaf6f0ef63" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "discount_redemptions_session_key" ON "discount_redemptions"  ("checkout_session_id") `);
    await queryRunner.query(`CREATE INDEX "discount_redemptions_user_idx" ON "discount_redemptions"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "discount_redemptions_code_idx" ON "discount_redemptions"  ("discount_code_id") `);
    await queryRunner.query(`CREATE TABLE "payment_events" ("id" character varying(255) NOT NULL, "provider" character varying(16) NOT NULL, "type" character varying(80) NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "outcome" character varying(32) NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9f1d16fc78b33e676940a32e8b5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "billing_portal_sessions" ("id" character varying(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cbe918f75d815eec66e714e895e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "billing_portal_sessions_user_idx" ON "billing_portal_sessions"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "subscriptions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "provider" character varying(16) NOT NULL, "provider_subscription_id" character varying(255) NOT NULL, "provider_customer_id" character varying(255), "plan" character varying(40) NOT NULL, "status" character varying(32) NOT NULL, "current_period_end" TIMESTAMP WITH TIME ZONE, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "state_at" TIMESTAMP WITH TIME ZONE NOT NULL, "checkout_session_id" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a87248d73155605cf782be9ee5e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "subscriptions_user_idx" ON "subscriptions"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "subscriptions_provider_id_key" ON "subscriptions"  ("provider_subscription_id") `);
    await queryRunner.query(`ALTER TABLE "checkout_sessions" ADD CONSTRAINT "FK_0fcf7372ed8c867428d29dfab53" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "checkout_sessions" ADD CONSTRAINT "FK_840a47ded9694755ee2786ca783" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" ADD CONSTRAINT "FK_e619bd1ba56c38dfa86aec9af28" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" ADD CONSTRAINT "FK_fb296ea7d7e4df01f5cd17955e0" FOREIGN KEY ("checkout_session_id") REFERENCES "checkout_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" ADD CONSTRAINT "FK_e0c1fc9d5b7d3ff68b09d8e06e3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "billing_portal_sessions" ADD CONSTRAINT "FK_7154ff235a9efdace290aa5ead9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1"`);
    await queryRunner.query(`ALTER TABLE "billing_portal_sessions" DROP CONSTRAINT "FK_7154ff235a9efdace290aa5ead9"`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" DROP CONSTRAINT "FK_e0c1fc9d5b7d3ff68b09d8e06e3"`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" DROP CONSTRAINT "FK_fb296ea7d7e4df01f5cd17955e0"`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" DROP CONSTRAINT "FK_e619bd1ba56c38dfa86aec9af28"`);
    await queryRunner.query(`ALTER TABLE "checkout_sessions" DROP CONSTRAINT "FK_840a47ded9694755ee2786ca783"`);
    await queryRunner.query(`ALTER TABLE "checkout_sessions" DROP CONSTRAINT "FK_0fcf7372ed8c867428d29dfab53"`);
    await queryRunner.query(`DROP INDEX "public"."subscriptions_provider_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."subscriptions_user_idx"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP INDEX "public"."billing_portal_sessions_user_idx"`);
    await queryRunner.query(`DROP TABLE "billing_portal_sessions"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "public"."discount_redemptions_code_idx"`);
    await queryRunner.query(`DROP INDEX "public"."discount_redemptions_user_idx"`);
    await queryRunner.query(`DROP INDEX "public"."discount_redemptions_session_key"`);
    await queryRunner.query(`DROP TABLE "discount_redemptions"`);
    await queryRunner.query(`DROP INDEX "public"."checkout_sessions_user_idx"`);
    await queryRunner.query(`DROP INDEX "public"."checkout_sessions_provider_session_key"`);
    await queryRunner.query(`DROP TABLE "checkout_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."discount_codes_code_key"`);
    await queryRunner.query(`DROP TABLE "discount_codes"`);
  }
}
