import { Field, ObjectType, registerEnumType } from 'type-graphql';
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
  PAYMENT_REQUIRED = 'PAYMENT_REQUIRED',
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why a mutation did not change anything, for a client that branches on the reason rather than the message.',
  valuesConfig: {
    BAD_USER_INPUT: { description: 'A value is missing or invalid; `field` names it when one field is at fault.' },
    NOT_FOUND: { description: 'The object the input names does not exist or is not visible to the caller.' },
    CONFLICT: { description: 'The change clashes with the current state (e.g. a code already in use).' },
    RATE_LIMITED: { description: 'A limit was reached; try again later (the message says when where it can).' },
    PAYMENT_REQUIRED: {
      description: "The member's plan or allowance does not cover the change (e.g. the monthly PE allowance is used up). Only mutations that say so answer it.",
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
}

/** What every mutation counts as expected; a mutation may add PAYMENT_REQUIRED where running out of an allowance is part of its use. */
const EXPECTED: readonly string[] = [UserErrorCode.BAD_USER_INPUT, UserErrorCode.NOT_FOUND, UserErrorCode.CONFLICT, UserErrorCode.RATE_LIMITED];

/** The userErrors an AppError stands for: one per field the validation named, or one for the whole request. */
export function userErrorsOf(error: AppError): UserError[] {
  const code = UserErrorCode[error.code as keyof typeof UserErrorCode];
  const fields = (error.details.fields ?? {}) as Record<string, string>;
  const entries = Object.entries(fields);
  if (entries.length === 0) return [{ field: null, message: error.message, code }];
  return entries.map(([path, message]) => ({ field: path === '_' ? null : path.split('.').filter((part) => part !== 'input'), message, code }));
}

/**
 * Runs a mutation's work and turns its expected failures into userErrors; anything else is rethrown and
 * becomes a GraphQL error. `value` is null whenever userErrors is not empty. `also` adds codes this
 * mutation expects besides the usual ones.
 */
export async function withUserErrors<T>(work: () => Promise<T>, also: readonly UserErrorCode[] = []): Promise<{ value: T | null; userErrors: UserError[] }> {
  try {
    return { value: await work(), userErrors: [] };
  } catch (error) {
    if (error instanceof AppError && (EXPECTED.includes(error.code) || also.includes(error.code as UserErrorCode))) {
      return { value: null, userErrors: userErrorsOf(error) };
    }
    throw error;
  }
}
