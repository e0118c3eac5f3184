/**
 * User-facing texts of the product (SPEC §2, §5, §8, verbatim), shown by the client and answered by the server.
 * Pure data: no Node or browser imports.
 */
import { LIMITS } from './limits';

export const SUPPORT_HOURS = 'Monday-Friday 9:00-18:00 CET';
export const SUPPORT_REPLY = 'We reply within 24 hours on weekdays.';

/** User-facing texts of SPEC §2, §5 and §8, verbatim. */
export const MESSAGES = {
  checkingAuth: 'Checking authentication...',
  subscriptionRequired: 'Subscription Required',
  choosePlan: 'Choose a Plan',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  acceptPrivacy: 'You must accept the Privacy Policy to register',
  acceptTerms: 'You must accept the Terms of Service to register',
  networkError: 'Network error. Please try again.',
  loginProfileFailed: 'Login successful, but failed to retrieve user profile.',
  resendSuccess: 'Confirmation email sent! Please check your inbox and spam folder. Emails may take a few minutes to arrive.',
  confirmInvalid: 'Invalid or expired confirmation link',
  confirmSuccess: 'Email confirmed successfully!',
  resetInvalid: 'Invalid or expired reset link',
  resetVerifyError: 'An error occurred while verifying the reset link',
  resetNoToken: 'No token found in URL',
  resetFailed: 'Failed to reset password',
  genericRetry: 'An error occurred. Please try again.',
  adminDenied: 'Access denied: Admin privileges required',
  adminVerifyFailed: 'Failed to verify admin credentials',
  adminError: 'Error processing admin authentication. Please try again.',
  readOnlyField: 'This field cannot be edited. Contact support if changes are needed.',
  profileFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated successfully!',
  feedbackSelectRating: 'Please select a rating',
  feedbackFailed: 'Failed to submit feedback',
  feedbackNetwork: 'Failed to submit feedback. Please try again.',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackUpdated: 'Your feedback has been updated successfully!',
  testSubmitError: 'Error submitting test',
  testFailScore: 'A score of 80% is required to pass. Please try again.',
  testAlreadyPassed: 'You already passed this test.',
  testMaxAttempts: 'Maximum attempts reached. Attempts remaining: ',
  testStartError: 'Error starting test',
  testNotIncluded: 'Your plan does not include certification tests. Upgrade to Professional to take tests.',
  testAllowanceTooLow: 'Your monthly PE allowance is too low for this article. It grows by 1 point every month.',
  testNotStarted: 'No test in progress for this article. Start the test first.',
  testUnavailable: 'No test is available for this article yet.',
  certificateNotEarned: 'No certificate: pass the test on this article first.',
  certificateNotIncluded: 'Your plan does not include certificates.',
  certificateRevoked: 'This certificate has been revoked.',
  certificateNotFound: 'Certificate not found',
  certificateIdRequired: 'Please enter a certificate ID.',
  certificateIdInvalid:
    'This is not a certificate ID. A certificate ID has 26 letters and digits, as printed on the certificate below its QR code; please check it and try again.',
  certificateVerifyRateLimited: 'Too many verification requests. Please try again in a minute.',
  addressRateLimited: 'Too many address lookups. Please type the address yourself or try again in a minute.',
  discountInvalid: 'Invalid discount code',
  discountNetwork: 'Failed to validate discount code. Please try again.',
  /** SPEC §8's other form, for a validation the server answered but could not complete (an internal error, a gateway's error page). */
  discountValidationError: 'Error validating discount code. Please try again.',
  discountSelectPlan: 'Please select a plan before applying a discount code.',
  selectPlan: 'Please select a subscription plan to continue.',
  sessionExpired: 'Session expired. Please log in again.',
  freePlanFailed: 'Failed to activate free plan',
  freePlanSelected: 'Free plan selected. You can now log in.',
  checkoutFailed: 'Failed to create checkout session',
  checkoutAuthFailed: 'Authentication failed. Please log in again.',
  checkoutEmailNotConfirmed: 'Please check your email and click the confirmation link to activate your account.',
  checkoutProcessFailed: 'Failed to process payment. Please try again or contact support.',
  checkoutInitiateFailed: 'Failed to initiate payment. Please try again.',
  paymentVerifyFailed: 'Payment verification failed',
  paymentInvalidSession: 'Invalid session. Please try again.',
  subscriptionActivated: 'Subscription activated successfully!',
  aiFailed: 'Failed to get answer',
  aiEmpty: 'Please enter a question.',
  aiTooLong: `Your question can be at most ${LIMITS.aiQuestionMax} characters long.`,
  aiProfessionalRequired: 'The AI assistant is part of the Professional plan. Upgrade to Professional to ask questions.',
  aiRateLimited: 'You have asked many questions in a short time. Please try again later.',
  aiLockedTitle: 'Professional Plan Required',
  certificateVerifyFailed: 'Verification failed',
  certificateLoadError: 'Error loading certificate',
  contactFailed: 'Failed to send message. Please try again.',
  contactNetwork: 'Network error. Please check your connection and try again.',
  contactSuccess: "Your message has been sent successfully! We'll get back to you within 24 hours.",
  portalStripeError: 'Unable to access billing portal. Please try again in a few minutes.',
  portalFailed: 'Failed to open subscription management. Please try again.',
  portalNetwork: 'Network error. Please check your internet connection and try again.',
  requestFailed: 'Failed to submit request. Please try again.',
  requestSuccess: 'Your article request has been submitted successfully! Our team will review it and consider adding relevant content.',
  noRecommendations: 'No new articles to recommend. Check back later!',
  noUpdates: 'No updates available',
  noCertificates: "You haven't earned any certificates yet.",
  libraryEmpty: 'no videos or articles found, try adjusting filters',
  newsEmpty: 'no updates available',
  feedbackRatingRange: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`,
  feedbackCommentTooLong: `Comment must be at most ${LIMITS.feedbackCommentMax} characters`,
  feedbackCommentType: 'Comment must be text',
  feedbackAnonymousType: 'is_anonymous must be true or false',
  articleNotFound: 'Article not found',
  newsNotFound: 'News item not found',
  pdfNotFound: 'PDF not found',
  pdfInvalid: 'The uploaded file is not a PDF',
  pdfTooLarge: `The PDF must be at most ${LIMITS.pdfUploadMaxBytes / (1024 * 1024)} MB`,
  dashboardTagline: 'Continue your professional development',
  dashboardYearInvalid: `Year must be a whole number from ${LIMITS.dashboardYearMin} to next year`,
  freePlanBanner: "You're on Professional Insights",
  historyEmpty: 'Start Building Your History',
  cpdDateInvalid: 'Dates must be real calendar dates written as YYYY-MM-DD',
  cpdRangeInvalid: 'The start date must not be after the end date',
  cpdFormatInvalid: 'Format must be csv or html',
  outsideNotFound: 'Outside activity not found',
  outsidePlanRequired: 'Logging outside activities is part of the Professional and Professional Monthly plans',
  outsideKindInvalid: 'Choose the kind of activity',
  outsideDateInvalid: 'Enter the date as YYYY-MM-DD',
  outsideDateFuture: 'The date cannot be in the future',
  outsideDateTooOld: `The date must be in ${LIMITS.dashboardYearMin} or later`,
  outsideTitleRequired: 'Enter the title of the activity',
  outsideTitleTooLong: `The title must be at most ${LIMITS.outsideTitleMax} characters`,
  outsideProviderRequired: 'Enter the provider or organiser',
  outsideProviderTooLong: `The provider must be at most ${LIMITS.outsideProviderMax} characters`,
  outsideCategoryRequired: 'Enter a category',
  outsideCategoryTooLong: `The category must be at most ${LIMITS.outsideCategoryMax} characters`,
  outsideHoursInvalid: `Hours must be a number greater than 0 and at most ${LIMITS.outsideHoursMax}, with at most two decimals`,
  outsidePointsInvalid: `Points must be a number from 0 to ${LIMITS.outsidePointsMax}, with at most two decimals`,
  evidenceTooLarge: `The evidence file must be at most ${LIMITS.evidenceMaxBytes / (1024 * 1024)} MB`,
  evidenceTypeInvalid: 'The evidence file must be a PDF, PNG or JPEG',
  evidenceEmpty: 'The evidence file is empty',
  evidenceMultipart: 'Send the file itself as the request body (Content-Type application/pdf, image/png or image/jpeg), not a multipart form',
  evidenceTypeMismatch: 'The file content does not match its declared type; upload a PDF, PNG or JPEG',
  evidenceNotFound: 'No evidence file is attached to this activity',
  outsideCreateRateLimited: 'You are adding activities very quickly. Please try again in a few minutes.',
  evidenceUploadRateLimited: 'You are uploading evidence very quickly. Please try again in a few minutes.',
  cpdProfileUnknown: 'Choose a professional body from the list',
  cpdBodyTwice: 'Each professional body can be chosen once',
  cpdBodiesTooMany: `Choose at most ${LIMITS.cpdBodiesMax} professional bodies`,
  cpdCycleStartRequired: 'Enter the year your current cycle started',
  cpdCycleStartInvalid: `Enter a year from ${LIMITS.dashboardYearMin} to this year`,
  reflectionEmpty: 'Write what you learned or how you will apply it',
  reflectionTooLong: `Keep each part of the reflection to at most ${LIMITS.reflectionFieldMax} characters`,
  reflectionEntryNotFound: 'Completion or outside activity not found',
  /** The public share page's one answer for an unknown, expired or revoked link, so tokens cannot be probed. */
  recordShareUnavailable: 'This share link is not valid. It may have expired or been revoked; ask the member for a new link.',
  recordShareNotFound: 'Share link not found',
  recordSharesFull: `You already have ${LIMITS.recordSharesActiveMax} active share links. Revoke one before creating another.`,
  recordShareDaysInvalid: `Choose an expiry between ${LIMITS.recordShareDaysMin} and ${LIMITS.recordShareDaysMax} days`,
  recordShareLabelTooLong: `The label must be at most ${LIMITS.recordShareLabelMax} characters`,
  recordShareCreateRateLimited: 'You are creating share links very quickly. Please try again later.',
} as const;

/** Refusal of an evidence upload that would pass the member's storage quota (`quotaMb`, the configured size). */
export const evidenceQuotaFull = (quotaMb: number) => `Your evidence storage is full (${quotaMb} MB). Delete evidence you no longer need.`;

/** Refusal of a new outside activity past the per-member cap. */
export const outsideActivitiesFull = (max: number) =>
  `You have reached the limit of ${max} outside activities. Delete activities you no longer need before adding more.`;

/** The member's evidence storage in use, e.g. "12.5 MB of 100 MB used" (MB = 1024 × 1024 bytes, as the quota is set). */
export function evidenceUsageText(usedBytes: number, limitBytes: number): string {
  const mb = (bytes: number) => {
    const value = bytes / (1024 * 1024);
    if (value === 0) return '0';
    if (value < 0.1) return '< 0.1';
    return value < 10 ? String(Math.round(value * 10) / 10) : String(Math.round(value));
  };
  return `${mb(usedBytes)} MB of ${mb(limitBytes)} MB used`;
}

/** Billing-portal configuration error text, with the support address filled in. */
export const portalConfigurationError = (email: string) =>
  `The billing portal is temporarily unavailable. Please contact support at ${email} to manage your subscription.`;

/** Whole minutes of study still asked for, rounded up (a few seconds left still reads as 1 minute). */
export const studyMinutesLeft = (remainingSeconds: number) => Math.max(1, Math.ceil(remainingSeconds / 60));

/** Start-test refusal (and the reader's notice) while the member has not studied the item long enough. */
export const studyTimeRequired = (remainingSeconds: number) => {
  const minutes = studyMinutesLeft(remainingSeconds);
  return `Study this item for another ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before starting the test.`;
};
