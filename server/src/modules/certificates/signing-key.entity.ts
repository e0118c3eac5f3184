import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A credential signing key shared by every app process. The private half is stored encrypted
 * (AES-256-GCM under the key-encryption key from configuration); the public half stays readable so
 * verification and the published key set never need the secret. Keys are never deleted: a retired key
 * keeps verifying the certificates it signed.
 */
@Entity('credential_signing_keys')
export class SigningKeyEntity {
  /** RFC 7638 thumbprint of the public key; the last segment of the `kid` URL. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** JWS algorithm the key signs with, EdDSA or RS256; verification accepts only this one for the key. */
  @Column({ type: 'varchar', length: 16 })
  algorithm: string;

  /** Public JWK as JSON text: kty, crv, x (Ed25519) or kty, n, e (RSA). */
  @Column({ name: 'public_jwk', type: 'text' })
  publicJwk: string;

  /** base64url(iv).base64url(ciphertext).base64url(tag) of the private JWK. */
  @Column({ name: 'private_key_encrypted', type: 'text' })
  privateKeyEncrypted: string;

  /**
   * TRUE for the one key that signs new credentials, NULL otherwise. The unique index allows one TRUE
   * row (NULLs never collide), so processes creating or rotating at the same moment cannot both win.
   */
  @Index('credential_signing_keys_current_key', { unique: true })
  @Column({ name: 'is_current', type: 'boolean', nullable: true })
  isCurrent: true | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}
