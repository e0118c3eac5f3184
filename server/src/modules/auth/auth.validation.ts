import { z } from 'zod';
import { LIMITS, MESSAGES, PLAN_ORDER, PROFESSIONS, type PlanId } from '../../shared/constants';
import { Country } from 'country-state-city';
import { postalCodeProblem } from '../../shared/postal-codes';

let isoByName: Map<string, string> | null = null;
/** The ISO code of a country as the registration form names it (country-state-city names), or null. */
function countryIso(name: string): string | null {
  isoByName ??= new Map(Country.getAllCountries().map((c) => [c.name.toLowerCase(), c.isoCode]));
  return isoByName.get(name.trim().toLowerCase()) ?? null;
}

const required = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailSchema = z
  .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Please enter a valid email address')
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ required_error: 'Password is required', invalid_type_error: 'Password must be text' })
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

const profession = z
  .string({ required_error: 'Profession is required', invalid_type_error: 'Profession must be text' })
  .trim()
  .min(1, 'Profession is required')
  .refine((v) => (PROFESSIONS as readonly string[]).includes(v), 'Please choose a profession from the list');

const secondaryProfession = z
  .string({ invalid_type_error: 'Secondary profession must be text' })
  .trim()
  .nullish()
  .transform((v) => (!v || v === 'None' ? null : v))
  .refine((v) => v === null || (PROFESSIONS as readonly string[]).includes(v), 'Please choose a secondary profession from the list');

const phoneCountryCode = z
  .string({ invalid_type_error: 'Phone country code must be text' })
  .trim()
  .regex(/^\+\d{1,4}$/, 'Phone country code must look like +31')
  .default('+31');

const phone = z
  .string({ required_error: 'Phone is required', invalid_type_error: 'Phone must be text' })
  .trim()
  .min(1, 'Phone is required')
  .regex(/^[0-9 ()-]{4,20}$/, 'Please enter a valid phone number');

/** The registration form, in the field names the client sends (camelCase). */
export const registerSchema = z
  .object({
    firstName: required('First name', 100),
    lastName: required('Last name', 100),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ required_error: 'Confirm password is required', invalid_type_error: 'Confirm password must be text' }),
    profession,
    secondaryProfession,
    company: required('Company', 200),
    jobTitle: required('Job title', 200),
    country: required('Country', 100),
    address: required('Address', 300),
    city: required('City', 120),
    state: required('State/Province', 120),
    postalCode: required('Postal code', 20),
    phone,
    phoneCountryCode,
    licenseNumber: optionalText('License number', 100),
    acceptPrivacy: z.literal(true, { errorMap: () => ({ message: MESSAGES.acceptPrivacy }) }),
    acceptTerms: z.literal(true, { errorMap: () => ({ message: MESSAGES.acceptTerms }) }),
    plan: z.enum(PLAN_ORDER as [PlanId, ...PlanId[]], { errorMap: () => ({ message: 'Please choose a valid plan' }) }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    const postal = postalCodeProblem(countryIso(v.country), v.postalCode, v.country);
    if (postal) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postal });
  });

export type RegisterInput = z.infer<typeof registerSchema>;

/** Editable profile fields; read-only ones are checked separately against stored values. */
export const profileSchema = z.object({
  profession,
  secondaryProfession,
  company: required('Company', 200),
  jobTitle: required('Job title', 200),
  address: required('Address', 300),
});

export type ProfileInput = z.infer<typeof profileSchema>;
