import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices for every payment, numbered per year without gaps (invoice_sequences holds each year's last number), kept
 * when the member's account is deleted (user_id set null; buyer details are a copy taken at issue).
 */
export class Invoices1795904000001 implements MigrationInterface {
  name = 'Invoices1795904000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "invoice_sequences" ("year" integer NOT NULL, "last" integer NOT NULL, CONSTRAINT "PK_invoice_sequences" PRIMARY KEY ("year"))`);
    await queryRunner.query(`CREATE TABLE "invoices" (
      "id" SERIAL NOT NULL,
      "number" character varying(20) NOT NULL,
      "source_ref" character varying(300) NOT NULL,
      "user_id" integer,
      "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "seller_name" character varying(200) NOT NULL,
      "seller_address" character varying(500) NOT NULL,
      "seller_vat_id" character varying(40) NOT NULL,
      "buyer_name" character varying(300) NOT NULL,
      "buyer_address" character varying(1000) NOT NULL,
      "buyer_email" character varying(254) NOT NULL,
      "lines" jsonb NOT NULL,
      "net" integer NOT NULL,
      "vat_rate" numeric(5,2) NOT NULL,
      "vat" integer NOT NULL,
      "gross" integer NOT NULL,
      "currency" character varying(3) NOT NULL,
      "test_mode" boolean NOT NULL,
      CONSTRAINT "PK_invoices" PRIMARY KEY ("id"),
      CONSTRAINT "invoices_number_key" UNIQUE ("number"),
      CONSTRAINT "invoices_source_ref_key" UNIQUE ("source_ref"))`);
    await queryRunner.query(`CREATE INDEX "invoices_user_idx" ON "invoices" ("user_id", "issued_at")`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD CONSTRAINT "FK_invoices_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP TABLE "invoice_sequences"`);
  }
}
