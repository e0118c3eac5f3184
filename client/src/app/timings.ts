/** How long the client waits before it acts on its own: typing pauses and the redirects after a message (milliseconds). */
export const TIMINGS = {
  searchDebounceMs: 300,
  redirectAfterResetMs: 3000,
  redirectAfterPaymentMs: 2000,
  redirectAfterAuthErrorMs: 2000,
  redirectAfterFreeConfirmMs: 1000,
  /** The reader's study heartbeat while the page is visible (the server credits at most 60 s a beat). */
  studyHeartbeatMs: 20_000,
} as const;
