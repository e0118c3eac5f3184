import { AppError } from '../../errors';
import { MEMBER_LIMITS, MEMBER_MESSAGES } from '@leerpunt/shared/members';
import { parseGrant, parseMemberFilter } from './members.inputs';

describe('parseMemberFilter', () => {
  it('reads the search as distinct lower-cased words, blank as no search', () => {
    expect(parseMemberFilter({ search: '  Jane   DOE jane ' })).toEqual({ words: ['jane', 'doe'], plan: null, status: null });
    expect(parseMemberFilter({ search: '   ' }).words).toEqual([]);
    expect(parseMemberFilter({}).words).toEqual([]);
    expect(parseMemberFilter({ search: 'a b c d e f g' }).words).toHaveLength(MEMBER_LIMITS.searchWordsMax);
  });

  it('keeps known plans and statuses and refuses an over-long search on its field', () => {
    expect(parseMemberFilter({ plan: 'professionalMonthly', status: 'past_due' })).toMatchObject({ plan: 'professionalMonthly', status: 'past_due' });
    expect(parseMemberFilter({ status: 'trialing' }).status).toBeNull();
    const tooLong = () => parseMemberFilter({ search: 'x'.repeat(MEMBER_LIMITS.searchMax + 1) });
    expect(tooLong).toThrow(AppError);
    expect(tooLong).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', details: { fields: { search: MEMBER_MESSAGES.searchTooLong } } }));
  });
});

describe('parseGrant', () => {
  it('trims the reason and accepts 1 to the maximum extra attempts', () => {
    expect(parseGrant({ extraAttempts: 1, reason: '  Lost connection  ' })).toEqual({ extraAttempts: 1, reason: 'Lost connection' });
    expect(parseGrant({ extraAttempts: MEMBER_LIMITS.grantExtraMax, reason: 'abc' }).extraAttempts).toBe(MEMBER_LIMITS.grantExtraMax);
  });

  it('addresses each problem to its field', () => {
    for (const extraAttempts of [0, MEMBER_LIMITS.grantExtraMax + 1, 1.5]) {
      expect(() => parseGrant({ extraAttempts, reason: 'Fine reason' })).toThrow(
        expect.objectContaining({ details: { fields: { extraAttempts: MEMBER_MESSAGES.grantExtraRange } } }),
      );
    }
    expect(() => parseGrant({ extraAttempts: 0, reason: ' ab ' })).toThrow(
      expect.objectContaining({
        message: MEMBER_MESSAGES.grantExtraRange,
        details: { fields: { extraAttempts: MEMBER_MESSAGES.grantExtraRange, reason: MEMBER_MESSAGES.grantReasonLength } },
      }),
    );
    expect(() => parseGrant({ extraAttempts: 1, reason: 'x'.repeat(MEMBER_LIMITS.grantReasonMax + 1) })).toThrow(MEMBER_MESSAGES.grantReasonLength);
  });
});
