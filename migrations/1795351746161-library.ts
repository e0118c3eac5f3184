import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Library1795351746161 implements MigrationInterface {
  name = 'Library1795351746161';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "articles" ("id" SERIAL NOT NULL, "slug" character varying(200), "title" character varying(300) NOT NULL, "category" character varying(60) NOT NULL, "secondary_category" character varying(60), "subcategory" character varying(120), "language" character varying(30) NOT NULL, "difficulty_level" character varying(30), "pe_points_value" numeric(5,2) NOT NULL DEFAULT '1', "source" character varying(200), "source_key" character varying(200), "publication_date" date, "summary" text NOT NULL DEFAULT '', "content" text NOT NULL DEFAULT '', "pdf_filename" character varying(200), "external_url" character varying(2000), "is_youtube" boolean NOT NULL DEFAULT false, "estimated_read_time" integer, "professions" text array NOT NULL DEFAULT '{}', "is_published" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0a6e2c450d83e0b6052c2793334" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "articles_slug_key" ON "articles"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "articles_source_key_idx" ON "articles"  ("source_key") `);
    await queryRunner.query(`CREATE INDEX "articles_language_idx" ON "articles"  ("language") `);
    await queryRunner.query(`CREATE INDEX "articles_category_idx" ON "articles"  ("category") `);
    await queryRunner.query(`CREATE INDEX "articles_published_points_idx" ON "articles"  ("is_published", "pe_points_value") `);
    await queryRunner.query(`CREATE INDEX "articles_published_title_idx" ON "articles"  ("is_published", "title") `);
    await queryRunner.query(`CREATE INDEX "articles_published_date_idx" ON "articles"  ("is_published", "publication_date", "id") `);
    await queryRunner.query(`CREATE TABLE "news_items" ("id" SERIAL NOT NULL, "slug" character varying(200), "type" character varying(20) NOT NULL DEFAULT 'news', "title" character varying(300) NOT NULL, "content" text NOT NULL, "is_published" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4b3130d2448c08413a7687d946c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "news_items_slug_key" ON "news_items"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "news_items_created_idx" ON "news_items"  ("created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."news_items_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."news_items_slug_key"`);
    await queryRunner.query(`DROP TABLE "news_items"`);
    await queryRunner.query(`DROP INDEX "public"."articles_published_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_published_title_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_published_points_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_category_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_language_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_source_key_idx"`);
    await queryRunner.query(`DROP INDEX "public"."articles_slug_key"`);
    await queryRunner.query(`DROP TABLE "articles"`);
  }
}
