import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A partner application registered by an admin: the OAuth 2.0 client the authorisation server knows.
 * Only a hash of its secret is kept; a revoked client can neither get nor use tokens.
 */
@Entity('partner_clients')
export class PartnerClientEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The public `client_id` partners send. */
  @Index('UQ_partner_clients_client_id', { unique: true })
  @Column({ name: 'client_id', type: 'varchar', length: 64 })
  clientId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Exact redirect URIs the authorization code flow may return to. */
  @Column({ name: 'redirect_uris', type: 'jsonb' })
  redirectUris: string[];

  /** The scopes the client may ask for. */
  @Column({ type: 'jsonb' })
  scopes: string[];

  /** `sha256:<hex>` of the client secret (shown once, at registration or rotation). */
  @Column({ name: 'secret_hash', type: 'varchar', length: 100 })
  secretHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'secret_rotated_at', type: 'timestamptz', nullable: true })
  secretRotatedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
