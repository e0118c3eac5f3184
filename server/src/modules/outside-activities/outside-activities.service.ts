import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError, badInput, notFound } from '../../errors';
import { isCursorTimestamp } from '../../graphql/connection';
import type { Logger } from 'pino';
import { StorageUnavailableError, type FileStorage } from '../../providers/file-storage';
import { EVIDENCE_TYPES } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { evidenceQuotaFull, MESSAGES, outsideActivitiesFull } from '@leerpunt/shared/messages';
import { inTransaction } from '../../db/data-source';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import { canTakeTests, requireAdmin, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { checkEvidence, evidenceDisplayName } from './evidence-file';
import type { OutsideActivityEntity } from './outside-activity.entity';
import { isActivityId, type OutsideActivityCommand } from './outside-activities.inputs';
import type { Unparsed } from '../../validation';
import { OutsideActivitiesRepository, type ActivityFields } from './outside-activities.repository';
import { OutsideUsageRepository } from './outside-usage.repository';

/** The per-member limits of outside activities (EVIDENCE_QUOTA_MB, OUTSIDE_ACTIVITIES_MAX). */
export interface OutsideLimits {
  evidenceQuotaBytes: number;
  activitiesMax: number;
}

/** What a member uses of their outside-activity limits, and the limits. */
export interface OutsideUsageReport {
  evidenceBytesUsed: number;
  evidenceBytesLimit: number;
  activities: number;
  activitiesLimit: number;
}

const MIB = 1024 * 1024;

export interface OutsideActivityPage {
  nodes: Array<{ node: OutsideActivityEntity; cursor: string }>;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

/** One activity as the CPD record export lists it. */
export interface OutsideRecordRow {
  id: string;
  date: string;
  kind: OutsideActivityEntity['kind'];
  title: string;
  provider: string;
  category: string;
  hours: number;
  points: number;
  evidenceName: string | null;
}

// Newest first; the id breaks ties between activities of the same day.
const encodeCursor = (a: Pick<OutsideActivityEntity, 'activityDate' | 'id'>) => Buffer.from(`${a.activityDate}|${a.id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): { date: string; id: string } {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [date, id] = parts;
  if (parts.length !== 2 || !isCursorTimestamp(`${date} 00:00:00Z`) || !isActivityId(id))
    throw badInput('The cursor is not one this list returned', { fields: { after: 'Invalid cursor' } });
  return { date, id };
}

const fieldsOf = (a: OutsideActivityCommand): ActivityFields => ({
  kind: a.kind,
  activityDate: a.date,
  title: a.title,
  provider: a.provider,
  category: a.category,
  hours: a.hours,
  points: a.points,
});

/** Where a file removal goes when the store is down: the privacy module's erasure queue. */
export interface EvidenceErasures {
  later(kind: 'evidence_file', target: string): Promise<void>;
}

/** CPD members did elsewhere: their own list, edits and evidence files. Every id is checked against its owner. */
export class OutsideActivitiesService {
  private readonly activities: OutsideActivitiesRepository;
  private readonly usage: OutsideUsageRepository;

  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly rateLimit: RateLimitService,
    private readonly limits: OutsideLimits,
    private readonly log?: Pick<Logger, 'warn'>,
    private readonly erasures?: EvidenceErasures,
  ) {
    this.activities = new OutsideActivitiesRepository(db);
    this.usage = new OutsideUsageRepository(db);
  }

  /** The caller's evidence storage and activity count against their limits. */
  async usageOf(actor: UserEntity | null | undefined): Promise<OutsideUsageReport> {
    const user = requireUser(actor);
    const used = await this.usage.of(user.id);
    return this.report(used.evidenceBytes, used.activities);
  }

  /** Admins: member `userId`'s evidence storage and activity count against their limits. */
  async usageOfMember(actor: UserEntity | null | undefined, userId: number): Promise<OutsideUsageReport> {
    requireAdmin(requireUser(actor));
    const used = await this.usage.of(userId);
    return this.report(used.evidenceBytes, used.activities);
  }

  private report(evidenceBytes: number, activities: number): OutsideUsageReport {
    return {
      evidenceBytesUsed: evidenceBytes,
      evidenceBytesLimit: this.limits.evidenceQuotaBytes,
      activities,
      activitiesLimit: this.limits.activitiesMax,
    };
  }

  /**
   * The caller, when they may add and change activities: that belongs to the plans that keep points and
   * a progress history; reading, downloading evidence and deleting stay open to every member (see
   * docs/decisions.md). Asked before a form is judged, so these answers come first.
   */
  private writer(actor: UserEntity | null | undefined): UserEntity {
    const user = requireUser(actor);
    if (!canTakeTests(user)) throw new AppError('FORBIDDEN', MESSAGES.outsidePlanRequired);
    return user;
  }

  /** The caller's activity `id`; another member's, a deleted or a malformed id are all "not found". */
  async owned(actor: UserEntity | null | undefined, id: string): Promise<OutsideActivityEntity> {
    const user = requireUser(actor);
    const found = isActivityId(id) ? await this.activities.ownedBy(id, user.id) : null;
    if (!found) throw notFound(MESSAGES.outsideNotFound);
    return found;
  }

  /** The caller's activity or null (GraphQL's nullable lookup). */
  async find(actor: UserEntity | null | undefined, id: string): Promise<OutsideActivityEntity | null> {
    const user = requireUser(actor);
    return isActivityId(id) ? this.activities.ownedBy(id, user.id) : null;
  }

  /** A page of the caller's activities, newest first (keyset pagination on date and id). */
  async list(actor: UserEntity | null | undefined, args: { first?: number | null; after?: string | null }): Promise<OutsideActivityPage> {
    const user = requireUser(actor);
    const first = args.first ?? 20;
    if (!Number.isInteger(first) || first < 1 || first > LIMITS.outsidePageSizeMax) {
      throw badInput(`first must be from 1 to ${LIMITS.outsidePageSizeMax}`, { fields: { first: `From 1 to ${LIMITS.outsidePageSizeMax}` } });
    }
    const after = args.after ? decodeCursor(args.after) : null;
    const [rows, totalCount] = await Promise.all([this.activities.newestFirst(user.id, first + 1, after), this.activities.countFor(user.id)]);
    const page = rows.slice(0, first);
    return { nodes: page.map((node) => ({ node, cursor: encodeCursor(node) })), hasNextPage: rows.length > first, hasPreviousPage: !!after, totalCount };
  }

  /** Logs an activity for the caller: who may write comes before the form (`input`) is judged. */
  async create(actor: UserEntity | null | undefined, input: Unparsed<OutsideActivityCommand>): Promise<OutsideActivityEntity> {
    const user = this.writer(actor);
    const data = input();
    await this.rateLimit.consume(RATE_RULES.outsideCreatePerUser, String(user.id), MESSAGES.outsideCreateRateLimited);
    const id = await inTransaction(this.db, async (m) => {
      if (!(await this.usage.takeActivitySlot(m, user.id, this.limits.activitiesMax))) {
        throw new AppError('CONFLICT', outsideActivitiesFull(this.limits.activitiesMax), { limit: this.limits.activitiesMax });
      }
      return this.activities.insert(m, user.id, fieldsOf(data));
    });
    return this.activities.byIdOrFail(id);
  }

  /** Replaces every field of the caller's activity; its evidence file stays. Who may write, and which activity, come before the form. */
  async update(actor: UserEntity | null | undefined, id: string, input: Unparsed<OutsideActivityCommand>): Promise<OutsideActivityEntity> {
    const user = this.writer(actor);
    const existing = await this.owned(user, id);
    const data = input();
    await this.activities.update(existing.id, user.id, fieldsOf(data));
    return this.activities.byIdOrFail(existing.id);
  }

  /** Deletes the caller's activity, then its evidence file (a file left behind by a crash is unreachable, never wrong). */
  async remove(actor: UserEntity | null | undefined, id: string): Promise<string> {
    const user = requireUser(actor);
    const existing = await this.owned(user, id);
    const former = await inTransaction(this.db, (m) => this.usage.deleteActivity(m, existing.id, user.id));
    if (former?.file) await this.removeFile(former.file);
    return existing.id;
  }

  /**
   * Stores `bytes` as the evidence of the caller's activity, replacing an earlier file. The type comes
   * from the bytes (checked against the declared type); each upload gets a fresh random name so a
   * replaced file is never served in place of the new one.
   */
  async attachEvidence(
    actor: UserEntity | null | undefined,
    id: string,
    upload: { bytes: Buffer; declaredType?: string | null; fileName?: string | null },
  ): Promise<OutsideActivityEntity> {
    const user = this.writer(actor);
    const existing = await this.owned(user, id);
    await this.rateLimit.consume(RATE_RULES.evidenceUploadsPerUser, String(user.id), MESSAGES.evidenceUploadRateLimited);
    const type = checkEvidence(upload.bytes, upload.declaredType);
    const size = upload.bytes.length;
    // The bytes are taken from the quota before the file is stored, and given back if it never is.
    if (!(await this.usage.reserveBytes(user.id, size, this.limits.evidenceQuotaBytes))) {
      const used = await this.usage.of(user.id);
      throw new AppError('QUOTA_EXCEEDED', evidenceQuotaFull(Math.round(this.limits.evidenceQuotaBytes / MIB)), {
        quota_bytes: this.limits.evidenceQuotaBytes,
        used_bytes: used.evidenceBytes,
      });
    }
    const stored = `${existing.id}-${randomBytes(8).toString('hex')}.${EVIDENCE_TYPES[type]}`;
    let former;
    try {
      await this.storage.write('evidence', stored, upload.bytes);
      former = await inTransaction(this.db, (m) =>
        this.usage.swapEvidence(m, existing.id, user.id, { file: stored, name: evidenceDisplayName(upload.fileName, type), type, size }),
      );
    } catch (error) {
      await this.usage.releaseBytes(user.id, size);
      await this.storage.remove('evidence', stored).catch(() => undefined);
      throw error;
    }
    if (!former) {
      // Deleted while the file was being written.
      await this.usage.releaseBytes(user.id, size);
      await this.storage.remove('evidence', stored);
      throw notFound(MESSAGES.outsideNotFound);
    }
    if (former.file && former.file !== stored) await this.removeFile(former.file);
    return this.activities.byIdOrFail(existing.id);
  }

  /** Removes the evidence file of the caller's activity (the activity stays). */
  async removeEvidence(actor: UserEntity | null | undefined, id: string): Promise<OutsideActivityEntity> {
    const user = requireUser(actor);
    const existing = await this.owned(user, id);
    if (existing.evidenceFile) {
      const former = await inTransaction(this.db, (m) => this.usage.swapEvidence(m, existing.id, user.id, null));
      if (former?.file) await this.removeFile(former.file);
    }
    return this.activities.byIdOrFail(existing.id);
  }

  /** The evidence file of the caller's activity, ready to send. */
  /**
   * Removes a file whose row is already gone (committed). The member's request has succeeded by then: when the
   * store cannot be reached, the removal joins the erasure queue (retried until the file is gone) instead of
   * turning into an error for a change that stands.
   */
  private async removeFile(file: string): Promise<void> {
    try {
      await this.storage.remove('evidence', file);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      if (this.erasures) {
        await this.erasures.later('evidence_file', file);
        this.log?.warn({ file, err: error.message }, 'evidence file removal queued: the store could not be reached');
      } else {
        this.log?.warn({ file, err: error.message }, 'evidence file left in storage: the store could not be reached');
      }
    }
  }

  async evidence(actor: UserEntity | null | undefined, id: string): Promise<{ path: string; name: string; type: string; size: number }> {
    const existing = await this.owned(actor, id);
    const path = existing.evidenceFile ? await this.storage.locate('evidence', existing.evidenceFile) : null;
    if (!path || !existing.evidenceType) throw notFound(MESSAGES.evidenceNotFound);
    return {
      path,
      name: existing.evidenceName ?? `evidence.${EVIDENCE_TYPES[existing.evidenceType]}`,
      type: existing.evidenceType,
      size: existing.evidenceSize ?? 0,
    };
  }

  /** `userId`'s activities between the inclusive YYYY-MM-DD bounds (null = open), oldest first, for the export. */
  async recordRows(userId: number, from: string | null, to: string | null): Promise<OutsideRecordRow[]> {
    const rows = await this.activities.between(userId, from, to);
    return rows.map((a) => ({
      id: a.id,
      date: a.activityDate,
      kind: a.kind,
      title: a.title,
      provider: a.provider,
      category: a.category,
      hours: a.hours,
      points: a.points,
      evidenceName: a.evidenceName,
    }));
  }
}
