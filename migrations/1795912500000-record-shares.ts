import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read-only links a member gives an auditor to their CPD record, and the log of their openings. */
export class RecordShares1795912500000 implements MigrationInterface {
  name = 'RecordShares1795912500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "record_shares" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "token_hash" character varying(64) NOT NULL, "label" character varying(80), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_record_shares" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "record_shares_user_idx" ON "record_shares" ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "record_shares_token_hash_key" ON "record_shares" ("token_hash") `);
    await queryRunner.query(
      `ALTER TABLE "record_shares" ADD CONSTRAINT "FK_record_shares_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "record_share_views" ("id" SERIAL NOT NULL, "share_id" integer NOT NULL, "viewed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "agent_family" character varying(16) NOT NULL, CONSTRAINT "PK_record_share_views" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "record_share_views_share_idx" ON "record_share_views" ("share_id") `);
    await queryRunner.query(
      `ALTER TABLE "record_share_views" ADD CONSTRAINT "FK_record_share_views_share" FOREIGN KEY ("share_id") REFERENCES "record_shares"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "record_share_views"`);
    await queryRunner.query(`DROP TABLE "record_shares"`);
  }
}
