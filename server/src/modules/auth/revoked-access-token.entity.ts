import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Access tokens ended by logout, by their `jti`, until they would have expired anyway. Shared by
 * every app process through the database, so a token signed out on one is refused by all.
 */
@Entity('revoked_access_tokens')
export class RevokedAccessTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
