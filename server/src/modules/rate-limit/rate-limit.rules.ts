import type { RateRule } from './rate-limit.service';

/** Every abuse limit in one place. */
export const RATE_RULES = {
  loginFailuresPerEmail: { name: 'login-fail-email', limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Per address and e-mail together, so nobody can use up a victim's reset mails from elsewhere. */
  passwordResetPerIpAndEmail: { name: 'reset-ip-email', limit: 3, windowSeconds: 60 * 60 },
  passwordResetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 60 * 60 },
  /** Attempts to set a new password with a reset link (each valid one costs a password hash). */
  resetPasswordPerIp: { name: 'reset-password-ip', limit: 20, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register-ip', limit: 20, windowSeconds: 60 * 60 },
  resendPerEmail: { name: 'resend-email', limit: 3, windowSeconds: 60 * 60 },
  resendPerIp: { name: 'resend-ip', limit: 20, windowSeconds: 60 * 60 },
  certificateVerifyPerIp: { name: 'verify-ip', limit: 60, windowSeconds: 60 },
  /** Bulk verification (up to 100 ids a call): 10 calls a minute, so an audit sample of 1,000 takes a minute. */
  certificateBulkVerifyPerIp: { name: 'verify-bulk-ip', limit: 10, windowSeconds: 60 },
  /**
   * Bulk verification by a partner client whose token holds `verify:bulk`, counted per client instead of per IP;
   * the limit is PARTNER_BULK_VERIFY_PER_MINUTE (this one is its default), see CertificatesService.verifyMany.
   */
  certificateBulkVerifyPerClient: { name: 'verify-bulk-client', limit: 100, windowSeconds: 60 },
  /** Opening a CPD record share link verifies every certificate in it (as a bulk check does): 10 a minute, unknown tokens included. */
  recordShareOpenPerIp: { name: 'record-share-ip', limit: 10, windowSeconds: 60 },
  /** New share links per member (the quota of active links is separate). */
  recordShareCreatePerUser: { name: 'record-share-create-user', limit: 30, windowSeconds: 60 * 60 },
  assistantPerUser: { name: 'assistant-user', limit: 20, windowSeconds: 60 * 60 },
  contactPerUser: { name: 'contact-user', limit: 10, windowSeconds: 60 * 60 },
  articleRequestsPerUser: { name: 'article-request-user', limit: 20, windowSeconds: 60 * 60 },
  /** New outside activities: 30 in ten minutes is a year's record typed in at a sitting, not a script filling the store. */
  outsideCreatePerUser: { name: 'outside-create-user', limit: 30, windowSeconds: 10 * 60 },
  /** Evidence uploads (replacements included), per member. */
  evidenceUploadsPerUser: { name: 'evidence-upload-user', limit: 30, windowSeconds: 10 * 60 },
  discountPerIp: { name: 'discount-ip', limit: 30, windowSeconds: 10 * 60 },
  /** Address autocomplete asks after a pause in typing: 60 lookups a minute is several addresses typed in full. */
  addressSuggestionsPerIp: { name: 'address-ip', limit: 60, windowSeconds: 60 },
  /** The reader beats every 20 s while visible, and once more when it is shown or hidden: 12 a minute leaves room for tab switching. */
  studyBeatsPerUser: { name: 'study-beat-user', limit: 12, windowSeconds: 60 },
  /** Connecting or testing a learning record store calls it: 10 in ten minutes is enough to fix a typo or two. */
  lrsPerUser: { name: 'lrs-user', limit: 10, windowSeconds: 10 * 60 },
  /** Asking to move the account to another address (each sends two mails). */
  emailChangePerUser: { name: 'email-change-user', limit: 5, windowSeconds: 60 * 60 },
  /** The full data export reads everything the member has, evidence files included: a few a day is plenty. */
  dataExportPerUser: { name: 'data-export-user', limit: 5, windowSeconds: 24 * 60 * 60 },
  /** Account deletion attempts (each checks the password; the sign-in failure limits count too). */
  accountDeletionPerUser: { name: 'account-delete-user', limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
