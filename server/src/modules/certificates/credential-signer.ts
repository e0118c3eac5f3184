import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, CompactSign, compactVerify, decodeProtectedHeader, type JWK } from 'jose';
import type { DataSource, EntityManager } from 'typeorm';
import type { SigningKeyEntity } from './signing-key.entity';
import { SigningKeysRepository, type NewSigningKey } from './signing-keys.repository';

export interface VerifiedJws {
  payload: unknown;
  kid: string | undefined;
  keyId: string;
}

export interface CredentialSignerOptions {
  db: DataSource;
  /** The keys table (the composition root passes it; a bare signer makes its own). */
  keys?: SigningKeysRepository;
  /** The key-encryption secret (configuration); the AES key is derived from it. */
  keySecret: string;
  /** Base URL of the app, read on each use (the `kid` URLs point at it). */
  publicUrl: () => string;
  /** A private JWK of an earlier deployment to adopt as the first key. */
  legacyKey?: string;
  /** DATA_DIR, where earlier versions kept their generated key. */
  dataDir: string;
  /** Algorithm of keys created from now on (CREDENTIAL_SIGNING_ALG); existing keys keep their own. Default EdDSA. */
  algorithm?: SigningAlgorithm;
}

/** JWS algorithms a signing key may have: EdDSA (Ed25519) or RS256 (RSA 2048, the Open Badges 3.0 minimum). */
export const SIGNING_ALGORITHMS = ['EdDSA', 'RS256'] as const;
export type SigningAlgorithm = (typeof SIGNING_ALGORITHMS)[number];

export const isSigningAlgorithm = (v: unknown): v is SigningAlgorithm => (SIGNING_ALGORITHMS as readonly unknown[]).includes(v);

/** A JWK as node:crypto takes it. */
type NodeJwk = Extract<Parameters<typeof createPrivateKey>[0], { format: 'jwk' }>['key'];

/** The key file earlier versions generated per data folder; adopted once so their certificates keep verifying. */
const LEGACY_KEY_FILE = 'credential-signing-key.json';

/** What signing needs of the current key. */
export type CurrentKey = Pick<SigningKeyEntity, 'id' | 'algorithm' | 'privateKeyEncrypted'>;

/** Path under which each public key is served as a JWK; a `kid` is this URL. */
export const KEY_PATH = '/api/credentials/keys/';

/**
 * Signs credentials as compact JWS with the current key from the database, in that key's algorithm
 * (EdDSA / Ed25519 or RS256 / RSA), and verifies them with whichever stored key signed them. Key material is immutable per id, so decoded keys
 * may be cached; which key is current is read from the database on every signature, so a rotation by
 * another process takes effect at once.
 */
/** Verified credentials remembered per process; past this many the oldest is forgotten first. */
const VERIFIED_CACHE_SIZE = 5000;

export class CredentialSigner {
  private readonly kek: Buffer;
  private readonly privateKeys = new Map<string, KeyObject>();
  private readonly publicKeys = new Map<string, { key: KeyObject; algorithm: string }>();
  /**
   * Credentials whose signature checked out, by their compact JWS: the answer depends only on those bytes
   * and the public key they name, which never changes under its id (public keys are kept above for the
   * same reason), so a public check of the same certificate need not verify it again.
   */
  private readonly verified = new Map<string, VerifiedJws>();

  private readonly keys: SigningKeysRepository;

  constructor(private readonly options: CredentialSignerOptions) {
    this.keys = options.keys ?? new SigningKeysRepository();
    this.kek = Buffer.from(hkdfSync('sha256', options.keySecret, 'leerpunt-credential-keys', 'aes-256-gcm key encryption', 32));
  }

  /** The dereferenceable `kid` of a key: a URL answering with its public JWK. */
  kidUrl(keyId: string): string {
    return `${this.options.publicUrl()}${KEY_PATH}${keyId}`;
  }

  private encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.kek, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, data, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
  }

  private decrypt(sealed: string): string {
    const [iv, data, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.kek, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('The credential signing key cannot be decrypted: CREDENTIAL_KEY_SECRET differs from the one it was stored with');
    }
  }

  /** A row for a new key of `algorithm` (or the adopted legacy Ed25519 key), not yet current. */
  private async newKeyRow(algorithm: SigningAlgorithm, privateJwk?: JWK): Promise<NewSigningKey> {
    const privateKey = privateJwk
      ? createPrivateKey({ key: privateJwk as NodeJwk, format: 'jwk' })
      : algorithm === 'RS256'
        ? generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 }).privateKey
        : generateKeyPairSync('ed25519').privateKey;
    const exported = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
    // Only the members the thumbprint (RFC 7638) covers, so the id and the published key agree.
    const publicJwk: JWK = exported.kty === 'RSA' ? { kty: 'RSA', n: exported.n, e: exported.e } : { kty: exported.kty, crv: exported.crv, x: exported.x };
    const id = await calculateJwkThumbprint(publicJwk);
    return {
      id,
      algorithm,
      publicJwk: JSON.stringify(publicJwk),
      privateKeyEncrypted: this.encrypt(JSON.stringify(privateKey.export({ format: 'jwk' }))),
    };
  }

  private legacyJwk(): JWK | undefined {
    if (this.options.legacyKey) return JSON.parse(this.options.legacyKey) as JWK;
    const file = path.join(this.options.dataDir, LEGACY_KEY_FILE);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as JWK) : undefined;
  }

  /**
   * The current key, created when there is none. Concurrent creators race on the unique index of
   * is_current; the loser's insert does nothing and both read the winner.
   */
  private async currentKey(m: EntityManager): Promise<SigningKeyEntity> {
    const current = await this.keys.findCurrent(m);
    if (current) return current;
    const anyKey = await this.keys.count(m);
    const legacy = anyKey === 0 ? this.legacyJwk() : undefined;
    const row = await this.newKeyRow(legacy ? 'EdDSA' : this.defaultAlgorithm, legacy);
    await this.keys.insertCurrentUnlessOne(m, row);
    return this.keys.findCurrentOrFail(m);
  }

  /** Creates the first key when the database has none (startup); harmless when it exists. */
  async ensureKey(): Promise<string> {
    return (await this.currentKey(this.options.db.manager)).id;
  }

  private get defaultAlgorithm(): SigningAlgorithm {
    return this.options.algorithm ?? 'EdDSA';
  }

  /**
   * Makes a new key (of `algorithm`, else the configured one) current; the previous one is retired but
   * kept for verification. Returns the new key id.
   */
  async rotate(algorithm: SigningAlgorithm = this.defaultAlgorithm): Promise<string> {
    const row = await this.newKeyRow(algorithm);
    await this.options.db.transaction((m) => this.keys.replaceCurrent(m, row));
    return row.id;
  }

  private privateKeyOf(key: CurrentKey): KeyObject {
    let k = this.privateKeys.get(key.id);
    if (!k) {
      k = createPrivateKey({ key: JSON.parse(this.decrypt(key.privateKeyEncrypted)) as NodeJwk, format: 'jwk' });
      this.privateKeys.set(key.id, k);
    }
    return k;
  }

  private async publicKeyOf(keyId: string, m: EntityManager): Promise<{ key: KeyObject; algorithm: string } | null> {
    const cached = this.publicKeys.get(keyId);
    if (cached) return cached;
    const row = await this.keys.findById(m, keyId);
    if (!row) return null;
    const k = { key: createPublicKey({ key: JSON.parse(row.publicJwk) as NodeJwk, format: 'jwk' }), algorithm: row.algorithm };
    this.publicKeys.set(keyId, k);
    return k;
  }

  /**
   * Compact JWS over the JSON of `payload` with the current key: header `alg`, `typ: "JWT"` and `kid` as
   * the URL of the public key (Open Badges 3.0, JSON Web Token proof format). `m` is the caller's
   * transaction, when there is one, so that no second connection is needed.
   */
  async sign(payload: object, m: EntityManager = this.options.db.manager): Promise<{ jws: string; keyId: string }> {
    const key = await this.currentKey(m);
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: key.algorithm, typ: 'JWT', kid: this.kidUrl(key.id) })
      .sign(this.privateKeyOf(key));
    return { jws, keyId: key.id };
  }

  /**
   * `sign` with a current key the caller already read in its own statement (CURRENT_KEY_SQL), saving the
   * key lookup; without one it reads the key as `sign` does.
   */
  async signWith(key: CurrentKey | null, payload: object, m: EntityManager = this.options.db.manager): Promise<{ jws: string; keyId: string }> {
    if (!key) return this.sign(payload, m);
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: key.algorithm, typ: 'JWT', kid: this.kidUrl(key.id) })
      .sign(this.privateKeyOf(key));
    return { jws, keyId: key.id };
  }

  /**
   * The payload when `jws` carries a valid signature by one of the platform's keys, else null. The
   * algorithm is the key's own: a header naming any other is refused, never followed.
   */
  async verify(jws: string, m: EntityManager = this.options.db.manager): Promise<VerifiedJws | null> {
    const known = this.verified.get(jws);
    if (known) return known;
    const result = await this.verifySignature(jws, m);
    if (result) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(jws, result);
    }
    return result;
  }

  private async verifySignature(jws: string, m: EntityManager): Promise<VerifiedJws | null> {
    try {
      const { kid, alg } = decodeProtectedHeader(jws);
      if (typeof kid !== 'string') return null;
      // New credentials name the key by URL, earlier ones by its bare thumbprint.
      const keyId = kid.slice(kid.lastIndexOf('/') + 1);
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(keyId)) return null;
      const key = await this.publicKeyOf(keyId, m);
      if (!key || alg !== key.algorithm) return null;
      const { payload } = await compactVerify(jws, key.key, { algorithms: [key.algorithm] });
      return { payload: JSON.parse(new TextDecoder().decode(payload)), kid, keyId };
    } catch {
      return null;
    }
  }

  /** True when `value` is shaped like a compact JWS with a readable header. */
  static looksLikeJws(value: string): boolean {
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value)) return false;
    try {
      decodeProtectedHeader(value);
      return true;
    } catch {
      return false;
    }
  }

  private publicJwkOf(row: SigningKeyEntity): JWK {
    return { ...(JSON.parse(row.publicJwk) as JWK), kid: this.kidUrl(row.id), alg: row.algorithm, use: 'sig' };
  }

  /**
   * Every key that may have signed a credential still valid. Certificates do not expire, so no key is
   * ever dropped; the current key comes first.
   */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.ensureKey();
    const rows = await this.keys.newestFirst(this.options.db.manager);
    rows.sort((a, b) => Number(!!b.isCurrent) - Number(!!a.isCurrent));
    return { keys: rows.map((r) => this.publicJwkOf(r)) };
  }

  /**
   * Every Ed25519 key's public JWK, current key first, then newest first: the keys that may have made a Data
   * Integrity proof (eddsa-rdfc-2022). Retired keys stay, so proofs made before a rotation keep verifying.
   */
  async ed25519Keys(): Promise<Array<{ id: string; jwk: JWK }>> {
    const rows = await this.keys.newestFirst(this.options.db.manager, 'EdDSA');
    rows.sort((a, b) => Number(!!b.isCurrent) - Number(!!a.isCurrent));
    return rows.map((r) => ({ id: r.id, jwk: JSON.parse(r.publicJwk) as JWK }));
  }

  /**
   * The Ed25519 key that makes Data Integrity proofs, with its private JWK: the current key when it is an
   * Ed25519 key, else the newest Ed25519 key. A deployment that signs JWTs with RS256 and has none gets one
   * (kept like the others, never current); two processes doing so at once make two keys, both published.
   */
  async dataIntegrityKey(): Promise<{ id: string; privateJwk: JWK }> {
    const m = this.options.db.manager;
    await this.ensureKey();
    let row = await this.keys.currentOrNewestOf(m, 'EdDSA');
    if (!row) {
      const created = await this.newKeyRow('EdDSA');
      await this.keys.insertKept(m, created);
      row = await this.keys.findByIdOrFail(m, created.id);
    }
    return { id: row.id, privateJwk: JSON.parse(this.decrypt(row.privateKeyEncrypted)) as JWK };
  }

  /** The public JWK of one key (what a `kid` URL answers), or null. */
  async publicJwk(keyId: string): Promise<JWK | null> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(keyId)) return null;
    const row = await this.keys.findById(this.options.db.manager, keyId);
    return row ? this.publicJwkOf(row) : null;
  }
}
