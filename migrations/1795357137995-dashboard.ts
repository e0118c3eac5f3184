import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Serves the dashboard's recommendation candidates: per profession list, the newest published
 * articles in recommendation order (publication date newest first, undated last, creation time to the
 * millisecond, id). Hand-written: TypeORM cannot declare DESC NULLS LAST or expression columns.
 */
export class Dashboard1795357137995 implements MigrationInterface {
  name = 'Dashboard1795357137995';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "articles_recommendation_idx" ON "articles" ("professions", "publication_date" DESC NULLS LAST, date_trunc('milliseconds', "created_at" AT TIME ZONE 'UTC') DESC, "id" DESC) WHERE "is_published"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."articles_recommendation_idx"`);
  }
}
