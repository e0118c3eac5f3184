import { z } from 'zod/v4';
import { articleRequestSchema, contactSchema } from '../modules/account/account.inputs';
import { articleQuerySchema } from '../modules/articles/articles.inputs';
import { bankItemSchema, bankItemStatusSchema } from '../modules/assessment/bank/bank-admin.inputs';
import { answersSchema } from '../modules/assessment/taking/assessment.inputs';
import { questionSchema } from '../modules/assistant/assistant.inputs';
import { emailSchema, loginSchema, passwordSchema, registerSchema } from '../modules/auth/auth.inputs';
import {
  activateFreeBody,
  checkoutSessionBody,
  subscriptionSessionBody,
  userIdBody,
  validateDiscountBody,
  verifyPaymentBody,
} from '../modules/billing/billing.inputs';
import { certificateIdSchema, revokeSchema } from '../modules/certificates/certificates.inputs';
import { cpdRecordQuerySchema } from '../modules/cpd-record/cpd-record.inputs';
import { feedbackInputSchema } from '../modules/feedback/feedback.inputs';
import { newsListSchema } from '../modules/news/news.inputs';
import { outsideActivityInputSchema } from '../modules/outside-activities/outside-activities.inputs';
import { reauthSchema } from '../modules/privacy/privacy.inputs';
import { profileSchema } from '../modules/users/users.inputs';

/**
 * The zod schemas REST requests are parsed with, by the operation (operationId) of docs/api/openapi.yaml that
 * parses them. `npm run openapi` (server/src/cli/emit-openapi.ts) writes them into the document as JSON Schema, so
 * the contract's request bodies and query parameters are these schemas and not a copy kept by hand.
 *
 * A body's schema is written once under components.schemas[name] and referenced by each operation that takes it.
 * Where a route renames fields between REST and the schema (snake_case on the wire, camelCase in the command), or
 * takes a field at a time, the entry is an object of the very field schemas the route parses, in the REST names.
 * A query entry maps each parameter (by its name in the document) to the schema that parses its value; `parameters`
 * does the same for the shared parameters under components.parameters.
 */
export interface RestInputs {
  body?: { name: string; schema: z.ZodType };
  query?: Record<string, z.ZodType>;
}

const emailForm = { name: 'EmailInput', schema: z.object({ email: emailSchema }) };
const bankItem = { name: 'BankItemInput', schema: bankItemSchema };
/** The date rule reads the clock (not after tomorrow): the JSON Schema does not carry that rule, so any day will do. */
const outsideActivity = { name: 'OutsideActivityInput', schema: outsideActivityInputSchema(new Date()) };

const profile = profileSchema.shape;
/** Sent back unchanged with the rest of the profile; a different value is refused (checked by hand, not by a schema). */
const readOnly = z.string().nullish().describe('Read-only: sent back unchanged, or left out; any other value is refused.');

const feedback = feedbackInputSchema.shape;

export const REST_INPUTS: Record<string, RestInputs> = {
  login: { body: { name: 'LoginInput', schema: loginSchema } },
  register: { body: { name: 'RegisterInput', schema: registerSchema } },
  resendConfirmation: { body: emailForm },
  requestPasswordReset: { body: emailForm },
  resetPassword: { body: { name: 'NewPasswordInput', schema: z.object({ password: passwordSchema }) } },
  updateProfile: {
    body: {
      name: 'ProfileInput',
      schema: z.object({
        profession: profile.profession,
        secondary_profession: profile.secondaryProfession,
        company: profile.company,
        job_title: profile.jobTitle,
        address: profile.address,
        first_name: readOnly,
        last_name: readOnly,
        email: readOnly,
        phone: readOnly,
        phone_country_code: readOnly,
        country: readOnly,
        city: readOnly,
        state: readOnly,
        postal_code: readOnly,
      }),
    },
  },
  listArticles: {
    query: {
      page: articleQuerySchema.shape.page,
      per_page: articleQuerySchema.shape.perPage,
      language: articleQuerySchema.shape.language,
      category: articleQuerySchema.shape.category,
      source: articleQuerySchema.shape.source,
      q: articleQuerySchema.shape.text,
    },
  },
  submitTest: { body: { name: 'AnswersInput', schema: z.object({ answers: answersSchema }) } },
  addBankItem: { body: bankItem },
  editBankItem: { body: bankItem },
  setBankItemStatus: { body: { name: 'BankItemStatusInput', schema: bankItemStatusSchema } },
  verifyCertificate: { query: { certificate_id: certificateIdSchema } },
  revokeCertificate: { body: { name: 'RevocationInput', schema: z.object({ reason: revokeSchema.shape.reason }) } },
  exportMyData: { body: { name: 'ReauthInput', schema: reauthSchema } },
  createOutsideActivity: { body: outsideActivity },
  updateOutsideActivity: { body: outsideActivity },
  validateDiscountCode: { body: { name: 'DiscountQuoteInput', schema: validateDiscountBody } },
  activateFree: { body: { name: 'ActivateFreeInput', schema: activateFreeBody } },
  createSubscriptionSession: { body: { name: 'SubscriptionSessionInput', schema: subscriptionSessionBody } },
  createCheckoutSession: { body: { name: 'CheckoutSessionInput', schema: checkoutSessionBody } },
  createPortalSession: { body: { name: 'PortalSessionInput', schema: userIdBody } },
  verifySubscriptionPayment: { body: { name: 'PaymentVerificationInput', schema: verifyPaymentBody } },
  submitFeedback: {
    body: { name: 'FeedbackInput', schema: z.object({ rating: feedback.rating, comment: feedback.comment, is_anonymous: feedback.isAnonymous }) },
  },
  listNews: { query: { limit: newsListSchema.shape.limit } },
  askAssistant: { body: { name: 'AssistantQuestionInput', schema: questionSchema } },
  contact: { body: { name: 'ContactInput', schema: contactSchema } },
  requestArticle: { body: { name: 'ArticleRequestInput', schema: articleRequestSchema } },
};

/** The shared parameters (components.parameters) whose values a zod schema parses. */
export const REST_PARAMETERS: Record<string, z.ZodType> = {
  CpdFrom: cpdRecordQuerySchema.shape.from,
  CpdTo: cpdRecordQuerySchema.shape.to,
  CpdFormat: cpdRecordQuerySchema.shape.format,
};
