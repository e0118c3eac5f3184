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
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why a mutation did not change anything, for a client that branches on the reason rather than the message.',
  valuesConfig: {
    BAD_USER_INPUT: { description: 'A value is missing or invalid; `field` names it when one field is at fault.' },
    NOT_FOUND: { description: 'The object the input names does not exist or is not visible to the caller.' },
    CONFLICT: { description: 'The change clashes with the current state (e.g. a code already in use).' },
    RATE_LIMITED: { description: 'A limit was reached; try again later (the message says when where it can).' },
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

const EXPECTED = new Set<string>(Object.values(UserErrorCode));

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
 * becomes a GraphQL error. `value` is null whenever userErrors is not empty.
 */
export async function withUserErrors<T>(work: () => Promise<T>): Promise<{ value: T | null; userErrors: UserError[] }> {
  try {
    return { value: await work(), userErrors: [] };
  } catch (error) {
    if (error instanceof AppError && EXPECTED.has(error.code)) return { value: null, userErrors: userErrorsOf(error) };
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
