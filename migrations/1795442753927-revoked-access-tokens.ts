import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Access tokens signed out before their expiry (logout), by jti. */
export class RevokedAccessTokens1795442753927 implements MigrationInterface {
  name = 'RevokedAccessTokens1795442753927';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revoked_access_tokens" ("jti" character varying(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_340815421be58a8330570a1d6fb" PRIMARY KEY ("jti"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "revoked_access_tokens"`);
  }
}
