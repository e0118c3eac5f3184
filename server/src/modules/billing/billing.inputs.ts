import { z } from 'zod';
import { badInput } from '../../errors';
import { BILLING, BILLING_MESSAGES, LIMITS, PLANS, type PlanId } from '../../shared/constants';

/** Trims and upper-cases a typed discount code (SPEC §5); empty or too long is refused. */
export function normaliseDiscountCode(raw: unknown): string {
  if (raw === undefined || raw === null) throw badInput(BILLING_MESSAGES.discountEmpty);
  if (typeof raw !== 'string') throw badInput('Discount code must be text');
  const code = raw.trim().toUpperCase();
  if (!code) throw badInput(BILLING_MESSAGES.discountEmpty);
  if (code.length > LIMITS.discountCodeMax) throw badInput(BILLING_MESSAGES.discountTooLong);
  return code;
}

/** An optional discount code field: absent, null or blank means none. */
export function optionalDiscountCode(raw: unknown): string | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) return null;
  return normaliseDiscountCode(raw);
}

const paidPlans = (Object.keys(PLANS) as PlanId[]).filter((id) => PLANS[id].amount > 0) as [PlanId, ...PlanId[]];

const optionalDate = z
  .union([z.date(), z.string().datetime({ offset: true, message: 'Dates must be ISO 8601 date-times' })])
  .nullish()
  .transform((v) => (v ? new Date(v) : null));

const codeField = z
  .string({ required_error: 'Code is required', invalid_type_error: 'Code must be text' })
  .trim()
  .min(1, 'Code is required')
  .max(LIMITS.discountCodeMax, BILLING_MESSAGES.discountTooLong)
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z0-9][A-Z0-9_-]*$/.test(v), 'Code may contain only letters, digits, - and _');

const discountFields = {
  code: codeField,
  description: z.string({ invalid_type_error: 'Description must be text' }).trim().max(200, 'Description must be at most 200 characters').nullish().transform((v) => v || null),
  kind: z.enum(['percent', 'fixed'], { errorMap: () => ({ message: "Kind must be 'percent' or 'fixed'" }) }),
  value: z.number({ required_error: 'Value is required', invalid_type_error: 'Value must be a number' }).positive('Value must be positive'),
  validFrom: optionalDate,
  validUntil: optionalDate,
  maxRedemptions: z.number({ invalid_type_error: 'Maximum redemptions must be a number' }).int('Maximum redemptions must be a whole number').min(1, 'Maximum redemptions must be at least 1').max(1_000_000).nullish().transform((v) => v ?? null),
  planRestriction: z.enum(paidPlans, { errorMap: () => ({ message: `Plan restriction must be one of ${paidPlans.join(', ')}` }) }).nullish().transform((v) => v ?? null),
  active: z.boolean({ invalid_type_error: 'Active must be true or false' }),
};

type DiscountFields = { kind: 'percent' | 'fixed'; value: number; validFrom: Date | null; validUntil: Date | null };

/** Rules across fields of a discount code; null when the combination is fine. */
export function discountFieldsProblem(v: DiscountFields): string | null {
  if (v.kind === 'percent' && v.value > BILLING.maxPercentOff) return 'A percentage cannot exceed 100';
  if (v.kind === 'percent' && Math.round(v.value * 100) !== v.value * 100) return 'A percentage has at most two decimals';
  if (v.kind === 'fixed' && (!Number.isInteger(v.value) || v.value > 10_000_000)) return 'A fixed discount is a whole number of cents';
  if (v.validFrom && v.validUntil && v.validFrom >= v.validUntil) return 'Valid until must be after valid from';
  return null;
}

export const createDiscountSchema = z
  .object({ ...discountFields, active: discountFields.active.default(true) })
  .superRefine((v, ctx) => {
    const problem = discountFieldsProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export type CreateDiscountInput = z.infer<typeof createDiscountSchema>;

/** An update changes only the fields given. */
export const updateDiscountSchema = z.object({
  description: discountFields.description.optional(),
  kind: discountFields.kind.optional(),
  value: discountFields.value.optional(),
  validFrom: discountFields.validFrom.optional(),
  validUntil: discountFields.validUntil.optional(),
  maxRedemptions: discountFields.maxRedemptions.optional(),
  planRestriction: discountFields.planRestriction.optional(),
  active: discountFields.active.optional(),
});

export type UpdateDiscountInput = z.infer<typeof updateDiscountSchema>;
