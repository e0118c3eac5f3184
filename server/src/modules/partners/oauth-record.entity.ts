import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What the authorisation server (oidc-provider) stores through its adapter: grants, codes, tokens, sessions
 * and interactions, one row per model and id, shared by every app process.
 */
@Entity('oauth_records')
export class OAuthRecordEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  model: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Index('IDX_oauth_records_grant')
  @Column({ name: 'grant_id', type: 'varchar', length: 255, nullable: true })
  grantId: string | null;

  @Index('IDX_oauth_records_uid')
  @Column({ type: 'varchar', length: 255, nullable: true })
  uid: string | null;

  @Column({ name: 'client_id', type: 'varchar', length: 64, nullable: true })
  clientId: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;
}
