import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Config } from '../../config';
import { badInput, conflict, forbidden, notFound } from '../../errors';
import { MESSAGES } from '../../shared/constants';
import { parseInput } from '../auth/auth.validation';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { canDownloadCertificates, requireAdmin, requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { renderCertificateHtml } from './certificate.html';
import { CertificateEntity } from './certificate.entity';
import { CredentialSigner } from './credential-signer';
import { buildCredential, factsFromCredential, sameFacts, verificationUrl, type CertificateFacts, type IssuerInfo } from './credential';

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
  revoked: boolean;
  revocationReason: string | null;
  revokedAt: Date | null;
  error: string | null;
}

export interface IssueInput {
  userId: number;
  holderName: string;
  article: { id: number; title: string; category: string };
  completionId: number;
  pePoints: number;
  score: number;
  total: number;
  completedAt: Date;
  /** How the points were set (study time or an admin's override reason); shown on the certificate. */
  pointsBasis?: string | null;
}

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
  signatureValid: null, revoked: false, revocationReason: null, revokedAt: null, error,
});

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
    };
  }

  /** Creates the certificate of a completion inside the passing transaction, with its signed credential. */
  async issue(m: EntityManager, input: IssueInput): Promise<CertificateEntity> {
    const id = newCertificateId();
    const facts: CertificateFacts = {
      certificateId: id,
      holderName: input.holderName,
      articleId: input.article.id,
      articleTitle: input.article.title,
      fieldOfStudy: input.article.category,
      pePoints: input.pePoints,
      completedAt: input.completedAt,
    };
    const credentialJws = await this.deps.signer.sign(buildCredential(facts, this.issuer()));
    const certificate = m.getRepository(CertificateEntity).create({
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
      revokedAt: null,
      revocationReason: null,
      revokedBy: null,
      pointsBasis: input.pointsBasis ?? null,
    });
    await m.getRepository(CertificateEntity).insert(certificate);
    return certificate;
  }

  /** Certificates of `userId`, newest first (owner or admin). */
  async listFor(actor: UserEntity | null, userId: number): Promise<CertificateEntity[]> {
    requireOwner(actor, userId);
    return this.repo.find({ where: { userId }, order: { completedAt: 'DESC', id: 'ASC' } });
  }

  /** The caller's certificate for an article, when their plan includes certificates and it is not revoked. */
  private async downloadable(actor: UserEntity | null, articleId: number): Promise<CertificateEntity> {
    const user = requireUser(actor);
    if (!canDownloadCertificates(user)) throw forbidden(MESSAGES.certificateNotIncluded);
    const certificate = await this.repo.findOneBy({ userId: user.id, articleId });
    if (!certificate) throw notFound(MESSAGES.certificateNotEarned);
    if (certificate.revokedAt) throw conflict(`${MESSAGES.certificateRevoked} ${certificate.revocationReason ?? ''}`.trim());
    return certificate;
  }

  /** The printable HTML certificate of the caller for `articleId`. */
  async document(actor: UserEntity | null, articleId: number): Promise<{ certificate: CertificateEntity; html: string; filename: string }> {
    const certificate = await this.downloadable(actor, articleId);
    const issuer = this.issuer();
    const qr = await QRCode.toDataURL(verificationUrl(issuer.publicUrl, certificate.id), { errorCorrectionLevel: 'M', margin: 1, width: 300 });
    return { certificate, html: renderCertificateHtml(factsOf(certificate), issuer, qr, certificate.pointsBasis), filename: `certificate-${certificate.id}.html` };
  }

  /** The signed credential of the caller for `articleId`, as a VC 2.0 EnvelopedVerifiableCredential. */
  async credential(actor: UserEntity | null, articleId: number) {
    const certificate = await this.downloadable(actor, articleId);
    const verified = await this.deps.signer.verify(certificate.credentialJws);
    return {
      certificate,
      jws: certificate.credentialJws,
      credential: verified?.payload ?? null,
      filename: `certificate-${certificate.id}.credential.json`,
      envelope: {
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        id: `data:application/vc+jwt,${certificate.credentialJws}`,
        type: 'EnvelopedVerifiableCredential',
      },
    };
  }

  /** Public check by certificate id: the record, its revocation and its signature. Rate limited per IP. */
  async verify(rawId: unknown, ip: string): Promise<Verification> {
    await this.deps.rateLimit.consume(RATE_RULES.certificateVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited);
    const id = parseInput(certificateIdSchema, rawId);
    const certificate = await this.repo.findOneBy({ id });
    if (!certificate) return emptyVerification(id, MESSAGES.certificateNotFound);
    const signatureValid = await this.signatureMatches(certificate);
    if (certificate.revokedAt) return this.revoked(certificate, signatureValid);
    if (!signatureValid) return { ...emptyVerification(id, 'The certificate record does not match its signed credential'), signatureValid };
    return this.validAnswer(certificate, true);
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

  private async signatureMatches(certificate: CertificateEntity): Promise<boolean> {
    const verified = await this.deps.signer.verify(certificate.credentialJws);
    const facts = verified ? factsFromCredential(verified.payload) : null;
    return !!facts && sameFacts(facts, factsOf(certificate));
  }

  private revoked(c: CertificateEntity, signatureValid: boolean): Verification {
    return {
      ...emptyVerification(c.id, `${MESSAGES.certificateRevoked} ${c.revocationReason ?? ''}`.trim()),
      signatureValid,
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
      revoked: false,
      revocationReason: null,
      revokedAt: null,
      error: null,
    };
  }
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

