import type { EntityManager } from 'typeorm';

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
}
