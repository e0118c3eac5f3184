import type { DeepPartial, EntityManager } from 'typeorm';
import { CertificateEntity } from './certificate.entity';
import { TAKE_STATUS_SLOT } from './certificates.sql';

/** What a revocation changed: the holder and the points that no longer count. */
export interface RevokedCertificateRow {
  userId: number;
  articleId: number;
  articleTitle: string;
  pePoints: number;
  revokedAt: Date;
}

/** Writes to the certificate register that run inside a caller's transaction. */
export class CertificatesRepository {
  /**
   * Marks the certificate revoked unless it already is, in one statement: of two revocations at once only
   * one gets a row back, so the points are taken off and the member told once. Null when nothing changed.
   */
  async revokeOnce(m: EntityManager, id: string, reason: string, revokedBy: number): Promise<RevokedCertificateRow | null> {
    const rows: Array<{ user_id: number; article_id: number; article_title: string; pe_points: string | number; revoked_at: Date | string }> = await m.query(
      `WITH r AS (
         UPDATE certificates SET revoked_at = now(), revocation_reason = $2, revoked_by = $3
          WHERE id = $1 AND revoked_at IS NULL
          RETURNING user_id, article_id, article_title, pe_points, revoked_at
       )
       SELECT user_id, article_id, article_title, pe_points, revoked_at FROM r`,
      [id, reason, revokedBy],
    );
    const [row] = rows;
    if (!row) return null;
    return {
      userId: Number(row.user_id),
      articleId: Number(row.article_id),
      articleTitle: row.article_title,
      pePoints: Number(row.pe_points),
      revokedAt: new Date(row.revoked_at),
    };
  }

  /** Takes a status entry: the newest status list (null before the first certificate) and the entries handed out before this one. */
  async openStatusList(m: EntityManager): Promise<{ newest: number | null; issued: number }> {
    const [row]: Array<{ newest: number | null; issued: string }> = await m.query(
      `SELECT (SELECT max(status_list) FROM certificates) AS newest, ${TAKE_STATUS_SLOT} - 1 AS issued`,
    );
    return { newest: row.newest === null ? null : Number(row.newest), issued: Number(row.issued) };
  }

  /** Whether a certificate holds entry `index` of status list `list`. */
  statusIndexTaken(m: EntityManager, list: number, index: number): Promise<boolean> {
    return m.getRepository(CertificateEntity).existsBy({ statusList: list, statusIndex: index });
  }

  /** A certificate entity, not yet saved. */
  create(m: EntityManager, fields: DeepPartial<CertificateEntity>): CertificateEntity {
    return m.getRepository(CertificateEntity).create(fields);
  }

  /** Inserts `certificate` unless a row conflicts with it (its status entry taken meanwhile): check with `exists`. */
  async insertUnlessTaken(m: EntityManager, certificate: CertificateEntity): Promise<void> {
    await m.getRepository(CertificateEntity).createQueryBuilder().insert().values(certificate).orIgnore().execute();
  }

  /** Whether certificate `id` exists. */
  exists(m: EntityManager, id: string): Promise<boolean> {
    return m.getRepository(CertificateEntity).existsBy({ id });
  }
}
