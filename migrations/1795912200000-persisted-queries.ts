import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Automatic persisted queries: documents registered by their SHA-256 so a client can send the hash alone. Shared by
 * every process on the database; the server keeps at most GRAPHQL_APQ_MAX_ENTRIES rows, dropping the least recently used.
 */
export class PersistedQueries1795912200000 implements MigrationInterface {
  name = 'PersistedQueries1795912200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "persisted_queries" ("hash" character(64) NOT NULL, "query" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_persisted_queries" PRIMARY KEY ("hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_persisted_queries_used_at" ON "persisted_queries" ("used_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "persisted_queries"`);
  }
}
