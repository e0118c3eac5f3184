import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@leerpunt/shared/messages';
import { notFound } from '../../errors';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { requireActive, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { STUDY_BEAT_MAX_GAP_SECONDS, studyProgress, type StudyProgress } from './study.rules';
import type { StudyRepository } from './study.repository';

/** The study progress a heartbeat answers, with what that beat was credited. */
export interface StudyBeat extends StudyProgress {
  /** Seconds this beat added (0 when it started a session). */
  creditedSeconds: number;
}

/**
 * Study time, measured by the server: the reader sends a heartbeat while it is visible, and each beat is credited
 * at most the server time since the member's previous beat (see StudyRepository). What a client says about time
 * is never read.
 */
export class StudyService {
  constructor(
    private readonly repo: StudyRepository,
    private readonly rateLimit: RateLimitService,
    /** MIN_STUDY_SHARE: the share of an item's reading and video minutes asked for before its test. */
    readonly minShare: number,
  ) {}

  /**
   * Records a heartbeat of the caller on `articleId` and answers their progress on it. `counts` false (a video
   * whose player said it was not playing since the previous beat) credits nothing and only restarts the clock.
   */
  async beat(actor: UserEntity | null, articleId: number, counts = true): Promise<StudyBeat> {
    const user = requireUser(actor);
    // Only someone who may read the item studies it.
    requireActive(user);
    await this.rateLimit.consume(RATE_RULES.studyBeatsPerUser, String(user.id));
    const row = await this.repo.beat(user.id, articleId, STUDY_BEAT_MAX_GAP_SECONDS, this.minShare, counts);
    if (!row) throw notFound(MESSAGES.articleNotFound);
    return { ...studyProgress(user, articleId, row.recorded, row.required), creditedSeconds: row.credited };
  }

  /** Demo history only: `seconds` of study of an item that ended at `endedAt`, in the seeding transaction. */
  recordDemoStudy(m: EntityManager, userId: number, articleId: number, seconds: number, endedAt: Date): Promise<void> {
    return this.repo.recordDemoStudy(m, userId, articleId, seconds, endedAt);
  }

  /** The member's progress on each of `articleIds` that exists (one statement). */
  async progressFor(user: Pick<UserEntity, 'id' | 'isAdmin'>, articleIds: readonly number[]): Promise<Map<number, StudyProgress>> {
    const rows = await this.repo.progress(user.id, articleIds, this.minShare);
    return new Map(rows.map((r) => [r.articleId, studyProgress(user, r.articleId, r.recorded, r.required)]));
  }
}
