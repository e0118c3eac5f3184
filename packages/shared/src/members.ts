/**
 * Limits and texts of the admin members page, shared by the server (validation, messages) and the client (form
 * limits, labels). Pure data: no Node imports.
 */

import { LIMITS } from './limits';

export const MEMBER_LIMITS = {
  /** Longest search text: a whole e-mail address fits. */
  searchMax: 254,
  /** Search words used; more are ignored (a name and an e-mail are rarely more). */
  searchWordsMax: 5,
  pageDefault: 20,
  pageMax: 100,
  /** Extra attempts one grant may add to the usual maxTestAttempts. */
  grantExtraMax: 10,
  grantReasonMin: 3,
  grantReasonMax: 500,
  /** The member-facing attempt limit, repeated here so the page can explain the numbers. */
  standardAttempts: LIMITS.maxTestAttempts,
} as const;

/** Subscription statuses as stored; only 'active' gives access. 'inactive' also covers any value not listed. */
export const MEMBER_STATUSES = ['active', 'inactive', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How each status reads in the admin pages (the same words as Account › Subscription). */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  paused: 'Paused',
};

export const MEMBER_MESSAGES = {
  memberNotFound: 'Member not found',
  articleNotFound: 'Article not found',
  searchTooLong: `Search must be at most ${MEMBER_LIMITS.searchMax} characters`,
  grantExtraRange: `Extra attempts must be a whole number from 1 to ${MEMBER_LIMITS.grantExtraMax}`,
  grantReasonLength: `Give a reason of ${MEMBER_LIMITS.grantReasonMin} to ${MEMBER_LIMITS.grantReasonMax} characters`,
  alreadyConfirmed: 'This member has already confirmed their e-mail address.',
  resendLimited: 'Several confirmation e-mails were sent to this member in the last hour. Please try again later.',
  resent: (email: string) => `A new confirmation e-mail is on its way to ${email}. The link in it is valid for ${LIMITS.emailConfirmationTtlHours} hours.`,
} as const;
