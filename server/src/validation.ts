import { z } from 'zod/v4';
import { badInput } from './errors';

/**
 * The messages of a value's type check: `required` when it is missing, `invalid` when it has another type; one not
 * given falls back to the wording below.
 */
export function typeError(required?: string, invalid?: string): { error: (issue: { input?: unknown }) => string | undefined } {
  return { error: (issue) => (issue.input === undefined ? required : invalid) };
}

/** The type zod 3 named in its messages: JSON's types, with arrays, null, NaN and dates told apart. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
}

const UNITS: Record<string, string> = { string: 'character(s)', array: 'element(s)', set: 'element(s)' };
const NOUNS: Record<string, string> = { string: 'String', array: 'Array', set: 'Set', number: 'Number', int: 'Number', date: 'Date' };

/**
 * zod's own messages for the rules a schema gives no message for, in the wording these inputs have always answered
 * with (zod 3's): "Required", "Expected string, received number", "String must contain at most 200 character(s)"…
 * A union that fails reports the first alternative that got past its type check, as zod 3 did, or "Invalid input".
 */
function classicMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Expected ${issue.expected}, received ${typeName(issue.input)}`;
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = String(small ? issue.minimum : issue.maximum);
      const noun = NOUNS[issue.origin] ?? 'Value';
      const unit = UNITS[issue.origin];
      if (unit) {
        const how = issue.exact
          ? 'exactly'
          : issue.inclusive
            ? small
              ? 'at least'
              : 'at most'
            : small
              ? issue.origin === 'string'
                ? 'over'
                : 'more than'
              : issue.origin === 'string'
                ? 'under'
                : 'less than';
        return `${noun} must contain ${how} ${bound} ${unit}`;
      }
      const how = issue.exact
        ? 'exactly equal to'
        : small
          ? issue.inclusive
            ? 'greater than or equal to'
            : 'greater than'
          : issue.inclusive
            ? 'less than or equal to'
            : 'less than';
      return `${noun} must be ${how} ${bound}`;
    }
    case 'invalid_format':
      return issue.format === 'regex' ? 'Invalid' : `Invalid ${issue.format}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid literal value, expected ${JSON.stringify(issue.values[0])}`
        : `Invalid enum value. Expected ${issue.values.map((v) => `'${String(v)}'`).join(' | ')}, received '${String(issue.input)}'`;
    case 'invalid_union': {
      const passedTypeCheck = issue.errors.find((issues) => issues.length > 0 && issues.every((i) => i.code !== 'invalid_type' && i.code !== 'invalid_union'));
      return passedTypeCheck?.[0]?.message ?? 'Invalid input';
    }
    default:
      return undefined;
  }
}

z.config({ customError: classicMessage });

/**
 * Parses `input` at an edge (REST route or resolver) or throws BAD_USER_INPUT with the first
 * message and every field's message, so both faces report the same validation the same way.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw badInput(result.error.issues[0]?.message ?? 'Invalid input', { fields });
}

/** Required text: trimmed, not empty, at most `max` characters; messages name the field by its label. */
export const requiredText = (label: string, max: number) =>
  z
    .string(typeError(`${label} is required`, `${label} must be text`))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: trimmed, at most `max` characters; empty, null or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string(typeError(undefined, `${label} must be text`))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Input an edge has received but not judged yet: the edge wraps its parse (`() => parseInput(schema, raw)`) and
 * hands it to the service, which calls it once it has decided that the caller may act. So a refusal always comes
 * before a validation error, and only the service decides who may do what (docs/architecture.md, "Authorization").
 */
export type Unparsed<T> = () => T;
