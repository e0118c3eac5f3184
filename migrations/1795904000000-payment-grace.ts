import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The end of the grace period a member keeps access for after a failed renewal payment (null when none is running). */
export class PaymentGrace1795904000000 implements MigrationInterface {
  name = 'PaymentGrace1795904000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "payment_grace_ends_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "payment_grace_ends_at"`);
  }
}
