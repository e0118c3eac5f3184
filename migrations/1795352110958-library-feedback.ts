import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LibraryFeedback1795352110958 implements MigrationInterface {
  name = 'LibraryFeedback1795352110958';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "feedback" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "article_id" integer NOT NULL, "rating" smallint NOT NULL, "comment" text, "is_anonymous" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "feedback_rating_range" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_8389f9e087a57689cd5be8b2b13" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "feedback_article_idx" ON "feedback"  ("article_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "feedback_user_article_key" ON "feedback"  ("user_id", "article_id") `);
    await queryRunner.query(`ALTER TABLE "articles" ADD "content_html" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`CREATE UNIQUE INDEX "articles_pdf_filename_key" ON "articles"  ("pdf_filename") `);
    await queryRunner.query(`CREATE INDEX "articles_published_mode_idx" ON "articles"  ("is_published", "is_youtube") `);
    await queryRunner.query(`CREATE INDEX "articles_published_newest_idx" ON "articles" ("is_published", "publication_date" DESC NULLS LAST, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "articles_published_title_ci_idx" ON "articles" ("is_published", lower("title"), "id")`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD CONSTRAINT "FK_121c67d42dd543cca0809f59901" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD CONSTRAINT "FK_a4443d95b36d9ac529586d23ccf" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "feedback" DROP CONSTRAINT "FK_a4443d95b36d9ac529586d23ccf"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP CONSTRAINT "FK_121c67d42dd543cca0809f59901"`);
    await queryRunner.query(`DROP INDEX "public"."articles_published_title_ci_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_published_newest_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_published_mode_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_pdf_filename_key"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "content_html"`);
    await queryRunner.query(`DROP INDEX "public"."feedback_user_article_key"`);
    await queryRunner.query(`DROP INDEX "public"."feedback_article_idx"`);
    await queryRunner.query(`DROP TABLE "feedback"`);
  }
}
