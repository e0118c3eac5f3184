import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The plan a visitor picked before registering, read back when the confirmation link is opened. */
export class ChosenPlan1795400000001 implements MigrationInterface {
  name = 'ChosenPlan1795400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "chosen_plan" character varying(40)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "chosen_plan"`);
  }
}
