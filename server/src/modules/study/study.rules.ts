import { AppError } from '../../errors';
import { studyTimeRequired } from '@leerpunt/shared/messages';

/**
 * The longest pause between two heartbeats of one session. A beat is credited the server time since the member's
 * previous beat when that beat was for the same item and at most this long ago; otherwise it only starts a new
 * session (after a pause, a hidden tab, or a beat for another item) and is credited nothing.
 */
export const STUDY_BEAT_MAX_GAP_SECONDS = 60;

/** A member's study of one item, as the reader and start-test see it. */
export interface StudyProgress {
  articleId: number;
  /** Seconds the server recorded (whole seconds, rounded down). */
  recordedSeconds: number;
  /** Seconds the item asks for before its test (0 when MIN_STUDY_SHARE is 0). */
  requiredSeconds: number;
  /** Seconds still to study before the test can start; 0 for admins, who are exempt. */
  remainingSeconds: number;
}

/** The progress of `user` from what the database holds. */
export function studyProgress(user: { isAdmin: boolean }, articleId: number, recorded: number, required: number): StudyProgress {
  const recordedSeconds = Math.floor(recorded);
  return {
    articleId,
    recordedSeconds,
    requiredSeconds: required,
    remainingSeconds: user.isAdmin ? 0 : Math.max(0, Math.ceil(required - recorded)),
  };
}

/** The refusal of a start before the member studied long enough; REST answers 409, GraphQL the userError STUDY_TIME_REQUIRED. */
export const studyTimeRequiredError = (progress: StudyProgress) =>
  new AppError('STUDY_TIME_REQUIRED', studyTimeRequired(progress.remainingSeconds), {
    study_time_required: true,
    study_seconds_remaining: progress.remainingSeconds,
    study_seconds_required: progress.requiredSeconds,
    study_seconds_recorded: progress.recordedSeconds,
  });
