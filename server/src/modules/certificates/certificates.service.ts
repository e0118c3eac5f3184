import type QRCodeModule from 'qrcode';
import { lazyRequire } from '../../lazy-require';
import { decodeProtectedHeader } from 'jose';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { badInput, conflict, forbidden, notFound } from '../../errors';
import { pageOf, pageSize, timeKeyset, type ConnectionPage } from '../../graphql/connection';
import { MESSAGES } from '@leerpunt/shared/messages';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { canDownloadCertificates, requireAdmin, requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { Unparsed } from '../../validation';
import { renderCertificateHtml } from './certificate.html';
import { renderCertificatePdf } from './certificate.pdf';
import { CertificateEntity } from './certificate.entity';
import { VERIFY_SQL, type CertificatesRepository } from './certificates.repository';
import type { MailPreferencesService } from '../mail/mail-preferences.service';
import { certificateRevokedMail } from '../mail/mail.templates';
import type { UsersRepository } from '../users/users.repository';
import { CredentialSigner } from './credential-signer';
import type { BulkCertificateId, Checked, RevokeInput, SignedCredential } from './certificates.inputs';
import {
  achievementDocument,
  factsFromCredential,
  jwtPayload,
  sameFacts,
  verificationUrl,
  type AchievementFacts,
  type CertificateFacts,
  type IssuerInfo,
} from './credential';
import { DATA_INTEGRITY_CRYPTOSUITE, DataIntegrity } from './data-integrity';
import { buildClrCredential, innerCredentials, isClrCredential, type ClrFacts } from './clr-credential';
import { leerpuntContext } from './contexts';
import { recordIntegrationEvents } from '../integrations/integration-events.repository';
import { buildStatusListCredential, encodeStatusList } from './status-list';

const qrCode = lazyRequire<typeof QRCodeModule>('qrcode');

export interface CertificatesDeps {
  db: DataSource;
  config: Config;
  signer: CredentialSigner;
  rateLimit: RateLimitService;
  /** The register's SQL: its reads, and its writes inside a transaction (revocation). */
  register: CertificatesRepository;
  /** The holder's points, taken off when a certificate is revoked. */
  users: Pick<UsersRepository, 'subtractPoints'>;
  /** Revocation notices are optional mail: a member who switched them off gets none. */
  mail: Pick<MailPreferencesService, 'enqueue'>;
  brand: { productName: string; supportEmail: string };
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
  /** How the matching signature was made: the JWS algorithm (EdDSA or RS256) or the Data Integrity cryptosuite (eddsa-rdfc-2022); null unless signatureValid. */
  signatureAlgorithm: string | null;
  revoked: boolean;
  revocationReason: string | null;
  revokedAt: Date | null;
  error: string | null;
  /** For a Comprehensive Learner Record: the check of each credential inside it, in order; null for one credential. */
  credentials?: Verification[] | null;
  /** For a Comprehensive Learner Record: how many self-reported activities it states (no proof of their own). */
  selfReportedActivities?: number | null;
}

/** Most credentials one Comprehensive Learner Record check verifies. */
export const CLR_MAX_CREDENTIALS = 500;

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
  valid: false,
  certificateId,
  userName: null,
  articleTitle: null,
  completedAt: null,
  pePoints: null,
  signatureValid: null,
  signatureAlgorithm: null,
  revoked: false,
  revocationReason: null,
  revokedAt: null,
  error,
});

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

/** A certificate's position in its member's list (newest first, ties by id ascending): [completed_at as text, id]. */
export const certificateKeyset = (c: Pick<CertificateEntity, 'id' | 'completedAt'>, position?: string): [string, string] => [
  position ?? c.completedAt.toISOString(),
  c.id,
];

/** The certificate register: lists, renders, verifies and revokes certificates (issuing is the assessment module's). */
/** The verification QR code on the HTML and PDF certificates: one look in both. */
const VERIFY_QR = { errorCorrectionLevel: 'M', margin: 1, width: 300 } as const;

export class CertificatesService {
  /** Embedded Data Integrity proofs, with the same keys as the JWTs. */
  readonly dataIntegrity: DataIntegrity;

  constructor(private readonly deps: CertificatesDeps) {
    this.dataIntegrity = new DataIntegrity({ signer: deps.signer, issuer: () => this.issuer() });
  }

  issuer(): IssuerInfo {
    const c = this.deps.config;
    return {
      publicUrl: c.publicUrl,
      productName: c.PRODUCT_NAME,
      accreditation: c.accreditation,
    };
  }

  /** Certificates of `userId`, newest first (owner or admin). */
  async listFor(actor: UserEntity | null, userId: number): Promise<CertificateEntity[]> {
    requireOwner(actor, userId);
    return this.deps.register.listFor(userId);
  }

  /** One certificate by its id (its member or an admin); null when there is none. */
  async certificate(actor: UserEntity | null, id: string): Promise<CertificateEntity | null> {
    const found = await this.deps.register.findById(id);
    // A certificate whose member deleted their account belongs to no one who could ask for it here.
    if (!found || found.userId === null) return null;
    requireOwner(actor, found.userId);
    return found;
  }

  /** The same list `first` at a time after `after` (GraphQL's connection), with the member's whole count. */
  async pageFor(
    actor: UserEntity | null,
    userId: number,
    { first, after }: { first?: number | null; after?: string | null },
  ): Promise<ConnectionPage<CertificateEntity>> {
    requireOwner(actor, userId);
    const size = pageSize(first);
    const position = timeKeyset(after, 'string');
    const { entities, raw, total } = await this.deps.register.pageFor(userId, size + 1, position);
    const positions = new Map(raw.map((r) => [r.c_id, r.c_position]));
    return pageOf(
      entities,
      size,
      !!position,
      total,
      (c) => certificateKeyset(c, positions.get(c.id)),
      (c) => c,
    );
  }

  /** The caller's certificate for an article, when their plan includes certificates and it is not revoked. */
  private async downloadable(actor: UserEntity | null, articleId: number, earnedEarlier = false): Promise<CertificateEntity> {
    const user = requireUser(actor);
    // A certificate earned under an earlier plan stays the member's own (read through the CPD-record token).
    if (!earnedEarlier && !canDownloadCertificates(user)) throw forbidden(MESSAGES.certificateNotIncluded);
    const certificate = await this.deps.register.findOwn(user.id, articleId);
    if (!certificate) throw notFound(MESSAGES.certificateNotEarned);
    if (certificate.revokedAt) throw conflict(`${MESSAGES.certificateRevoked} ${certificate.revocationReason ?? ''}`.trim());
    return certificate;
  }

  /** The printable HTML certificate of the caller for `articleId`. */
  async document(
    actor: UserEntity | null,
    articleId: number,
    earnedEarlier = false,
  ): Promise<{ certificate: CertificateEntity; html: string; filename: string }> {
    const certificate = await this.downloadable(actor, articleId, earnedEarlier);
    const issuer = this.issuer();
    const qr = await qrCode().toDataURL(verificationUrl(issuer.publicUrl, certificate.id), VERIFY_QR);
    return {
      certificate,
      html: renderCertificateHtml(factsOf(certificate), issuer, qr, issuer.accreditation?.logoUrl, certificate.pointsBasis, certificate.studySeconds),
      filename: `certificate-${certificate.id}.html`,
    };
  }

  /** The caller's certificate for `articleId` as a one-page PDF (same owner, plan and revocation rules as the HTML one). */
  async pdf(actor: UserEntity | null, articleId: number, earnedEarlier = false): Promise<{ certificate: CertificateEntity; pdf: Buffer; filename: string }> {
    const certificate = await this.downloadable(actor, articleId, earnedEarlier);
    const issuer = this.issuer();
    const qrPng = await qrCode().toBuffer(verificationUrl(issuer.publicUrl, certificate.id), VERIFY_QR);
    const pdf = await renderCertificatePdf({
      facts: factsOf(certificate),
      issuer,
      qrPng,
      pointsBasis: certificate.pointsBasis,
      studySeconds: certificate.studySeconds,
    });
    return { certificate, pdf, filename: `certificate-${certificate.id}.pdf` };
  }

  /**
   * The signed credential of the caller for `articleId` in both securing mechanisms: the JWT (OB 3.0 JSON Web
   * Token proof format), and the same credential as JSON with an embedded Data Integrity proof
   * (eddsa-rdfc-2022), made on each download with the current Ed25519 key.
   */
  /**
   * Re-issues the caller's valid certificates to their bound wallet: each credential is signed again with the wallet's
   * DID as `credentialSubject.id` (and JWT `sub`), everything else as issued (id, dates, facts, status entry), with the
   * current key. Copies of the earlier form still verify (their keys stay published). The number re-issued.
   */
  async reissueToWallet(actor: UserEntity | null): Promise<number> {
    const user = requireUser(actor);
    const did = user.walletDid;
    if (!did) throw badInput('Bind a wallet first: certificates are re-issued to the bound did:key.');
    let reissued = 0;
    for (const c of await this.deps.register.listFor(user.id)) {
      if (c.revokedAt) continue;
      const verified = await this.deps.signer.verify(c.credentialJws);
      if (!verified) continue;
      const credential = withoutJwtClaims(verified.payload) as { id: string; issuer: { id: string }; validFrom: string; credentialSubject: { id?: string } };
      if (!credential.credentialSubject || credential.credentialSubject.id === did) continue;
      const rebound = { ...credential, credentialSubject: { ...credential.credentialSubject, id: did } };
      const { jws } = await this.deps.signer.sign(jwtPayload(rebound));
      if (await this.deps.register.replaceCredential(c.id, c.credentialJws, jws)) reissued += 1;
    }
    return reissued;
  }

  async credential(actor: UserEntity | null, articleId: number, earnedEarlier = false) {
    const certificate = await this.downloadable(actor, articleId, earnedEarlier);
    const verified = await this.deps.signer.verify(certificate.credentialJws);
    return {
      certificate,
      jws: certificate.credentialJws,
      credential: verified ? await this.dataIntegrity.sign(withoutJwtClaims(verified.payload)) : null,
      filename: `certificate-${certificate.id}.credential.json`,
      jwtFilename: `certificate-${certificate.id}.credential.jwt`,
    };
  }

  /**
   * The caller's valid certificates as JSON credentials, each with its embedded Data Integrity proof (the same
   * credential its JWT signs), newest first; revoked certificates are left out. The plan rule of a credential
   * download applies.
   */
  async validCredentialsOf(actor: UserEntity | null): Promise<Array<Record<string, unknown>>> {
    const user = requireUser(actor);
    if (!canDownloadCertificates(user)) throw forbidden(MESSAGES.certificateNotIncluded);
    const certificates = (await this.deps.register.listFor(user.id)).filter((c) => !c.revokedAt);
    const credentials: Array<Record<string, unknown>> = [];
    for (const c of certificates) {
      const verified = await this.deps.signer.verify(c.credentialJws);
      if (verified) credentials.push(await this.dataIntegrity.sign(withoutJwtClaims(verified.payload)));
    }
    return credentials;
  }

  /**
   * A Comprehensive Learner Record 2.0 ClrCredential of `facts`, secured both ways with the certificates' keys:
   * the JSON with an embedded Data Integrity proof (eddsa-rdfc-2022) and the VC-JWT.
   */
  async clrCredential(facts: ClrFacts): Promise<{ credential: Record<string, unknown>; jws: string }> {
    const clr = buildClrCredential(facts, this.issuer());
    const [credential, { jws }] = await Promise.all([this.dataIntegrity.sign(clr), this.deps.signer.sign(jwtPayload(clr))]);
    return { credential, jws };
  }

  /** Public check by certificate id: the record, its revocation and its signature. Rate limited per IP. */
  async verify(certificateId: Checked<string>, ip: string): Promise<Verification> {
    if (!certificateId.ok) {
      // The hit counts before the input is judged, as for a valid id.
      await this.deps.rateLimit.consume(RATE_RULES.certificateVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited);
      throw certificateId.error;
    }
    const id = certificateId.value;
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
   * per caller before any work: per IP (10 a minute), or, for a partner client whose token holds `verify:bulk`
   * (`partnerClientId`, see scopedClient), per client at PARTNER_BULK_VERIFY_PER_MINUTE, apart from its IP.
   */
  async verifyMany(ids: Checked<BulkCertificateId[]>, ip: string, partnerClientId: string | null = null): Promise<Verification[]> {
    if (partnerClientId) {
      const rule = { ...RATE_RULES.certificateBulkVerifyPerClient, limit: this.deps.config.PARTNER_BULK_VERIFY_PER_MINUTE };
      await this.deps.rateLimit.consume(rule, partnerClientId, MESSAGES.certificateVerifyRateLimited);
    } else {
      await this.deps.rateLimit.consume(RATE_RULES.certificateBulkVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited);
    }
    if (!ids.ok) throw ids.error;
    const parsed = ids.value;
    const answers = await this.verifyRegistered(parsed.filter((p) => !p.error).map((p) => p.id));
    return parsed.map((p) => (p.error ? emptyVerification(p.id, p.error) : (answers.get(p.id) ?? emptyVerification(p.id, MESSAGES.certificateNotFound))));
  }

  /**
   * The bulk check's answers for well-formed certificate ids, read from the register in one query: an id the
   * register lacks has no entry. No rate limit here: the public caller (bulk verification, a shared CPD record)
   * consumes its own before calling.
   */
  async verifyRegistered(ids: readonly string[]): Promise<Map<string, Verification>> {
    const rows = await this.deps.register.findByIds([...new Set(ids)]);
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
    return answers;
  }

  /**
   * Public check of a signed credential against the platform's keys and the register: a JWT (compact JWS or
   * EnvelopedVerifiableCredential) or a JSON credential with its embedded Data Integrity proof. Revocation is read
   * from the register, the source of the status lists.
   */
  async verifyCredential(credential: Checked<SignedCredential>, ip: string): Promise<Verification> {
    await this.deps.rateLimit.consume(RATE_RULES.certificateVerifyPerIp, ip, MESSAGES.certificateVerifyRateLimited);
    if (!credential.ok) throw credential.error;
    const signed = await this.checkSignature(credential.value);
    if (signed && isClrCredential(signed.payload)) return this.verifyClr(signed.payload as Record<string, unknown>, signed.algorithm);
    return this.verifySigned(signed);
  }

  /** The answer about one certificate credential whose signature check gave `signed`. */
  private async verifySigned(signed: { payload: unknown; algorithm: string | null } | null): Promise<Verification> {
    const facts = signed ? factsFromCredential(signed.payload) : null;
    if (!signed || !facts) return { ...emptyVerification('', 'The signature does not match the platform key'), signatureValid: false };
    const certificate = await this.deps.register.findById(facts.certificateId);
    if (!certificate) return { ...emptyVerification(facts.certificateId, MESSAGES.certificateNotFound), signatureValid: true };
    if (certificate.revokedAt) return this.revoked(certificate, true, signed.algorithm);
    if (!sameFacts(facts, factsOf(certificate))) {
      return { ...emptyVerification(facts.certificateId, 'The credential does not match the certificate register'), signatureValid: true };
    }
    return this.validAnswer(certificate, true, signed.algorithm);
  }

  /**
   * A Comprehensive Learner Record whose own proof holds: each credential inside it is checked as a credential on
   * its own (its proof, the register, revocation). The record is valid when every credential in it still is; a
   * revoked one is reported as revoked while the record's own signature stays valid.
   */
  private async verifyClr(clr: Record<string, unknown>, algorithm: string | null): Promise<Verification> {
    const inner = innerCredentials(clr);
    const subject = (clr.credentialSubject ?? {}) as { name?: unknown; achievement?: unknown };
    const base = {
      ...emptyVerification(typeof clr.id === 'string' ? clr.id : '', null),
      userName: typeof subject.name === 'string' ? subject.name : null,
      articleTitle: typeof clr.name === 'string' ? clr.name : null,
      completedAt: typeof clr.validFrom === 'string' ? new Date(clr.validFrom) : null,
      signatureValid: true,
      signatureAlgorithm: algorithm,
      selfReportedActivities: subject.achievement === undefined ? 0 : [subject.achievement].flat().length,
    };
    if (inner.length === 0 || inner.length > CLR_MAX_CREDENTIALS) {
      return { ...base, credentials: [], error: `A record must hold between 1 and ${CLR_MAX_CREDENTIALS} credentials` };
    }
    const credentials: Verification[] = [];
    for (const c of inner) {
      const read = readInnerCredential(c);
      credentials.push(read ? await this.verifySigned(await this.checkSignature(read)) : emptyVerification('', 'Not a signed credential'));
    }
    const failed = credentials.filter((v) => !v.valid).length;
    const pePoints = credentials.reduce((n, v) => n + (v.valid ? Math.round((v.pePoints ?? 0) * 100) : 0), 0) / 100;
    return {
      ...base,
      valid: failed === 0,
      pePoints,
      credentials,
      error: failed ? `${failed} of ${credentials.length} credentials in the record no longer verify (revoked or not valid)` : null,
    };
  }

  /** The credential a valid signature covers and how it was signed, or null. */
  private async checkSignature(credential: SignedCredential): Promise<{ payload: unknown; algorithm: string | null } | null> {
    if (credential.kind === 'jwt') {
      const verified = await this.deps.signer.verify(credential.jws);
      return verified ? { payload: verified.payload, algorithm: algorithmOf(credential.jws) } : null;
    }
    const check = await this.dataIntegrity.verify(credential.credential);
    return check.verified ? { payload: credential.credential, algorithm: DATA_INTEGRITY_CRYPTOSUITE } : null;
  }

  /**
   * Marks a certificate revoked (admin); verification then answers invalid with the reason. In one transaction
   * the certificate's points leave the member's total and a mail with the reason is queued in the outbox (sent
   * after the commit, by whichever process claims it). Revoking a revoked certificate changes nothing and
   * tells no one again.
   */
  async revoke(actor: UserEntity | null, input: Unparsed<RevokeInput>): Promise<CertificateEntity> {
    requireAdmin(actor);
    const { certificateId, reason } = input();
    const certificate = await this.deps.register.findById(certificateId);
    if (!certificate) throw notFound(MESSAGES.certificateNotFound);
    if (!certificate.revokedAt) {
      const { publicUrl } = this.deps.config;
      await this.deps.db.transaction(async (m) => {
        const revoked = await this.deps.register.revokeOnce(m, certificateId, reason, actor!.id);
        if (!revoked) return;
        await recordIntegrationEvents(m, [
          {
            type: 'certificate.revoked',
            userId: revoked.userId,
            data: { certificateId, articleId: revoked.articleId, revokedAt: revoked.revokedAt.toISOString() },
          },
        ]);
        const holder = await this.deps.users.subtractPoints(m, revoked.userId, revoked.pePoints);
        if (!holder) return;
        const details = {
          firstName: holder.firstName,
          articleTitle: revoked.articleTitle,
          certificateId,
          pePoints: revoked.pePoints,
          reason,
          accountUrl: `${publicUrl}/account?tab=certificates`,
          helpUrl: `${publicUrl}/help`,
        };
        await this.deps.mail.enqueue(
          { id: revoked.userId, email: holder.email },
          'certificate_revoked',
          (u) => certificateRevokedMail(this.deps.brand, details, u),
          m,
        );
      });
    }
    return this.deps.register.findByIdOrFail(certificateId);
  }

  /** The JSON-LD context of this deployment's own credential terms. */
  leerpuntContext() {
    return leerpuntContext(this.deps.config.publicUrl);
  }

  /** What the issuer id answers as JSON-LD: its Open Badges 3.0 Profile, the controller document of its keys. */
  issuerProfile() {
    return this.dataIntegrity.issuerProfile();
  }

  /** What an achievement id answers as JSON-LD: the Achievement of an article (the caller reads a visible article). */
  achievement(article: AchievementFacts & { studyMinutes: number | null }) {
    return achievementDocument(article, this.issuer(), article.studyMinutes);
  }

  /** The Multikey verification method of an Ed25519 key (what its URL answers as JSON-LD), or null. */
  verificationMethod(keyId: string) {
    return /^[A-Za-z0-9_-]{20,64}$/.test(keyId) ? this.dataIntegrity.verificationMethod(keyId) : Promise.resolve(null);
  }

  jwks() {
    return this.deps.signer.jwks();
  }

  /** The public JWK a `kid` URL names, or null. */
  publicKey(keyId: string) {
    return this.deps.signer.publicJwk(keyId);
  }

  /**
   * Status list `list` (Bitstring Status List credential): the revocation bits of every certificate in it, as a
   * signed JWT or as JSON with a Data Integrity proof (for JSON-LD verifiers). Built from the register on each
   * request, so a revocation shows at once.
   */
  async statusList(rawList: string, secured: 'jwt' | 'data-integrity' = 'jwt'): Promise<string | null> {
    if (!/^[1-9][0-9]{0,8}$/.test(rawList)) return null;
    const list = Number(rawList);
    const max = await this.deps.register.maxStatusList();
    if (list > Math.max(1, Number(max ?? 1))) return null;
    const revoked = await this.deps.register.revokedIndexes(list);
    const publicUrl = this.deps.config.publicUrl;
    const credential = buildStatusListCredential(publicUrl, list, encodeStatusList(revoked), new Date());
    if (secured === 'data-integrity') return JSON.stringify(await this.dataIntegrity.sign(credential));
    return (await this.deps.signer.sign({ ...credential, iss: publicUrl, jti: credential.id, nbf: Math.floor(Date.now() / 1000) })).jws;
  }

  private async signatureMatches(certificate: CertificateEntity): Promise<boolean> {
    const verified = await this.deps.signer.verify(certificate.credentialJws);
    const facts = verified ? factsFromCredential(verified.payload) : null;
    return !!facts && sameFacts(facts, factsOf(certificate));
  }

  private revoked(c: CertificateEntity, signatureValid: boolean, algorithm = algorithmOf(c.credentialJws)): Verification {
    return {
      ...emptyVerification(c.id, `${MESSAGES.certificateRevoked} ${c.revocationReason ?? ''}`.trim()),
      signatureValid,
      signatureAlgorithm: signatureValid ? algorithm : null,
      revoked: true,
      revocationReason: c.revocationReason,
      revokedAt: c.revokedAt,
    };
  }

  private validAnswer(c: CertificateEntity, signatureValid: boolean, algorithm = algorithmOf(c.credentialJws)): Verification {
    return {
      valid: true,
      certificateId: c.id,
      userName: c.holderName,
      articleTitle: c.articleTitle,
      completedAt: c.completedAt,
      pePoints: c.pePoints,
      signatureValid,
      signatureAlgorithm: signatureValid ? algorithm : null,
      revoked: false,
      revocationReason: null,
      revokedAt: null,
      error: null,
    };
  }
}

/** A credential inside a record: a JSON credential with its proof, or a compact JWS; null for anything else. */
function readInnerCredential(c: unknown): SignedCredential | null {
  if (c && typeof c === 'object' && !Array.isArray(c) && (c as { proof?: unknown }).proof) {
    return { kind: 'data-integrity', credential: c as Record<string, unknown> };
  }
  return typeof c === 'string' && CredentialSigner.looksLikeJws(c) ? { kind: 'jwt', jws: c } : null;
}

/** The credential inside a JWT payload, without the registered claims that only the JWT form carries. */
function withoutJwtClaims(payload: unknown): Record<string, unknown> {
  if (!payload || typeof payload !== 'object') return {};
  const { iss: _iss, jti: _jti, nbf: _nbf, exp: _exp, sub: _sub, ...credential } = payload as Record<string, unknown>;
  return credential;
}
