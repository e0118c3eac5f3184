import { randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { decodeProtectedHeader } from 'jose';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Config } from '../../config';
import { badInput, conflict, forbidden, notFound } from '../../errors';
import { MESSAGES } from '../../shared/constants';
import { parseInput } from '../../validation';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { canDownloadCertificates, requireAdmin, requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { renderCertificateHtml } from './certificate.html';
import { CertificateEntity } from './certificate.entity';
import { CURRENT_KEY_SQL, CredentialSigner, type CurrentKey } from './credential-signer';
import { buildCredential, factsFromCredential, hashEmail, jwtPayload, sameFacts, verificationUrl, type CertificateFacts, type IssuerInfo } from './credential';
import { buildStatusListCredential, encodeStatusList, STATUS_LIST_FILL, STATUS_LIST_SIZE, statusListUrl } from './status-list';

export interface CertificatesDeps {
  db: DataSource;
  config: Config;
  signer: CredentialSigner;
  rateLimit: RateLimitService;
}

/** What the public verification answers; personal data is limited to the holder's name. */
export interface Verification {
  valid: boolean;
  certificateId: string;
  userName: string | null;
  articleTitle: string | null;
  completedAt: Date | null;
  pePoints: number | null;
  /** Whether the stored signed credential matches the record (null when there is nothing to check). */
  signatureValid: boolean | null;
  /** JWS algorithm of the matching signature (EdDSA or RS256); null unless signatureValid. */
  signatureAlgorithm: string | null;
  revoked: boolean;
  revocationReason: string | null;
  revokedAt: Date | null;
  error: string | null;
}

export interface IssueInput {
  userId: number;
  holderName: string;
  /** Only its salted hash goes into the credential. */
  holderEmail: string;
  licenseNumber: string | null;
  article: { id: number; title: string; category: string; estimatedReadTime?: number | null; studyMinutes?: number | null };
  completionId: number;
  pePoints: number;
  score: number;
  total: number;
  completedAt: Date;
  /** How the points were set (study time or an admin's override reason); shown on the certificate. */
  pointsBasis?: string | null;
}

/** What issuing reads under the member's lock: the newest status list, how full it is, and the current key. */
export interface IssueState {
  list: number | null;
  used: number;
  key: CurrentKey | null;
}

/** ISSUE_STATE_SQL's JSON, for a caller's own read statement. */
export const ISSUE_STATE_SQL = `jsonb_build_object(
  'list', (SELECT max(status_list) FROM certificates),
  'used', (SELECT count(*) FROM certificates WHERE status_list = (SELECT max(status_list) FROM certificates)),
  'key', ${CURRENT_KEY_SQL})`;

/** A certificate row a caller inserts itself, once its completion exists. */
export type PreparedCertificate = Pick<
  CertificateEntity,
  'id' | 'userId' | 'articleId' | 'holderName' | 'articleTitle' | 'fieldOfStudy' | 'pePoints' | 'score' | 'total' | 'completedAt' | 'credentialJws' | 'statusList' | 'statusIndex' | 'pointsBasis'
>;

/** Most certificate ids one bulk verification call may carry. */
export const BULK_VERIFY_MAX = 100;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 128 random bits as 26 Crockford base-32 characters (no I, L, O, U: easy to read back from paper). */
export function newCertificateId(): string {
  const bytes = randomBytes(17);
  let bits = 0n;
  for (const b of bytes.subarray(0, 16)) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 26; i++) {
    out = CROCKFORD[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return out;
}

const certificateIdSchema = z
  .string({ required_error: 'certificate_id is required', invalid_type_error: 'certificate_id must be text' })
  .trim()
  .min(1, 'certificate_id is required')
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .refine((v) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(v), 'certificate_id is not a valid certificate id');

const revokeSchema = z.object({
  certificateId: certificateIdSchema,
  reason: z.string({ required_error: 'A reason is required', invalid_type_error: 'Reason must be text' }).trim().min(1, 'A reason is required').max(500, 'Reason must be at most 500 characters'),
});

const factsOf = (c: CertificateEntity): CertificateFacts => ({
  certificateId: c.id,
  holderName: c.holderName,
  articleId: c.articleId,
  articleTitle: c.articleTitle,
  fieldOfStudy: c.fieldOfStudy,
  pePoints: c.pePoints,
  completedAt: c.completedAt,
});

const emptyVerification = (certificateId: string, error: string | null): Verification => ({
  valid: false, certificateId, userName: null, articleTitle: null, completedAt: null, pePoints: null,
  signatureValid: null, signatureAlgorithm: null, revoked: false, revocationReason: null, revokedAt: null, error,
});

/** The columns a verification reads, aliased to entity properties. */
const VERIFY_SQL = `SELECT id, user_id AS "userId", article_id AS "articleId", holder_name AS "holderName", article_title AS "articleTitle",
  field_of_study AS "fieldOfStudy", pe_points AS "pePoints", score, total, completed_at AS "completedAt", credential_jws AS "credentialJws",
  revoked_at AS "revokedAt", revocation_reason AS "revocationReason"
  FROM certificates WHERE id = $1`;

function certificateFromRow(row: Record<string, unknown>): CertificateEntity {
  const c = Object.assign(Object.create(CertificateEntity.prototype) as CertificateEntity, row);
  c.pePoints = Number(row.pePoints);
  if (!(c.completedAt instanceof Date)) c.completedAt = new Date(String(row.completedAt));
  if (c.revokedAt !== null && !(c.revokedAt instanceof Date)) c.revokedAt = new Date(String(row.revokedAt));
  return c;
}

/** The `alg` of a stored compact JWS; only read once its signature has been verified with the key's own algorithm. */
function algorithmOf(jws: string): string | null {
  try {
    const { alg } = decodeProtectedHeader(jws);
    return typeof alg === 'string' ? alg : null;
  } catch {
    return null;
  }
}

/** Issues, lists, renders, signs, verifies and revokes certificates. */
export class CertificatesService {
  constructor(private readonly deps: CertificatesDeps) {}

  private get repo() {
    return this.deps.db.getRepository(CertificateEntity);
  }

  issuer(): IssuerInfo {
    const c = this.deps.config;
    return {
      publicUrl: c.publicUrl,
      productName: c.PRODUCT_NAME,
      accreditationBodyName: c.ACCREDITATION_BODY_NAME,
      accreditationBodyUrl: c.ACCREDITATION_BODY_URL,
      accreditationReference: c.ACCREDITATION_REFERENCE,
      accreditationIsDemo: c.accreditationIsDemo,
    };
  }

  /** The status list new certificates go into: the newest, or a new one once it is half used. */
  private async openStatusList(m: EntityManager): Promise<number> {
    const rows: Array<{ list: number | null; used: string }> = await m.query(
      `SELECT status_list AS list, count(*) AS used FROM certificates
        WHERE status_list = (SELECT max(status_list) FROM certificates) GROUP BY status_list`,
    );
    if (!rows.length || rows[0].list === null) return 1;
    return Number(rows[0].used) >= STATUS_LIST_FILL ? Number(rows[0].list) + 1 : Number(rows[0].list);
  }

  /**
   * A certificate ready to insert, signed, for a caller that writes it in its own statement (the
   * passing submit). `state` comes from ISSUE_STATE_SQL in the caller's read under the member's lock.
   * Its status index is random; the caller's insert does nothing when a concurrent pass took the same
   * index, and the caller then falls back to `issue`.
   */
  async prepare(m: EntityManager, input: Omit<IssueInput, 'completionId'>, state: IssueState): Promise<PreparedCertificate> {
    const list = state.list === null ? 1 : Number(state.used) >= STATUS_LIST_FILL ? Number(state.list) + 1 : Number(state.list);
    const index = randomInt(STATUS_LIST_SIZE);
    const { id, facts, credentialJws } = await this.sealed(m, { ...input, completionId: 0 }, list, index, state.key);
    return {
      id, userId: input.userId, articleId: input.article.id, holderName: facts.holderName, articleTitle: facts.articleTitle,
      fieldOfStudy: facts.fieldOfStudy, pePoints: facts.pePoints, score: input.score, total: input.total, completedAt: facts.completedAt,
      credentialJws, statusList: list, statusIndex: index, pointsBasis: input.pointsBasis ?? null,
    };
  }

  /** A new certificate id, its facts and the signed credential for status entry (`list`, `index`). */
  private async sealed(m: EntityManager, input: IssueInput, list: number, index: number, key: CurrentKey | null = null, id = newCertificateId()) {
    const facts: CertificateFacts = {
      certificateId: id,
      holderName: input.holderName,
      articleId: input.article.id,
      articleTitle: input.article.title,
      fieldOfStudy: input.article.category,
      pePoints: input.pePoints,
      completedAt: input.completedAt,
    };
    const issuer = this.issuer();
    const salt = randomBytes(16).toString('base64url');
    const credential = buildCredential(facts, issuer, {
      holder: { emailHash: hashEmail(input.holderEmail, salt), salt, licenseNumber: input.licenseNumber },
      score: input.score,
      total: input.total,
      studyMinutes: input.article.studyMinutes ?? input.article.estimatedReadTime ?? null,
      status: { listUrl: statusListUrl(issuer.publicUrl, list), index },
    });
    const { jws: credentialJws } = await this.deps.signer.signWith(key, jwtPayload(credential), m);
    return { id, facts, credentialJws };
  }

  /**
   * Creates the certificate of a completion inside the passing transaction, with its signed credential.
   * Its revocation bit sits at a random free index of the status list (herd privacy); a concurrent pass
   * that takes the same index makes the insert do nothing, and another index is drawn.
   */
  async issue(m: EntityManager, input: IssueInput): Promise<CertificateEntity> {
    const id = newCertificateId();
    const list = await this.openStatusList(m);
    const repo = m.getRepository(CertificateEntity);
    for (let attempt = 0; attempt < 16; attempt++) {
      const index = randomInt(STATUS_LIST_SIZE);
      if (await repo.existsBy({ statusList: list, statusIndex: index })) continue;
      const { facts, credentialJws } = await this.sealed(m, input, list, index, null, id);
      const certificate = repo.create({
        id,
        userId: input.userId,
        articleId: input.article.id,
        completionId: input.completionId,
        holderName: facts.holderName,
        articleTitle: facts.articleTitle,
        fieldOfStudy: facts.fieldOfStudy,
        pePoints: facts.pePoints,
        score: input.score,
        total: input.total,
        completedAt: facts.completedAt,
        credentialJws,
        statusList: list,
        statusIndex: index,
        revokedAt: null,
        revocationReason: null,
        revokedBy: null,
        pointsBasis: input.pointsBasis ?? null,
      });
      await repo.createQueryBuilder().insert().values(certificate).orIgnore().execute();
      if (await repo.existsBy({ id })) return certificate;
    }
    throw new Error('No free status list index found');
  }

  /** Certificates of `userId`, newest first (owner or admin). */
  async listFor(actor: UserEntity | null, userId: number): Promise<CertificateEntity[]> {
    requireOwner(actor, userId);
    return this.repo.find({ where: { userId }, order: { completedAt: 'DESC', id: 'ASC' } });
  }

  /** The caller's certificate for an article, when their plan includes certificates and it is not revoked. */
  private async downloadable(actor: UserEntity | null, articleId: number, earnedEarlier = false): Promise<CertificateEntity> {
    const user = requireUser(actor);
    // A certificate earned under an earlier plan stays the member's own (read through the CPD-record token).
    if (!earnedEarlier && !canDownloadCertificates(user)) throw forbidden(MESSAGES.certificateNotIncluded);
    const certificate = await this.repo.findOneBy({ userId: user.id, articleId });
    if (!certificate) throw notFound(MESSAGES.certificateNotEarned);
    if (certificate.revokedAt) throw conflict(`${MESSAGES.certificateRevoked} ${certificate.revocationReason ?? ''}`.trim());
    return certificate;
  }

  /** The printable HTML certificate of the caller for `articleId`. */
  async document(actor: UserEntity | null, articleId: number, earnedEarlier = false): Promise<{ certificate: CertificateEntity; html: string; filename: string }> {
    const certificate = await this.downloadable(actor, articleId, earnedEarlier);
    const issuer = this.issuer();
    const qr = await QRCode.toDataURL(verificationUrl(issuer.publicUrl, certificate.id), { errorCorrectionLevel: 'M', margin: 1, width: 300 });
    return { certificate, html: renderCertificateHtml(factsOf(certificate), issuer, qr, issuer.accreditationIsDemo ? undefined : this.deps.config.ACCREDITATION_LOGO_URL, certificate.pointsBasis), filename: `certificate-${certificate.id}.html` };
  }

  /**
   * The signed credential of the caller for `articleId`: the JWT (OB 3.0 JSON Web Token proof format) and
   * its decoded payload, the credential as JSON.
   */
  async credential(actor: UserEntity | null, articleId: number) {
    const certificate = await this.downloadable(actor, articleId);
    const verified = await this.deps.signer.verify(certificate.credentialJws);
    return {
      certificate,
      jws: certificate.credentialJws,
      credential: verified ? withoutJwtClaims(verified.payload) : null,
      filename: `certificate-${certificate.id}.credential.json`,
      jwtFilename: `certificate-${certificate.id}.credential.jwt`,
    };
  }

  /** Public check by certificate id: the record, its revocation and its signature. Rate limited per IP. */
  async verify(rawId: unknown, ip: string): Promise<Verification> {
    const parsed = certificateIdSchema.safeParse(rawId);
    if (!parsed.success) {
      // The hit counts before the input is judged, as for a valid id.
      await this.deps.rateLimit.consume(RATE_RULES.certificateVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited);
      parseInput(certificateIdSchema, rawId);
    }
    const id = parsed.data!;
    // The counter and the record in one statement; a raw row, as this public check is a hot path.
    const [row] = await this.deps.rateLimit.consumeAndRead(RATE_RULES.certificateVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited, VERIFY_SQL, [id]);
    const certificate = row ? certificateFromRow(row) : null;
    if (!certificate) return emptyVerification(id, MESSAGES.certificateNotFound);
    const signatureValid = await this.signatureMatches(certificate);
    if (certificate.revokedAt) return this.revoked(certificate, signatureValid);
    if (!signatureValid) return { ...emptyVerification(id, 'The certificate record does not match its signed credential'), signatureValid };
    return this.validAnswer(certificate, true);
  }

  /**
   * Public check of up to 100 certificate ids in one call (an accreditation body's audit sample): one
   * answer per id, in the order given, with the same fields and privacy as the single check. Rate limited
   * per caller before any work.
   */
  async verifyMany(rawIds: unknown, ip: string): Promise<Verification[]> {
    await this.deps.rateLimit.consume(RATE_RULES.certificateBulkVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited);
    if (!Array.isArray(rawIds) || rawIds.some((v) => typeof v !== 'string')) throw badInput('ids must be a list of certificate ids');
    if (rawIds.length === 0) throw badInput('ids must contain at least one certificate id');
    if (rawIds.length > BULK_VERIFY_MAX) throw badInput(`At most ${BULK_VERIFY_MAX} certificate ids per request`);
    const parsed = (rawIds as string[]).map((raw) => {
      const r = certificateIdSchema.safeParse(raw);
      return r.success ? { id: r.data, error: null } : { id: raw.slice(0, 40), error: r.error.issues[0].message };
    });
    const valid = [...new Set(parsed.filter((p) => !p.error).map((p) => p.id))];
    const rows = valid.length ? await this.repo.findBy({ id: In(valid) }) : [];
    const answers = new Map<string, Verification>();
    for (const c of rows) {
      const signatureValid = await this.signatureMatches(c);
      answers.set(
        c.id,
        c.revokedAt
          ? this.revoked(c, signatureValid)
          : signatureValid
            ? this.validAnswer(c, true)
            : { ...emptyVerification(c.id, 'The certificate record does not match its signed credential'), signatureValid },
      );
    }
    return parsed.map((p) => (p.error ? emptyVerification(p.id, p.error) : (answers.get(p.id) ?? emptyVerification(p.id, MESSAGES.certificateNotFound))));
  }

  /** Public check of a signed credential (compact JWS or EnvelopedVerifiableCredential) against the platform key and the register. */
  async verifyCredential(input: unknown, ip: string): Promise<Verification> {
    await this.deps.rateLimit.consume(RATE_RULES.certificateVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited);
    const jws = extractJws(input);
    if (!jws) throw badInput('credential must be a signed credential (compact JWS or EnvelopedVerifiableCredential)');
    const verified = await this.deps.signer.verify(jws);
    const facts = verified ? factsFromCredential(verified.payload) : null;
    if (!verified || !facts) return { ...emptyVerification('', 'The signature does not match the platform key'), signatureValid: false };
    const certificate = await this.repo.findOneBy({ id: facts.certificateId });
    if (!certificate) return { ...emptyVerification(facts.certificateId, MESSAGES.certificateNotFound), signatureValid: true };
    if (certificate.revokedAt) return this.revoked(certificate, true);
    if (!sameFacts(facts, factsOf(certificate))) {
      return { ...emptyVerification(facts.certificateId, 'The credential does not match the certificate register'), signatureValid: true };
    }
    return this.validAnswer(certificate, true);
  }

  /** Marks a certificate revoked (admin); verification then answers invalid with the reason. */
  async revoke(actor: UserEntity | null, rawId: unknown, rawReason: unknown): Promise<CertificateEntity> {
    requireAdmin(actor);
    const { certificateId, reason } = parseInput(revokeSchema, { certificateId: rawId, reason: rawReason });
    const certificate = await this.repo.findOneBy({ id: certificateId });
    if (!certificate) throw notFound(MESSAGES.certificateNotFound);
    if (!certificate.revokedAt) {
      await this.repo.update({ id: certificateId }, { revokedAt: new Date(), revocationReason: reason, revokedBy: actor!.id });
    }
    return this.repo.findOneByOrFail({ id: certificateId });
  }

  jwks() {
    return this.deps.signer.jwks();
  }

  /** The public JWK a `kid` URL names, or null. */
  publicKey(keyId: string) {
    return this.deps.signer.publicJwk(keyId);
  }

  /**
   * Status list `list` as a signed JWT (Bitstring Status List credential): the revocation bits of every
   * certificate in it. Built from the register on each request, so a revocation shows at once.
   */
  async statusList(rawList: string): Promise<string | null> {
    if (!/^[1-9][0-9]{0,8}$/.test(rawList)) return null;
    const list = Number(rawList);
    const max: Array<{ max: number | null }> = await this.deps.db.query('SELECT max(status_list) AS max FROM certificates');
    if (list > Math.max(1, Number(max[0]?.max ?? 1))) return null;
    const revoked: Array<{ status_index: number }> = await this.deps.db.query(
      'SELECT status_index FROM certificates WHERE status_list = $1 AND revoked_at IS NOT NULL',
      [list],
    );
    const publicUrl = this.deps.config.publicUrl;
    const credential = buildStatusListCredential(publicUrl, list, encodeStatusList(revoked.map((r) => Number(r.status_index))), new Date());
    return (await this.deps.signer.sign({ ...credential, iss: publicUrl, jti: credential.id, nbf: Math.floor(Date.now() / 1000) })).jws;
  }

  private async signatureMatches(certificate: CertificateEntity): Promise<boolean> {
    const verified = await this.deps.signer.verify(certificate.credentialJws);
    const facts = verified ? factsFromCredential(verified.payload) : null;
    return !!facts && sameFacts(facts, factsOf(certificate));
  }

  private revoked(c: CertificateEntity, signatureValid: boolean): Verification {
    return {
      ...emptyVerification(c.id, `${MESSAGES.certificateRevoked} ${c.revocationReason ?? ''}`.trim()),
      signatureValid,
      signatureAlgorithm: signatureValid ? algorithmOf(c.credentialJws) : null,
      revoked: true,
      revocationReason: c.revocationReason,
      revokedAt: c.revokedAt,
    };
  }

  private validAnswer(c: CertificateEntity, signatureValid: boolean): Verification {
    return {
      valid: true,
      certificateId: c.id,
      userName: c.holderName,
      articleTitle: c.articleTitle,
      completedAt: c.completedAt,
      pePoints: c.pePoints,
      signatureValid,
      signatureAlgorithm: signatureValid ? algorithmOf(c.credentialJws) : null,
      revoked: false,
      revocationReason: null,
      revokedAt: null,
      error: null,
    };
  }
}

/** The credential inside a JWT payload, without the registered claims that only the JWT form carries. */
function withoutJwtClaims(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const { iss: _iss, jti: _jti, nbf: _nbf, exp: _exp, sub: _sub, ...credential } = payload as Record<string, unknown>;
  return credential;
}

/** The compact JWS inside a verification request: the JWS itself, an envelope object, or an envelope as JSON text. */
function extractJws(input: unknown): string | null {
  let value: unknown = input;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    value = (value as { id: string }).id.replace(/^data:application\/vc\+jwt,/, '');
  }
  if (typeof value !== 'string' || value.length > 20_000) return null;
  const jws = value.trim();
  return CredentialSigner.looksLikeJws(jws) ? jws : null;
}

