import { z } from 'zod/v4';
import { badInput } from '../../errors';
import { PROFESSIONS } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { PLAN_ORDER, type PlanId } from '@leerpunt/shared/plans';
import { postalCodeProblem } from '@leerpunt/shared/postal-codes';
import type { ICountry } from 'country-state-city';
import { lazyRequire } from '../../lazy-require';
import { optionalText, parseInput, requiredText, typeError } from '../../validation';

/** The country list alone (95 kB), not the package's index, which also parses its 8 MB of cities. */
const countryData = lazyRequire<{ getAllCountries(): ICountry[] }>('country-state-city/lib/cjs/country');

let isoByName: Map<string, string> | null = null;
/** The ISO code of a country as the registration form names it (country-state-city names), or null. */
function countryIso(name: string): string | null {
  isoByName ??= new Map(
    countryData()
      .getAllCountries()
      .map((c) => [c.name.toLowerCase(), c.isoCode]),
  );
  return isoByName.get(name.trim().toLowerCase()) ?? null;
}

export const emailSchema = z
  .string(typeError('Email is required', 'Email must be text'))
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .regex(z.regexes.email, 'Please enter a valid email address')
  .meta({ format: 'email' })
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string(typeError('Password is required', 'Password must be text'))
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

export const profession = z
  .string(typeError('Profession is required', 'Profession must be text'))
  .trim()
  .min(1, 'Profession is required')
  .refine((v) => (PROFESSIONS as readonly string[]).includes(v), 'Please choose a profession from the list')
  .describe("One of the platform's professions.");

export const secondaryProfession = z
  .string(typeError(undefined, 'Secondary profession must be text'))
  .trim()
  .nullish()
  .transform((v) => (!v || v === 'None' ? null : v))
  .refine((v) => v === null || (PROFESSIONS as readonly string[]).includes(v), 'Please choose a secondary profession from the list')
  .describe("One of the professions; empty, null or 'None' for none.");

const phoneCountryCode = z
  .string(typeError(undefined, 'Phone country code must be text'))
  .trim()
  .regex(/^\+\d{1,4}$/, 'Phone country code must look like +31')
  .default('+31');

const phone = z
  .string(typeError('Phone is required', 'Phone must be text'))
  .trim()
  .min(1, 'Phone is required')
  .regex(/^[0-9 ()-]{4,20}$/, 'Please enter a valid phone number');

/** The registration form, in the field names the client sends (camelCase). */
export const registerSchema = z
  .object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(typeError('Confirm password is required', 'Confirm password must be text')).describe('Must equal password.'),
    profession,
    secondaryProfession,
    company: requiredText('Company', 200),
    jobTitle: requiredText('Job title', 200),
    country: requiredText('Country', 100).describe("The country's name as GET /countries gives it."),
    address: requiredText('Address', 300),
    city: requiredText('City', 120),
    state: requiredText('State/Province', 120),
    postalCode: requiredText('Postal code', 20).describe("Checked against the country's format where it is fixed."),
    phone,
    phoneCountryCode,
    licenseNumber: optionalText('License number', 100),
    acceptPrivacy: z.literal(true, { error: MESSAGES.acceptPrivacy }),
    acceptTerms: z.literal(true, { error: MESSAGES.acceptTerms }),
    plan: z.enum(PLAN_ORDER as [PlanId, ...PlanId[]], { error: 'Please choose a valid plan' }).nullish(),
  })
  .check((ctx) => {
    const v = ctx.value;
    if (v.password !== v.confirmPassword) ctx.issues.push({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch, input: v });
    const postal = postalCodeProblem(countryIso(v.country), v.postalCode, v.country);
    if (postal) ctx.issues.push({ code: 'custom', path: ['postalCode'], message: postal, input: v });
  });

/** A valid registration form: what AuthService.register needs (the same names on REST and GraphQL). */
export type RegisterCommand = z.infer<typeof registerSchema>;

export const parseRegistration = (raw: unknown): RegisterCommand => parseInput(registerSchema, raw);

/** An e-mail address as the resend and reset forms send it: trimmed and lower-cased once valid. */
export const parseEmail = (raw: unknown): string => parseInput(emailSchema, raw);

/** A new password from the reset form. */
export const parseNewPassword = (raw: unknown): string => parseInput(passwordSchema, raw);

/*
 * GraphQL sends these forms as input objects; the same rules then report against the field's name (the REST
 * routes take the bare value, and their answers stay as they were).
 */
export const parseEmailForm = (raw: { email: unknown }): string => parseInput(z.object({ email: emailSchema }), raw).email;
export const parseNewPasswordForm = (raw: { password: unknown }): string => parseInput(z.object({ password: passwordSchema }), raw).password;

/**
 * Sign-in only asks that both fields are there: a wrong address is a wrong credential, not a form
 * error, and its answers carry no field map (parseLogin reports the first message alone).
 */
export const loginSchema = z.object({
  email: z
    .string(typeError('Email is required', 'Email is required'))
    .trim()
    .min(1, 'Email is required')
    .transform((v) => v.toLowerCase().slice(0, 254)),
  password: z.string(typeError('Password is required', 'Password is required')).min(1, 'Password is required'),
});

export type LoginCommand = z.output<typeof loginSchema>;

export function parseLogin(raw: unknown): LoginCommand {
  const form = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const result = loginSchema.safeParse(form);
  if (!result.success) throw badInput(result.error.issues[0].message);
  return result.data;
}

export interface ResetPasswordCommand {
  /** The token from the reset link. */
  token: string;
  newPassword: string;
}
