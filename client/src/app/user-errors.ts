import type { UserError, UserErrorCode } from '../gql/graphql';

type Problem = Pick<UserError, 'field' | 'message' | 'code'>;

/**
 * A mutation's userErrors (expected problems: a field to correct, a wrong password, a limit) raised as an
 * exception, so a form keeps one failure path: its `message` is the first problem's, which `errorMessage`
 * shows like a server error, and `fields` are the messages to put next to the inputs.
 */
export class UserErrors extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(problems[0]?.message ?? '');
    this.name = 'UserErrors';
  }

  /** Messages by input field (the path joined with dots), the first for each; problems of the whole form are left out. */
  get fields(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const { field, message } of this.problems) if (field?.length) fields[field.join('.')] ??= message;
    return fields;
  }

  has(code: UserErrorCode): boolean {
    return this.problems.some((p) => p.code === code);
  }
}

/** The payload of a mutation that went through; throws its userErrors as `UserErrors` when it did not. */
export function checked<T extends { userErrors: readonly Problem[] }>(payload: T): T {
  if (payload.userErrors.length > 0) throw new UserErrors(payload.userErrors);
  return payload;
}

/** The field messages of a failure: a `UserErrors`'s, nothing for any other error. */
export const userErrorFields = (error: unknown): Record<string, string> => (error instanceof UserErrors ? error.fields : {});
