import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, CompactSign, compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';

interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: JWK & { kid: string };
}

export interface VerifiedJws {
  payload: unknown;
  kid: string | undefined;
}

const KEY_FILE = 'credential-signing-key.json';

/**
 * Signs certificate credentials as compact JWS with Ed25519 (alg EdDSA). The key comes from
 * CREDENTIAL_SIGNING_KEY or is generated once into DATA_DIR; it is loaded on first use.
 */
export class CredentialSigner {
  private keys: Promise<KeyPair> | null = null;

  constructor(private readonly options: { configuredKey?: string; dataDir: string }) {}

  private load(): Promise<KeyPair> {
    this.keys ??= Promise.resolve().then(async () => {
      const privateJwk = this.options.configuredKey ? (JSON.parse(this.options.configuredKey) as JWK) : this.storedOrNewKey();
      const privateKey = (await importJWK(privateJwk, 'EdDSA')) as KeyObject;
      const publicKey = createPublicKey(privateKey);
      const exported = publicKey.export({ format: 'jwk' }) as JWK;
      const base = { kty: exported.kty, crv: exported.crv, x: exported.x } as JWK;
      const kid = await calculateJwkThumbprint(base);
      return { privateKey, publicKey, publicJwk: { ...base, kid, alg: 'EdDSA', use: 'sig' } };
    });
    return this.keys;
  }

  /** The key file in DATA_DIR, created atomically by the first process that needs it. */
  private storedOrNewKey(): JWK {
    const file = path.join(this.options.dataDir, KEY_FILE);
    mkdirSync(this.options.dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      writeFileSync(file, JSON.stringify(privateKey.export({ format: 'jwk' })), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  }

  /** Compact JWS over the JSON of `payload`, typed as a VC-JOSE credential. */
  async sign(payload: object): Promise<string> {
    const { privateKey, publicJwk } = await this.load();
    return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'EdDSA', kid: publicJwk.kid, typ: 'vc+jwt', cty: 'vc' })
      .sign(privateKey);
  }

  /** The payload when `jws` carries a valid signature by the platform key, else null. */
  async verify(jws: string): Promise<VerifiedJws | null> {
    const { publicKey } = await this.load();
    try {
      const { payload, protectedHeader } = await compactVerify(jws, publicKey, { algorithms: ['EdDSA'] });
      return { payload: JSON.parse(new TextDecoder().decode(payload)), kid: protectedHeader.kid };
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

  /** The public key set verifiers use (served at /.well-known/jwks.json). */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.load()).publicJwk] };
  }
}
