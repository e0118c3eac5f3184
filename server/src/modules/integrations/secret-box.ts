import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the secrets this app must use again later (webhook signing secrets, LRS credentials) with
 * AES-256-GCM under a key derived from the configured key-encryption secret, so a copy of the database
 * alone does not give them away.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keySecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', keySecret, 'leerpunt-integration-secrets', 'aes-256-gcm integration secrets', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
