import { z } from 'zod';
import { badInput } from './errors';

/**
 * Parses `input` at an edge (REST route or resolver) or throws BAD_USER_INPUT with the first
 * message and every field's message, so both faces report the same validation the same way.
 */
export function parseInput<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data as z.infer<T>;
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
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: trimmed, at most `max` characters; empty, null or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} must be text` })
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
