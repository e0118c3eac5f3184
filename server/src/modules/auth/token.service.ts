import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** A random e-mail token and its SHA-256 hash (only the hash is stored). */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const RECORD_AUDIENCE = 'leerpunt-record';
export const RECORD_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
}

/** What a verified token says about itself: its holder and the id and expiry logout needs. */
export interface VerifiedAccess extends AccessClaims {
  jti: string;
  expiresAt: Date;
}

/** Verified tokens remembered per process; past this many the oldest is forgotten first. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Signs and verifies short-lived HS256 access tokens. A token verified once is remembered until it
 * expires: its claims are a pure function of its bytes and the secret, so every process may keep its
 * own copy; whether the session still holds (logout, password reset) is asked of the database anyway.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, VerifiedAccess>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setJti(randomBytes(16).toString('base64url'))
      .setExpirationTime(`${this.ttlSeconds}s`)
      .setAudience('leerpunt')
      .sign(this.key);
  }

  /**
   * A short-lived, read-only token for a member without an active plan to reach their own CPD record.
   * Its own audience keeps it out of every other route: `verify` refuses it.
   */
  signRecord(claims: AccessClaims, ttlSeconds = RECORD_TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion, scope: 'cpd-record:read' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .setAudience(RECORD_AUDIENCE)
      .sign(this.key);
  }

  /** The claims of a valid CPD-record token, or null. */
  async verifyRecord(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: RECORD_AUDIENCE, requiredClaims: ['sub', 'exp'] });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number') return null;
      return { userId, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }

  /** The claims of a valid token, or null for anything else (expired, forged, malformed, no expiry or id). */
  async verify(token: string): Promise<VerifiedAccess | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedAccess | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: 'leerpunt', requiredClaims: ['sub', 'exp', 'jti'] });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId, tokenVersion: payload.ver, jti: payload.jti.slice(0, 64), expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}
