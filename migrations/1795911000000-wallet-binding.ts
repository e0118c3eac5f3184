import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's bound wallet identifier (an Ed25519 did:key, proven by a signed challenge): new credentials name it
 * as their subject instead of the member's urn:uuid.
 */
export class WalletBinding1795911000000 implements MigrationInterface {
  name = 'WalletBinding1795911000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "wallet_did" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "wallet_bound_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "wallet_bound_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "wallet_did"`);
  }
}
