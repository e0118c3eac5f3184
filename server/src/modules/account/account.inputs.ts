import { z } from 'zod/v4';
import { REQUEST_LANGUAGES } from '@leerpunt/shared/catalog';
import { DEFAULT_REQUEST_LANGUAGE } from '@leerpunt/shared/defaults';
import { LIMITS } from '@leerpunt/shared/limits';
import { parseInput, typeError } from '../../validation';
import { emailSchema } from '../auth/auth.inputs';

const required = (label: string, max: number) =>
  z
    .string(typeError(`${label} is required`, `${label} must be text`))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** user_id as sent by the client: a positive integer (a numeric string is accepted); absent → the caller. */
const userId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z
    .number(typeError(undefined, 'user_id must be a positive integer'))
    .int('user_id must be a positive integer')
    .positive('user_id must be a positive integer')
    .nullish(),
);

/** The contact form (SPEC §5): name, email, subject and message required; email of email type. */
export const contactSchema = z.object({
  name: required('Name', LIMITS.contactNameMax),
  email: emailSchema,
  // One line: it becomes the subject of the mail to support.
  subject: required('Subject', LIMITS.contactSubjectMax).transform((v) => v.replace(/\s+/g, ' ')),
  message: required('Message', LIMITS.contactMessageMax),
  user_id: userId,
});

/** A valid contact form; `userId` names the member it is sent for (absent: the caller). */
export interface ContactCommand {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId?: number | null;
}

/** Support's answer to a contact message: the text, required, as long as a message may be. */
const contactReplySchema = z.object({ body: required('Reply', LIMITS.contactMessageMax) });

export function parseContactReply(raw: unknown): { body: string } {
  return parseInput(contactReplySchema, raw);
}

/** The contact form in REST names (GraphQL passes its userId as user_id), parsed into a command. */
export function parseContact(raw: unknown): ContactCommand {
  const { user_id: userId, ...form } = parseInput(contactSchema, raw);
  return { ...form, userId };
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && !v.trim() ? undefined : (v ?? undefined));

/** The article request form (SPEC §5); language defaults to English, the profession to the member's. */
export const articleRequestSchema = z.object({
  language: z.preprocess(
    blankToUndefined,
    z
      .string(typeError(undefined, 'Language must be text'))
      .trim()
      .refine((v) => (REQUEST_LANGUAGES as readonly string[]).includes(v), 'Please choose a language from the list')
      .default(DEFAULT_REQUEST_LANGUAGE),
  ),
  profession_category: z.preprocess(
    blankToUndefined,
    z
      .string(typeError(undefined, 'Profession category must be text'))
      .trim()
      .max(LIMITS.requestProfessionMax, `Profession category must be at most ${LIMITS.requestProfessionMax} characters`)
      .optional(),
  ),
  topic: required('Topic', LIMITS.requestTopicMax),
  description: z
    .string(typeError(undefined, 'Description must be text'))
    .trim()
    .max(LIMITS.requestDescriptionMax, `Description must be at most ${LIMITS.requestDescriptionMax} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  user_id: userId,
});

/** A valid article request; a missing profession category means the member's own profession. */
export interface ArticleRequestCommand {
  language: string;
  professionCategory?: string;
  topic: string;
  description: string | null;
  userId?: number | null;
}

/** The article request form in REST names (GraphQL maps its names to these), parsed into a command. */
export function parseArticleRequest(raw: unknown): ArticleRequestCommand {
  const { profession_category: professionCategory, user_id: userId, ...form } = parseInput(articleRequestSchema, raw);
  return { ...form, professionCategory, userId };
}
