import { In, type DataSource, type DeepPartial, type EntityManager } from 'typeorm';
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

/** The columns a verification reads, aliased to entity properties. */
export const VERIFY_SQL = `SELECT id, user_id AS "userId", article_id AS "articleId", holder_name AS "holderName", article_title AS "articleTitle",
  field_of_study AS "fieldOfStudy", pe_points AS "pePoints", score, total, completed_at AS "completedAt", credential_jws AS "credentialJws",
  revoked_at AS "revokedAt", revocation_reason AS "revocationReason"
  FROM certificates WHERE id = $1`;

/** The certificate register's reads, and its writes that run inside a caller's transaction. */
export class CertificatesRepository {
  constructor(private readonly db: DataSource) {}

  private get repo() {
    return this.db.getRepository(CertificateEntity);
  }

  /** A member's certificates, newest first, ties by id ascending. */
  listFor(userId: number): Promise<CertificateEntity[]> {
    return this.repo.find({ where: { userId }, order: { completedAt: 'DESC', id: 'ASC' } });
  }

  /**
   * Up to `limit` of a member's certificates in listFor's order after `position` ([completed_at as text, id]),
   * each with its own position, and the member's whole count.
   */
  async pageFor(userId: number, limit: number, position: [string, string] | null) {
    const q = this.repo.createQueryBuilder('c').addSelect('c.completed_at::text', 'c_position').where('c.user_id = :userId', { userId });
    // Newest first, ties by id ascending: the order listFor keeps, so the keyset compares each column its own way.
    if (position) {
      q.andWhere('(c.completed_at < CAST(:at AS timestamptz) OR (c.completed_at = CAST(:at AS timestamptz) AND c.id > :id))', {
        at: position[0],
        id: position[1],
      });
    }
    q.orderBy('c.completed_at', 'DESC').addOrderBy('c.id', 'ASC').limit(limit);
    const [{ entities, raw }, total] = await Promise.all([q.getRawAndEntities<{ c_id: string; c_position: string }>(), this.repo.countBy({ userId })]);
    return { entities, raw, total };
  }

  /** A member's certificate for an article, or null. */
  /**
   * Replaces a valid certificate's signed credential, only if it is still `previous` (compare and set: a revocation or
   * another re-issue in between wins); true when it was replaced.
   */
  async replaceCredential(id: string, previous: string, next: string): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update()
      .set({ credentialJws: next })
      .where('id = :id AND credential_jws = :previous AND revoked_at IS NULL', { id, previous })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  findOwn(userId: number, articleId: number): Promise<CertificateEntity | null> {
    return this.repo.findOneBy({ userId, articleId });
  }

  findById(id: string): Promise<CertificateEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByIdOrFail(id: string): Promise<CertificateEntity> {
    return this.repo.findOneByOrFail({ id });
  }

  findByIds(ids: string[]): Promise<CertificateEntity[]> {
    return ids.length ? this.repo.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** The highest status list number in use, or null when there are no certificates. */
  async maxStatusList(): Promise<number | null> {
    const max: Array<{ max: number | null }> = await this.db.query('SELECT max(status_list) AS max FROM certificates');
    return max[0]?.max ?? null;
  }

  /** The status indexes of the revoked certificates on status list `list`. */
  async revokedIndexes(list: number): Promise<number[]> {
    const revoked: Array<{ status_index: number }> = await this.db.query(
      'SELECT status_index FROM certificates WHERE status_list = $1 AND revoked_at IS NOT NULL',
      [list],
    );
    return revoked.map((r) => Number(r.status_index));
  }

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
