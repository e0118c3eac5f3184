import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The integration outbox: events written with the change they report (certificates issued and revoked,
 * completions, subscription changes), partners' webhook subscriptions, members' learning record stores and
 * one delivery per event and destination (unique, so a second fan-out by another process adds nothing).
 */
export class Integrations1795902000000 implements MigrationInterface {
  name = 'Integrations1795902000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "integration_events" ("id" SERIAL NOT NULL, "type" character varying(40) NOT NULL, "user_id" integer NOT NULL, "data" jsonb NOT NULL, "fanned_out_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a2d1c976c11f47866a9e4273192" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "integration_events_fan_out_idx" ON "integration_events"  ("fanned_out_at", "id") `);
    await queryRunner.query(`CREATE TABLE "lrs_connections" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "endpoint" character varying(2000) NOT NULL, "credentials_encrypted" text NOT NULL, "key_hint" character varying(8) NOT NULL, "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_c3aee21ee74cfde735a5dc68282" UNIQUE ("user_id"), CONSTRAINT "PK_c0c675905b573ddf289dbbb63a8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "webhook_subscriptions" ("id" SERIAL NOT NULL, "client_id" character varying(200) NOT NULL, "url" character varying(2000) NOT NULL, "event_types" character varying(40) array NOT NULL, "secret_encrypted" text NOT NULL, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bf631ae77d39849d599817fb6f4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "integration_deliveries" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "subscription_id" integer, "lrs_connection_id" integer, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_status_code" integer, "last_error" text, "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "integration_deliveries_lrs_once" UNIQUE ("event_id", "lrs_connection_id"), CONSTRAINT "integration_deliveries_webhook_once" UNIQUE ("event_id", "subscription_id"), CONSTRAINT "PK_d8ccb7a6e471cdb4ec5a3972ed6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "integration_deliveries_due_idx" ON "integration_deliveries"  ("status", "next_attempt_at") `);
    await queryRunner.query(`ALTER TABLE "integration_events" ADD CONSTRAINT "FK_integration_events_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "lrs_connections" ADD CONSTRAINT "FK_lrs_connections_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "integration_deliveries" ADD CONSTRAINT "FK_integration_deliveries_event" FOREIGN KEY ("event_id") REFERENCES "integration_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "integration_deliveries" ADD CONSTRAINT "FK_integration_deliveries_subscription" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "integration_deliveries" ADD CONSTRAINT "FK_integration_deliveries_lrs" FOREIGN KEY ("lrs_connection_id") REFERENCES "lrs_connections"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "integration_deliveries" DROP CONSTRAINT "FK_integration_deliveries_lrs"`);
    await queryRunner.query(`ALTER TABLE "integration_deliveries" DROP CONSTRAINT "FK_integration_deliveries_subscription"`);
    await queryRunner.query(`ALTER TABLE "integration_deliveries" DROP CONSTRAINT "FK_integration_deliveries_event"`);
    await queryRunner.query(`ALTER TABLE "lrs_connections" DROP CONSTRAINT "FK_lrs_connections_user"`);
    await queryRunner.query(`ALTER TABLE "integration_events" DROP CONSTRAINT "FK_integration_events_user"`);
    await queryRunner.query(`DROP INDEX "public"."integration_deliveries_due_idx"`);
    await queryRunner.query(`DROP TABLE "integration_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_subscriptions"`);
    await queryRunner.query(`DROP TABLE "lrs_connections"`);
    await queryRunner.query(`DROP INDEX "public"."integration_events_fan_out_idx"`);
    await queryRunner.query(`DROP TABLE "integration_events"`);
  }
}
