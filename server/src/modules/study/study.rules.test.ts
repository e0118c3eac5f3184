import { studyMinutesLeft, studyTimeRequired } from '@leerpunt/shared/messages';
import { studyProgress, studyTimeRequiredError } from './study.rules';
import { TEST_QUESTION_MINUTES } from './study.sql';

describe('study progress', () => {
  it('counts whole recorded seconds and rounds what remains up', () => {
    expect(studyProgress({ isAdmin: false }, 7, 100.9, 653)).toEqual({ articleId: 7, recordedSeconds: 100, requiredSeconds: 653, remainingSeconds: 553 });
    expect(studyProgress({ isAdmin: false }, 7, 652.2, 653).remainingSeconds).toBe(1);
    expect(studyProgress({ isAdmin: false }, 7, 700, 653).remainingSeconds).toBe(0);
    expect(studyProgress({ isAdmin: false }, 7, 0, 0).remainingSeconds).toBe(0);
  });

  it('exempts admins', () => {
    expect(studyProgress({ isAdmin: true }, 7, 0, 653)).toMatchObject({ requiredSeconds: 653, remainingSeconds: 0 });
  });

  it('leaves the test questions of the credit formula out of the study asked for', () => {
    expect(TEST_QUESTION_MINUTES).toBeCloseTo(9.25);
  });
});

describe('the refusal', () => {
  it('says how many minutes remain, rounded up, in the singular for one', () => {
    expect(studyTimeRequired(653)).toBe('Study this item for another 11 minutes before starting the test.');
    expect(studyTimeRequired(720)).toBe('Study this item for another 12 minutes before starting the test.');
    expect(studyTimeRequired(61)).toBe('Study this item for another 2 minutes before starting the test.');
    expect(studyTimeRequired(5)).toBe('Study this item for another 1 minute before starting the test.');
    expect(studyMinutesLeft(60)).toBe(1);
  });

  it('is STUDY_TIME_REQUIRED (HTTP 409) with the seconds in its details', () => {
    const error = studyTimeRequiredError(studyProgress({ isAdmin: false }, 7, 100, 653));
    expect(error.code).toBe('STUDY_TIME_REQUIRED');
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ study_time_required: true, study_seconds_remaining: 553, study_seconds_required: 653, study_seconds_recorded: 100 });
  });
});
