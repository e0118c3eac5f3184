/** A userError as mutation payloads carry it: the path of the input field at fault (or none), and the message. */
export interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
}

/** Messages by form field; `form` holds what concerns the whole request or a field the form does not show. */
export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

/**
 * Files a payload's userErrors under the form's fields: each goes to the first segment of its path the form
 * knows (`["professions", "0"]` → `professions`), the first message per field wins.
 */
export function errorsByField<K extends string>(errors: readonly UserErrorLike[], fields: readonly K[]): FieldErrors<K> {
  const known = new Set<string>(fields);
  const out: FieldErrors<K> = {};
  for (const e of errors) {
    const key = (e.field?.find((segment) => known.has(segment)) ?? 'form') as K | 'form';
    out[key] ??= e.message;
  }
  return out;
}

/** Moves focus to the first field marked invalid in `container`, once React has rendered the messages. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const el = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.scrollIntoView({ block: 'center' });
    el?.focus();
  });
}
