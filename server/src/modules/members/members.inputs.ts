import { badInput } from '../../errors';
import { MEMBER_LIMITS, MEMBER_MESSAGES, MEMBER_STATUSES, type MemberStatus } from '@leerpunt/shared/members';
import type { PlanId } from '@leerpunt/shared/plans';
import type { MemberFilter } from './members.repository';

/** The members list's arguments as GraphQL (or another edge) passes them. */
export interface MemberListArgs {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  plan?: PlanId | null;
  status?: string | null;
}

/**
 * The search text as lower-cased words (so "jane doe", "doe jane" and "doe@ex" all find Jane Doe), with the plan and
 * status filters. Too long a search is BAD_USER_INPUT; blank means no search.
 */
export function parseMemberFilter(args: Pick<MemberListArgs, 'search' | 'plan' | 'status'>): MemberFilter {
  const search = (args.search ?? '').trim();
  if (search.length > MEMBER_LIMITS.searchMax) throw badInput(MEMBER_MESSAGES.searchTooLong, { fields: { search: MEMBER_MESSAGES.searchTooLong } });
  const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MEMBER_LIMITS.searchWordsMax);
  const status = args.status && (MEMBER_STATUSES as readonly string[]).includes(args.status) ? (args.status as MemberStatus) : null;
  return { words, plan: args.plan ?? null, status };
}

/** A grant's number and reason checked, the reason trimmed; each problem is addressed to its input field. */
export function parseGrant(input: { extraAttempts: number; reason: string }): { extraAttempts: number; reason: string } {
  const fields: Record<string, string> = {};
  const reason = (input.reason ?? '').trim();
  const n = input.extraAttempts;
  if (!Number.isInteger(n) || n < 1 || n > MEMBER_LIMITS.grantExtraMax) fields.extraAttempts = MEMBER_MESSAGES.grantExtraRange;
  if (reason.length < MEMBER_LIMITS.grantReasonMin || reason.length > MEMBER_LIMITS.grantReasonMax) fields.reason = MEMBER_MESSAGES.grantReasonLength;
  const first = Object.values(fields)[0];
  if (first) throw badInput(first, { fields });
  return { extraAttempts: n, reason };
}
