import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Field } from './components';

/** Messages by field of a form whose values are `F`. */
export type FormErrors<F> = Partial<Record<keyof F, string>>;

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

/**
 * A form's values and its messages by field. `set` changes one value and drops that field's message at once (the
 * others stay until the next submit); `fail` shows a new set of messages and then gives focus to the first control
 * marked invalid inside `formRef`, scrolled into view. `text` and `check` hand a field component its value, change
 * handler and error.
 */
export function useForm<F extends object>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!attempt) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: 'center' });
    }
  }, [attempt]);

  const set = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  const fail = useCallback((next: FormErrors<F>) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);

  const text = <K extends KeysOf<F, string>>(key: K) => ({
    value: values[key] as string,
    onChange: (value: string) => set(key, value as F[K]),
    error: errors[key],
  });

  const check = <K extends KeysOf<F, boolean>>(key: K) => ({
    checked: values[key] as boolean,
    onChange: (checked: boolean) => set(key, checked as F[K]),
    error: errors[key],
  });

  return { values, setValues, errors, setErrors, set, fail, formRef, text, check };
}

interface FieldShell {
  label: string;
  error?: string | null;
  hint?: string | null;
  required?: boolean;
}

/** What a field component leaves to its control: the wiring (id, aria-*, value, change) is its own. */
type Passed<A> = Omit<A, 'id' | 'value' | 'onChange' | 'required' | 'children' | `aria-${string}`>;

/**
 * A labelled input (text, email, password, tel, date, …) with its hint and error wired to it (aria-describedby,
 * aria-invalid); other input attributes (name, type, autoComplete, maxLength, onBlur, …) pass through.
 */
export function TextField({
  label,
  error,
  hint,
  required = false,
  value,
  onChange,
  type = 'text',
  ...input
}: FieldShell & Passed<InputHTMLAttributes<HTMLInputElement>> & { value: string; onChange: (value: string) => void }) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(id, describedBy) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          type={type}
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...input}
        />
      )}
    </Field>
  );
}

/** A labelled multi-line text box with its hint and error wired to it; other textarea attributes (rows, maxLength, …) pass through. */
export function TextAreaField({
  label,
  error,
  hint,
  required = false,
  value,
  onChange,
  ...textarea
}: FieldShell & Passed<TextareaHTMLAttributes<HTMLTextAreaElement>> & { value: string; onChange: (value: string) => void }) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(id, describedBy) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...textarea}
        />
      )}
    </Field>
  );
}

/** A labelled drop-down (its `<option>`s as children) with its hint and error wired to it; other select attributes pass through. */
export function SelectField({
  label,
  error,
  hint,
  required = false,
  value,
  onChange,
  children,
  ...select
}: FieldShell & Passed<SelectHTMLAttributes<HTMLSelectElement>> & { value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox whose label is its children (links allowed), with its error under it and wired to it. */
export function CheckboxField({
  checked,
  onChange,
  error,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <small id={errorId} className="field-error">
          {error}
        </small>
      ) : null}
    </>
  );
}
