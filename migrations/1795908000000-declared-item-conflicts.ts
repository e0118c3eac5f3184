import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pairs of bank items that an editor declares must never share a test (one gives the other's answer
 * away in a way the automatic check does not see): each item lists the bank keys (`<slug>#<item id>`)
 * of the items it must not meet.
 */
export class DeclaredItemConflicts1795908000000 implements MigrationInterface {
  name = 'DeclaredItemConflicts1795908000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_questions" ADD "not_with" text[] NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_questions" DROP COLUMN "not_with"`);
  }
}
