import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner applications (OAuth 2.0): registered clients (partner_clients, secrets kept as hashes), members'
 * consents (partner_consents, one in force per member and client) and what the authorisation server stores
 * through its adapter (oauth_records: grants, codes, tokens, sessions, interactions).
 */
export class PartnerApplications1795901000000 implements MigrationInterface {
  name = 'PartnerApplications1795901000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "oauth_records" ("model" character varying(40) NOT NULL, "id" character varying(255) NOT NULL, "payload" jsonb NOT NULL, "grant_id" character varying(255), "uid" character varying(255), "client_id" character varying(64), "expires_at" TIMESTAMP WITH TIME ZONE, "consumed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_afbd00678ed8c76df9897e89c48" PRIMARY KEY ("model", "id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_oauth_records_grant" ON "oauth_records" ("grant_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_oauth_records_uid" ON "oauth_records" ("uid")`);
    await queryRunner.query(`CREATE TABLE "partner_clients" ("id" SERIAL NOT NULL, "client_id" character varying(64) NOT NULL, "name" character varying(200) NOT NULL, "redirect_uris" jsonb NOT NULL, "scopes" jsonb NOT NULL, "secret_hash" character varying(100) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "secret_rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_98bdb1c78cd055fcc5be702425f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_partner_clients_client_id" ON "partner_clients" ("client_id")`);
    await queryRunner.query(`CREATE TABLE "partner_consents" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "client_id" character varying(64) NOT NULL, "scopes" jsonb NOT NULL, "grant_id" character varying(255), "granted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "withdrawn_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8e432eadd33f1caa49e5368ba25" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_partner_consents_client" ON "partner_consents" ("client_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_partner_consents_in_force" ON "partner_consents" ("user_id", "client_id") WHERE "withdrawn_at" IS NULL`);
    await queryRunner.query(`ALTER TABLE "partner_consents" ADD CONSTRAINT "FK_40e3ea07e83406cc64f5028d0da" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partner_consents" DROP CONSTRAINT "FK_40e3ea07e83406cc64f5028d0da"`);
    await queryRunner.query(`DROP TABLE "partner_consents"`);
    await queryRunner.query(`DROP TABLE "partner_clients"`);
    await queryRunner.query(`DROP TABLE "oauth_records"`);
  }
}
