import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function Alert({ kind = 'error', children }: { kind?: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

interface FieldProps {
  label: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
  error?: string | null;
  hint?: string | null;
  required?: boolean;
}

/** A labelled form control with its error and hint wired for screen readers. */
export function Field({ label, children, error, hint, required }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(id, describedBy)}
      {hint ? (
        <small id={hintId} className="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} className="field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** What Tab can reach inside `root`, in document order (disabled and hidden controls left out). */
function tabbable(root: HTMLElement): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  return [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length > 0);
}

/**
 * An accessible modal dialog, labelled by its title (and described by the element `describedBy` names): focus moves
 * into it when it opens and goes back where it was when it closes; Tab and Shift+Tab stay inside; Escape and the
 * backdrop call `onClose`. Opening and closing happen once per mount, however often the parent renders.
 */
export function Modal({ title, onClose, describedBy, children }: { title: string; onClose: () => void; describedBy?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latestOnClose.current();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);
  const keepTabInside = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    const dialog = e.currentTarget;
    const items = tabbable(dialog);
    const active = document.activeElement;
    if (items.length === 0) e.preventDefault();
    else if (e.shiftKey && (active === items[0] || active === dialog)) {
      e.preventDefault();
      items[items.length - 1].focus();
    } else if (!e.shiftKey && active === items[items.length - 1]) {
      e.preventDefault();
      items[0].focus();
    }
  };
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="modal card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        ref={ref}
        onKeyDown={keepTabInside}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/**
 * Asks before a destructive step (the one confirmation of the app): the title as a question, what will happen (the
 * dialog's description), the action and Cancel, in a Modal. The action button says `busyLabel` and is disabled while
 * `busy`; Escape, the backdrop and Cancel close it.
 */
export function ConfirmDialog({
  title,
  children,
  action = 'Delete',
  busyLabel = 'Deleting...',
  busy,
  disabled = false,
  details,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  action?: string;
  busyLabel?: string;
  busy: boolean;
  /** The action stays disabled (e.g. until a password is typed). */
  disabled?: boolean;
  /** More than a sentence: lists, a form field, an error; shown under the text. */
  details?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const textId = useId();
  return (
    <Modal title={title} onClose={onCancel} describedBy={textId}>
      <p id={textId}>{children}</p>
      {details}
      <div className="button-row">
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy || disabled}>
          {busy ? busyLabel : action}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

/** An empty list: what is missing, what to do about it and, where there is one, the way there. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-box">
      <p className="empty-box-title">{title}</p>
      {children ? <p className="empty-box-text">{children}</p> : null}
      {action}
    </div>
  );
}

export function ProBadge() {
  return <span className="pro-badge">PRO</span>;
}

/** Reads a GraphQL or network error as the text to show. */
export function errorMessage(error: unknown, fallback: string, network = 'Network error. Please try again.'): string {
  const e = error as { errors?: Array<{ message: string }>; graphQLErrors?: Array<{ message: string }>; name?: string; message?: string } | null;
  if (!e) return fallback;
  const gqlErrors = e.errors ?? e.graphQLErrors;
  if (gqlErrors && gqlErrors.length > 0) return gqlErrors[0].message || fallback;
  if (e.name === 'ServerError' || e.name === 'ServerParseError' || e.name === 'TypeError' || /fetch|network/i.test(e.message ?? '')) return network;
  return e.message || fallback;
}

/** The `extensions` of the first GraphQL error, if any. */
export function errorExtensions(error: unknown): Record<string, unknown> {
  const e = error as { errors?: Array<{ extensions?: Record<string, unknown> }> } | null;
  return e?.errors?.[0]?.extensions ?? {};
}

/** A padlock drawn in SVG: the emoji renders as an empty box where no emoji font is installed. */
export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="icon-lock" width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="3.5" y="8.5" width="13" height="9.5" rx="2" fill="currentColor" />
      <path d="M6.5 8.5V6a3.5 3.5 0 0 1 7 0v2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
