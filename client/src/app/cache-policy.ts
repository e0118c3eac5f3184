/**
 * How the Apollo cache keeps what the client reads. Plain data, so a test can hold every client document
 * against it: a type with key fields must select them wherever it is read, or Apollo refuses to store it.
 */

/**
 * Entities: one cached object per identity, shared by every query and fragment that reads it, so an
 * update through one screen shows on the others. Most are identified by `id`; the others by the field
 * the schema gives as their identity.
 */
export const KEY_FIELDS: Record<string, readonly string[]> = {
  // A graded attempt: a new one is added to the cached activity history from the submit's answer.
  ActivityItem: ['id'],
  Article: ['id'],
  ArticleComment: ['id'],
  ArticleCompletion: ['id'],
  ArticleRequest: ['id'],
  AssistantExchange: ['id'],
  ContactMessage: ['id'],
  ContactReply: ['id'],
  RecordShare: ['id'],
  // The signed-in member's own dashboard for one year; the server makes the id of both.
  Dashboard: ['id'],
  DiscountCode: ['id'],
  Feedback: ['id'],
  NewsItem: ['id'],
  OutsideActivity: ['id'],
  Plan: ['id'],
  PlanInfo: ['id'],
  RecommendedArticle: ['id'],
  User: ['id'],
  // Professional bodies' profiles, the member's standing per body and cycle, and the entries of their record.
  CpdProfile: ['id'],
  CpdBodyStanding: ['id'],
  CpdEntry: ['kind', 'id'],
  CpdSuggestion: ['id'],
  Certificate: ['certificateId'],
  // The signed-in member's standing on one article (the store is cleared on sign-out), read both on the
  // article and through completionStatus(articleId).
  CompletionStatus: ['articleId'],
  // The signed-in member's recorded study of one article: read on the article, renewed by every recordStudy heartbeat.
  StudyProgress: ['articleId'],
  CountryOption: ['isoCode'],
  // Admin members page.
  Member: ['id'],
  AttemptGrant: ['id'],
  // A member's consent to one partner application (Account → Connected applications).
  ConnectedApplication: ['id'],
};

/**
 * Types that carry an id but are not one object across answers, kept inside the answer that holds them.
 * A test question's options are shuffled for each attempt; a review question's id (r01) is unique only within its item.
 */
export const NOT_ENTITIES: readonly string[] = ['TestQuestion', 'ReviewQuestion'];

/**
 * Lists the server always answers whole (no paging by cursor): a new answer replaces the cached list, it
 * is never merged item by item. Per type, the fields holding such lists.
 */
export const WHOLE_LISTS: Record<string, readonly string[]> = {
  Query: ['addressSuggestions', 'assistantHistory', 'countries', 'plans', 'cpdProfiles', 'cpdBodyChoices', 'recordShares'],
  AppConfig: ['plans'],
  Article: ['learningObjectives', 'references', 'authors', 'reviewers', 'changeLog', 'reviewQuestions'],
  Dashboard: ['latestNews', 'recommendedArticles', 'cpdStandings'],
  CpdBodyStanding: ['suggestions', 'entriesWithoutReflection', 'categories'],
  Plan: ['features'],
  PlanInfo: ['features'],
  MemberDetail: ['items', 'grants'],
  ContactMessage: ['replies'],
};

/** Value objects without an identity that are merged field by field into the one already cached on their parent. */
export const MERGED_VALUES: readonly string[] = ['Capabilities', 'MemberDetail'];

/**
 * Relay connections (first/after): the pages already read are one list in the cache, and a further page is
 * appended to it. Per type and field, the arguments that make a different list (false: every call is one list).
 * The page size is among them where two screens read the same field with different page sizes.
 */
export const CONNECTIONS: Record<string, Record<string, readonly string[] | false>> = {
  Query: {
    activityHistory: ['userId'],
    articleCompletions: ['userId'],
    articleFeedback: ['articleId'],
    articleComments: ['articleId'],
    articleRequests: false,
    certificates: ['userId', 'first'],
    contactMessages: false,
    myContactMessages: false,
    discountCodes: false,
    news: ['includeUnpublished', 'first'],
    outsideActivities: false,
    members: ['search', 'plan', 'status'],
    connectedApplications: false,
  },
};
