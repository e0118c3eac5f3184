/**
 * Browser storage keys of SPEC §3: persistent `token` and `user`; session-scoped
 * `pendingSubscriptionUser`, `stripeSessionId` and `tempPassword` (checkout hand-off only).
 */
export const KEYS = {
  token: 'token',
  user: 'user',
  pendingSubscriptionUser: 'pendingSubscriptionUser',
  stripeSessionId: 'stripeSessionId',
  /** The secret that proves, on return from checkout, that this tab opened it. */
  checkoutHandoff: 'checkoutHandoff',
  tempPassword: 'tempPassword',
  pendingPlan: 'pendingPlan',
  /** Short-lived, read-only: a lapsed member's own CPD record (from the 402 answer). */
  recordToken: 'recordToken',
  /** A line for the sign-in page from the page that signed the member out (e.g. a deleted account). */
  signInNotice: 'signInNotice',
  /** Session-scoped: where sign-in returns to (a partner application's consent page), instead of the start page. */
  returnAfterSignIn: 'returnAfterSignIn',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const persistent = {
  get: (key: string) => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => localStorage.removeItem(key), undefined),
};

export const sessionScoped = {
  get: (key: string) => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => sessionStorage.removeItem(key), undefined),
};

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it stored under that key
export function readJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  return safe(() => JSON.parse(raw) as T, null);
}

/** Clears the checkout hand-off entries (after payment, cancel or sign-in). */
export function clearPendingCheckout(): void {
  sessionScoped.remove(KEYS.pendingSubscriptionUser);
  sessionScoped.remove(KEYS.stripeSessionId);
  sessionScoped.remove(KEYS.checkoutHandoff);
  sessionScoped.remove(KEYS.tempPassword);
  sessionScoped.remove(KEYS.recordToken);
}
