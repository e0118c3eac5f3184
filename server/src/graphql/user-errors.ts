import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AppError } from '../errors';

/**
 * Expected failures of a mutation (the input is wrong, the object is gone, a limit is reached) are data the
 * form shows next to its fields, not GraphQL errors: payloads carry them as `userErrors`. Being signed out,
 * lacking the right and unexpected failures stay top-level errors with `extensions.code`.
 */
export enum UserErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  RATE_LIMITED = 'RATE_LIMITED',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  EMAIL_NOT_CONFIRMED = 'EMAIL_NOT_CONFIRMED',
  PAYMENT_REQUIRED = 'PAYMENT_REQUIRED',
  NOT_UPGRADABLE = 'NOT_UPGRADABLE',
  QUOTE_EXPIRED = 'QUOTE_EXPIRED',
  PRICE_CHANGED = 'PRICE_CHANGED',
  PAYMENT_FAILED = 'PAYMENT_FAILED',
  STUDY_TIME_REQUIRED = 'STUDY_TIME_REQUIRED',
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why a mutation did not change anything, for a client that branches on the reason rather than the message.',
  valuesConfig: {
    BAD_USER_INPUT: { description: 'A value is missing or invalid; `field` names it when one field is at fault.' },
    NOT_FOUND: { description: 'The object the input names does not exist or is not visible to the caller.' },
    CONFLICT: { description: 'The change clashes with the current state (e.g. a code already in use).' },
    RATE_LIMITED: { description: 'A limit was reached; try again later (the message says when where it can).' },
    INVALID_CREDENTIALS: { description: 'The e-mail address and password do not match an account (which of the two is wrong is not said).' },
    EMAIL_NOT_CONFIRMED: { description: 'The password is right but the address is not confirmed yet; offer resendConfirmation.' },
    PAYMENT_REQUIRED: {
      description: "The member's plan or allowance does not cover the change (e.g. the monthly PE allowance is used up). Only mutations that say so answer it.",
    },
    NOT_UPGRADABLE: {
      description: 'upgradeSubscription: the member has no active paid subscription at the current provider to prorate; use createCheckoutSession instead.',
    },
    QUOTE_EXPIRED: { description: 'upgradeSubscription: the quote is older than 30 minutes (or from the future); ask for a new upgradeQuote.' },
    PRICE_CHANGED: { description: 'upgradeSubscription: the amount due for the quoted moment differs from expectedAmountDue; show the new upgradeQuote.' },
    PAYMENT_FAILED: {
      description: 'upgradeSubscription: the provider refused the payment (e.g. the card was declined); nothing was charged and the plan is unchanged.',
    },
    STUDY_TIME_REQUIRED: {
      description:
        'startTest: the member has not yet studied the item for the share of its study time the deployment asks (studySecondsRemaining says how long remains).',
    },
  },
});

@ObjectType({ description: 'An expected problem with a mutation input, addressed to the field to show it next to.' })
export class UserError {
  @Field(() => [String], {
    nullable: true,
    description: 'Path to the input field concerned, e.g. ["email"]; null when the problem concerns the whole request.',
  })
  field: string[] | null;

  @Field(() => String, { description: 'A sentence for the person who filled in the form.' })
  message: string;

  @Field(() => UserErrorCode, { description: 'Machine-readable reason.' })
  code: UserErrorCode;

  @Field(() => Int, { nullable: true, description: 'With RATE_LIMITED: seconds until the limit lets a new attempt through; null otherwise.' })
  retryAfterSeconds?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'With STUDY_TIME_REQUIRED: seconds the member still has to study the item in the reader before the test can start; null otherwise.',
  })
  studySecondsRemaining?: number | null;
}

/** The user error code an AppError stands for, or null when it must stay a GraphQL error. */
export type UserErrorClassifier = (error: AppError) => UserErrorCode | null;

const EXPECTED: Partial<Record<string, UserErrorCode>> = {
  BAD_USER_INPUT: UserErrorCode.BAD_USER_INPUT,
  NOT_FOUND: UserErrorCode.NOT_FOUND,
  CONFLICT: UserErrorCode.CONFLICT,
  RATE_LIMITED: UserErrorCode.RATE_LIMITED,
};

/** Input, not found, conflict and limits are expected; being signed out, forbidden or a provider failure are not. */
export const expectedFailures: UserErrorClassifier = (error) => EXPECTED[error.code] ?? null;

/**
 * For the public mutations that take an e-mail and password (login, activateFreePlan, createSubscriptionSession):
 * there a refused sign-in can only be the pair typed, and an unconfirmed address is the form's to explain.
 */
export const credentialFailures: UserErrorClassifier = (error) => {
  if (error.code === 'UNAUTHENTICATED') return UserErrorCode.INVALID_CREDENTIALS;
  if (error.code === 'FORBIDDEN' && error.details.email_confirmation_required) return UserErrorCode.EMAIL_NOT_CONFIRMED;
  return expectedFailures(error);
};

/** The usual expected failures and, for this mutation, these codes too (e.g. PAYMENT_REQUIRED where running out of an allowance is part of its use). */
export const alsoExpecting =
  (codes: readonly UserErrorCode[]): UserErrorClassifier =>
  (error) =>
    expectedFailures(error) ?? codes.find((code) => (code as string) === error.code) ?? null;

/** `user_id` → `userId`: the shared zod schemas may use the REST facade's names, GraphQL inputs are camelCase. */
const camel = (part: string) => part.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The userErrors an AppError stands for: one per field the validation named, or one for the whole request. */
export function userErrorsOf(error: AppError, code = expectedFailures(error) ?? UserErrorCode.BAD_USER_INPUT): UserError[] {
  const fields = (error.details.fields ?? {}) as Record<string, string>;
  const entries = Object.entries(fields);
  if (entries.length === 0) {
    const retryAfter = error.details.retry_after;
    const studyLeft = error.details.study_seconds_remaining;
    return [
      {
        field: null,
        message: error.message,
        code,
        ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
        ...(typeof studyLeft === 'number' ? { studySecondsRemaining: studyLeft } : {}),
      },
    ];
  }
  return entries.map(([path, message]) => ({
    field:
      path === '_'
        ? null
        : path
            .split('.')
            .filter((part) => part !== 'input')
            .map(camel),
    message,
    code,
  }));
}

/**
 * Runs a mutation's work and turns its expected failures into userErrors; anything else is rethrown and
 * becomes a GraphQL error. `value` is null whenever userErrors is not empty. `classify` decides which
 * failures are expected: a classifier, or codes this mutation expects besides the usual ones.
 */
export async function withUserErrors<T>(
  work: () => Promise<T>,
  classify: UserErrorClassifier | readonly UserErrorCode[] = expectedFailures,
): Promise<{ value: T | null; userErrors: UserError[] }> {
  const classifier = typeof classify === 'function' ? classify : alsoExpecting(classify);
  try {
    return { value: await work(), userErrors: [] };
  } catch (error) {
    const code = error instanceof AppError ? classifier(error) : null;
    if (code) return { value: null, userErrors: userErrorsOf(error as AppError, code) };
    throw error;
  }
}

/** Which input field an expected failure that names none is about. */
export interface InputAddress {
  /** The field that named the object, for NOT_FOUND (e.g. `id`). */
  notFound?: string;
  /** The field a BAD_USER_INPUT that names no field is about (e.g. `base64` for a file that is not a PDF). */
  invalid?: string;
  /** The field whose value clashes with what is stored, for CONFLICT (e.g. `code` already in use). */
  conflict?: string;
}

/**
 * Runs `work` and addresses its expected failures to input fields where they name none, so the userErrors
 * of a missing object, an invalid value or a clash point at the field a form shows them next to.
 */
export async function addressed<T>(at: InputAddress, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.details.fields) throw error;
    const field = ({ NOT_FOUND: at.notFound, BAD_USER_INPUT: at.invalid, CONFLICT: at.conflict } as Partial<Record<string, string>>)[error.code];
    if (!field) throw error;
    throw new AppError(error.code, error.message, { ...error.details, fields: { [field]: error.message } });
  }
}

/**
 * Runs `work`, which validates the input object at `prefix` (e.g. `activity` in `input: { activity }`), and
 * puts the fields its validation names under that prefix, so userErrors give paths from the mutation's input.
 */
export function within<T>(prefix: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    const fields = error instanceof AppError ? (error.details.fields as Record<string, string> | undefined) : undefined;
    if (!fields) throw error;
    const nested = Object.fromEntries(Object.entries(fields).map(([path, message]) => [path === '_' ? prefix : `${prefix}.${path}`, message]));
    throw new AppError((error as AppError).code, (error as AppError).message, { ...(error as AppError).details, fields: nested });
  }
}
