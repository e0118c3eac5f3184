/**
 * The plans (SPEC §3), what each one allows (SPEC §6), the billing rules both sides show, and how amounts are
 * written. The server decides access with these rules; the client uses the same ones to label and filter plans.
 * Pure data and functions: no Node or browser imports.
 */

import { LIMITS } from './limits';

export type PlanId = 'professional' | 'professionalMonthly' | 'professionalInsights';

/**
 * Where a deployment's test questions come from. Tests serve an item's approved bank items: its curated bank
 * (the content files) and what an admin wrote or approved. With QUESTION_REVIEW=required nothing else is served;
 * with a model key, admins get AI drafts to review and approve. With QUESTION_REVIEW=auto an item without approved
 * items is tested on generated drafts that passed the automatic checks, unreviewed. Written as the API's enum
 * names, which the page's inlined configuration carries as they are.
 */
export type QuestionSource = 'CURATED' | 'CURATED_AI_REVIEWED' | 'CURATED_OR_GENERATED';

/** The question source of a deployment's settings: its review mode and whether a model key is set. */
export function questionSourceOf(review: 'required' | 'auto', modelKeySet: boolean): QuestionSource {
  if (review === 'auto') return 'CURATED_OR_GENERATED';
  return modelKeySet ? 'CURATED_AI_REVIEWED' : 'CURATED';
}

/** A plan card line: a text, or the line on tests, worded by the deployment's question source. */
export type PlanFeature = string | { readonly tests: true };

const TESTS: PlanFeature = { tests: true };

/** The plan card line on tests (SPEC §1, §9: at most 5 questions); without a known source it names none. */
export function testsFeature(source: QuestionSource | null): string {
  const upTo = `Short tests of at most ${LIMITS.questionsPerTest}`;
  switch (source) {
    case 'CURATED':
      return `${upTo} curated questions`;
    case 'CURATED_AI_REVIEWED':
      return `${upTo} curated questions, some AI-drafted and reviewed`;
    case 'CURATED_OR_GENERATED':
      return `${upTo} questions, curated or generated from the text`;
    default:
      return `${upTo} questions`;
  }
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Price in EUR cents excluding VAT; 0 for the free plan. */
  amount: number;
  interval: 'year' | 'month' | null;
  canTakeTests: boolean;
  canDownloadCertificates: boolean;
  hasAssistant: boolean;
  features: readonly PlanFeature[];
}

export const PLANS: Record<PlanId, PlanDefinition> = {
  professional: {
    id: 'professional',
    name: 'Professional',
    amount: 49900,
    interval: 'year',
    canTakeTests: true,
    canDownloadCertificates: true,
    hasAssistant: true,
    features: [
      'Official CPD points',
      'Accredited certificates',
      TESTS,
      'Request your favourite articles for CPD points',
      'Progress and certification history',
      'Annual billing',
      'Priority support',
      'AI assistant',
    ],
  },
  professionalMonthly: {
    id: 'professionalMonthly',
    name: 'Professional Monthly',
    amount: 4999,
    interval: 'month',
    canTakeTests: true,
    canDownloadCertificates: true,
    hasAssistant: false,
    features: ['Everything in Professional Insights', 'CPD points: 1 point per month, rolling over', 'Certificates', 'Tests', 'Progress history'],
  },
  professionalInsights: {
    id: 'professionalInsights',
    name: 'Professional Insights',
    amount: 0,
    interval: null,
    canTakeTests: false,
    canDownloadCertificates: false,
    hasAssistant: false,
    features: ['Unlimited article reading', 'Multiple professions', 'One global platform', 'E-mail support'],
  },
};

/** A plan's card lines for a deployment whose questions come from `source`. */
export const planFeatures = (id: PlanId, source: QuestionSource | null): string[] =>
  PLANS[id].features.map((f) => (typeof f === 'string' ? f : testsFeature(source)));

export const PLAN_ORDER: PlanId[] = ['professionalInsights', 'professionalMonthly', 'professional'];

/** True when `value` names a plan. */
export const isPlanId = (value: string | null | undefined): value is PlanId => !!value && Object.hasOwn(PLANS, value);

/** A plan that is paid for (every plan but the free one). */
export const isPaidPlan = (id: PlanId): boolean => PLANS[id].amount > 0;

/** What the access rules read of an account: its admin flag, its subscription status and its plan. */
export interface PlanHolder {
  isAdmin: boolean;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  /**
   * While a renewal payment is overdue ('past_due'): the moment the grace period ends. Until then the plan keeps
   * all it gives; afterwards the member is read-only. Absent or null: no grace (past due means no access).
   */
  paymentGraceEndsAt?: Date | string | null;
}

/**
 * How much of the app a member may use:
 * - 'full': an active subscription (any plan), or an admin;
 * - 'grace': a renewal payment failed and the grace period has not ended: everything the plan gives, with a reminder;
 * - 'readOnly': a paid plan that lapsed (payment overdue past the grace period, unpaid, ended): the member's own record,
 *   certificates, credentials, CPD export, the Help Center and support, but no library and no tests;
 * - 'none': never subscribed (or only an unfinished checkout).
 */
export type AccessLevel = 'full' | 'grace' | 'readOnly' | 'none';

const at = (d: Date | string | null | undefined): number => (d === null || d === undefined ? Number.NaN : new Date(d).getTime());

/** True while a past-due subscription is inside its grace period at `now`. */
export const inPaymentGrace = (u: Pick<PlanHolder, 'subscriptionStatus' | 'paymentGraceEndsAt'>, now: Date = new Date()): boolean =>
  u.subscriptionStatus === 'past_due' && at(u.paymentGraceEndsAt) > now.getTime();

export function accessLevel(u: PlanHolder, now: Date = new Date()): AccessLevel {
  if (u.isAdmin || u.subscriptionStatus === 'active') return 'full';
  if (inPaymentGrace(u, now)) return 'grace';
  const plan = planOf(u);
  return plan && isPaidPlan(plan) && LAPSED_STATUSES.has(u.subscriptionStatus) ? 'readOnly' : 'none';
}

/** Statuses of a paid subscription that no longer gives access but whose member keeps their record. */
const LAPSED_STATUSES = new Set(['past_due', 'unpaid', 'canceled', 'paused', 'incomplete']);

/** The plan's own rights apply: active, or past due within the grace period. */
const planInForce = (u: PlanHolder, now: Date = new Date()) => u.subscriptionStatus === 'active' || inPaymentGrace(u, now);

/** Who may use what (SPEC §6): the library, news and the rest of the member area. Admins count as active subscribers everywhere. */
export const isActive = (u: Pick<PlanHolder, 'isAdmin' | 'subscriptionStatus' | 'paymentGraceEndsAt'>, now: Date = new Date()) =>
  u.isAdmin || u.subscriptionStatus === 'active' || inPaymentGrace(u, now);

/** The member's own record, certificates earned, credentials and CPD export: readable on any level but 'none'. */
export const canReadRecord = (u: PlanHolder, now: Date = new Date()) => accessLevel(u, now) !== 'none';

/** The Help Center and writing to support: open to members with a plan in force and to lapsed paid members. */
export const canUseHelpCenter = canReadRecord;

export function planOf(u: Pick<PlanHolder, 'subscriptionPlan'>): PlanId | null {
  return isPlanId(u.subscriptionPlan) ? u.subscriptionPlan : null;
}

export const canTakeTests = (u: PlanHolder, now: Date = new Date()) => u.isAdmin || (planInForce(u, now) && !!planOf(u) && PLANS[planOf(u)!].canTakeTests);

export const canDownloadCertificates = (u: PlanHolder, now: Date = new Date()) =>
  u.isAdmin || (planInForce(u, now) && !!planOf(u) && PLANS[planOf(u)!].canDownloadCertificates);

/** The professional check for the assistant and dashboard points: yearly Professional or admin. */
export const isProfessional = (u: PlanHolder, now: Date = new Date()) => u.isAdmin || (planInForce(u, now) && planOf(u) === 'professional');

export const isMonthly = (u: PlanHolder, now: Date = new Date()) => !u.isAdmin && planInForce(u, now) && planOf(u) === 'professionalMonthly';

/** Texts of the grace period and a failed payment, shown by the client and written in the e-mails. */
export const PAYMENT_NOTICES = {
  bannerTitle: 'Your last payment failed.',
  banner: (date: string) => `Update your payment method by ${date} to keep access.`,
  retryButton: 'Update payment method',
  lapsed:
    'Your payment is overdue and the grace period has ended. You can still read your CPD record, certificates and the Help Center. Update your payment method to use the library and tests again.',
} as const;

/** A date as the notices write it: 5 December 2026 (UTC). */
export const noticeDate = (d: Date | string): string =>
  new Date(d).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Billing rules (SPEC §3, §9) that server and client share. */
export const BILLING = {
  /** Prices and amounts are shown and charged excluding VAT. */
  vatNote: 'Prices exclude VAT.',
  /** The checkout plan type the client sends (SPEC §3). */
  checkoutPlanType: 'PROFESSIONAL',
} as const;

/** Money in minor units shown as units with two decimals. */
export const formatMoney = (minor: number): string => (minor / 100).toFixed(2);
/** The one way an amount is shown, in the app, the sandbox pages and the e-mails: €499.00 (EUR cents in, excl. VAT). */
export const formatEuro = (minor: number): string => `€${formatMoney(minor)}`;
