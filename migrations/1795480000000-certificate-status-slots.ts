import type { MigrationInterface, QueryRunner } from 'typeorm';

/** STATUS_LIST_FILL when this migration was written: status entries a list takes before the next is opened. */
const FILL = 65536;

/**
 * How many status entries have been handed out, as a sequence: a pass reads it to choose its status list
 * (the newest, or the next once this list's share is handed out) instead of counting the newest list's
 * certificates, which grew with every certificate issued. It continues where the newest list stands.
 */
export class CertificateStatusSlots1795480000000 implements MigrationInterface {
  name = 'CertificateStatusSlots1795480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "certificate_status_slots" AS bigint`);
    await queryRunner.query(
      `SELECT setval('certificate_status_slots', n) FROM (
         SELECT (s.list - 1)::bigint * ${FILL} + (SELECT count(*) FROM "certificates" c WHERE c."status_list" = s.list) AS n
           FROM (SELECT max("status_list") AS list FROM "certificates") s
       ) t WHERE n > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SEQUENCE "certificate_status_slots"`);
  }
}
