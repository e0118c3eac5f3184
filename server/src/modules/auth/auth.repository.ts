import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { hotQuery } from '../../db/hot-query';
import { userColumns, userFromRow } from '../users/user.row';
import type { UserEntity } from '../users/user.entity';
import { AuthTokenEntity, type AuthTokenKind } from './auth-token.entity';

const SESSION_USER_SQL = `SELECT ${userColumns('u')} FROM users u
  WHERE u.id = $1 AND u.token_version = $2 AND NOT EXISTS (SELECT 1 FROM revoked_access_tokens r WHERE r.jti = $3)`;

/** The e-mailed single-use tokens (auth_tokens) and the signed-out access tokens (revoked_access_tokens). */
export class AuthRepository {
  constructor(private readonly db: DataSource) {}

  /** Stores a new link's hash; any earlier unused link of the same kind is used up, so only the newest works. */
  async replaceToken(m: EntityManager, userId: number, kind: AuthTokenKind, tokenHash: string, expiresAt: Date, newEmail: string | null = null): Promise<void> {
    const repo = m.getRepository(AuthTokenEntity);
    await repo.update({ userId, kind, usedAt: IsNull() }, { usedAt: new Date() });
    await repo.insert({ userId, kind, tokenHash, expiresAt, newEmail });
  }

  /** The token with this hash and kind, used or not; `lock` holds its row until the transaction ends. */
  tokenByHash(m: EntityManager, tokenHash: string, kind: AuthTokenKind, lock: boolean): Promise<AuthTokenEntity | null> {
    const q = m.getRepository(AuthTokenEntity).createQueryBuilder('t').where('t.token_hash = :hash AND t.kind = :kind', { hash: tokenHash, kind });
    return (lock ? q.setLock('pessimistic_write') : q).getOne();
  }

  async markTokenUsed(m: EntityManager, id: string): Promise<void> {
    await m.getRepository(AuthTokenEntity).update({ id }, { usedAt: new Date() });
  }

  /**
   * The user behind a signed access token, or null when the token version moved on or the token was
   * revoked: one indexed statement (primary key and the revocation table's key), on the database every
   * process shares, so a revocation holds everywhere at once.
   */
  async sessionUser(userId: number, tokenVersion: number, jti: string): Promise<UserEntity | null> {
    const rows = await hotQuery(this.db, SESSION_USER_SQL, [userId, tokenVersion, jti]);
    return rows[0] ? userFromRow(rows[0]) : null;
  }

  /** Refuses the access token `jti` from now on; expired revocations are dropped on the way, so the table holds only live tokens. */
  async revoke(jti: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.query('DELETE FROM revoked_access_tokens WHERE expires_at < now()');
    await this.db.query('INSERT INTO revoked_access_tokens (jti, user_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (jti) DO NOTHING', [
      jti,
      userId,
      expiresAt.toISOString(),
    ]);
  }
}
