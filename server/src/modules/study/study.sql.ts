import { LIMITS } from '@leerpunt/shared/limits';
import { MINUTES_PER_TEST_QUESTION } from '../articles/study-time';

/**
 * Minutes of an item's study time (the credit formula's) that belong to the test questions. They are spent in
 * the test itself, so the study asked for before a test leaves them out.
 */
export const TEST_QUESTION_MINUTES = LIMITS.questionsPerTest * MINUTES_PER_TEST_QUESTION;

/**
 * Seconds of recorded study an item asks for before its test, for the articles row `article`: the share
 * (`shareParam`, MIN_STUDY_SHARE) of its reading and video minutes, which are its study minutes less the test
 * questions' (the estimated reading time where an item has no study minutes), rounded up to a second.
 */
export const requiredStudySecondsSql = (article: string, shareParam: string) =>
  `ceil(${shareParam}::numeric * greatest(0, coalesce(${article}.study_minutes - ${TEST_QUESTION_MINUTES}, ${article}.estimated_read_time, 0)) * 60)::int`;

/** Seconds of study recorded for the member (`userParam`) and item (`articleParam`); 0 when none. */
export const studySecondsSql = (userParam: string, articleParam: string) =>
  `coalesce((SELECT s.seconds FROM study_time s WHERE s.user_id = ${userParam} AND s.article_id = ${articleParam}), 0)`;
