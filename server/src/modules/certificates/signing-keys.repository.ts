import type { EntityManager } from 'typeorm';
import { SigningKeyEntity } from './signing-key.entity';

/** A scalar subquery of the current key as JSON (or null), for a caller's own read statement. */
export const CURRENT_KEY_SQL = `(SELECT jsonb_build_object('id', k.id, 'algorithm', k.algorithm, 'privateKeyEncrypted', k.private_key_encrypted)
  FROM credential_signing_keys k WHERE k.is_current)`;

/** A new key row as the signer makes it. */
export type NewSigningKey = Omit<SigningKeyEntity, 'createdAt' | 'isCurrent' | 'retiredAt'>;

/** The credential signing keys table; every method runs on the manager it is given (a transaction's, or the data source's). */
export class SigningKeysRepository {
  findCurrent(m: EntityManager): Promise<SigningKeyEntity | null> {
    return m.getRepository(SigningKeyEntity).findOneBy({ isCurrent: true });
  }

  findCurrentOrFail(m: EntityManager): Promise<SigningKeyEntity> {
    return m.getRepository(SigningKeyEntity).findOneByOrFail({ isCurrent: true });
  }

  count(m: EntityManager): Promise<number> {
    return m.getRepository(SigningKeyEntity).count();
  }

  /** Inserts `row` as the current key unless another is current already (the unique index of is_current). */
  async insertCurrentUnlessOne(m: EntityManager, row: NewSigningKey): Promise<void> {
    await m
      .getRepository(SigningKeyEntity)
      .createQueryBuilder()
      .insert()
      .values({ ...row, isCurrent: true, retiredAt: null })
      .orIgnore()
      .execute();
  }

  /** Retires the current key and makes `row` current (call inside a transaction). */
  async replaceCurrent(m: EntityManager, row: NewSigningKey): Promise<void> {
    await m.query('UPDATE credential_signing_keys SET is_current = NULL, retired_at = now() WHERE is_current');
    await m.getRepository(SigningKeyEntity).insert({ ...row, isCurrent: true, retiredAt: null });
  }

  /** Inserts a key that is not current. */
  async insertKept(m: EntityManager, row: NewSigningKey): Promise<void> {
    await m.getRepository(SigningKeyEntity).insert({ ...row, isCurrent: null, retiredAt: null });
  }

  findById(m: EntityManager, id: string): Promise<SigningKeyEntity | null> {
    return m.getRepository(SigningKeyEntity).findOneBy({ id });
  }

  findByIdOrFail(m: EntityManager, id: string): Promise<SigningKeyEntity> {
    return m.getRepository(SigningKeyEntity).findOneByOrFail({ id });
  }

  /** Keys newest first (ties by id), all of them or those of one algorithm. */
  newestFirst(m: EntityManager, algorithm?: string): Promise<SigningKeyEntity[]> {
    return m.getRepository(SigningKeyEntity).find({ ...(algorithm ? { where: { algorithm } } : {}), order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** The current key when it is of `algorithm`, else the newest key of it, or null. */
  async currentOrNewestOf(m: EntityManager, algorithm: string): Promise<SigningKeyEntity | null> {
    const repo = m.getRepository(SigningKeyEntity);
    return (await repo.findOneBy({ isCurrent: true, algorithm })) ?? (await repo.findOne({ where: { algorithm }, order: { createdAt: 'DESC' } }));
  }
}
