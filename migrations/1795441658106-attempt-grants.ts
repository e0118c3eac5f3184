import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Extra test attempts granted by administrators, and the audit log of administrative actions on members. */
export class AttemptGrants1795441658106 implements MigrationInterface {
  name = 'AttemptGrants1795441658106';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "admin_audit_log" ("id" SERIAL NOT NULL, "admin_id" integer NOT NULL, "admin_email" character varying(254) NOT NULL, "action" character varying(60) NOT NULL, "target_user_id" integer, "details" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9425be48a9c753f5753017c61b2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log"  ("created_at") `);
    await queryRunner.query(`CREATE TABLE "attempt_grants" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "article_id" integer NOT NULL, "extra_attempts" smallint NOT NULL, "granted_by" integer, "reason" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "attempt_grants_extra_range" CHECK ("extra_attempts" BETWEEN 1 AND 10), CONSTRAINT "PK_9c8768e40b98c7c86db2bba559e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "attempt_grants_user_article_idx" ON "attempt_grants"  ("user_id", "article_id") `);
    await queryRunner.query(`ALTER TABLE "attempt_grants" ADD CONSTRAINT "FK_86006150dabd7a659840ec9fd40" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "attempt_grants" ADD CONSTRAINT "FK_b553471cedf7b63d23c94f5b3a4" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "attempt_grants" ADD CONSTRAINT "FK_7dcd4edecaabe6ac923be5d0d6c" FOREIGN KEY ("granted_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "attempt_grants" DROP CONSTRAINT "FK_7dcd4edecaabe6ac923be5d0d6c"`);
    await queryRunner.query(`ALTER TABLE "attempt_grants" DROP CONSTRAINT "FK_b553471cedf7b63d23c94f5b3a4"`);
    await queryRunner.query(`ALTER TABLE "attempt_grants" DROP CONSTRAINT "FK_86006150dabd7a659840ec9fd40"`);
    await queryRunner.query(`DROP INDEX "public"."attempt_grants_user_article_idx"`);
    await queryRunner.query(`DROP TABLE "attempt_grants"`);
    await queryRunner.query(`DROP INDEX "public"."admin_audit_log_created_idx"`);
    await queryRunner.query(`DROP TABLE "admin_audit_log"`);
  }
}
