import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { AppError, notFound } from '../../errors';
import type { CertificatesService, Verification } from '../certificates/certificates.service';
import type { CpdRecordService } from '../cpd-record/cpd-record.service';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { isShareToken, type CreateRecordShareCommand } from './record-shares.inputs';
import type { RecordShareRow, RecordSharesRepository } from './record-shares.repository';

const DAY_MS = 86_400_000;
/** Links a member's list shows (the newest); ten active ones at most, the rest expired or revoked. */
const LISTED_MAX = 50;

/** The public client route a share link opens. */
export const SHARED_RECORD_PATH = '/shared-record';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type ShareStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** A member's share link as they see it in their list (never its token). */
export interface RecordShare extends RecordShareRow {
  status: ShareStatus;
}

/** How a certificate of a shared record stands in the register, checked as bulk verification checks it. */
export type SharedVerificationStatus = 'VALID' | 'REVOKED' | 'INVALID' | 'NO_CERTIFICATE';

export interface SharedCertificateRow {
  completedAt: Date;
  articleTitle: string;
  category: string;
  points: number;
  certificateId: string | null;
  verificationUrl: string | null;
  status: SharedVerificationStatus;
  /** Why the certificate is not valid: the revocation reason, or what the check found. */
  reason: string | null;
  revokedAt: Date | null;
  signatureValid: boolean | null;
}

export interface SharedBody {
  body: string;
  country: string;
  unitLabel: string;
  cycleYears: number;
  cycleStartYear: number;
  cycleEndYear: number;
  totalPerCycle: number | null;
  minimumPerYear: number | null;
  verifiableMinimumPerCycle: number | null;
  verifiableMinimumShare: number | null;
  reflectionRequired: boolean;
  categories: Array<{ label: string; minimumPerCycle: number }>;
  sourceUrl: string;
  checkedOn: string;
  note: string;
  standing: {
    status: 'ON_TRACK' | 'BEHIND' | 'NO_TARGET';
    complete: boolean;
    credited: number;
    carriedIn: number;
    required: number | null;
    expectedByNow: number | null;
    missingTotal: number;
    missingThisYear: number;
    verifiable: { credited: number; required: number | null; met: boolean };
    categories: Array<{ label: string; credited: number; required: number; met: boolean }>;
    /** Entries of the cycle lacking the reflection the body asks for (a count; reflections themselves stay private). */
    entriesWithoutReflection: number;
  };
}

/** What a share link shows an auditor: the record, its bodies' rules and standing, and each certificate's check. Nothing else personal. */
export interface SharedRecordView {
  member: { name: string; profession: string };
  generatedAt: Date;
  expiresAt: Date;
  bodies: SharedBody[];
  certificates: SharedCertificateRow[];
  totalPoints: number;
  outsideActivities: Array<{
    date: string;
    kind: string;
    title: string;
    provider: string;
    category: string;
    hours: number;
    points: number;
    hasEvidence: boolean;
  }>;
  outsideTotalPoints: number;
}

const statusOf = (s: RecordShareRow, now: Date): ShareStatus => (s.revokedAt ? 'REVOKED' : s.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE');

function verificationOf(v: Verification | undefined): Pick<SharedCertificateRow, 'status' | 'reason' | 'revokedAt' | 'signatureValid'> {
  if (!v) return { status: 'INVALID', reason: MESSAGES.certificateNotFound, revokedAt: null, signatureValid: null };
  if (v.revoked) return { status: 'REVOKED', reason: v.revocationReason, revokedAt: v.revokedAt, signatureValid: v.signatureValid };
  if (v.valid) return { status: 'VALID', reason: null, revokedAt: null, signatureValid: v.signatureValid };
  return { status: 'INVALID', reason: v.error, revokedAt: null, signatureValid: v.signatureValid };
}

/** Read-only links a member gives an auditor to their CPD record: create (within a quota), list, revoke, and the public view. */
export class RecordSharesService {
  constructor(
    private readonly repo: RecordSharesRepository,
    private readonly cpdRecord: Pick<CpdRecordService, 'sharedRecord'>,
    private readonly certificates: Pick<CertificatesService, 'verifyRegistered'>,
    private readonly rateLimit: Pick<RateLimitService, 'consume'>,
    private readonly publicUrl: () => string,
  ) {}

  /** The link's address for `token`. */
  urlOf(token: string): string {
    return `${this.publicUrl().replace(/\/+$/, '')}${SHARED_RECORD_PATH}/${token}`;
  }

  /**
   * A new link to the caller's record, valid for the command's days. Its token and URL are answered this once;
   * only the token's SHA-256 is kept. At most LIMITS.recordSharesActiveMax active links, counted under the
   * member's row lock so a burst of creates cannot pass it.
   */
  async create(actor: UserEntity | null | undefined, command: CreateRecordShareCommand, now = new Date()): Promise<{ share: RecordShare; url: string }> {
    const user = requireUser(actor);
    await this.rateLimit.consume(RATE_RULES.recordShareCreatePerUser, String(user.id), MESSAGES.recordShareCreateRateLimited);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + command.expiresInDays * DAY_MS);
    const row = await this.repo.insertWithinQuota(user.id, { tokenHash: hashToken(token), label: command.label, expiresAt }, LIMITS.recordSharesActiveMax, now);
    if (!row) throw new AppError('CONFLICT', MESSAGES.recordSharesFull, { limit: LIMITS.recordSharesActiveMax });
    return { share: { ...row, status: statusOf(row, now) }, url: this.urlOf(token) };
  }

  /** The caller's links, newest first, with their views. */
  async list(actor: UserEntity | null | undefined, now = new Date()): Promise<RecordShare[]> {
    const user = requireUser(actor);
    const rows = await this.repo.listFor(user.id, LISTED_MAX);
    return rows.map((r) => ({ ...r, status: statusOf(r, now) }));
  }

  /** One of the caller's links (as list shows it); null for another member's or an unknown id. */
  async one(actor: UserEntity | null | undefined, id: number, now = new Date()): Promise<RecordShare | null> {
    const user = requireUser(actor);
    const row = await this.repo.findFor(id, user.id);
    return row && { ...row, status: statusOf(row, now) };
  }

  /** Revokes the caller's link `id`; another member's or an unknown id is "not found". Revoking twice keeps the first time. */
  async revoke(actor: UserEntity | null | undefined, id: number, now = new Date()): Promise<RecordShare> {
    const user = requireUser(actor);
    const row = await this.repo.revoke(id, user.id, now);
    if (!row) throw notFound(MESSAGES.recordShareNotFound);
    return { ...row, status: statusOf(row, now) };
  }

  /**
   * The record behind `token`, for anyone holding the link: rate limited per IP before anything is read, and one
   * answer (404, the same message) for an unknown, expired or revoked token. Each opening is logged with the
   * browser family only. Every certificate is checked against the register at once, as bulk verification does.
   */
  async open(token: unknown, ip: string, agentFamily: string, now = new Date()): Promise<SharedRecordView> {
    await this.rateLimit.consume(RATE_RULES.recordShareOpenPerIp, ip, MESSAGES.certificateVerifyRateLimited);
    const unavailable = () => notFound(MESSAGES.recordShareUnavailable);
    if (!isShareToken(token)) throw unavailable();
    const share = await this.repo.openAndLog(hashToken(token), agentFamily, now);
    if (!share) throw unavailable();
    const record = await this.cpdRecord.sharedRecord(share.userId, now);
    if (!record) throw unavailable();
    const checks = await this.certificates.verifyRegistered(record.rows.flatMap((r) => (r.certificateId ? [r.certificateId] : [])));
    return {
      member: { name: record.participant.name, profession: record.participant.profession },
      generatedAt: now,
      expiresAt: share.expiresAt,
      bodies: record.sections.map(({ profile, standing, entriesWithoutReflection }) => ({
        body: profile.body,
        country: profile.country,
        unitLabel: profile.unitLabel,
        cycleYears: profile.cycle.years,
        cycleStartYear: standing.cycleStartYear,
        cycleEndYear: standing.cycleEndYear,
        totalPerCycle: profile.totalPerCycle,
        minimumPerYear: profile.minimumPerYear,
        verifiableMinimumPerCycle: profile.verifiable.minimumPerCycle,
        verifiableMinimumShare: profile.verifiable.minimumShare,
        reflectionRequired: profile.reflectionRequired,
        categories: profile.categories.map((c) => ({ label: c.label, minimumPerCycle: c.minimumPerCycle })),
        sourceUrl: profile.sourceUrl,
        checkedOn: profile.checkedOn,
        note: profile.note,
        standing: {
          status: standing.status,
          complete: standing.complete,
          credited: standing.credited,
          carriedIn: standing.carriedIn,
          required: standing.required,
          expectedByNow: standing.expectedByNow,
          missingTotal: standing.missingTotal,
          missingThisYear: standing.missingThisYear,
          verifiable: standing.verifiable,
          categories: standing.categories,
          entriesWithoutReflection: entriesWithoutReflection.length,
        },
      })),
      certificates: record.rows.map((r) => ({
        completedAt: r.date,
        articleTitle: r.articleTitle,
        category: r.category,
        points: r.points,
        certificateId: r.certificateId,
        verificationUrl: r.verificationUrl,
        ...(r.certificateId
          ? verificationOf(checks.get(r.certificateId))
          : { status: 'NO_CERTIFICATE' as const, reason: null, revokedAt: null, signatureValid: null }),
      })),
      totalPoints: record.totalPoints,
      outsideActivities: record.outsideRows.map((o) => ({
        date: o.date,
        kind: o.kind,
        title: o.title,
        provider: o.provider,
        category: o.category,
        hours: o.hours,
        points: o.points,
        hasEvidence: o.evidenceName !== null,
      })),
      outsideTotalPoints: record.outsideTotalPoints,
    };
  }
}
