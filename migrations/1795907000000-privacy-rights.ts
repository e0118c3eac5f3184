import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Privacy rights: e-mail change tokens carry the new address; a deleted account leaves its completed payments
 * and its (revoked) certificates behind without a member (user_id set to null); erasure_tasks holds the file
 * removals and provider cancellations that follow a deletion.
 */
export class PrivacyRights1795907000000 implements MigrationInterface {
  name = 'PrivacyRights1795907000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_tokens" ADD "new_email" character varying(254)`);
    await queryRunner.query(
      `CREATE TABLE "erasure_tasks" ("id" SERIAL NOT NULL, "kind" character varying(32) NOT NULL, "target" character varying(300) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_28307b10c711a674f26e8ced999" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "erasure_tasks_due_idx" ON "erasure_tasks" ("next_attempt_at")`);

    await queryRunner.query(`ALTER TABLE "certificates" DROP CONSTRAINT "FK_88f90b1b9c635c14271e509cec0"`);
    await queryRunner.query(`ALTER TABLE "certificates" DROP CONSTRAINT "FK_877e3375cfb36682bee04f98c7e"`);
    await queryRunner.query(`ALTER TABLE "checkout_sessions" DROP CONSTRAINT "FK_0fcf7372ed8c867428d29dfab53"`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" DROP CONSTRAINT "FK_e0c1fc9d5b7d3ff68b09d8e06e3"`);
    await queryRunner.query(`ALTER TABLE "certificates" ALTER COLUMN "user_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "certificates" ALTER COLUMN "completion_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "checkout_sessions" ALTER COLUMN "user_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "discount_redemptions" ALTER COLUMN "user_id" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "certificates" ADD CONSTRAINT "FK_88f90b1b9c635c14271e509cec0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "certificates" ADD CONSTRAINT "FK_877e3375cfb36682bee04f98c7e" FOREIGN KEY ("completion_id") REFERENCES "article_completions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "checkout_sessions" ADD CONSTRAINT "FK_0fcf7372ed8c867428d29dfab53" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "discount_redemptions" ADD CONSTRAINT "FK_e0c1fc9d5b7d3ff68b09d8e06e3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Rows left without a member (deleted accounts) cannot get one back: they go.
    await queryRunner.query(`DELETE FROM "discount_redemptions" WHERE "user_id" IS NULL`);
    await queryRunner.query(`DELETE FROM "checkout_sessions" WHERE "user_id" IS NULL`);
    await queryRunner.query(`DELETE FROM "certificates" WHERE "user_id" IS NULL OR "completion_id" IS NULL`);
    for (const [table, name] of [
      ['discount_redemptions', 'FK_e0c1fc9d5b7d3ff68b09d8e06e3'],
      ['checkout_sessions', 'FK_0fcf7372ed8c867428d29dfab53'],
      ['certificates', 'FK_877e3375cfb36682bee04f98c7e'],
      ['certificates', 'FK_88f90b1b9c635c14271e509cec0'],
    ]) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`);
    }
    await queryRunner.query(`ALTER TABLE "discount_redemptions" ALTER COLUMN "user_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "checkout_sessions" ALTER COLUMN "user_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "certificates" ALTER COLUMN "completion_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "certificates" ALTER COLUMN "user_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "discount_redemptions" ADD CONSTRAINT "FK_e0c1fc9d5b7d3ff68b09d8e06e3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "checkout_sessions" ADD CONSTRAINT "FK_0fcf7372ed8c867428d29dfab53" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "certificates" ADD CONSTRAINT "FK_877e3375cfb36682bee04f98c7e" FOREIGN KEY ("completion_id") REFERENCES "article_completions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "certificates" ADD CONSTRAINT "FK_88f90b1b9c635c14271e509cec0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`DROP TABLE "erasure_tasks"`);
    await queryRunner.query(`ALTER TABLE "auth_tokens" DROP COLUMN "new_email"`);
  }
}
