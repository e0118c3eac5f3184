/**
 * Numeric limits of the product (SPEC), the same on both sides: the server validates with them, the client
 * sizes its forms and explains the rules with them. Pure data: no Node or browser imports.
 */

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
  /** Professional bodies a member may follow at once (CPD profiles). */
  cpdBodiesMax: 5,
  /** Each of a reflection's two fields (what I learned, how I will apply it), in characters. */
  reflectionFieldMax: 1000,
  /** Entries lacking a reflection listed on a dashboard card (the newest; the card says how many there are). */
  cpdEntriesListed: 10,
  /** Share links to the CPD record a member may have open at once (neither expired nor revoked). */
  recordSharesActiveMax: 10,
  /** A share link's lifetime in days: least, most and the form's default. */
  recordShareDaysMin: 1,
  recordShareDaysMax: 365,
  recordShareDaysDefault: 90,
  /** A share link's optional label, in characters. */
  recordShareLabelMax: 80,
} as const;
