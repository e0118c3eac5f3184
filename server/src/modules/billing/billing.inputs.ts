import { z } from 'zod/v4';
import { badInput } from '../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { type PlanId, PLANS } from '@leerpunt/shared/plans';
import { BILLING_MESSAGES, BILLING_RULES } from './billing.rules';
import { parseInput, typeError } from '../../validation';
import { idFrom } from '../../ids';

export { idFrom, requirePositiveId } from '../../ids';

/*
 * The plan, checkout and payment bodies are parsed at the edge into typed commands, but their refusals
 * keep the order of the billing rules (credentials, then plan, then discount code…), which interleave
 * with checks against the account and the configuration. So their schemas never fail: each field becomes
 * a typed value that still tells the service what was sent, and the service refuses it in its turn, with
 * the message and status it always had. The admin's discount code schemas further down do refuse.
 */

/** A value that was sent but is not text (a number, an object…); refused when its rule is reached. */
export const NOT_TEXT: unique symbol = Symbol('not text');

/** A text field as sent: the text, null when absent (or null), NOT_TEXT for any other value. */
export type TextField = string | null | typeof NOT_TEXT;

const textField = z
  .unknown()
  .transform((v): TextField => (typeof v === 'string' ? v : v === undefined || v === null ? null : NOT_TEXT))
  .meta({ type: ['string', 'null'] });

/** A plan named by id, name or price id; a value that is not text counts as given only when it is truthy. */
const planField = z
  .unknown()
  .transform((v): TextField => (typeof v === 'string' ? v : v ? NOT_TEXT : null))
  .meta({ type: 'string', description: 'A provider price id, or a plan by id or name.' });

/** Text or nothing: anything that is not text reads as empty, which the rules refuse as missing. */
const looseText = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v : ''))
  .meta({ type: 'string' });

/** A whole number from JSON; NaN for anything else, which the rules refuse as not a whole number. */
const jsonInteger = z
  .unknown()
  .transform((v) => (v === undefined || v === null ? null : typeof v === 'number' ? v : NaN))
  .meta({ type: ['integer', 'null'] });

const idField = z
  .unknown()
  .transform(idFrom)
  .meta({ type: ['integer', 'string'], description: 'A member id.' });

/** Trims and upper-cases a typed discount code (SPEC §5); absent, empty or too long is refused. */
export function normaliseDiscountCode(raw: TextField): string {
  if (raw === null) throw badInput(BILLING_MESSAGES.discountEmpty);
  if (raw === NOT_TEXT) throw badInput('Discount code must be text');
  const code = raw.trim().toUpperCase();
  if (!code) throw badInput(BILLING_MESSAGES.discountEmpty);
  if (code.length > LIMITS.discountCodeMax) throw badInput(BILLING_MESSAGES.discountTooLong);
  return code;
}

/** An optional discount code field: absent, null or blank means none. */
export function optionalDiscountCode(raw: TextField): string | null {
  if (raw === null || (typeof raw === 'string' && !raw.trim())) return null;
  return normaliseDiscountCode(raw);
}

/** E-mail and password for the calls made before an account has a subscription; empty when not text. */
export interface Credentials {
  email: string;
  password: string;
}

/** The plan a checkout is for: a provider price id or a plan type, either naming a plan by id, name or price id. */
export interface PlanChoice {
  priceId: TextField;
  planType: TextField;
}

export interface ActivateFreeCommand extends Credentials {
  plan: TextField;
}

export interface SubscriptionSessionCommand extends Credentials, PlanChoice {
  discountCode: TextField;
}

export interface CheckoutSessionCommand extends PlanChoice {
  userId: number;
  discountCode: TextField;
}

export interface ValidateDiscountCommand {
  code: TextField;
  planId: TextField;
  userId: number | null;
  amount: number | null;
}

export interface UpgradeSubscriptionCommand {
  userId: number;
  /** An invalid Date when what was sent is not a date-time. */
  quotedAt: Date;
  expectedAmountDue: number;
}

export const activateFreeBody = z.object({ email: looseText, password: looseText, plan: textField });

export const subscriptionSessionBody = z.object({ email: looseText, password: looseText, priceId: planField, discountCode: textField });

export const checkoutSessionBody = z.object({ userId: idField, priceId: planField, planType: planField, discountCode: textField });

export const validateDiscountBody = z
  .object({
    code: textField,
    plan_id: textField,
    user_id: jsonInteger,
    amount: jsonInteger,
  })
  .transform((b): ValidateDiscountCommand => ({ code: b.code, planId: b.plan_id, userId: b.user_id, amount: b.amount }));

export const verifyPaymentBody = z
  .object({ session_id: looseText, handoff_secret: looseText })
  .transform((b) => ({ sessionId: b.session_id, handoffSecret: b.handoff_secret || null }));

const upgradeSubscriptionBody = z.object({
  userId: idField,
  quotedAt: z.unknown().transform((v) => (v instanceof Date ? v : typeof v === 'string' ? new Date(v) : new Date(NaN))),
  expectedAmountDue: jsonInteger.transform((v) => v ?? NaN),
});

export const userIdBody = z.object({ userId: idField }).transform((b) => b.userId);

/*
 * One mapping per call from the body (REST names, as the REST route receives it and the resolver
 * passes its arguments) to the command the service takes.
 */
export const activateFreeCommand = (body: unknown): ActivateFreeCommand => parseInput(activateFreeBody, body);
export const subscriptionSessionCommand = (body: unknown): SubscriptionSessionCommand => ({ ...parseInput(subscriptionSessionBody, body), planType: null });
export const checkoutSessionCommand = (body: unknown): CheckoutSessionCommand => parseInput(checkoutSessionBody, body);
export const validateDiscountCommand = (body: unknown): ValidateDiscountCommand => parseInput(validateDiscountBody, body);
/** The checkout session id to verify (empty when not text) and the hand-off secret given with it (null when absent). */
export const verifyPaymentCommand = (body: unknown): { sessionId: string; handoffSecret: string | null } => parseInput(verifyPaymentBody, body);
export const upgradeSubscriptionCommand = (body: unknown): UpgradeSubscriptionCommand => parseInput(upgradeSubscriptionBody, body);
/** The member a portal link is for; NaN when not an id. */
export const portalSessionUserId = (body: unknown): number => parseInput(userIdBody, body);

const paidPlans = (Object.keys(PLANS) as PlanId[]).filter((id) => PLANS[id].amount > 0) as [PlanId, ...PlanId[]];

const optionalDate = z
  .union([z.date(), z.iso.datetime({ offset: true, message: 'Dates must be ISO 8601 date-times' })])
  .nullish()
  .transform((v) => (v ? new Date(v) : null));

const codeField = z
  .string(typeError('Code is required', 'Code must be text'))
  .trim()
  .min(1, 'Code is required')
  .max(LIMITS.discountCodeMax, BILLING_MESSAGES.discountTooLong)
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z0-9][A-Z0-9_-]*$/.test(v), 'Code may contain only letters, digits, - and _');

const discountFields = {
  code: codeField,
  description: z
    .string(typeError(undefined, 'Description must be text'))
    .trim()
    .max(200, 'Description must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  kind: z.enum(['percent', 'fixed'], { error: "Kind must be 'percent' or 'fixed'" }),
  value: z.number(typeError('Value is required', 'Value must be a number')).positive('Value must be positive'),
  validFrom: optionalDate,
  validUntil: optionalDate,
  maxRedemptions: z
    .number(typeError(undefined, 'Maximum redemptions must be a number'))
    .int('Maximum redemptions must be a whole number')
    .min(1, 'Maximum redemptions must be at least 1')
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? null),
  planRestriction: z
    .enum(paidPlans, { error: `Plan restriction must be one of ${paidPlans.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
  active: z.boolean(typeError(undefined, 'Active must be true or false')),
};

type DiscountFields = { kind: 'percent' | 'fixed'; value: number; validFrom: Date | null; validUntil: Date | null };

/** A rule across fields of a discount code that the combination breaks, with the field the form shows it under. */
export interface DiscountFieldsProblem {
  field: 'value' | 'validUntil';
  message: string;
}

/** Rules across fields of a discount code; null when the combination is fine. */
export function discountFieldsProblem(v: DiscountFields): DiscountFieldsProblem | null {
  const at = (field: DiscountFieldsProblem['field'], message: string) => ({ field, message });
  if (v.kind === 'percent' && v.value > BILLING_RULES.maxPercentOff) return at('value', 'A percentage cannot exceed 100');
  if (v.kind === 'percent' && Math.round(v.value * 100) !== v.value * 100) return at('value', 'A percentage has at most two decimals');
  if (v.kind === 'fixed' && (!Number.isInteger(v.value) || v.value > 10_000_000)) return at('value', 'A fixed discount is a whole number of cents');
  if (v.validFrom && v.validUntil && v.validFrom >= v.validUntil) return at('validUntil', 'Valid until must be after valid from');
  return null;
}

export const createDiscountSchema = z.object({ ...discountFields, active: discountFields.active.default(true) }).check((ctx) => {
  const problem = discountFieldsProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: ctx.value });
});

export type CreateDiscountInput = z.infer<typeof createDiscountSchema>;

/** A field an update may leave out: absent stays absent (the stored value is kept), whatever the field's own default. */
const leftOut = <T extends z.ZodType>(field: T) =>
  z.union([z.undefined(), field], { error: (issue) => (issue.code === 'invalid_union' ? issue.errors[1]?.[0]?.message : undefined) }).optional();

/** An update changes only the fields given. */
export const updateDiscountSchema = z.object({
  description: leftOut(discountFields.description),
  kind: leftOut(discountFields.kind),
  value: leftOut(discountFields.value),
  validFrom: leftOut(discountFields.validFrom),
  validUntil: leftOut(discountFields.validUntil),
  maxRedemptions: leftOut(discountFields.maxRedemptions),
  planRestriction: leftOut(discountFields.planRestriction),
  active: leftOut(discountFields.active),
});

export type UpdateDiscountInput = z.infer<typeof updateDiscountSchema>;
