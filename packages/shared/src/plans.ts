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
}

/** Who may use what (SPEC §6). Admins count as active subscribers everywhere. */
export const isActive = (u: Pick<PlanHolder, 'isAdmin' | 'subscriptionStatus'>) => u.isAdmin || u.subscriptionStatus === 'active';

export function planOf(u: Pick<PlanHolder, 'subscriptionPlan'>): PlanId | null {
  return isPlanId(u.subscriptionPlan) ? u.subscriptionPlan : null;
}

export const canTakeTests = (u: PlanHolder) => u.isAdmin || (u.subscriptionStatus === 'active' && !!planOf(u) && PLANS[planOf(u)!].canTakeTests);

export const canDownloadCertificates = (u: PlanHolder) =>
  u.isAdmin || (u.subscriptionStatus === 'active' && !!planOf(u) && PLANS[planOf(u)!].canDownloadCertificates);

/** The professional check for the assistant and dashboard points: yearly Professional or admin. */
export const isProfessional = (u: PlanHolder) => u.isAdmin || (u.subscriptionStatus === 'active' && planOf(u) === 'professional');

export const isMonthly = (u: PlanHolder) => !u.isAdmin && u.subscriptionStatus === 'active' && planOf(u) === 'professionalMonthly';

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
