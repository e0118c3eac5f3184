import { randomBytes } from 'node:crypto';
import { hashEmail, verificationUrl, type IssuerInfo } from '../certificates/credential';
import { notFound } from '../../errors';
import { credentialSubjectOf } from '../wallet/wallet.service';
import type { CertificatesService } from '../certificates/certificates.service';
import { requireOwner, requireUser } from '../users/access';
import type { OutsideActivitiesService, OutsideRecordRow } from '../outside-activities/outside-activities.service';
import type { UserEntity } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { CompletionsService } from '../assessment/completions/completions.service';
import { renderCpdRecordCsv } from './cpd-record.csv';
import { renderCpdRecordHtml } from './cpd-record.html';
import type { CpdRecordQuery } from './cpd-record.inputs';
import type { Unparsed } from '../../validation';
import { reflectionText, type CpdBodyStanding, type CpdProfilesService } from '../cpd-profiles/cpd-profiles.service';

export interface CpdRecordRow {
  date: Date;
  articleTitle: string;
  category: string;
  points: number;
  certificateId: string | null;
  verificationUrl: string | null;
  /** The certificate was revoked: the row stays on the record, its points count in no total. */
  revoked: boolean;
  /** Study time the server recorded up to the pass, in seconds; null when not recorded (earlier certificates). */
  studySeconds: number | null;
  revocationReason: string | null;
  /** The member's reflection on this completion as one text (learned, then application); '' when none. */
  reflection: string;
}

/** An outside activity on the record, with the member's reflection on it ('' when none). */
export type CpdOutsideRow = OutsideRecordRow & { reflection: string };

/** A member's completed CPD activities over a period, as an accreditation body's audit asks for them. */
export interface CpdRecord {
  participant: { name: string; email: string; profession: string; licenseNumber: string | null };
  /** Inclusive YYYY-MM-DD bounds; null = open. */
  from: string | null;
  to: string | null;
  rows: CpdRecordRow[];
  /** Points of the rows whose certificate stands (revoked rows left out). */
  totalPoints: number;
  /** How many rows count toward totalPoints. */
  countedRows: number;
  /** CPD the member logged from elsewhere: listed apart, never with a certificate. */
  outsideRows: CpdOutsideRow[];
  outsideTotalPoints: number;
  issuer: IssuerInfo;
  generatedAt: Date;
  /** Per chosen body: its current cycle, the member's standing and the cycle's counted entries with their reflections (none chosen: empty). */
  sections: CpdBodyStanding[];
}

export interface CpdRecordDocument {
  body: string;
  contentType: 'text/csv' | 'text/html';
  filename: string;
  /** attachment for CSV (a download), inline for the printable report. */
  disposition: 'attachment' | 'inline';
}

const DAY_MS = 86_400_000;
const startOf = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** CPD record export: CSV and a printable HTML report of completions, certificates and verification links, and of outside activities. */
export class CpdRecordService {
  constructor(
    private readonly users: Pick<UsersService, 'get'>,
    private readonly completions: Pick<CompletionsService, 'recordRows'>,
    private readonly certificates: Pick<CertificatesService, 'issuer' | 'validCredentialsOf' | 'clrCredential'>,
    private readonly outside: Pick<OutsideActivitiesService, 'recordRows'>,
    private readonly profiles: Pick<CpdProfilesService, 'recordSections' | 'reflectionsOf'> | null = null,
    private readonly members: { byId(id: number): Promise<UserEntity | null> } | null = null,
  ) {}

  /**
   * Member `userId`'s whole record (every date), for a share link the member gave an auditor: the caller has
   * checked the link, so no actor is asked for. Null when the member is gone.
   */
  async sharedRecord(userId: number, now = new Date()): Promise<CpdRecord | null> {
    const user = this.members ? await this.members.byId(userId) : null;
    return user ? this.record(user, null, null, now) : null;
  }

  /** The record of `userId` (owner or admin) for the query's period, rendered in the query's format; whose record it is comes before the query. */
  async export(actor: UserEntity | null, userId: number, query: Unparsed<CpdRecordQuery>, now = new Date()): Promise<CpdRecordDocument> {
    requireOwner(actor, userId);
    const q = query();
    // An admin's export reads the member (the same owner-or-admin check, then one statement).
    const user = actor!.id === userId ? actor! : await this.users.get(actor, userId);
    const record = await this.record(user, q.from, q.to, now);
    const name = `cpd-record-${q.from ?? 'start'}-to-${q.to ?? now.toISOString().slice(0, 10)}`;
    return q.format === 'csv'
      ? { body: renderCpdRecordCsv(record), contentType: 'text/csv', filename: `${name}.csv`, disposition: 'attachment' }
      : { body: renderCpdRecordHtml(record), contentType: 'text/html', filename: `${name}.html`, disposition: 'inline' };
  }

  /**
   * The caller's whole CPD record as a signed Comprehensive Learner Record 2.0: their valid certificates as
   * issued and every outside activity, self-reported. Both forms: JSON with a Data Integrity proof, and the JWT.
   */
  async clr(actor: UserEntity | null, now = new Date()): Promise<{ credential: Record<string, unknown>; jws: string; filename: string; jwtFilename: string }> {
    const user = requireUser(actor);
    const credentials = await this.certificates.validCredentialsOf(user);
    // The CLR 2.0 schema asks for at least one credential in a record.
    if (credentials.length === 0) throw notFound('You hold no valid certificate yet: a learner record needs at least one.');
    const activities = await this.outside.recordRows(user.id, null, null);
    const salt = randomBytes(16).toString('base64url');
    const { credential, jws } = await this.certificates.clrCredential({
      holderName: `${user.firstName} ${user.lastName}`.trim(),
      subjectId: credentialSubjectOf(user),
      holder: { emailHash: hashEmail(user.email, salt), salt },
      credentials,
      activities: activities.map(({ id, date, kind, title, provider, category, hours, points }) => ({
        id,
        date,
        kind,
        title,
        provider,
        category,
        hours,
        points,
      })),
      issuedAt: now,
    });
    const name = `cpd-record-${now.toISOString().slice(0, 10)}.clr`;
    return { credential, jws, filename: `${name}.json`, jwtFilename: `${name}.jwt` };
  }

  private async record(user: UserEntity, from: string | null, to: string | null, now: Date): Promise<CpdRecord> {
    const issuer = this.certificates.issuer();
    const sections = this.profiles ? await this.profiles.recordSections(user.id, now) : [];
    const reflections = this.profiles ? await this.profiles.reflectionsOf(user.id) : [];
    const onCompletion = new Map(reflections.filter((r) => r.completionId !== null).map((r) => [r.completionId!, reflectionText(r)]));
    const onOutside = new Map(reflections.filter((r) => r.outsideActivityId !== null).map((r) => [r.outsideActivityId!, reflectionText(r)]));
    const outsideRows = (await this.outside.recordRows(user.id, from, to)).map((r): CpdOutsideRow => ({ ...r, reflection: onOutside.get(r.id) ?? '' }));
    const rows = await this.completions.recordRows(user.id, from ? startOf(from) : null, to ? new Date(startOf(to).getTime() + DAY_MS) : null);
    const items: CpdRecordRow[] = rows.map((r) => ({
      date: r.completedAt,
      articleTitle: r.title,
      category: r.category,
      points: r.points,
      certificateId: r.certificateId,
      verificationUrl: r.certificateId ? verificationUrl(issuer.publicUrl, r.certificateId) : null,
      revoked: r.revoked,
      studySeconds: r.studySeconds,
      revocationReason: r.revocationReason,
      reflection: onCompletion.get(r.completionId) ?? '',
    }));
    const counted = items.filter((r) => !r.revoked);
    return {
      participant: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, profession: user.profession, licenseNumber: user.licenseNumber },
      from,
      to,
      rows: items,
      totalPoints: Math.round(counted.reduce((n, r) => n + r.points * 100, 0)) / 100,
      countedRows: counted.length,
      outsideRows,
      outsideTotalPoints: Math.round(outsideRows.reduce((n, r) => n + r.points * 100, 0)) / 100,
      issuer,
      generatedAt: now,
      sections,
    };
  }
}
