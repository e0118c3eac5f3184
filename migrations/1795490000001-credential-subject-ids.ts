import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A random identifier per member that their Open Badges credentials name as `credentialSubject.id`
 * (`urn:uuid:…`, the JWT's `sub`): stable across certificates, revealing nothing about the member.
 * Existing members get one each (the default is evaluated per row).
 */
export class CredentialSubjectIds1795490000001 implements MigrationInterface {
  name = 'CredentialSubjectIds1795490000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "credential_subject_id" uuid NOT NULL DEFAULT gen_random_uuid()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "credential_subject_id"`);
  }
}
