import { MEMBER_STATUSES } from '@leerpunt/shared/members';
import { recognisePlan } from '../billing/billing.rules';
import { attemptsRemaining } from '../assessment/taking/assessment.rules';
import type { GrantRow, ItemAttemptsRow, MemberRow } from './members.repository';
import type { AttemptGrantType, MemberItemAttemptsType, MemberType } from './members.types';

/** A member row in the API's shape; a plan or status the lists do not name reads as none / inactive. */
export function presentMember(r: MemberRow): MemberType {
  const status = (MEMBER_STATUSES as readonly string[]).includes(r.subscription_status) ? r.subscription_status : 'inactive';
  return {
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    emailConfirmed: !!r.email_confirmed,
    isAdmin: !!r.is_admin,
    plan: recognisePlan(r.subscription_plan),
    subscriptionStatus: status,
    memberSince: r.subscription_started_at ? new Date(r.subscription_started_at) : null,
    registeredAt: new Date(r.created_at),
  };
}

/** One item's standing; the remaining attempts follow the rule the test itself applies. */
export function presentItemAttempts(r: ItemAttemptsRow): MemberItemAttemptsType {
  const used = Number(r.used);
  const extra = Number(r.extra);
  return {
    articleId: Number(r.article_id),
    articleTitle: r.title,
    attemptsUsed: used,
    attemptsRemaining: attemptsRemaining(used, extra),
    extraAttempts: extra,
    passed: !!r.passed,
    attemptInProgress: !!r.in_progress,
    lastAttemptAt: r.last_at ? new Date(r.last_at) : null,
  };
}

export function presentGrant(r: GrantRow): AttemptGrantType {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    articleId: Number(r.article_id),
    articleTitle: r.article_title,
    extraAttempts: Number(r.extra_attempts),
    grantedBy: r.granted_by === null ? null : Number(r.granted_by),
    grantedByName: r.granted_by_name,
    reason: r.reason,
    createdAt: new Date(r.created_at),
  };
}
