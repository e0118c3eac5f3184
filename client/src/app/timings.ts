/** How long the client waits before it acts on its own: typing pauses and the redirects after a message (milliseconds). */
export const TIMINGS = {
  searchDebounceMs: 300,
  redirectAfterResetMs: 3000,
  redirectAfterPaymentMs: 2000,
  redirectAfterAuthErrorMs: 2000,
  redirectAfterFreeConfirmMs: 1000,
} as const;
