import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters skip the write-ahead log: every public read behind a limit writes one, and an
 * unlogged write commits without waiting for a WAL flush. The cost is that a database crash (or a
 * fail-over to a replica) starts every window afresh, which abuse counters of at most an hour can bear.
 */
export class UnloggedRateLimits1795452000000 implements MigrationInterface {
  name = 'UnloggedRateLimits1795452000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limits" SET UNLOGGED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limits" SET LOGGED`);
  }
}
