import type { EntityManager } from 'typeorm';
import { badInput, conflict, notFound } from '../../../errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import { type PlanId, PLANS } from '@leerpunt/shared/plans';
import { BILLING_MESSAGES, recognisePlan } from '../billing.rules';
import { RATE_RULES } from '../../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../../rate-limit/rate-limit.service';
import { pageOf, pageSize, timeKeyset, type ConnectionPage } from '../../../graphql/connection';
import { requireAdmin } from '../../users/access';
import type { UserEntity } from '../../users/user.entity';
import type { DiscountCodeEntity } from './discount-code.entity';
import type { DiscountsRepository } from './discounts.repository';
import {
  discountFieldsProblem,
  NOT_TEXT,
  normaliseDiscountCode,
  type CreateDiscountInput,
  type TextField,
  type UpdateDiscountInput,
  type ValidateDiscountCommand,
} from '../billing.inputs';

/** A price for one plan with an optional discount, in minor units excluding VAT. */
export interface PriceQuote {
  plan: PlanId;
  originalAmount: number;
  discountAmount: number;
  finalAmount: number;
  /** Share of the original price taken off, rounded to one decimal. */
  discountPercentage: number;
  discount: DiscountCodeEntity | null;
}

/** Takes the discount off a plan price: a percentage rounds to the cent, a fixed amount never exceeds the price. */
export function priceWithDiscount(plan: PlanId, code: DiscountCodeEntity | null): PriceQuote {
  const originalAmount = PLANS[plan].amount;
  let discountAmount = 0;
  if (code) {
    discountAmount = code.kind === 'percent' ? Math.round((originalAmount * code.value) / 100) : Math.round(code.value);
    discountAmount = Math.min(Math.max(discountAmount, 0), originalAmount);
  }
  const discountPercentage = originalAmount > 0 ? Math.round((discountAmount * 1000) / originalAmount) / 10 : 0;
  return { plan, originalAmount, discountAmount, finalAmount: originalAmount - discountAmount, discountPercentage, discount: code };
}

/** Why a code cannot be used now for `plan`, or null when it can. */
export function discountProblem(code: DiscountCodeEntity | null, plan: PlanId, now = new Date()): string | null {
  if (!code || !code.active) return MESSAGES.discountInvalid;
  if (code.validFrom && code.validFrom.getTime() > now.getTime()) return BILLING_MESSAGES.discountNotYetValid;
  if (code.validUntil && code.validUntil.getTime() <= now.getTime()) return BILLING_MESSAGES.discountExpired;
  if (code.maxRedemptions !== null && code.redemptionCount >= code.maxRedemptions) return BILLING_MESSAGES.discountExhausted;
  if (code.planRestriction && code.planRestriction !== plan) return BILLING_MESSAGES.discountWrongPlan;
  return null;
}

/** Discount codes: validation for customers, management for admins. */
export class DiscountService {
  constructor(
    private readonly repo: DiscountsRepository,
    private readonly rateLimit: RateLimitService,
    private readonly priceIds: () => Partial<Record<PlanId, string>>,
  ) {}

  /** The plan a client names (plan name, alias or price id); refuses unknown and free plans. */
  paidPlan(raw: TextField, missingMessage: string = MESSAGES.discountSelectPlan): PlanId {
    if (raw === null || raw === '') throw badInput(missingMessage);
    const plan = raw === NOT_TEXT ? null : recognisePlan(raw, this.priceIds());
    if (!plan) throw badInput(BILLING_MESSAGES.planUnknown);
    if (PLANS[plan].amount === 0) throw badInput(BILLING_MESSAGES.discountPaidPlansOnly);
    return plan;
  }

  /**
   * Checks a typed code against a plan and prices it (POST /validate-discount-code). Failed
   * attempts count per address, so codes cannot be enumerated.
   */
  async validate(request: ValidateDiscountCommand, ip: string): Promise<PriceQuote> {
    const code = normaliseDiscountCode(request.code);
    const plan = this.paidPlan(request.planId);
    if (request.userId !== null && !(Number.isSafeInteger(request.userId) && request.userId > 0)) {
      throw badInput('user_id must be a positive integer');
    }
    if (request.amount !== null && !(Number.isSafeInteger(request.amount) && request.amount >= 0)) {
      throw badInput('amount must be a whole number of cents');
    }
    // The attempt is taken before the lookup and given back when the code works, so only failures count.
    const refund = await this.rateLimit.attempt([[RATE_RULES.discountPerIp, ip]], 'Too many discount code attempts. Please try again later.');
    const quote = await this.quote(this.repo.manager, code, plan);
    await refund();
    return quote;
  }

  /** Prices `plan` with a normalised code, or throws the reason the code cannot be used. */
  async quote(m: EntityManager, code: string | null, plan: PlanId): Promise<PriceQuote> {
    if (!code) return priceWithDiscount(plan, null);
    const entity = await this.repo.findByCode(m, code);
    const problem = discountProblem(entity, plan);
    if (problem) throw badInput(problem);
    return priceWithDiscount(plan, entity);
  }

  /**
   * Holds one use of the quoted code for a checkout opened in `m` (call inside the transaction that inserts the
   * open checkout session); throws the exhausted message when every use is redeemed or held by an open checkout.
   */
  async reserve(m: EntityManager, quote: PriceQuote): Promise<void> {
    if (!quote.discount || quote.discount.maxRedemptions === null) return;
    if (!(await this.repo.reserveUse(m, quote.discount.id))) throw badInput(BILLING_MESSAGES.discountExhausted);
  }

  /**
   * Keeps the payment provider's coupon for `code`, unless an admin changed the code's kind, value or limit since it
   * was read: that coupon then describes a discount the code no longer gives, and the next checkout makes a new one.
   */
  async rememberCoupon(code: DiscountCodeEntity, couponId: string): Promise<void> {
    await this.repo.rememberCoupon(code, couponId);
  }

  /** One code, for admins (as discountCodes lists it); null for an unknown id. */
  async one(actor: UserEntity | null | undefined, id: number): Promise<DiscountCodeEntity | null> {
    requireAdmin(actor);
    return this.repo.byId(id);
  }

  /** Every code, newest first (created_at, then id), `first` at a time after `after`, with the count of all codes. */
  async page({ first, after }: { first?: number | null; after?: string | null }): Promise<ConnectionPage<DiscountCodeEntity>> {
    const size = pageSize(first);
    const position = timeKeyset(after, 'number');
    const { entities, positions, total } = await this.repo.page(size, position);
    return pageOf(
      entities,
      size,
      !!position,
      total,
      (d) => [positions.get(d.id) ?? d.createdAt.toISOString(), d.id],
      (d) => d,
    );
  }

  async create(data: CreateDiscountInput): Promise<DiscountCodeEntity> {
    const created = await this.repo.insert(data);
    if (!created) throw conflict('A discount code with this code already exists');
    return created;
  }

  /** Changes the given fields; a new kind or value gets a new provider coupon on next use. */
  async update(id: number, data: UpdateDiscountInput): Promise<DiscountCodeEntity> {
    return this.repo.transaction(async (m) => {
      const current = await this.repo.lockById(m, id);
      if (!current) throw notFound('Discount code not found');
      const next = { ...current, ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) };
      const problem = discountFieldsProblem(next);
      if (problem) throw badInput(problem.message, { fields: { [problem.field]: problem.message } });
      if (next.maxRedemptions !== null && next.maxRedemptions < current.redemptionCount) {
        const message = `Maximum redemptions cannot be below the ${current.redemptionCount} already made`;
        throw badInput(message, { fields: { maxRedemptions: message } });
      }
      // The provider's coupon mirrors kind, value and use limit: a change to any of them maps to a new coupon.
      if (next.kind !== current.kind || next.value !== current.value || next.maxRedemptions !== current.maxRedemptions) next.providerCouponId = null;
      return this.repo.update(m, id, {
        description: next.description,
        kind: next.kind,
        value: next.value,
        validFrom: next.validFrom,
        validUntil: next.validUntil,
        maxRedemptions: next.maxRedemptions,
        planRestriction: next.planRestriction,
        active: next.active,
        providerCouponId: next.providerCouponId,
      });
    });
  }

  async deactivate(id: number): Promise<DiscountCodeEntity> {
    const code = await this.repo.deactivate(id);
    if (!code) throw notFound('Discount code not found');
    return code;
  }
}
