/**
 * Business constants, lists and user-facing texts of the product, shared by server and client
 * (the client imports this file through the `@shared` alias). Pure data: no Node imports.
 */

export const PRODUCT_NAME_DEFAULT = 'Leerpunt';

export const LIMITS = {
  maxTestAttempts: 3,
  passPercentage: 80,
  optionsPerQuestion: 4,
  questionsPerTest: 5,
  /** Questions kept per article in the bank; each attempt draws questionsPerTest of them. */
  questionBankSize: 10,
  monthlyAllowancePerMonth: 1,
  defaultArticlePoints: 1,
  annualPointsGoal: 10,
  ratingMin: 1,
  ratingMax: 5,
  feedbackCommentMax: 1000,
  articlesPageSize: 100,
  /** Longest library search text, in characters. */
  librarySearchMax: 200,
  aiQuestionMax: 500,
  aiHistoryEntries: 5,
  discountCodeMax: 50,
  contactNameMax: 100,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
  requestProfessionMax: 100,
  requestTopicMax: 200,
  requestDescriptionMax: 2000,
  passwordMin: 8,
  passwordResetTtlMinutes: 60,
  emailConfirmationTtlHours: 72,
  recommendedArticles: 3,
  latestUpdates: 3,
  latestUpdateTitleCut: 60,
  latestUpdateContentCut: 120,
  chartMinBarPercent: 8,
  pdfViewerHeightPx: 800,
  narrowBreakpointPx: 768,
  searchDebounceMs: 300,
  redirectAfterResetMs: 3000,
  redirectAfterPaymentMs: 2000,
  redirectAfterAuthErrorMs: 2000,
  redirectAfterFreeConfirmMs: 1000,
  /** Largest PDF an admin may upload (bytes). */
  pdfUploadMaxBytes: 10 * 1024 * 1024,
  articleTitleMax: 300,
  articleSummaryMax: 5000,
  articleContentMax: 200_000,
  newsContentMax: 20_000,
  /** Oldest year the dashboard's year selector accepts (the newest is next year). */
  dashboardYearMin: 2000,
  /** Largest evidence file a member may attach to an outside activity (bytes). */
  evidenceMaxBytes: 5 * 1024 * 1024,
  outsideTitleMax: 200,
  outsideProviderMax: 200,
  outsideCategoryMax: 100,
  /** Upper bounds that catch typing slips (a 1,000-hour entry) without judging real activities. */
  outsideHoursMax: 500,
  outsidePointsMax: 100,
  outsidePageSizeMax: 100,
} as const;

/** Kinds of CPD done outside the platform, with the label members see. */
export const OUTSIDE_ACTIVITY_KINDS = {
  COURSE: 'Course',
  CONFERENCE: 'Conference',
  READING: 'Reading',
  E_LEARNING: 'E-learning',
  OTHER: 'Other',
} as const;
export type OutsideActivityKind = keyof typeof OUTSIDE_ACTIVITY_KINDS;

/** Evidence file types accepted, by the content type they are stored and served with. */
export const EVIDENCE_TYPES = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export type EvidenceContentType = keyof typeof EVIDENCE_TYPES;

export const RECOMMENDATION_WEIGHTS = {
  primaryProfession: 2,
  secondaryProfession: 1,
  secondProfessionPrimaryMatch: 1.5,
  secondProfessionSecondaryMatch: 0.75,
  hasPublicationDate: 0.1,
} as const;

export type PlanId = 'professional' | 'professionalMonthly' | 'professionalInsights';

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Price in EUR cents excluding VAT; 0 for the free plan. */
  amount: number;
  interval: 'year' | 'month' | null;
  canTakeTests: boolean;
  canDownloadCertificates: boolean;
  hasAssistant: boolean;
  features: string[];
}

export const PLANS: Record<PlanId, PlanDefinition> = {
  professional: {
    id: 'professional',
    name: 'Professional',
    amount: 49900,
    interval: 'year',
    canTakeTests: true,
    canDownloadCertificates: true,
    hasAssistant: true,
    features: [
      'Official CPD points',
      'Accredited certificates',
      'Short tests of 5 AI-generated questions',
      'Request your favourite articles for CPD points',
      'Progress and certification history',
      'Annual billing',
      'Priority support',
      'AI assistant',
    ],
  },
  professionalMonthly: {
    id: 'professionalMonthly',
    name: 'Professional Monthly',
    amount: 4999,
    interval: 'month',
    canTakeTests: true,
    canDownloadCertificates: true,
    hasAssistant: false,
    features: ['Everything in Professional Insights', 'CPD points: 1 point per month, rolling over', 'Certificates', 'Tests', 'Progress history'],
  },
  professionalInsights: {
    id: 'professionalInsights',
    name: 'Professional Insights',
    amount: 0,
    interval: null,
    canTakeTests: false,
    canDownloadCertificates: false,
    hasAssistant: false,
    features: ['Unlimited article reading', 'Multiple professions', 'One global platform', 'E-mail support'],
  },
};

export const PLAN_ORDER: PlanId[] = ['professionalInsights', 'professionalMonthly', 'professional'];

/** Names under which each plan is recognised (SPEC §3), besides its provider price id. */
export const PLAN_ALIASES: Record<PlanId, string[]> = {
  professional: ['professional', 'Professional', 'PROFESSIONAL'],
  professionalMonthly: ['professionalMonthly', 'Professional Monthly', 'PROFESSIONAL_MONTHLY'],
  professionalInsights: ['professionalInsights', 'Professional Insights', 'ProfessionalInsights', 'PROFESSIONAL_INSIGHTS'],
};

/** Resolves a plan name, alias or price id to a plan id; null when unknown. */
export function recognisePlan(value: string | null | undefined, priceIds: Partial<Record<PlanId, string>> = {}): PlanId | null {
  if (!value) return null;
  const v = value.trim();
  for (const id of PLAN_ORDER) {
    if (PLAN_ALIASES[id].includes(v) || (priceIds[id] && priceIds[id] === v)) return id;
  }
  return null;
}

/** Money in minor units shown as units with two decimals. */
export const formatMoney = (minor: number): string => (minor / 100).toFixed(2);
/** The one way an amount is shown, in the app, the sandbox pages and the e-mails: €499.00 (EUR cents in, excl. VAT). */
export const formatEuro = (minor: number): string => `€${formatMoney(minor)}`;

export const CATEGORIES = [
  'Accounting',
  'Valuation',
  'Tax',
  'Medicine',
  'Engineering',
  'Project Management',
  'Software Development',
  'Architecture',
  'Law',
  'Consulting',
  'Marketing',
  'Finance',
  'Education',
  'Research',
  'Business Analysis',
  'Data Science',
  'Other',
] as const;

export const LIBRARY_LANGUAGES = ['English', 'Dutch', 'German', 'Spanish'] as const;

/** Library search highlights wrap matched words in these control characters (STX … ETX), which stored text never contains. */
export const SEARCH_MATCH_MARKS = { start: '\u0002', end: '\u0003' } as const;

export const REQUEST_LANGUAGES = ['English', 'Dutch', 'German', 'Spanish', 'French', 'Italian', 'Portuguese'] as const;

/** SPEC §9: default language of an article request. */
export const DEFAULT_REQUEST_LANGUAGE = 'English';

export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const PROFESSIONS = [
  'Accountant',
  'Auditor',
  'Tax Advisor',
  'Financial Controller',
  'Financial Analyst',
  'Medical Doctor',
  'Nurse',
  'Pharmacist',
  'Lawyer',
  'Notary',
  'Civil Engineer',
  'Mechanical Engineer',
  'Software Engineer',
  'Architect',
  'Project Manager',
  'Consultant',
  'Data Scientist',
  'Marketing Professional',
  'Teacher',
  'Researcher',
  'Business Analyst',
  'Other',
] as const;

export const NEWS_TYPES = ['news', 'feature', 'announcement', 'update'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** Library switch (SPEC §2): YouTube items or everything else. */
export const LIBRARY_MODES = [
  { value: 'ARTICLES', label: 'Articles' },
  { value: 'VIDEOS', label: 'YouTube Videos' },
] as const;

/** Sort By options of the library, in the order the spec lists them; NEWEST is the default. */
export const LIBRARY_SORTS = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'OLDEST', label: 'Oldest' },
  { value: 'TITLE', label: 'Title A-Z' },
  { value: 'POINTS', label: 'PE Points' },
] as const;

/** Star labels of the feedback widget, index = rating (0 = none chosen). */
export const RATING_LABELS = ['Select a rating', 'Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** Source filter values are compared lower-cased with whitespace collapsed (SPEC §5). */
export const normaliseSource = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

export const DEFAULT_PHONE_COUNTRY_CODE = '+31';

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
  certificateVerifyRateLimited: 'Too many verification requests. Please try again in a minute.',
  addressRateLimited: 'Too many address lookups. Please type the address yourself or try again in a minute.',
  discountInvalid: 'Invalid discount code',
  discountNetwork: 'Failed to validate discount code. Please try again.',
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
} as const;

/** Billing-portal configuration error text, with the support address filled in. */
export const portalConfigurationError = (email: string) =>
  `The billing portal is temporarily unavailable. Please contact support at ${email} to manage your subscription.`;

/** Billing rules (SPEC §3, §9) that server and client share. */
export const BILLING = {
  currency: 'eur',
  /** Prices and amounts are shown and charged excluding VAT. */
  vatNote: 'Prices exclude VAT.',
  /** The checkout plan type the client sends (SPEC §3). */
  checkoutPlanType: 'PROFESSIONAL',
  /** An unpaid checkout session expires after this many hours (as Stripe's do). */
  checkoutSessionTtlHours: 24,
  /** After the first successful verification, the same session id yields a token for this long only. */
  verifyWindowMinutes: 15,
  /** A sandbox billing-portal link stays valid this long. */
  portalSessionTtlMinutes: 60,
  /** The sandbox accepts this card number (spaces ignored); SANDBOX_DECLINED_CARD is always declined. */
  sandboxTestCard: '4242424242424242',
  sandboxDeclinedCard: '4000000000000002',
  maxPercentOff: 100,
} as const;

/** Discount, checkout and verification texts the server answers with (shown by the client as-is). */
export const BILLING_MESSAGES = {
  discountEmpty: 'Please enter a discount code.',
  discountTooLong: `Discount code must be at most ${LIMITS.discountCodeMax} characters`,
  discountExpired: 'This discount code has expired',
  discountNotYetValid: 'This discount code is not valid yet',
  discountExhausted: 'This discount code has reached its maximum number of uses',
  discountWrongPlan: 'This discount code is not valid for the selected plan',
  discountPaidPlansOnly: 'Discount codes apply to paid plans only',
  planUnknown: 'Unknown subscription plan',
  planNotFree: 'This plan is not free. Please proceed to payment.',
  planIsFree: 'The free plan needs no payment. Please choose it without checkout.',
  alreadySubscribed: 'You already have an active subscription that includes this plan',
  paidPlanActive: 'You already have an active paid subscription. Manage it from your account.',
  sessionNotPaid: 'Payment has not been completed for this session',
  sessionCancelled: 'This payment was cancelled. No payment was charged.',
  sessionExpired: 'This payment session has expired. Please start again.',
  sessionOtherUser: 'This payment session belongs to another account',
  sessionAlreadyVerified: 'This payment was already confirmed. Please sign in to continue.',
  noBillingAccount: 'There is no paid subscription to manage for this account',
  cardInvalid: 'Your card number is invalid. In test mode use 4242 4242 4242 4242.',
  cardDeclined: 'Your card was declined.',
  cardExpiry: 'Your card has expired or the expiry date is invalid.',
  cardCvc: "Your card's security code is invalid.",
  cardName: 'Please enter the name on the card.',
} as const;

/**
 * The GraphQL enum name of a listed value: upper-case words joined by underscores ('Project Management' →
 * PROJECT_MANAGEMENT). The API speaks enum names; the database and the REST facade keep the listed values.
 */
export const enumKey = (value: string): string =>
  value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The listed value behind a GraphQL enum name (the inverse of enumKey); the name itself when it is not listed. */
export const enumLabel = (values: readonly string[], key: string): string => values.find((v) => enumKey(v) === key) ?? key;
