import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin members page: a trigram index over the lower-cased "first last e-mail" text, so a search for any part
 * of a name or address reads the index instead of every account, and (created_at, id) for its newest-first pages.
 * pg_trgm ships with PostgreSQL (contrib) and is a trusted extension, so the database owner may create it; PGlite
 * loads it at start.
 */
export class MemberSearch1795470000000 implements MigrationInterface {
  name = 'MemberSearch1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "users_search_trgm_idx" ON "users" USING GIN (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "users_created_idx" ON "users" ("created_at", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."users_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_search_trgm_idx"`);
  }
}
