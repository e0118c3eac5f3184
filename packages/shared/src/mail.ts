/**
 * The mails a member can switch off, one kind at a time (by the link in each such mail or in My Account), with the
 * words both the server's unsubscribe page and the account's toggles use. Pure data: no Node imports.
 */
export const MAIL_KINDS = ['renewal_upcoming', 'payment_failed', 'cycle_deadline', 'certificate_revoked'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (value: unknown): value is MailKind => typeof value === 'string' && (MAIL_KINDS as readonly string[]).includes(value);

/** What each kind is, as a toggle label and in "You will no longer receive …". */
export const MAIL_KIND_LABELS: Record<MailKind, { label: string; description: string }> = {
  renewal_upcoming: { label: 'Renewal reminders', description: 'A reminder before your paid plan renews, with the date and the amount.' },
  payment_failed: {
    label: 'Failed payment notices',
    description: 'A notice when a renewal payment fails, with the date your access depends on, and a reminder two days before that date.',
  },
  cycle_deadline: {
    label: 'CPD deadline reminders',
    description: "A reminder when a professional body's deadline nears and points are still missing.",
  },
  certificate_revoked: { label: 'Certificate revocation notices', description: 'A notice when one of your certificates is revoked, with the reason.' },
};

/** A label inside a sentence: "Renewal reminders" → "renewal reminders", while "CPD deadline reminders" keeps its capitals. */
export const inSentence = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

export const MAIL_PREFERENCE_TEXTS = {
  heading: 'E-mail notifications',
  intro: 'Choose which e-mails we send you. Account e-mails (confirmations, password resets) and receipts are always sent.',
  saved: 'Your e-mail choices have been saved.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (label: string) => `Stop sending you ${inSentence(label)}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: (label: string) => `You will no longer receive ${inSentence(label)}. You can turn them on again in My Account.`,
  invalidLink: 'This unsubscribe link is not valid. You can choose which e-mails you receive in My Account.',
} as const;
