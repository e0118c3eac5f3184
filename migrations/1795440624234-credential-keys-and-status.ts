import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credential signing keys in the database (shared by every app process; one current key, enforced by a
 * unique index on is_current, which is TRUE or NULL) and each certificate's place in a Bitstring Status
 * List. Certificates issued earlier keep NULL status columns: their credentials carry no status entry.
 */
export class CredentialKeysAndStatus1795440624234 implements MigrationInterface {
  name = 'CredentialKeysAndStatus1795440624234';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "credential_signing_keys" ("id" character varying(64) NOT NULL, "algorithm" character varying(16) NOT NULL, "public_jwk" text NOT NULL, "private_key_encrypted" text NOT NULL, "is_current" boolean, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "retired_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7f4cdecaf1b686fc5e7d4eccd99" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "credential_signing_keys_current_key" ON "credential_signing_keys"  ("is_current") `);
    await queryRunner.query(`ALTER TABLE "certificates" ADD "status_list" integer`);
    await queryRunner.query(`ALTER TABLE "certificates" ADD "status_index" integer`);
    await queryRunner.query(`CREATE UNIQUE INDEX "certificates_status_entry_key" ON "certificates"  ("status_list", "status_index") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."certificates_status_entry_key"`);
    await queryRunner.query(`ALTER TABLE "certificates" DROP COLUMN "status_index"`);
    await queryRunner.query(`ALTER TABLE "certificates" DROP COLUMN "status_list"`);
    await queryRunner.query(`DROP INDEX "public"."credential_signing_keys_current_key"`);
    await queryRunner.query(`DROP TABLE "credential_signing_keys"`);
  }
}
