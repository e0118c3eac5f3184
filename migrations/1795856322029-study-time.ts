import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Study time recorded from the reader's heartbeats: each member's counting session (study_clocks, one row per
 * member) and the seconds credited per member and item (study_time); certificates keep what was recorded at the pass.
 */
export class StudyTime1795856322029 implements MigrationInterface {
  name = 'StudyTime1795856322029';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "study_clocks" ("user_id" integer NOT NULL, "article_id" integer NOT NULL, "last_beat_at" TIMESTAMP WITH TIME ZONE NOT NULL, "credited_seconds" numeric(8,3) NOT NULL DEFAULT '0', CONSTRAINT "PK_fb31db1f94380183d5ae8f1b617" PRIMARY KEY ("user_id"))`);
    await queryRunner.query(`CREATE TABLE "study_time" ("user_id" integer NOT NULL, "article_id" integer NOT NULL, "seconds" numeric(12,3) NOT NULL DEFAULT '0', "first_beat_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_beat_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_eb48a1e9441bade2d6b21597c26" PRIMARY KEY ("user_id", "article_id"))`);
    await queryRunner.query(`ALTER TABLE "certificates" ADD "study_seconds" integer`);
    await queryRunner.query(`ALTER TABLE "study_clocks" ADD CONSTRAINT "FK_fb31db1f94380183d5ae8f1b617" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "study_clocks" ADD CONSTRAINT "FK_c8a276b8d5ad95be20c26c160b7" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "study_time" ADD CONSTRAINT "FK_471b55764549fc02af3d3095a2c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "study_time" ADD CONSTRAINT "FK_6ee40856c00cf0af0e65a3435ed" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "study_time" DROP CONSTRAINT "FK_6ee40856c00cf0af0e65a3435ed"`);
    await queryRunner.query(`ALTER TABLE "study_time" DROP CONSTRAINT "FK_471b55764549fc02af3d3095a2c"`);
    await queryRunner.query(`ALTER TABLE "study_clocks" DROP CONSTRAINT "FK_c8a276b8d5ad95be20c26c160b7"`);
    await queryRunner.query(`ALTER TABLE "study_clocks" DROP CONSTRAINT "FK_fb31db1f94380183d5ae8f1b617"`);
    await queryRunner.query(`ALTER TABLE "certificates" DROP COLUMN "study_seconds"`);
    await queryRunner.query(`DROP TABLE "study_time"`);
    await queryRunner.query(`DROP TABLE "study_clocks"`);
  }
}
