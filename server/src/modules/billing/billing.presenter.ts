import type { DiscountCodeEntity } from './discounts/discount-code.entity';
import type { PriceQuote } from './discounts/discount.service';
import type { PlanView, SubscriptionView } from './billing.service';

/** The applied code as the client sees it: never its counters or provider ids. */
export function presentAppliedCode(code: DiscountCodeEntity) {
  return {
    code: code.code,
    discount_type: code.kind,
    discount_value: code.value,
    description: code.description,
    valid_until: code.validUntil,
    plan_restriction: code.planRestriction,
  };
}

/** POST /validate-discount-code answer (SPEC §3 discount validation result). */
export function presentQuote(q: PriceQuote) {
  return {
    valid: true,
    plan_id: q.plan,
    original_amount: q.originalAmount,
    discount_amount: q.discountAmount,
    final_amount: q.finalAmount,
    discount_percentage: q.discountPercentage,
    discount_code: q.discount ? presentAppliedCode(q.discount) : null,
  };
}

export function presentPlan(p: PlanView) {
  return {
    id: p.id,
    name: p.name,
    amount: p.amount,
    interval: p.interval,
    price_id: p.priceId,
    features: p.features,
    can_take_tests: p.canTakeTests,
    can_download_certificates: p.canDownloadCertificates,
    has_assistant: p.hasAssistant,
  };
}

export function presentSubscription(s: SubscriptionView) {
  return {
    plan: s.plan ? presentPlan(s.plan) : null,
    status: s.status,
    started_at: s.startedAt,
    current_period_end: s.currentPeriodEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    can_manage: s.canManage,
    can_upgrade: s.canUpgrade,
    provider: s.provider,
  };
}
