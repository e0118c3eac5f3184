/** When reminders go out (see docs/decisions.md, "Reminder mails"). */
export const REMINDER_RULES = {
  /** Days before a paid plan renews: a yearly charge gets two weeks to decide, a monthly one a few days. */
  renewalLeadDays: { year: 14, month: 3 } as Record<'year' | 'month', number>,
  /** Days before the grace period of a failed renewal ends, while the payment is still missing. */
  graceEndingLeadDays: 2,
  /** Days before a body's deadline (31 December) while points are still missing. */
  cycleDeadlineLeadDays: 30,
  /** How often each process looks for due reminders; the first look is shortly after start. */
  runIntervalMs: 60 * 60_000,
  firstRunDelayMs: 60_000,
} as const;
