/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** The professional body that accredits the CPD points, if the deployment has one. */
export type Accreditation = {
  __typename?: 'Accreditation';
  /** False when this deployment has no configured accrediting body (a demo): show `statement`, never a body */
  accredited: Scalars['Boolean']['output'];
  /** The body's logo (absolute URL or a path served by this app); null when not accredited */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Name of the accrediting body; null when not accredited */
  name?: Maybe<Scalars['String']['output']>;
  /** Our provider reference with the body; null when not accredited */
  reference?: Maybe<Scalars['String']['output']>;
  /** The sentence to show: the body and our reference with it, or that the deployment is not accredited */
  statement: Scalars['String']['output'];
  /** The body's website; null when not accredited */
  url?: Maybe<Scalars['String']['output']>;
};

/** Puts a confirmed account on the free plan (POST /activate-free); the account is named by its credentials. */
export type ActivateFreePlanInput = {
  /** Sign-in e-mail of the confirmed account */
  email: Scalars['String']['input'];
  /** Password of the account */
  password: Scalars['String']['input'];
  /** The free plan, by id or name (professionalInsights, Professional Insights) */
  plan: Scalars['String']['input'];
};

/** Answer to activating the free plan. */
export type ActivateFreePlanPayload = {
  __typename?: 'ActivateFreePlanPayload';
  /** The text to show: the member can now sign in; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** The member, now on the free plan; null when userErrors is not empty */
  user?: Maybe<User>;
  /** A wrong e-mail/password pair (INVALID_CREDENTIALS), an unconfirmed address (EMAIL_NOT_CONFIRMED), a plan that is unknown or not free, an active paid plan (CONFLICT) or too many attempts (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** One graded test attempt. */
export type ActivityItem = Node & {
  __typename?: 'ActivityItem';
  /** The article the test belongs to */
  articleId: Scalars['ID']['output'];
  /** The article's title */
  articleTitle: Scalars['String']['output'];
  /** Which attempt at this test this was, starting at 1 */
  attemptNumber: Scalars['Int']['output'];
  /** The attempt's number */
  databaseId: Scalars['Int']['output'];
  /** When the attempt was graded */
  date: Scalars['DateTimeISO']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** Whether the attempt reached the pass mark */
  passed: Scalars['Boolean']['output'];
  /** PE points earned by this attempt (0 when not passed) */
  pePoints: Scalars['Float']['output'];
  /** Correct answers */
  score: Scalars['Int']['output'];
  /** Questions in the test */
  total: Scalars['Int']['output'];
};

/** A member's graded attempts, newest first, a page at a time. */
export type ActivityItemConnection = {
  __typename?: 'ActivityItemConnection';
  /** This page of graded attempts */
  edges: Array<ActivityItemEdge>;
  /** Whether more graded attempts follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All the member's graded attempts, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One graded attempt in a list, with its cursor. */
export type ActivityItemEdge = {
  __typename?: 'ActivityItemEdge';
  /** Pass as `after` to continue after this graded attempt */
  cursor: Scalars['String']['output'];
  /** The graded attempt */
  node: ActivityItem;
};

/** A line to add to an article’s change log. */
export type AddArticleChangeLogEntryInput = {
  /** The article that changed */
  articleId: Scalars['ID']['input'];
  /** Who made the change, at most 200 characters; absent: the admin’s name */
  by?: InputMaybe<Scalars['String']['input']>;
  /** What changed, at most 1000 characters */
  change: Scalars['String']['input'];
  /** YYYY-MM-DD; absent: today (UTC) */
  date?: InputMaybe<Scalars['String']['input']>;
};

/** Result of addArticleChangeLogEntry. */
export type AddArticleChangeLogEntryPayload = {
  __typename?: 'AddArticleChangeLogEntryPayload';
  /** The article as stored now; null when userErrors is not empty */
  article?: Maybe<Article>;
  /** Why nothing was changed (invalid fields, unknown article); empty on success */
  userErrors: Array<UserError>;
};

/** A place matching typed address text. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  /** Street and house number, when the address provider knows them (the street-level geocoder); null for a city suggestion. */
  address?: Maybe<Scalars['String']['output']>;
  /** City of the suggested place */
  city: Scalars['String']['output'];
  /** Country name */
  country: Scalars['String']['output'];
  /** The full suggestion as one line, for display */
  label: Scalars['String']['output'];
  /** Postal code when the place has one, else null */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** State or province; may be empty */
  state: Scalars['String']['output'];
};

/** One administrative action on a member account, as kept in the audit log. */
export type AdminAuditEntry = Node & {
  __typename?: 'AdminAuditEntry';
  /** What was done: grant_attempts or resend_confirmation */
  action: Scalars['String']['output'];
  /** The admin's e-mail address at the time */
  adminEmail: Scalars['String']['output'];
  /** The admin who acted */
  adminId: Scalars['ID']['output'];
  /** When the action was taken */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The entry's number */
  databaseId: Scalars['Int']['output'];
  /** The action's details as a JSON object */
  details: Scalars['String']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** The member the action concerned, when there is one */
  targetUserId?: Maybe<Scalars['ID']['output']>;
};

/** One of the four options of a test question, as labelled in the attempt */
export type AnswerOption =
  /** The option served as optionA */
  | 'A'
  /** The option served as optionB */
  | 'B'
  /** The option served as optionC */
  | 'C'
  /** The option served as optionD */
  | 'D';

/** Public product configuration for the landing, help, pricing and login pages. */
export type AppConfig = {
  __typename?: 'AppConfig';
  /** The body that accredits the PE points, or that none does */
  accreditation: Accreditation;
  /** Free plan first, then Monthly, then Professional */
  plans: Array<PlanInfo>;
  /** The product name shown in titles and e-mails */
  productName: Scalars['String']['output'];
  /** Where the questions of a test come from in this deployment */
  questionSource: QuestionSource;
  /** Where members can write for support */
  supportEmail: Scalars['String']['output'];
  /** e.g. Monday-Friday 9:00-18:00 CET */
  supportHours: Scalars['String']['output'];
  /** Reply-time promise */
  supportReply: Scalars['String']['output'];
};

/** The discount code applied in a validation result. */
export type AppliedDiscountCode = {
  __typename?: 'AppliedDiscountCode';
  /** The code as stored: trimmed and upper-cased */
  code: Scalars['String']['output'];
  /** What the code is for, as the admin described it; null when not given */
  description?: Maybe<Scalars['String']['output']>;
  /** Percentage or fixed amount */
  kind: DiscountKind;
  /** The only plan id the code applies to; null when it applies to every paid plan */
  planRestriction?: Maybe<Scalars['String']['output']>;
  /** Last moment the code can be used (ISO 8601, UTC); null when open-ended */
  validUntil?: Maybe<Scalars['DateTimeISO']['output']>;
  /** A percentage, or an amount in cents for fixed codes */
  value: Scalars['Float']['output'];
};

/** A library item (an article or a video) as the API shows it. Members with an active subscription and admins can read it; text content is served as sanitised HTML. */
export type Article = Node & {
  __typename?: 'Article';
  /** The authors’ names, joined by commas; null without authors. Kept for older clients: prefer authors */
  author?: Maybe<Scalars['String']['output']>;
  /** Who wrote the item, with role or qualification; demo content says it is demo content */
  authors: Array<ContentPerson>;
  /** The main field of study; printed on certificates as the field of study */
  category: Category;
  /** What changed, when and by whom, newest first */
  changeLog: Array<ChangeLogEntry>;
  /** The signed-in member's test standing; null for visitors. */
  completionStatus?: Maybe<CompletionStatus>;
  /** The text content as sanitised HTML (rendered from Markdown; no scripts survive). */
  contentHtml: Scalars['String']['output'];
  /** Admins only: the Markdown source of the text content, for editing. */
  contentMarkdown: Scalars['String']['output'];
  /** When the article was added to the library (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The article's number, as the site's addresses (/article/{number}) and REST paths take it; calls that take an articleId accept it too */
  databaseId: Scalars['Int']['output'];
  /** How much prior knowledge the article assumes; null when not rated */
  difficultyLevel?: Maybe<DifficultyLevel>;
  /** Minutes to read or watch */
  estimatedReadTime?: Maybe<Scalars['Int']['output']>;
  /** The http(s) link to the original content or video; null when the content is hosted here */
  externalUrl?: Maybe<Scalars['String']['output']>;
  /** True when the article points to content elsewhere (externalUrl) */
  hasExternalLink: Scalars['Boolean']['output'];
  /** True when a PDF version is attached (served at /api/pdf/{pdfFilename}) */
  hasPdf: Scalars['Boolean']['output'];
  /** Globally unique and opaque; every call that takes an articleId accepts it */
  id: Scalars['ID']['output'];
  /** Unpublished items are visible to admins only */
  isPublished: Scalars['Boolean']['output'];
  /** The external link is on youtube.com / youtu.be or has an embed path */
  isYoutube: Scalars['Boolean']['output'];
  /** The language the article is written in (ENGLISH, DUTCH, GERMAN or SPANISH) */
  language: Language;
  /** What a member can do after studying the item */
  learningObjectives: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD: when the item must be reviewed again (by default 12 months after its review) */
  nextReviewOn?: Maybe<Scalars['String']['output']>;
  /** File name of the attached PDF; null without a PDF */
  pdfFilename?: Maybe<Scalars['String']['output']>;
  /** PE (professional education) points a member earns by passing the test; usually 1 or more, may be fractional */
  pePointsValue: Scalars['Float']['output'];
  /** Why the points differ from the study-time formula (set by an admin) */
  pointsOverrideReason?: Maybe<Scalars['String']['output']>;
  /** Professions the article is written for; used to recommend it. Empty when it addresses everyone */
  professions: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  publicationDate?: Maybe<Scalars['String']['output']>;
  /** Average stars and number of ratings members gave in their feedback. */
  rating: ArticleRating;
  /** Primary sources: standard, law or guideline with section */
  references: Array<Scalars['String']['output']>;
  /** True when the next review date has passed (UTC) or the item was never reviewed */
  reviewOverdue: Scalars['Boolean']['output'];
  /** Ungraded review questions with feedback, shown at the end of the item; not drawn from the test bank */
  reviewQuestions: Array<ReviewQuestion>;
  /** YYYY-MM-DD: when the item was last reviewed */
  reviewedOn?: Maybe<Scalars['String']['output']>;
  /** Who reviewed the item, with role or qualification; empty when nobody is named */
  reviewers: Array<ContentPerson>;
  /** Matched words in the title and excerpts around the matches; only on items of an `articles` search, else null. */
  searchHighlight?: Maybe<ArticleSearchHighlight>;
  /** A second field of study; null when the article has only one */
  secondaryCategory?: Maybe<Category>;
  /** Content file the item was imported from (null when created by an admin) */
  slug?: Maybe<Scalars['String']['output']>;
  /** The publisher or body the content comes from, as entered; null when not stated */
  source?: Maybe<Scalars['String']['output']>;
  /** Estimated study minutes behind the points: words ÷ 180 + video minutes + 5 test questions × 1.85 */
  studyMinutes?: Maybe<Scalars['Int']['output']>;
  /** The signed-in member's recorded study of the item; null for visitors. */
  studyProgress?: Maybe<StudyProgress>;
  /** A narrower topic within the category, free text; null when not set */
  subcategory?: Maybe<Scalars['String']['output']>;
  /** A short plain-text abstract shown on library cards; empty when there is none */
  summary: Scalars['String']['output'];
  /** False while the item has no approved question bank ("Test in preparation") */
  testAvailable: Scalars['Boolean']['output'];
  /** The title shown in the library and printed on certificates */
  title: Scalars['String']['output'];
  /** Player URL for YouTube items (privacy-enhanced embed), else null. */
  videoEmbedUrl?: Maybe<Scalars['String']['output']>;
  /** Minutes of video or audio */
  videoMinutes?: Maybe<Scalars['Int']['output']>;
};

/** A member's comment on an item, as other members read it under the item. */
export type ArticleComment = Node & {
  __typename?: 'ArticleComment';
  /** 'Anonymous', or the author's first name and last initial (e.g. 'Femke V.') */
  authorName: Scalars['String']['output'];
  /** The comment */
  comment: Scalars['String']['output'];
  /** The feedback's number (the comment is a member's feedback on the item) */
  databaseId: Scalars['Int']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** The stars given with it, 1 to 5 */
  rating: Scalars['Int']['output'];
  /** When it was last written (ISO 8601, UTC) */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Comments on one item, newest (last written) first; ratings without words are left out. */
export type ArticleCommentConnection = {
  __typename?: 'ArticleCommentConnection';
  /** This page of comments */
  edges: Array<ArticleCommentEdge>;
  /** Whether more comments follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All comments on the item, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One comment in a list, with its cursor. */
export type ArticleCommentEdge = {
  __typename?: 'ArticleCommentEdge';
  /** Pass as `after` to continue after this comment */
  cursor: Scalars['String']['output'];
  /** The comment */
  node: ArticleComment;
};

/** A passed test: the article is completed and its PE points awarded. */
export type ArticleCompletion = Node & {
  __typename?: 'ArticleCompletion';
  /** The article, for members with an active subscription; null when unpublished. */
  article?: Maybe<Article>;
  /** The completed article's number (its REST id); every argument that takes an article id accepts it */
  articleId: Scalars['ID']['output'];
  /** The article title at the time of completion */
  articleTitle: Scalars['String']['output'];
  /** The certificate issued for it; null for completions from before certificates existed */
  certificateId?: Maybe<Scalars['String']['output']>;
  /** When the test was passed (ISO 8601, UTC) */
  completedAt: Scalars['DateTimeISO']['output'];
  /** Calendar year (UTC) the points count for */
  completionYear: Scalars['Int']['output'];
  /** The completion's number, as REST answers give it */
  databaseId: Scalars['Int']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** PE points awarded for the completion */
  pePointsAwarded: Scalars['Float']['output'];
};

/** A member's completions, newest first, a page at a time. */
export type ArticleCompletionConnection = {
  __typename?: 'ArticleCompletionConnection';
  /** This page of completions */
  edges: Array<ArticleCompletionEdge>;
  /** Whether more completions follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All the member's completions, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One completion in a list, with its cursor. */
export type ArticleCompletionEdge = {
  __typename?: 'ArticleCompletionEdge';
  /** Pass as `after` to continue after this completion */
  cursor: Scalars['String']['output'];
  /** The completion */
  node: ArticleCompletion;
};

/** Library filters; a field left out (or null) does not filter. */
export type ArticleFilter = {
  /** Only articles whose main category is exactly this one */
  category?: InputMaybe<Category>;
  /** Admins only: include unpublished items */
  includeUnpublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only articles in this language */
  language?: InputMaybe<Language>;
  /** Absent: both kinds */
  mode?: InputMaybe<LibraryMode>;
  /** Admins only: only items due for review (next review date passed, or never reviewed) */
  reviewOverdue?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words the title contains, ignoring case (for the admin list); the full-text search is the `search` argument of `articles` */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Compared lower-cased with whitespace collapsed */
  source?: InputMaybe<Scalars['String']['input']>;
};

/** Values present in the published library, for the filter drop-downs */
export type ArticleFilterOptions = {
  __typename?: 'ArticleFilterOptions';
  /** Categories that at least one visible article has, sorted A-Z */
  categories: Array<Category>;
  /** Languages that at least one visible article is written in, sorted A-Z */
  languages: Array<Language>;
  /** One spelling per normalised source */
  sources: Array<Scalars['String']['output']>;
};

/** One page of the library. */
export type ArticlePage = {
  __typename?: 'ArticlePage';
  /** The articles of the requested page, in the requested order */
  items: Array<Article>;
  /** The page number served, starting at 1 */
  page: Scalars['Int']['output'];
  /** Items per page used for this answer (at most 100) */
  perPage: Scalars['Int']['output'];
  /** Items matching the filters, over all pages */
  total: Scalars['Int']['output'];
};

/** Members' star ratings of an item (feedback), anonymous ones included */
export type ArticleRating = {
  __typename?: 'ArticleRating';
  /** Mean of the ratings (1 to 5), rounded to one decimal; null when there are none */
  average?: Maybe<Scalars['Float']['output']>;
  /** Number of ratings */
  count: Scalars['Int']['output'];
};

/** A member's request for content on a topic. Admins list them all (articleRequests); the member gets theirs back from requestArticle. */
export type ArticleRequest = Node & {
  __typename?: 'ArticleRequest';
  /** When the request was made (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The request's number */
  databaseId: Scalars['Int']['output'];
  /** Details given; null when none */
  description?: Maybe<Scalars['String']['output']>;
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** The language the content is wanted in */
  language: Language;
  /** The profession the content is for */
  professionCategory: Scalars['String']['output'];
  /** E-mail address of the requesting member */
  requesterEmail: Scalars['String']['output'];
  /** First and last name of the requesting member */
  requesterName: Scalars['String']['output'];
  /** The topic wanted */
  topic: Scalars['String']['output'];
  /** The requesting member */
  userId: Scalars['ID']['output'];
};

/** Article requests, newest first, a page at a time (20 by default, at most 100). */
export type ArticleRequestConnection = {
  __typename?: 'ArticleRequestConnection';
  /** This page of article requests */
  edges: Array<ArticleRequestEdge>;
  /** Whether more article requests follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All article requests, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One article request in a list, with its cursor. */
export type ArticleRequestEdge = {
  __typename?: 'ArticleRequestEdge';
  /** Pass as `after` to continue after this article request */
  cursor: Scalars['String']['output'];
  /** The request */
  node: ArticleRequest;
};

/** Account → Request Content (POST /api/article-requests). */
export type ArticleRequestInput = {
  /** Optional details, at most 2000 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The language wanted; default ENGLISH */
  language?: InputMaybe<Language>;
  /** Default: the member's profession */
  professionCategory?: InputMaybe<Scalars['String']['input']>;
  /** Required: the topic wanted, at most 200 characters */
  topic: Scalars['String']['input'];
  /** Defaults to the caller; another member only for admins */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where a library search matched an item. Plain text (never HTML) in which each matched word is wrapped in U+0002 (start) and U+0003 (end); split on those to mark them. */
export type ArticleSearchHighlight = {
  __typename?: 'ArticleSearchHighlight';
  /** Up to two excerpts of the content around the matches, joined by " … "; empty when the content has no match */
  snippet: Scalars['String']['output'];
  /** The whole summary with matched words marked; line breaks kept (lines starting with a dash are bullets) */
  summary: Scalars['String']['output'];
  /** The whole title with matched words marked */
  title: Scalars['String']['output'];
};

/** Order of the library */
export type ArticleSort =
  /** Newest publication date first; undated items last */
  | 'NEWEST'
  /** Oldest publication date first; undated items last */
  | 'OLDEST'
  /** Most PE points first */
  | 'POINTS'
  /** Best match of the `search` text first (title outweighs summary, summary outweighs content); without a search the same as NEWEST */
  | 'RELEVANCE'
  /** Title A-Z */
  | 'TITLE';

/** A question to the AI assistant. */
export type AskAssistantInput = {
  /** The question, 1 to 500 characters once trimmed */
  question: Scalars['String']['input'];
};

/** Answer to askAssistant. */
export type AskAssistantPayload = {
  __typename?: 'AskAssistantPayload';
  /** The question and its answer, now first in the member's history; null when userErrors is not empty */
  exchange?: Maybe<AssistantExchange>;
  /** An empty or too long question (["question"]) or too many questions this hour (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** A question to the AI assistant and its answer (Markdown with article links). */
export type AssistantExchange = Node & {
  __typename?: 'AssistantExchange';
  /** The answer, Markdown with links to library articles */
  answer: Scalars['String']['output'];
  /** When the question was asked (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The exchange's number */
  databaseId: Scalars['Int']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** The question as asked */
  question: Scalars['String']['output'];
  /** Library articles the answer draws on; may be empty */
  sources: Array<AssistantSource>;
};

/** A library article an answer cites. */
export type AssistantSource = {
  __typename?: 'AssistantSource';
  /** The cited article */
  articleId: Scalars['ID']['output'];
  /** Its title */
  title: Scalars['String']['output'];
  /** Reader route of the article, /article/{id} */
  url: Scalars['String']['output'];
};

/** Extra test attempts granted to a member for one item, with who granted them and why. */
export type AttemptGrant = Node & {
  __typename?: 'AttemptGrant';
  /** The item (article) the attempts are for */
  articleId: Scalars['ID']['output'];
  /** The item's title */
  articleTitle: Scalars['String']['output'];
  /** When the attempts were granted */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The grant's number */
  databaseId: Scalars['Int']['output'];
  /** How many attempts were added to the usual three */
  extraAttempts: Scalars['Int']['output'];
  /** The admin who granted them (null if that account was deleted) */
  grantedBy?: Maybe<Scalars['ID']['output']>;
  /** That admin's name (null if that account was deleted) */
  grantedByName?: Maybe<Scalars['String']['output']>;
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** The reason the admin gave */
  reason: Scalars['String']['output'];
  /** The member who received the attempts */
  userId: Scalars['ID']['output'];
};

/** How often a paid plan is charged */
export type BillingInterval =
  /** Charged every month */
  | 'MONTH'
  /** Charged once a year */
  | 'YEAR';

/** A did:key and the signature of a challenge made with its key. */
export type BindWalletInput = {
  /** The challenge from walletChallenge, as given */
  challenge: Scalars['String']['input'];
  /** An Ed25519 did:key (did:key:z6Mk…) */
  did: Scalars['String']['input'];
  /** The Ed25519 signature of the challenge text: base64url, or multibase base58btc (z…) */
  signature: Scalars['String']['input'];
};

/** Result of bindWallet. */
export type BindWalletPayload = {
  __typename?: 'BindWalletPayload';
  /** The binding now; null when userErrors is not empty */
  binding?: Maybe<WalletBinding>;
  /** Why nothing was bound (DID, challenge or signature); empty on success */
  userErrors: Array<UserError>;
};

/** Cancels a subscription at the end of its paid period. */
export type CancelSubscriptionInput = {
  /** The member whose subscription ends at the end of the paid period (the caller, or any member for admins) */
  userId: Scalars['ID']['input'];
};

/** Answer to cancelSubscription. */
export type CancelSubscriptionPayload = {
  __typename?: 'CancelSubscriptionPayload';
  /** The subscription, now set to end at currentPeriodEnd (cancelAtPeriodEnd true); null when userErrors is not empty */
  subscription?: Maybe<MemberSubscription>;
  /** No active paid subscription to cancel, or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error. */
  userErrors: Array<UserError>;
};

/** What a member may do under their current plan and subscription status, decided by the same rules the server enforces. Read these instead of interpreting subscriptionPlan and subscriptionStatus; a false value means the matching call is refused. Administrators may do everything, whatever their plan. */
export type Capabilities = {
  __typename?: 'Capabilities';
  /** True when the plan includes certificates and the subscription is active, or for an admin. When false, downloading a certificate is refused with FORBIDDEN, except a certificate opened from the CPD record; certificates stay verifiable. */
  canDownloadCertificates: Scalars['Boolean']['output'];
  /** True when the member may add and change outside CPD activities: the same plans as canTakeTests. Reading, downloading evidence and deleting activities stay open to every member. */
  canRecordOutsideActivities: Scalars['Boolean']['output'];
  /** True when the plan includes tests (Professional, Professional Monthly) and the subscription is active, or for an admin. When false, startTest and submitTest are refused with FORBIDDEN. Professional Monthly members also need allowance (see isMonthly). */
  canTakeTests: Scalars['Boolean']['output'];
  /** True on the yearly Professional plan with an active subscription, or for an admin: askAssistant is allowed. When false it is refused with FORBIDDEN. */
  canUseAssistant: Scalars['Boolean']['output'];
  /** True with an active subscription on any plan (or one past due within its grace period), or for an admin: the member may read the library, news and help center. When false, library reads are refused with PAYMENT_REQUIRED. */
  hasAccess: Scalars['Boolean']['output'];
  /** True when the member may read their own CPD record, certificates, credentials and CPD export, the Help Center, and write to support: with a plan in force, and also after a paid plan lapsed (a payment overdue past its grace period, or a subscription that ended). */
  hasRecordAccess: Scalars['Boolean']['output'];
  /** True while a renewal payment is overdue and the grace period (User.paymentGraceEndsAt) has not ended: the plan keeps all it gives, and the member should update the payment method (createPaymentRetrySession). */
  inPaymentGrace: Scalars['Boolean']['output'];
  /** True on an active Professional Monthly subscription (never for an admin): each test draws its PE points from the monthly allowance (Query.monthlyAllowance), and a test the allowance does not cover is refused. */
  isMonthly: Scalars['Boolean']['output'];
};

/** A field of study of the library; printed on certificates as the field of study. The REST facade uses the display name. */
export type Category =
  /** Display name: Accounting */
  | 'ACCOUNTING'
  /** Display name: Architecture */
  | 'ARCHITECTURE'
  /** Display name: Business Analysis */
  | 'BUSINESS_ANALYSIS'
  /** Display name: Consulting */
  | 'CONSULTING'
  /** Display name: Data Science */
  | 'DATA_SCIENCE'
  /** Display name: Education */
  | 'EDUCATION'
  /** Display name: Engineering */
  | 'ENGINEERING'
  /** Display name: Finance */
  | 'FINANCE'
  /** Display name: Law */
  | 'LAW'
  /** Display name: Marketing */
  | 'MARKETING'
  /** Display name: Medicine */
  | 'MEDICINE'
  /** Display name: Other */
  | 'OTHER'
  /** Display name: Project Management */
  | 'PROJECT_MANAGEMENT'
  /** Display name: Research */
  | 'RESEARCH'
  /** Display name: Software Development */
  | 'SOFTWARE_DEVELOPMENT'
  /** Display name: Tax */
  | 'TAX'
  /** Display name: Valuation */
  | 'VALUATION';

/** A certificate a member earned by passing the test of one article. */
export type Certificate = Node & {
  __typename?: 'Certificate';
  /** The article whose test was passed */
  articleId: Scalars['ID']['output'];
  /** The article title as printed on the certificate */
  articleTitle: Scalars['String']['output'];
  /** 26 characters, random; the public verification id */
  certificateId: Scalars['String']['output'];
  /** When the test was passed */
  completedAt: Scalars['DateTimeISO']['output'];
  /** The field of study (the article's category) as printed on the certificate */
  fieldOfStudy: Scalars['String']['output'];
  /** Globally unique and opaque (node(id:) fetches the certificate); certificateId is what verifiers are given */
  id: Scalars['ID']['output'];
  /** PE points awarded */
  pePoints: Scalars['Float']['output'];
  /** Why it was revoked; null unless revoked */
  revocationReason?: Maybe<Scalars['String']['output']>;
  /** True when an administrator revoked the certificate; it then no longer verifies */
  revoked: Scalars['Boolean']['output'];
};

/** A member's certificates, newest first, a page at a time. */
export type CertificateConnection = {
  __typename?: 'CertificateConnection';
  /** This page of certificates */
  edges: Array<CertificateEdge>;
  /** Whether more certificates follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All the member's certificates, over every page */
  totalCount: Scalars['Int']['output'];
};

/** The signed credential (Open Badges 3.0 AchievementCredential, JWT proof with EdDSA). */
export type CertificateCredential = {
  __typename?: 'CertificateCredential';
  /** The public verification id of the certificate */
  certificateId: Scalars['String']['output'];
  /** File name of the decoded credential (.json) */
  filename: Scalars['String']['output'];
  /** The credential as JSON text: the JWT payload without its registered claims, with an embedded Data Integrity proof (eddsa-rdfc-2022) */
  json: Scalars['String']['output'];
  /** The signed credential as a compact JWT */
  jws: Scalars['String']['output'];
  /** File name of the signed JWT (.jwt) */
  jwtFilename: Scalars['String']['output'];
};

/** The printable HTML certificate, for download. */
export type CertificateDocument = {
  __typename?: 'CertificateDocument';
  /** The public verification id of the certificate */
  certificateId: Scalars['String']['output'];
  /** A suggested file name for saving the HTML */
  filename: Scalars['String']['output'];
  /** A self-contained HTML page, ready to print or save */
  html: Scalars['String']['output'];
};

/** One certificate in a list, with its cursor. */
export type CertificateEdge = {
  __typename?: 'CertificateEdge';
  /** Pass as `after` to continue after this certificate */
  cursor: Scalars['String']['output'];
  /** The certificate */
  node: Certificate;
};

/** Public answer about a certificate: no e-mail or other personal data beyond the name. */
export type CertificateVerification = {
  __typename?: 'CertificateVerification';
  /** The article title; null when the certificate is unknown */
  articleTitle?: Maybe<Scalars['String']['output']>;
  /** The certificate id that was asked about */
  certificateId: Scalars['String']['output'];
  /** When the test was passed; null when the certificate is unknown */
  completedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** For a Comprehensive Learner Record (ClrCredential): the check of each credential inside it, in order, each with its own revocation; null for a single credential */
  credentials?: Maybe<Array<CertificateVerification>>;
  /** Why the certificate could not be verified (for example an unknown id or a malformed credential); null when it was found */
  error?: Maybe<Scalars['String']['output']>;
  /** PE points awarded; null when the certificate is unknown */
  pePoints?: Maybe<Scalars['Float']['output']>;
  /** Why it was revoked; null unless revoked */
  revocationReason?: Maybe<Scalars['String']['output']>;
  /** True when an administrator revoked the certificate */
  revoked: Scalars['Boolean']['output'];
  /** When it was revoked; null unless revoked */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** For a Comprehensive Learner Record: how many self-reported activities it states (no proof or check of their own); null for a single credential */
  selfReportedActivities?: Maybe<Scalars['Int']['output']>;
  /** How the matching signature was made (JWS algorithm or Data Integrity cryptosuite); null unless signatureValid */
  signatureAlgorithm?: Maybe<SignatureAlgorithm>;
  /** Whether the Ed25519-signed credential matches (null when not checked) */
  signatureValid?: Maybe<Scalars['Boolean']['output']>;
  /** The holder's name; null when the certificate is unknown */
  userName?: Maybe<Scalars['String']['output']>;
  /** True only when the certificate exists, is not revoked and (if checked) its signature matches */
  valid: Scalars['Boolean']['output'];
};

/** One line of a library item’s change log. */
export type ChangeLogEntry = {
  __typename?: 'ChangeLogEntry';
  /** Who made the change */
  by: Scalars['String']['output'];
  /** What changed */
  change: Scalars['String']['output'];
  /** YYYY-MM-DD: when the change was made */
  date: Scalars['String']['output'];
};

/** The bodies the member follows (the whole list, at most 5; empty: none). */
export type ChooseCpdBodiesInput = {
  /** The chosen bodies, in the order to show them */
  choices: Array<CpdBodyChoiceInput>;
};

/** Result of choosing bodies. */
export type ChooseCpdBodiesPayload = {
  __typename?: 'ChooseCpdBodiesPayload';
  /** The bodies as stored; null when userErrors is not empty */
  choices?: Maybe<Array<CpdBodyChoice>>;
  /** An unknown profile, a body chosen twice, too many bodies or a missing or invalid start year (BAD_USER_INPUT); empty on success */
  userErrors: Array<UserError>;
};

/** A member's standing on one article's test. */
export type CompletionStatus = {
  __typename?: 'CompletionStatus';
  /** The article */
  articleId: Scalars['ID']['output'];
  /** Attempts left (3 per article plus any granted by an admin, minus those used) */
  attemptsRemaining: Scalars['Int']['output'];
  /** Permission, not yet passed, attempts left and (Professional Monthly) enough allowance */
  canTakeTest: Scalars['Boolean']['output'];
  /** True once the member passed the test */
  completed: Scalars['Boolean']['output'];
};

/** The link of an e-mail change (/confirm-email-change/{token}). */
export type ConfirmEmailChangeInput = {
  /** The token of the link, sent to the new address */
  token: Scalars['String']['input'];
};

/** Answer to confirmEmailChange. */
export type ConfirmEmailChangePayload = {
  __typename?: 'ConfirmEmailChangePayload';
  /** The address the account now has; null on userErrors */
  email?: Maybe<Scalars['String']['output']>;
  /** The text to show; null on userErrors */
  message?: Maybe<Scalars['String']['output']>;
  /** An invalid, used or expired link, or an address another account took meanwhile (CONFLICT) */
  userErrors: Array<UserError>;
};

/** The token of an e-mail confirmation link. */
export type ConfirmEmailInput = {
  /** The token from the confirmation link (the last part of /confirm/{token}) */
  token: Scalars['String']['input'];
};

/** Answer to following an e-mail confirmation link. An unknown, used or expired link is a BAD_USER_INPUT userError. */
export type ConfirmEmailPayload = {
  __typename?: 'ConfirmEmailPayload';
  /** True when the link had been used before */
  alreadyConfirmed: Scalars['Boolean']['output'];
  /** True when the address is confirmed (now or earlier); false when userErrors is not empty */
  confirmed: Scalars['Boolean']['output'];
  /** The text to show to the member; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** The plan chosen so far, if any */
  subscriptionPlan?: Maybe<Scalars['String']['output']>;
  /** Expected problems (a field left empty, a wrong password, a limit reached); empty on success. */
  userErrors: Array<UserError>;
};

/** The member's learning record store and its basic-auth credentials. */
export type ConnectLearningRecordStoreInput = {
  /** The xAPI endpoint, e.g. https://lrs.example.org/xapi/ */
  endpoint: Scalars['String']['input'];
  /** The basic-auth key (user name) the LRS issued */
  key: Scalars['String']['input'];
  /** The basic-auth secret; stored encrypted and never shown again */
  secret: Scalars['String']['input'];
};

/** The result of connectLearningRecordStore. */
export type ConnectLearningRecordStorePayload = {
  __typename?: 'ConnectLearningRecordStorePayload';
  /** The connected store; null when userErrors is not empty */
  learningRecordStore?: Maybe<LearningRecordStore>;
  /** Problems with the input; empty on success */
  userErrors: Array<UserError>;
};

/** A partner application the member allowed to read their data, and what it may read. */
export type ConnectedApplication = Node & {
  __typename?: 'ConnectedApplication';
  /** The application's client_id */
  clientId: Scalars['String']['output'];
  /** The consent's number */
  databaseId: Scalars['Int']['output'];
  /** When the member last allowed it (ISO 8601, UTC) */
  grantedAt: Scalars['DateTimeISO']['output'];
  /** Globally unique and opaque; withdrawConsent takes it */
  id: Scalars['ID']['output'];
  /** The application's name */
  name: Scalars['String']['output'];
  /** What the member allowed, each in plain words */
  scopes: Array<PartnerScopeGrant>;
};

/** The member's connected applications (consents in force), newest first. */
export type ConnectedApplicationConnection = {
  __typename?: 'ConnectedApplicationConnection';
  /** This page of connected applications */
  edges: Array<ConnectedApplicationEdge>;
  /** Whether more connected applications follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** How many applications the member has connected */
  totalCount: Scalars['Int']['output'];
};

/** One connected application in a list, with its cursor. */
export type ConnectedApplicationEdge = {
  __typename?: 'ConnectedApplicationEdge';
  /** Pass as `after` to continue after this connected application */
  cursor: Scalars['String']['output'];
  /** The connected application */
  node: ConnectedApplication;
};

/** A message sent through the help page contact form, with support's answers. Admins list them all (contactMessages); members list their own (myContactMessages). */
export type ContactMessage = Node & {
  __typename?: 'ContactMessage';
  /** When it was sent (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The message's number, shown to the member and to support as its reference */
  databaseId: Scalars['Int']['output'];
  /** Reply address as typed */
  email: Scalars['String']['output'];
  /** Globally unique and opaque; replyToContactMessage takes it */
  id: Scalars['ID']['output'];
  /** The message text */
  message: Scalars['String']['output'];
  /** Sender name as typed */
  name: Scalars['String']['output'];
  /** Support's answers, oldest first; empty until support answers */
  replies: Array<ContactReply>;
  /** Subject */
  subject: Scalars['String']['output'];
  /** The member who sent it */
  userId: Scalars['ID']['output'];
};

/** Contact messages, newest first, a page at a time (20 by default, at most 100). */
export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  /** This page of contact messages */
  edges: Array<ContactMessageEdge>;
  /** Whether more contact messages follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All contact messages, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One contact message in a list, with its cursor. */
export type ContactMessageEdge = {
  __typename?: 'ContactMessageEdge';
  /** Pass as `after` to continue after this contact message */
  cursor: Scalars['String']['output'];
  /** The message */
  node: ContactMessage;
};

/** The help page contact form (POST /api/contact). */
export type ContactMessageInput = {
  /** Reply address */
  email: Scalars['String']['input'];
  /** The message, at most 5000 characters */
  message: Scalars['String']['input'];
  /** Sender name, at most 100 characters */
  name: Scalars['String']['input'];
  /** Subject, at most 200 characters */
  subject: Scalars['String']['input'];
  /** Defaults to the caller; another member only for admins */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Support's answer to a contact message. */
export type ContactReply = Node & {
  __typename?: 'ContactReply';
  /** The answer text */
  body: Scalars['String']['output'];
  /** When it was sent (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The answer's number, shown as its reference */
  databaseId: Scalars['Int']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
};

/** Someone answerable for a library item: an author or a reviewer. */
export type ContentPerson = {
  __typename?: 'ContentPerson';
  /** The name as published (demo content is labelled "(demo content)") */
  name: Scalars['String']['output'];
  /** Role or qualification, free text; null when not stated */
  role?: Maybe<Scalars['String']['output']>;
};

/** An author or reviewer: a name and, optionally, a role or qualification. */
export type ContentPersonInput = {
  /** The name, at most 200 characters */
  name: Scalars['String']['input'];
  /** Role or qualification, free text, at most 300 characters */
  role?: InputMaybe<Scalars['String']['input']>;
};

/** A country for the registration form. */
export type CountryOption = {
  __typename?: 'CountryOption';
  /** ISO 3166-1 alpha-2 code, e.g. NL; pass it as countryIso to addressSuggestions */
  isoCode: Scalars['ID']['output'];
  /** Country name in English, as stored on the member */
  name: Scalars['String']['output'];
  /** International dialling code, e.g. +31 */
  phoneCode: Scalars['String']['output'];
};

/** A professional body the member follows. */
export type CpdBodyChoice = {
  __typename?: 'CpdBodyChoice';
  /** The year the member’s cycles count from (MEMBER_CHOSEN profiles); null otherwise */
  cycleStartYear?: Maybe<Scalars['Int']['output']>;
  /** The body’s profile */
  profile: CpdProfile;
};

/** One body to follow. */
export type CpdBodyChoiceInput = {
  /** The year the current cycle started; required for MEMBER_CHOSEN profiles, ignored otherwise */
  cycleStartYear?: InputMaybe<Scalars['Int']['input']>;
  /** A CpdProfile id */
  profileId: Scalars['ID']['input'];
};

/** The member’s standing with one chosen body in its current cycle. */
export type CpdBodyStanding = {
  __typename?: 'CpdBodyStanding';
  /** Surplus carried into the cycle from the year before */
  carriedIn: Scalars['Float']['output'];
  /** Credit per required field */
  categories: Array<CpdCategoryStanding>;
  /** Every figure of the cycle is reached already */
  complete: Scalars['Boolean']['output'];
  /** Credit so far in the cycle (with what was carried in) */
  credited: Scalars['Float']['output'];
  /** Last year of the current cycle */
  cycleEndYear: Scalars['Int']['output'];
  /** First year of the current cycle */
  cycleStartYear: Scalars['Int']['output'];
  /** Entries of the cycle that lack the reflection the body asks for, newest first, at most 10 */
  entriesWithoutReflection: Array<CpdEntry>;
  /** How many entries of the cycle lack the reflection the body asks for */
  entriesWithoutReflectionCount: Scalars['Int']['output'];
  /** Credit that would close the gap now (0: none) */
  gap: Scalars['Float']['output'];
  /** profileId:cycleStartYear */
  id: Scalars['ID']['output'];
  /** Still missing for this year’s minimum */
  missingThisYear: Scalars['Float']['output'];
  /** Still missing for the cycle total */
  missingTotal: Scalars['Float']['output'];
  /** The body’s profile */
  profile: CpdProfile;
  /** Credit required for the cycle; null: no total */
  required?: Maybe<Scalars['Float']['output']>;
  /** On track, behind, or no target */
  status: CpdStatus;
  /** Up to three library items in the member’s profession when there is a gap */
  suggestions: Array<CpdSuggestion>;
  /** Verifiable credit so far */
  verifiableCredited: Scalars['Float']['output'];
  /** The verifiable requirement is reached (true when there is none) */
  verifiableMet: Scalars['Boolean']['output'];
  /** Verifiable credit required; null: none */
  verifiableRequired?: Maybe<Scalars['Float']['output']>;
  /** Each year of the cycle */
  years: Array<CpdYearStanding>;
};

/** Credit from certain fields against the body’s minimum. */
export type CpdCategoryStanding = {
  __typename?: 'CpdCategoryStanding';
  /** Credit so far in the cycle */
  credited: Scalars['Float']['output'];
  /** What the body calls it */
  label: Scalars['String']['output'];
  /** The minimum is reached */
  met: Scalars['Boolean']['output'];
  /** Minimum per cycle */
  required: Scalars['Float']['output'];
};

/** How a body’s CPD cycles are placed in time. */
export type CpdCycleStart =
  /** Cycles follow calendar years (from the profile’s anchor year when a cycle is longer than a year) */
  | 'CALENDAR_YEAR'
  /** Each member’s cycle starts in their own year (e.g. their registration date); they give it when choosing the body */
  | 'MEMBER_CHOSEN';

/** A completion or outside activity as it counts for a body. */
export type CpdEntry = {
  __typename?: 'CpdEntry';
  /** Category (field of study) */
  category: Scalars['String']['output'];
  /** Day, YYYY-MM-DD (UTC for completions) */
  date: Scalars['String']['output'];
  /** Hours it counts for (a certificate’s PE points as study hours) */
  hours: Scalars['Float']['output'];
  /** The completion id or the outside activity id (with kind, what saveCpdReflection takes) */
  id: Scalars['ID']['output'];
  /** Completion or outside activity */
  kind: CpdEntryKind;
  /** The member’s reflection; null when none was written */
  reflection?: Maybe<CpdReflection>;
  /** Title */
  title: Scalars['String']['output'];
  /** A standing certificate, or an outside activity with an evidence file */
  verifiable: Scalars['Boolean']['output'];
};

/** What an entry of the CPD record is. */
export type CpdEntryKind =
  /** A passed test with its certificate */
  | 'COMPLETION'
  /** CPD the member logged from elsewhere */
  | 'OUTSIDE_ACTIVITY';

/** A professional body’s CPD requirement as this deployment describes it. Figures are null where the body sets none or none was found published (the note says which). */
export type CpdProfile = {
  __typename?: 'CpdProfile';
  /** The body (and route) the profile describes */
  body: Scalars['String']['output'];
  /** Most surplus credit one year may carry into the next; null: none */
  carryOverMaxPerYear?: Maybe<Scalars['Float']['output']>;
  /** Parts that must come from certain fields */
  categories: Array<CpdProfileCategory>;
  /** When they were last checked, YYYY-MM-DD */
  checkedOn: Scalars['String']['output'];
  /** ISO country code */
  country: Scalars['String']['output'];
  /** How cycles are placed in time */
  cycleStart: CpdCycleStart;
  /** Cycle length in years */
  cycleYears: Scalars['Int']['output'];
  /** Profile id, e.g. nova-nl */
  id: Scalars['ID']['output'];
  /** Least credit in each calendar year */
  minimumPerYear?: Maybe<Scalars['Float']['output']>;
  /** What the profile leaves out; the member must check with their body */
  note: Scalars['String']['output'];
  /** The profession it is for */
  profession: Scalars['String']['output'];
  /** The body asks for a reflection on each entry */
  reflectionRequired: Scalars['Boolean']['output'];
  /** Where the rules were read */
  sourceUrl: Scalars['String']['output'];
  /** Credit required per cycle */
  totalPerCycle?: Maybe<Scalars['Float']['output']>;
  /** What the body calls its unit (points, units, hours) */
  unitLabel: Scalars['String']['output'];
  /** Least verifiable credit per cycle */
  verifiableMinimumPerCycle?: Maybe<Scalars['Float']['output']>;
  /** Least share (0–1) of the credit that must be verifiable */
  verifiableMinimumShare?: Maybe<Scalars['Float']['output']>;
};

/** A part of the requirement that must come from certain fields. */
export type CpdProfileCategory = {
  __typename?: 'CpdProfileCategory';
  /** What the body calls it */
  label: Scalars['String']['output'];
  /** Categories whose entries count toward it (case-insensitive) */
  matches: Array<Scalars['String']['output']>;
  /** Least credit from these fields per cycle */
  minimumPerCycle: Scalars['Float']['output'];
};

/** The member’s reflection on one entry of their record. */
export type CpdReflection = {
  __typename?: 'CpdReflection';
  /** How I will apply it */
  application?: Maybe<Scalars['String']['output']>;
  /** What I learned */
  learned?: Maybe<Scalars['String']['output']>;
  /** When it was last written */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Where the member stands in the current cycle. */
export type CpdStatus =
  /** A past year missed its minimum, or the cycle holds less than its pro-rata share of a figure */
  | 'BEHIND'
  /** The body publishes no figure this profile can count (see the profile’s note) */
  | 'NO_TARGET'
  /** Every past year met its minimum and the cycle holds at least its pro-rata share of each figure */
  | 'ON_TRACK';

/** A library item in the member’s profession that would help close a gap. */
export type CpdSuggestion = {
  __typename?: 'CpdSuggestion';
  /** Its category */
  category: Scalars['String']['output'];
  /** The article id */
  id: Scalars['ID']['output'];
  /** PE points it is worth */
  pePointsValue: Scalars['Float']['output'];
  /** The article title */
  title: Scalars['String']['output'];
};

/** One calendar year of a cycle. */
export type CpdYearStanding = {
  __typename?: 'CpdYearStanding';
  /** Surplus carried in from the year before */
  carriedIn: Scalars['Float']['output'];
  /** Credit dated in the year */
  credited: Scalars['Float']['output'];
  /** Still missing for the yearly minimum */
  missing: Scalars['Float']['output'];
  /** The yearly minimum; null: none */
  required?: Maybe<Scalars['Float']['output']>;
  /** The year */
  year: Scalars['Int']['output'];
};

/** A new article: every editable field; it is published at once. Attach a PDF afterwards. */
export type CreateArticleInput = {
  /** Who wrote the item (at most 20). Absent on update: unchanged */
  authors?: InputMaybe<Array<ContentPersonInput>>;
  /** Required main category */
  category: Category;
  /** The text as Markdown, at most 200000 characters */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Optional difficulty */
  difficultyLevel?: InputMaybe<DifficultyLevel>;
  /** Optional minutes to read or watch (1 to 1000), shown to members */
  estimatedReadTime?: InputMaybe<Scalars['Int']['input']>;
  /** Optional http(s) link to the original content; a YouTube link makes the item a video */
  externalUrl?: InputMaybe<Scalars['String']['input']>;
  /** Required; ENGLISH, DUTCH, GERMAN or SPANISH (other languages are refused) */
  language: Language;
  /** YYYY-MM-DD: when it must be reviewed again; null or absent with a review date: 12 months after it. Absent on update: unchanged */
  nextReviewOn?: InputMaybe<Scalars['String']['input']>;
  /** PE points, 0 to 100, two decimals; used only with pointsOverrideReason, otherwise the study-time formula sets the points */
  pePointsValue?: InputMaybe<Scalars['Float']['input']>;
  /** Needed to set pePointsValue other than the study-time formula gives; shown on certificates */
  pointsOverrideReason?: InputMaybe<Scalars['String']['input']>;
  /** Professions the article is written for (from the registration list); absent or empty means everyone */
  professions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Optional publication date, YYYY-MM-DD */
  publicationDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: when the item was last reviewed. Absent on update: unchanged */
  reviewedOn?: InputMaybe<Scalars['String']['input']>;
  /** Who reviewed the item (at most 20). Absent on update: unchanged */
  reviewers?: InputMaybe<Array<ContentPersonInput>>;
  /** Optional second category */
  secondaryCategory?: InputMaybe<Category>;
  /** Optional publisher or body the content comes from, at most 200 characters */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Optional narrower topic, free text, at most 120 characters */
  subcategory?: InputMaybe<Scalars['String']['input']>;
  /** Optional plain-text abstract, at most 5000 characters */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 300 characters */
  title: Scalars['String']['input'];
  /** Minutes of video or audio; part of the study time. Absent on update: unchanged */
  videoMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of createArticle. */
export type CreateArticlePayload = {
  __typename?: 'CreateArticlePayload';
  /** The article as stored now; null when userErrors is not empty */
  article?: Maybe<Article>;
  /** Why nothing was changed (invalid fields, unknown article); empty on success */
  userErrors: Array<UserError>;
};

/** Opens a checkout for a signed-in member, e.g. an upgrade (POST /stripe/create-checkout-session). */
export type CreateCheckoutSessionInput = {
  /** Optional discount code to apply */
  discountCode?: InputMaybe<Scalars['String']['input']>;
  /** Optional plan type label, e.g. PROFESSIONAL; used when priceId names no plan */
  planType?: InputMaybe<Scalars['String']['input']>;
  /** The provider price id of the plan to buy (see plans); a plan id or name is accepted too */
  priceId: Scalars['String']['input'];
  /** The member who buys (the caller, or any member for admins) */
  userId: Scalars['ID']['input'];
};

/** A checkout opened for a signed-in member. */
export type CreateCheckoutSessionPayload = {
  __typename?: 'CreateCheckoutSessionPayload';
  /** The hand-off secret: keep it in the buyer's browser (never in a URL) and pass it to verifySubscriptionPayment with sessionId. Null when userErrors is not empty */
  handoffSecret?: Maybe<Scalars['String']['output']>;
  /** The checkout session id; pass it to verifySubscriptionPayment after the buyer returns. Null when userErrors is not empty */
  sessionId?: Maybe<Scalars['String']['output']>;
  /** The provider checkout page to navigate to; null when userErrors is not empty */
  url?: Maybe<Scalars['String']['output']>;
  /** An unknown or free plan, a discount code that does not apply, a plan already held (CONFLICT) or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error. */
  userErrors: Array<UserError>;
};

/** A new discount code. */
export type CreateDiscountCodeInput = {
  /** Whether the code can be used; default true */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The code members type: letters, digits, - and _; stored trimmed and upper-cased, at most 50 characters, unique */
  code: Scalars['String']['input'];
  /** Optional note on what the code is for, at most 200 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Percentage or fixed amount */
  kind: DiscountKind;
  /** Optional total number of redemptions allowed, at least 1 */
  maxRedemptions?: InputMaybe<Scalars['Int']['input']>;
  /** Optional paid plan id the code is limited to (professional, professionalMonthly) */
  planRestriction?: InputMaybe<Scalars['String']['input']>;
  /** Optional first moment of use (ISO 8601) */
  validFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Optional last moment of use (ISO 8601), after validFrom */
  validUntil?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** A percentage (above 0, at most 100, two decimals) for percent codes, or a whole amount in EUR cents for fixed codes */
  value: Scalars['Float']['input'];
};

/** Result of createDiscountCode. */
export type CreateDiscountCodePayload = {
  __typename?: 'CreateDiscountCodePayload';
  /** The discount code as stored now; null when userErrors is not empty */
  discountCode?: Maybe<DiscountCode>;
  /** Why nothing was changed (invalid fields, code already in use, unknown code); empty on success */
  userErrors: Array<UserError>;
};

/** A new news item (published unless isPublished is false). */
export type CreateNewsItemInput = {
  /** Required plain text, at most 20000 characters; separate paragraphs with a blank line */
  content: Scalars['String']['input'];
  /** Defaults to true on create; unchanged on update when absent */
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required headline, at most 300 characters */
  title: Scalars['String']['input'];
  /** The kind of entry, shown as its badge */
  type: NewsType;
};

/** Result of createNewsItem. */
export type CreateNewsItemPayload = {
  __typename?: 'CreateNewsItemPayload';
  /** The news item as stored now; null when userErrors is not empty */
  newsItem?: Maybe<NewsItem>;
  /** Why nothing was changed (invalid fields, unknown news item); empty on success */
  userErrors: Array<UserError>;
};

/** A new outside activity; attach evidence afterwards with PUT /api/outside-activities/{id}/evidence. */
export type CreateOutsideActivityInput = {
  /** The activity */
  activity: OutsideActivityInput;
};

/** Opens the page where a member whose renewal payment failed updates the card and pays again. */
export type CreatePaymentRetrySessionInput = {
  /** The member whose failed payment to retry (the caller, or any member for admins) */
  userId: Scalars['ID']['input'];
};

/** A link to update the payment method and retry the failed payment, valid for a short time. */
export type CreatePaymentRetrySessionPayload = {
  __typename?: 'CreatePaymentRetrySessionPayload';
  /** The page to send the member to: Stripe's hosted invoice page (or customer portal), or the TEST MODE sandbox portal; null when userErrors is not empty */
  url?: Maybe<Scalars['String']['output']>;
  /** No overdue payment to retry (BAD_USER_INPUT), or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error with extensions.error_type configuration_error or stripe_error. */
  userErrors: Array<UserError>;
};

/** Opens the payment provider's billing portal for a member (POST /stripe/create-portal-session). */
export type CreatePortalSessionInput = {
  /** The member whose billing portal to open (the caller, or any member for admins) */
  userId: Scalars['ID']['input'];
};

/** A link into the payment provider's billing portal, valid for a short time. */
export type CreatePortalSessionPayload = {
  __typename?: 'CreatePortalSessionPayload';
  /** The billing portal page to send the member to; null when userErrors is not empty */
  url?: Maybe<Scalars['String']['output']>;
  /** A member without a billing account at the current provider, or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error with extensions.error_type configuration_error or stripe_error. */
  userErrors: Array<UserError>;
};

/** A new share link to the caller’s CPD record. */
export type CreateRecordShareInput = {
  /** Days the link stays valid, 1 to 365; default 90 */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** A label for the member's own list, at most 80 characters */
  label?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createRecordShare: the link, and its address shown this once. */
export type CreateRecordSharePayload = {
  __typename?: 'CreateRecordSharePayload';
  /** The new link; null when userErrors is not empty */
  recordShare?: Maybe<RecordShare>;
  /** The full address to give the auditor, shown this once (only a hash of its token is kept); null when userErrors is not empty */
  url?: Maybe<Scalars['String']['output']>;
  /** Why nothing was created (invalid input, too many active links); empty on success */
  userErrors: Array<UserError>;
};

/** Opens a checkout for an account that has no subscription yet, named by its credentials (POST /create-subscription-session). */
export type CreateSubscriptionSessionInput = {
  /** Optional discount code to apply */
  discountCode?: InputMaybe<Scalars['String']['input']>;
  /** Sign-in e-mail of the buyer */
  email: Scalars['String']['input'];
  /** Password of the buyer */
  password: Scalars['String']['input'];
  /** The provider price id of the paid plan (see plans); a plan id or name is accepted too */
  priceId: Scalars['String']['input'];
};

/** A checkout opened for an account identified by its credentials. */
export type CreateSubscriptionSessionPayload = {
  __typename?: 'CreateSubscriptionSessionPayload';
  /** The provider checkout page to send the buyer to; null when userErrors is not empty */
  checkoutUrl?: Maybe<Scalars['String']['output']>;
  /** The hand-off secret: keep it in the buyer's browser (never in a URL) and pass it to verifySubscriptionPayment with sessionId. Null when userErrors is not empty */
  handoffSecret?: Maybe<Scalars['String']['output']>;
  /** The checkout session id; pass it to verifySubscriptionPayment after the buyer returns. Null when userErrors is not empty */
  sessionId?: Maybe<Scalars['String']['output']>;
  /** A wrong e-mail/password pair (INVALID_CREDENTIALS), an unconfirmed address (EMAIL_NOT_CONFIRMED), an unknown or free plan, a discount code that does not apply, a plan already held (CONFLICT) or too many attempts (RATE_LIMITED); empty on success. A provider failure is a SERVICE_UNAVAILABLE error. */
  userErrors: Array<UserError>;
};

/** A new webhook subscription for a partner. */
export type CreateWebhookSubscriptionInput = {
  /** The partner's OAuth client id */
  clientId: Scalars['String']['input'];
  /** At least one of certificate.issued, certificate.revoked, completion.recorded, subscription.changed */
  eventTypes: Array<Scalars['String']['input']>;
  /** The https URL that receives the POSTs (http is accepted outside production) */
  url: Scalars['String']['input'];
};

/** The result of createWebhookSubscription. */
export type CreateWebhookSubscriptionPayload = {
  __typename?: 'CreateWebhookSubscriptionPayload';
  /** The signing secret (whsec_…), shown this once: give it to the partner to verify signatures. Null when userErrors is not empty */
  signingSecret?: Maybe<Scalars['String']['output']>;
  /** The new subscription; null when userErrors is not empty */
  subscription?: Maybe<WebhookSubscription>;
  /** Problems with the input; empty on success */
  userErrors: Array<UserError>;
};

/** The signed-in member's start page in one query. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** What the plan unlocks */
  access: DashboardAccess;
  /** The monthly PE allowance (meaningful on Professional Monthly) */
  allowance: MonthlyAllowance;
  /** The caller’s standing with each professional body they follow, in its current cycle (empty: no body chosen). */
  cpdStandings: Array<CpdBodyStanding>;
  /** userId:year */
  id: Scalars['ID']['output'];
  /** Up to 3 newest published news items */
  latestNews: Array<NewsItem>;
  /** Points per month and year, with the trend */
  pointsHistory: PointsHistory;
  /** Up to 3 uncompleted articles, best match first */
  recommendedArticles: Array<RecommendedArticle>;
  /** Certificates an administrator revoked, newest first; their points are in no total of stats or pointsHistory */
  revokedCertificates: Array<RevokedCertificate>;
  /** Totals for the stat cards */
  stats: DashboardStats;
  /** The selected year the stats and history are for */
  year: Scalars['Int']['output'];
};

/** What the member's plan unlocks on the dashboard. */
export type DashboardAccess = {
  __typename?: 'DashboardAccess';
  /** True when the plan allows taking tests */
  canTakeTests: Scalars['Boolean']['output'];
  /** True when the member may ask the AI assistant */
  canUseAssistant: Scalars['Boolean']['output'];
  /** Points, stats and history are part of the plan (false: shown locked) */
  hasProgress: Scalars['Boolean']['output'];
  /** True on Professional Monthly, where tests draw on the monthly allowance */
  isMonthly: Scalars['Boolean']['output'];
  /** True on the yearly Professional plan with an active subscription, or for admins */
  isProfessional: Scalars['Boolean']['output'];
  /** Plan id, null without a recognised plan */
  plan?: Maybe<Scalars['String']['output']>;
};

/** The four stat cards. */
export type DashboardStats = {
  __typename?: 'DashboardStats';
  /** PE points to earn per year (10) */
  annualGoal: Scalars['Float']['output'];
  /** Articles completed (tests passed) over all years */
  completedCount: Scalars['Int']['output'];
  /** How many outside activities the member has logged, all years */
  outsideActivityCount: Scalars['Int']['output'];
  /** Points of every outside activity (CPD logged from elsewhere), all years; not part of totalPoints */
  outsideTotalPoints: Scalars['Float']['output'];
  /** Points of outside activities dated in the selected year; not part of yearPoints */
  outsideYearPoints: Scalars['Float']['output'];
  /** yearPoints against the annual goal, whole percent, not capped */
  progressPercent: Scalars['Int']['output'];
  /** PE points earned over all years */
  totalPoints: Scalars['Float']['output'];
  /** Points earned in the selected year */
  yearPoints: Scalars['Float']['output'];
  /** yearPoints plus outsideYearPoints: everything the member has for the selected year */
  yearTotalPoints: Scalars['Float']['output'];
};

/** A discount code to switch off. */
export type DeactivateDiscountCodeInput = {
  /** The discount code to switch off */
  id: Scalars['ID']['input'];
};

/** Result of deactivateDiscountCode. */
export type DeactivateDiscountCodePayload = {
  __typename?: 'DeactivateDiscountCodePayload';
  /** The discount code as stored now; null when userErrors is not empty */
  discountCode?: Maybe<DiscountCode>;
  /** Why nothing was changed (invalid fields, code already in use, unknown code); empty on success */
  userErrors: Array<UserError>;
};

/** Account → Profile → Delete my account. */
export type DeleteAccountInput = {
  /** The member's current password, asked again */
  password: Scalars['String']['input'];
};

/** Answer to deleteAccount. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  /** True when the account is gone (every session with it has ended) */
  deleted: Scalars['Boolean']['output'];
  /** The text to show; null on userErrors */
  message?: Maybe<Scalars['String']['output']>;
  /** A wrong password (["password"]) or too many attempts */
  userErrors: Array<UserError>;
};

/** An article to delete with its feedback and PDF. */
export type DeleteArticleInput = {
  /** The article to delete */
  id: Scalars['ID']['input'];
};

/** Result of deleteArticle. */
export type DeleteArticlePayload = {
  __typename?: 'DeleteArticlePayload';
  /** Id of the deleted article; null when userErrors is not empty */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was deleted (unknown article); empty on success */
  userErrors: Array<UserError>;
};

/** A news item to delete. */
export type DeleteNewsItemInput = {
  /** The news item to delete */
  id: Scalars['ID']['input'];
};

/** Result of deleteNewsItem. */
export type DeleteNewsItemPayload = {
  __typename?: 'DeleteNewsItemPayload';
  /** Id of the deleted news item; null when userErrors is not empty */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was deleted (unknown news item); empty on success */
  userErrors: Array<UserError>;
};

/** Deletes one of the caller's outside activities with its evidence file. */
export type DeleteOutsideActivityInput = {
  /** The activity to delete */
  id: Scalars['ID']['input'];
};

/** Result of deleting an outside activity. */
export type DeleteOutsideActivityPayload = {
  __typename?: 'DeleteOutsideActivityPayload';
  /** Id of the deleted activity; null when userErrors is not empty */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Invalid fields (BAD_USER_INPUT, field paths such as ["activity", "hours"]) or an id that is not one of the caller's activities (NOT_FOUND, field ["id"]); empty on success */
  userErrors: Array<UserError>;
};

/** How much prior knowledge an article assumes. */
export type DifficultyLevel =
  /** For specialists in the subject */
  | 'ADVANCED'
  /** No prior knowledge of the subject needed */
  | 'BEGINNER'
  /** Assumes working knowledge of the subject */
  | 'INTERMEDIATE';

/** The result of disconnectLearningRecordStore. */
export type DisconnectLearningRecordStorePayload = {
  __typename?: 'DisconnectLearningRecordStorePayload';
  /** True when a store was connected and now is not */
  disconnected: Scalars['Boolean']['output'];
  /** Problems; empty on success */
  userErrors: Array<UserError>;
};

/** A discount code as admins manage it. */
export type DiscountCode = Node & {
  __typename?: 'DiscountCode';
  /** False once deactivated; inactive codes are refused */
  active: Scalars['Boolean']['output'];
  /** The code members type: trimmed, upper-cased, at most 50 characters */
  code: Scalars['String']['output'];
  /** When the code was created (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The discount code's number */
  databaseId: Scalars['Int']['output'];
  /** What the code is for; null when not given */
  description?: Maybe<Scalars['String']['output']>;
  /** Globally unique and opaque; updateDiscountCode and deactivateDiscountCode take it */
  id: Scalars['ID']['output'];
  /** Percentage or fixed amount */
  kind: DiscountKind;
  /** How many times the code can be redeemed in total; null: no limit */
  maxRedemptions?: Maybe<Scalars['Int']['output']>;
  /** The only plan id the code applies to; null: every paid plan */
  planRestriction?: Maybe<Scalars['String']['output']>;
  /** How many times the code has been redeemed so far */
  redemptionCount: Scalars['Int']['output'];
  /** First moment the code can be used (ISO 8601, UTC); null: from creation */
  validFrom?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Last moment the code can be used (ISO 8601, UTC); null: no end */
  validUntil?: Maybe<Scalars['DateTimeISO']['output']>;
  /** A percentage, or an amount in cents for fixed codes */
  value: Scalars['Float']['output'];
};

/** Discount codes, newest first, a page at a time (20 by default, at most 100). */
export type DiscountCodeConnection = {
  __typename?: 'DiscountCodeConnection';
  /** This page of discount codes */
  edges: Array<DiscountCodeEdge>;
  /** Whether more discount codes follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All discount codes, active or not, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One discount code in a list, with its cursor. */
export type DiscountCodeEdge = {
  __typename?: 'DiscountCodeEdge';
  /** Pass as `after` to continue after this discount code */
  cursor: Scalars['String']['output'];
  /** The discount code */
  node: DiscountCode;
};

/** How a discount code takes money off */
export type DiscountKind =
  /** value is an amount in EUR cents, never more than the plan price */
  | 'FIXED'
  /** value is a percentage of the plan price (0-100), rounded to the cent */
  | 'PERCENT';

/** A plan price with a discount code applied (POST /validate-discount-code). */
export type DiscountValidation = {
  __typename?: 'DiscountValidation';
  /** Amount taken off, EUR cents */
  discountAmount: Scalars['Int']['output'];
  /** The code that was applied */
  discountCode: AppliedDiscountCode;
  /** Rounded to one decimal */
  discountPercentage: Scalars['Float']['output'];
  /** Price to pay after the discount, EUR cents excluding VAT; never below 0 */
  finalAmount: Scalars['Int']['output'];
  /** Plan price before the discount, EUR cents excluding VAT */
  originalAmount: Scalars['Int']['output'];
  /** The plan the price is for (professional, professionalMonthly or professionalInsights) */
  planId: Scalars['ID']['output'];
};

/** A member's rating of an article; one per member and article. */
export type Feedback = Node & {
  __typename?: 'Feedback';
  /** The rated article */
  articleId: Scalars['ID']['output'];
  /** The comment; null when none */
  comment?: Maybe<Scalars['String']['output']>;
  /** When the feedback was first given (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The feedback's number */
  databaseId: Scalars['Int']['output'];
  /** 'Anonymous' or the member's first and last name */
  displayName: Scalars['String']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** True when the member asked to stay anonymous */
  isAnonymous: Scalars['Boolean']['output'];
  /** 1 to 5 */
  rating: Scalars['Int']['output'];
  /** When it was last replaced (ISO 8601, UTC) */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Feedback on one article, newest (last submitted or updated) first. */
export type FeedbackConnection = {
  __typename?: 'FeedbackConnection';
  /** This page of feedback entries */
  edges: Array<FeedbackEdge>;
  /** Whether more feedback entries follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All feedback on the article, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One feedback entry in a list, with its cursor. */
export type FeedbackEdge = {
  __typename?: 'FeedbackEdge';
  /** Pass as `after` to continue after this feedback entry */
  cursor: Scalars['String']['output'];
  /** The feedback */
  node: Feedback;
};

/** Extra test attempts an admin grants one member for one item. */
export type GrantAttemptsInput = {
  /** The item (article) the attempts are for */
  articleId: Scalars['ID']['input'];
  /** Extra attempts, 1 to 10 */
  extraAttempts: Scalars['Int']['input'];
  /** Why the attempts are granted, 3 to 500 characters (kept with the grant and in the audit log) */
  reason: Scalars['String']['input'];
  /** The member who receives the attempts */
  userId: Scalars['ID']['input'];
};

/** What grantTestAttempts did: the grant, or the reasons it was refused. */
export type GrantTestAttemptsPayload = {
  __typename?: 'GrantTestAttemptsPayload';
  /** The new grant; null when userErrors is not empty */
  grant?: Maybe<AttemptGrant>;
  /** Problems with the input (field names the input field); empty on success */
  userErrors: Array<UserError>;
};

/** A content language. Library articles are in English, Dutch, German or Spanish; article requests may ask for any of these. */
export type Language =
  /** Display name: Dutch */
  | 'DUTCH'
  /** Display name: English */
  | 'ENGLISH'
  /** Display name: French */
  | 'FRENCH'
  /** Display name: German */
  | 'GERMAN'
  /** Display name: Italian */
  | 'ITALIAN'
  /** Display name: Portuguese */
  | 'PORTUGUESE'
  /** Display name: Spanish */
  | 'SPANISH';

/** The member's CPD record as a signed 1EdTech Comprehensive Learner Record 2.0 (ClrCredential), in both securing forms. */
export type LearnerRecordCredential = {
  __typename?: 'LearnerRecordCredential';
  /** File name of the JSON credential (.json) */
  filename: Scalars['String']['output'];
  /** The ClrCredential as JSON text with an embedded Data Integrity proof (eddsa-rdfc-2022): the valid certificates as issued, each with its own proof, and the outside activities as self-reported achievements */
  json: Scalars['String']['output'];
  /** The same ClrCredential as a compact JWT (VC-JWT) */
  jws: Scalars['String']['output'];
  /** File name of the signed JWT (.jwt) */
  jwtFilename: Scalars['String']['output'];
};

/** The member's learning record store (xAPI): where their completions are sent as statements. */
export type LearningRecordStore = {
  __typename?: 'LearningRecordStore';
  /** When it was connected */
  connectedAt: Scalars['DateTimeISO']['output'];
  /** The xAPI endpoint */
  endpoint: Scalars['String']['output'];
  /** The last four characters of the key; the key and secret themselves are never shown again */
  keyHint: Scalars['String']['output'];
  /** Completions it has accepted */
  statementsDelivered: Scalars['Int']['output'];
  /** Completions given up after every retry */
  statementsFailed: Scalars['Int']['output'];
  /** Completions waiting to be sent (or retried) */
  statementsWaiting: Scalars['Int']['output'];
};

/** Which half of the library: written articles or YouTube videos */
export type LibraryMode =
  /** Everything but YouTube items */
  | 'ARTICLES'
  /** YouTube items only */
  | 'VIDEOS';

/** The sign-in form. */
export type LoginInput = {
  /** The sign-in e-mail address (case-insensitive) */
  email: Scalars['String']['input'];
  /** The password */
  password: Scalars['String']['input'];
};

/** Sign-in answer. Without an active subscription no token is issued and subscriptionRequired is true. A wrong e-mail/password pair (INVALID_CREDENTIALS), an unconfirmed address (EMAIL_NOT_CONFIRMED) and too many failed attempts (RATE_LIMITED) are userErrors. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Bearer token for the Authorization header; null when subscriptionRequired is true or on userErrors */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** With subscriptionRequired: a 15-minute read-only token for the member's own CPD record (/api/record/...) */
  recordToken?: Maybe<Scalars['String']['output']>;
  /** True when the credentials are right but there is no active subscription: choose a plan first */
  subscriptionRequired: Scalars['Boolean']['output'];
  /** The member who signed in; null when userErrors is not empty */
  user?: Maybe<User>;
  /** Expected problems (a field left empty, a wrong password, a limit reached); empty on success. */
  userErrors: Array<UserError>;
};

/** A kind of mail the member can switch off */
export type MailKind =
  /** A notice when one of your certificates is revoked, with the reason. */
  | 'CERTIFICATE_REVOKED'
  /** A reminder when a professional body's deadline nears and points are still missing. */
  | 'CYCLE_DEADLINE'
  /** A notice when a renewal payment fails, with the date your access depends on, and a reminder two days before that date. */
  | 'PAYMENT_FAILED'
  /** A reminder before your paid plan renews, with the date and the amount. */
  | 'RENEWAL_UPCOMING';

/** Whether the member receives one kind of optional mail. */
export type MailPreferenceType = {
  __typename?: 'MailPreferenceType';
  /** The kind of mail */
  kind: MailKind;
  /** True when this kind is sent (the default); false after an unsubscribe */
  subscribed: Scalars['Boolean']['output'];
};

/** A member account as the admin members page lists it. */
export type Member = Node & {
  __typename?: 'Member';
  /** The member's number, as REST paths take it */
  databaseId: Scalars['Int']['output'];
  /** Sign-in e-mail address, lower-cased */
  email: Scalars['String']['output'];
  /** True once the member followed the confirmation link; sign-in needs it */
  emailConfirmed: Scalars['Boolean']['output'];
  /** Given name as registered */
  firstName: Scalars['String']['output'];
  /** Globally unique and opaque; pass it as userId in other calls */
  id: Scalars['ID']['output'];
  /** True for administrators */
  isAdmin: Scalars['Boolean']['output'];
  /** Family name as registered */
  lastName: Scalars['String']['output'];
  /** When the current subscription began ("Member since" on the member's own subscription page); null without one */
  memberSince?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The current plan; null when the member has not chosen one */
  plan?: Maybe<MemberPlan>;
  /** When the account was registered */
  registeredAt: Scalars['DateTimeISO']['output'];
  /** The subscription status; only ACTIVE gives access */
  subscriptionStatus: MemberSubscriptionStatus;
};

/** Members matching a search and filters, newest registration first, a page at a time. */
export type MemberConnection = {
  __typename?: 'MemberConnection';
  /** This page of members */
  edges: Array<MemberEdge>;
  /** Whether more members follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All members matching the search and filters, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One member with their test attempts per item and the extra attempts granted to them. */
export type MemberDetail = {
  __typename?: 'MemberDetail';
  /** Extra attempts granted to the member, newest first */
  grants: Array<AttemptGrant>;
  /** Each item the member has attempted or received extra attempts for, latest attempt first */
  items: Array<MemberItemAttempts>;
  /** The member */
  member: Member;
  /** The member's evidence storage and number of outside activities, against their limits */
  outsideUsage: OutsideUsage;
};

/** One member in a list, with its cursor. */
export type MemberEdge = {
  __typename?: 'MemberEdge';
  /** Pass as `after` to continue after this member */
  cursor: Scalars['String']['output'];
  /** The member */
  node: Member;
};

/** Where a member stands with one item's test: attempts used and left, grants, and the outcome. */
export type MemberItemAttempts = {
  __typename?: 'MemberItemAttempts';
  /** The item (article) id */
  articleId: Scalars['ID']['output'];
  /** The item's title */
  articleTitle: Scalars['String']['output'];
  /** True while an attempt is started and not yet submitted */
  attemptInProgress: Scalars['Boolean']['output'];
  /** Attempts the member may still start: the usual three plus extraAttempts, minus attemptsUsed (never below 0); moot once passed */
  attemptsRemaining: Scalars['Int']['output'];
  /** Graded attempts (passed or failed); an attempt in progress is not counted */
  attemptsUsed: Scalars['Int']['output'];
  /** Extra attempts granted by admins for this item, over all grants */
  extraAttempts: Scalars['Int']['output'];
  /** When the latest attempt was submitted (or started, while in progress); null when the member only has grants for this item */
  lastAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** True once the member passed this test */
  passed: Scalars['Boolean']['output'];
};

/** A member's subscription plan, as admins filter and read it. */
export type MemberPlan =
  /** Professional, billed yearly: tests, certificates and the assistant */
  | 'PROFESSIONAL'
  /** Professional Insights, the free plan: reading only */
  | 'PROFESSIONAL_INSIGHTS'
  /** Professional Monthly: tests and certificates within a monthly points allowance */
  | 'PROFESSIONAL_MONTHLY';

/** A member's plan and billing state. */
export type MemberSubscription = {
  __typename?: 'MemberSubscription';
  /** The billing portal can be opened */
  canManage: Scalars['Boolean']['output'];
  /** True when a failed payment can be retried with another card (createPaymentRetrySession) */
  canRetryPayment: Scalars['Boolean']['output'];
  /** Can move to Professional */
  canUpgrade: Scalars['Boolean']['output'];
  /** True when the subscription will end at currentPeriodEnd instead of renewing */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** What the member really pays: this period (with any discount) and at renewal; null without an active paid plan */
  charge?: Maybe<SubscriptionCharge>;
  /** End of the paid period (ISO 8601, UTC); null for the free plan or without a subscription */
  currentPeriodEnd?: Maybe<Scalars['DateTimeISO']['output']>;
  /** After a failed renewal payment (status past_due): when the grace period ends (ISO 8601, UTC). Until then the plan gives full access; afterwards only the CPD record, certificates and the Help Center. Null otherwise. */
  paymentGraceEndsAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The current plan; null when the member has none */
  plan?: Maybe<Plan>;
  /** The payment provider; SANDBOX means TEST MODE, no money is charged */
  provider: PaymentProvider;
  /** When the current subscription began (ISO 8601, UTC); null when unknown or none */
  startedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** 'active' allows use */
  status: Scalars['String']['output'];
};

/** The state of a member's subscription. Only ACTIVE gives access; administrators have access whatever their status. */
export type MemberSubscriptionStatus =
  /** Paid up (or on the free plan): the member has access */
  | 'ACTIVE'
  /** The subscription ended */
  | 'CANCELED'
  /** No subscription yet, or one that ended without a provider status */
  | 'INACTIVE'
  /** The first payment has not gone through yet */
  | 'INCOMPLETE'
  /** A renewal payment failed; the provider is retrying it */
  | 'PAST_DUE'
  /** Collection is paused at the provider */
  | 'PAUSED'
  /** Retries of a failed payment ran out; the subscription is kept but gives no access */
  | 'UNPAID';

/** PE points and completions of one month of the selected year. */
export type MonthPoints = {
  __typename?: 'MonthPoints';
  /** Tests passed in the month */
  completions: Scalars['Int']['output'];
  /** 1-12 */
  month: Scalars['Int']['output'];
  /** How many outside activities are dated in this month (the chart stacks their points on the Leerpunt bar) */
  outsideActivities: Scalars['Int']['output'];
  /** Points of outside activities dated in this month; not part of points */
  outsidePoints: Scalars['Float']['output'];
  /** PE points earned in the month */
  points: Scalars['Float']['output'];
  /** Whether the month is past, current or still to come */
  status: MonthStatus;
};

/** Where a month of the selected year lies against the current UTC month */
export type MonthStatus =
  /** The current month */
  | 'CURRENT'
  /** The month has not begun */
  | 'FUTURE'
  /** The month has ended */
  | 'PAST';

/** Professional Monthly: 1 PE point per subscribed month, rolling over; charged when a test is passed. */
export type MonthlyAllowance = {
  __typename?: 'MonthlyAllowance';
  /** PE points that can still be earned now (capacity − used, never below 0) */
  available: Scalars['Float']['output'];
  /** Points granted so far in the current subscription */
  capacity: Scalars['Float']['output'];
  /** True on Professional Monthly; the other fields are 0 otherwise */
  isMonthly: Scalars['Boolean']['output'];
  /** When the next point is granted: the next monthly anniversary of the subscription (UTC); null off Professional Monthly */
  nextGrantAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Points charged by passed tests (capacity − available) */
  used: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Puts a confirmed account on the free plan (POST /activate-free). */
  activateFreePlan: ActivateFreePlanPayload;
  /** Admins: adds a line (date, what changed, by whom) to an article’s change log. */
  addArticleChangeLogEntry: AddArticleChangeLogEntryPayload;
  /** Asks the AI assistant (Professional plan or admin; others get a FORBIDDEN error); POST /api/ai-assistant. */
  askAssistant: AskAssistantPayload;
  /** Binds an Ed25519 did:key to the caller, proven by its signature of a challenge; credentials issued from then on name it as credentialSubject.id. */
  bindWallet: BindWalletPayload;
  /** Cancels the subscription at the end of the paid period; access stays until then. */
  cancelSubscription: CancelSubscriptionPayload;
  /** Sets the professional bodies the caller follows (replaces the whole list). */
  chooseCpdBodies: ChooseCpdBodiesPayload;
  /** Confirms an e-mail address from the link in the confirmation e-mail. */
  confirmEmail: ConfirmEmailPayload;
  /** Opens the link sent to the new address: the account takes that address. */
  confirmEmailChange: ConfirmEmailChangePayload;
  /** Connects (or replaces) the caller's learning record store: completions from now on are sent to it as xAPI statements. */
  connectLearningRecordStore: ConnectLearningRecordStorePayload;
  /** Admins: adds an article, published at once. */
  createArticle: CreateArticlePayload;
  /** Opens a checkout for a signed-in member, e.g. an upgrade (POST /stripe/create-checkout-session). */
  createCheckoutSession: CreateCheckoutSessionPayload;
  /** Admins: adds a discount code; a code already in use is a CONFLICT userError on code. */
  createDiscountCode: CreateDiscountCodePayload;
  /** Admins: publishes a news item (or saves a draft). */
  createNewsItem: CreateNewsItemPayload;
  /** Logs CPD done elsewhere (Professional and Professional Monthly plans; admins). Upload its evidence afterwards over REST. */
  createOutsideActivity: OutsideActivityPayload;
  /** After a failed renewal payment: a link where the member updates the card and pays again. The subscription turns active when the payment arrives. */
  createPaymentRetrySession: CreatePaymentRetrySessionPayload;
  /** A billing-portal link; a provider failure is an error with extensions.error_type configuration_error or stripe_error. */
  createPortalSession: CreatePortalSessionPayload;
  /** Creates a read-only link to the caller’s CPD record for an auditor (at most 10 active). Its address is answered this once. */
  createRecordShare: CreateRecordSharePayload;
  /** Opens a checkout for an account identified by its credentials (POST /create-subscription-session). */
  createSubscriptionSession: CreateSubscriptionSessionPayload;
  /** Admins: registers a partner's endpoint for signed webhooks and returns its signing secret, this once. */
  createWebhookSubscription: CreateWebhookSubscriptionPayload;
  /** Admins: switches a code off; it stays listed with its redemptions. */
  deactivateDiscountCode: DeactivateDiscountCodePayload;
  /** Deletes the caller’s account and personal data after their password; completed payments are kept without the member, certificates revoked ("account deleted"). */
  deleteAccount: DeleteAccountPayload;
  /** Admins: deletes an article with its feedback and PDF. */
  deleteArticle: DeleteArticlePayload;
  /** Admins: deletes a news item. */
  deleteNewsItem: DeleteNewsItemPayload;
  /** Deletes one of the caller's outside activities and its evidence file. */
  deleteOutsideActivity: DeleteOutsideActivityPayload;
  /** Disconnects the caller's learning record store; statements not yet sent are dropped. */
  disconnectLearningRecordStore: DisconnectLearningRecordStorePayload;
  /** Admins: gives a member 1 to 10 extra attempts at one item's test, on top of the usual 3; recorded with who and why and in the audit log. */
  grantTestAttempts: GrantTestAttemptsPayload;
  /** Signs in with e-mail and password. Wrong credentials and an unconfirmed address are userErrors (INVALID_CREDENTIALS, EMAIL_NOT_CONFIRMED). */
  login: LoginPayload;
  /** Signs out: this access token is refused from now on (POST /api/logout). */
  logout: OkPayload;
  /** A heartbeat of the reader while it shows the item and the page is visible (about every 20 seconds, and when it is shown or hidden; for a video whose player reports its state, while it plays and when it starts or stops). The server credits at most the time since the previous heartbeat of the member, for one item at a time, and nothing for a beat that says the video was not playing; the client sends no durations. */
  recordStudy: RecordStudyPayload;
  /** Creates an account and e-mails a confirmation link. */
  register: RegisterPayload;
  /** Admins: registers a partner application; its secret is answered this once. */
  registerPartnerClient: PartnerClientSecretPayload;
  /** Re-issues the caller's valid certificates to their bound wallet: each credential is signed again naming the wallet's did:key as credentialSubject.id; ids, dates, facts and revocation entries stay. */
  reissueCertificatesToWallet: ReissueCertificatesToWalletPayload;
  /** Admins: removes the PDF of an article. */
  removeArticlePdf: RemoveArticlePdfPayload;
  /** Removes the evidence file of one of the caller's outside activities. */
  removeOutsideActivityEvidence: OutsideActivityPayload;
  /** Admins: sends a delivery again, with a fresh round of retries. */
  replayWebhookDelivery: ReplayWebhookDeliveryPayload;
  /** Answers a contact message (admins): kept with it and mailed to the message's reply address. */
  replyToContactMessage: ReplyToContactMessagePayload;
  /** Requests an article on a topic. */
  requestArticle: RequestArticlePayload;
  /** Asks to move the account to another e-mail address: a link goes to the new address, a notice to the current one. */
  requestEmailChange: RequestEmailChangePayload;
  /** E-mails a password-reset link valid for 60 minutes; answers alike whether or not the address is registered. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sends the e-mail confirmation link again; answers alike whether or not the address is registered. */
  resendConfirmation: ResendConfirmationPayload;
  /** Admins: e-mails an unconfirmed member a new confirmation link (the earlier link stops working); recorded in the audit log. Shares the limit of three confirmation e-mails an hour per address with the public resend. */
  resendMemberConfirmation: ResendMemberConfirmationPayload;
  /** Sets a new password with a reset token; the token can be used once. */
  resetPassword: ResetPasswordPayload;
  /** Keeps a subscription that was set to end renewing, before its period ends. */
  resumeSubscription: ResumeSubscriptionPayload;
  /** Admins: revokes a certificate; verification then answers invalid with the reason. Revoking a revoked certificate keeps the first reason. */
  revokeCertificate: RevokeCertificatePayload;
  /** Admins: revokes a partner client; its tokens are refused from now on. */
  revokePartnerClient: RevokePartnerClientPayload;
  /** Revokes one of the caller's share links: it stops opening the record at once. */
  revokeRecordShare: RevokeRecordSharePayload;
  /** Admins: replaces a partner client secret (the old one stops working at once); the new one is answered this once. */
  rotatePartnerClientSecret: PartnerClientSecretPayload;
  /** Writes (or rewrites) the caller’s reflection on one of their completions or outside activities. */
  saveCpdReflection: SaveCpdReflectionPayload;
  /** Sends the contact form to support (stored and e-mailed). */
  sendContactMessage: SendContactMessagePayload;
  /** Admins: publishes or unpublishes (hides from members) an article. */
  setArticlePublished: SetArticlePublishedPayload;
  /** Switches one kind of optional mail on or off for the signed-in member. */
  setMailPreference: SetMailPreferencePayload;
  /** Starts (or resumes) the test on an article. Expected refusals are userErrors; a plan without tests, or another member without admin rights, is a FORBIDDEN error. */
  startTest: StartTestPayload;
  /** Rates an article; submitting again replaces the earlier feedback. */
  submitFeedback: SubmitFeedbackPayload;
  /** Grades the open attempt and returns what the grading changed. Correct answers and explanations are revealed only when passed (or when no attempts remain). */
  submitTest: SubmitTestPayload;
  /** Checks that the caller's learning record store accepts the stored key and secret. */
  testLearningRecordStore: TestLearningRecordStorePayload;
  /** Removes the caller's wallet binding; new credentials name the member's urn:uuid again. */
  unbindWallet: WalletBinding;
  /** Admins: replaces every editable field of an article (the PDF and published flag stay). */
  updateArticle: UpdateArticlePayload;
  /** Admins: changes a discount code; the code text itself cannot change. */
  updateDiscountCode: UpdateDiscountCodePayload;
  /** Admins: replaces a news item's type, title and content. */
  updateNewsItem: UpdateNewsItemPayload;
  /** Replaces every field of one of the caller's outside activities. */
  updateOutsideActivity: OutsideActivityPayload;
  /** Changes the editable profile fields of a member (the member themselves or an admin) and returns the updated member. Another member's id is a FORBIDDEN error for non-admins. */
  updateProfile: UpdateProfilePayload;
  /** Moves the existing paid subscription to Professional with proration and charges the quoted amount at once; "Member since" is kept. */
  upgradeSubscription: UpgradeSubscriptionPayload;
  /** Admins: attaches a PDF (base64, at most 10 MB, must start with %PDF-), replacing any earlier one. */
  uploadArticlePdf: UploadArticlePdfPayload;
  /** Checks a discount code for a plan and prices it (POST /validate-discount-code). */
  validateDiscountCode: ValidateDiscountCodePayload;
  /** Confirms a completed checkout and returns a fresh access token for its buyer (POST /verify-subscription-payment). */
  verifySubscriptionPayment: VerifySubscriptionPaymentPayload;
  /** A challenge to sign with the wallet key (valid 10 minutes), for bindWallet. */
  walletChallenge: WalletChallenge;
  /** Disconnects one of the caller's connected applications: its tokens are refused from now on. */
  withdrawConsent: WithdrawConsentPayload;
};


export type MutationActivateFreePlanArgs = {
  input: ActivateFreePlanInput;
};


export type MutationAddArticleChangeLogEntryArgs = {
  input: AddArticleChangeLogEntryInput;
};


export type MutationAskAssistantArgs = {
  input: AskAssistantInput;
};


export type MutationBindWalletArgs = {
  input: BindWalletInput;
};


export type MutationCancelSubscriptionArgs = {
  input: CancelSubscriptionInput;
};


export type MutationChooseCpdBodiesArgs = {
  input: ChooseCpdBodiesInput;
};


export type MutationConfirmEmailArgs = {
  input: ConfirmEmailInput;
};


export type MutationConfirmEmailChangeArgs = {
  input: ConfirmEmailChangeInput;
};


export type MutationConnectLearningRecordStoreArgs = {
  input: ConnectLearningRecordStoreInput;
};


export type MutationCreateArticleArgs = {
  input: CreateArticleInput;
};


export type MutationCreateCheckoutSessionArgs = {
  input: CreateCheckoutSessionInput;
};


export type MutationCreateDiscountCodeArgs = {
  input: CreateDiscountCodeInput;
};


export type MutationCreateNewsItemArgs = {
  input: CreateNewsItemInput;
};


export type MutationCreateOutsideActivityArgs = {
  input: CreateOutsideActivityInput;
};


export type MutationCreatePaymentRetrySessionArgs = {
  input: CreatePaymentRetrySessionInput;
};


export type MutationCreatePortalSessionArgs = {
  input: CreatePortalSessionInput;
};


export type MutationCreateRecordShareArgs = {
  input: CreateRecordShareInput;
};


export type MutationCreateSubscriptionSessionArgs = {
  input: CreateSubscriptionSessionInput;
};


export type MutationCreateWebhookSubscriptionArgs = {
  input: CreateWebhookSubscriptionInput;
};


export type MutationDeactivateDiscountCodeArgs = {
  input: DeactivateDiscountCodeInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDeleteArticleArgs = {
  input: DeleteArticleInput;
};


export type MutationDeleteNewsItemArgs = {
  input: DeleteNewsItemInput;
};


export type MutationDeleteOutsideActivityArgs = {
  input: DeleteOutsideActivityInput;
};


export type MutationGrantTestAttemptsArgs = {
  input: GrantAttemptsInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRecordStudyArgs = {
  input: RecordStudyInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterPartnerClientArgs = {
  input: RegisterPartnerClientInput;
};


export type MutationRemoveArticlePdfArgs = {
  input: RemoveArticlePdfInput;
};


export type MutationRemoveOutsideActivityEvidenceArgs = {
  input: RemoveOutsideActivityEvidenceInput;
};


export type MutationReplayWebhookDeliveryArgs = {
  input: ReplayWebhookDeliveryInput;
};


export type MutationReplyToContactMessageArgs = {
  input: ReplyToContactMessageInput;
};


export type MutationRequestArticleArgs = {
  input: ArticleRequestInput;
};


export type MutationRequestEmailChangeArgs = {
  input: RequestEmailChangeInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResendConfirmationArgs = {
  input: ResendConfirmationInput;
};


export type MutationResendMemberConfirmationArgs = {
  input: ResendMemberConfirmationInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResumeSubscriptionArgs = {
  input: ResumeSubscriptionInput;
};


export type MutationRevokeCertificateArgs = {
  input: RevokeCertificateInput;
};


export type MutationRevokePartnerClientArgs = {
  input: RevokePartnerClientInput;
};


export type MutationRevokeRecordShareArgs = {
  input: RevokeRecordShareInput;
};


export type MutationRotatePartnerClientSecretArgs = {
  input: RotatePartnerClientSecretInput;
};


export type MutationSaveCpdReflectionArgs = {
  input: SaveCpdReflectionInput;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSetArticlePublishedArgs = {
  input: SetArticlePublishedInput;
};


export type MutationSetMailPreferenceArgs = {
  input: SetMailPreferenceInput;
};


export type MutationStartTestArgs = {
  input: StartTestInput;
};


export type MutationSubmitFeedbackArgs = {
  input: SubmitFeedbackInput;
};


export type MutationSubmitTestArgs = {
  input: SubmitTestInput;
};


export type MutationUpdateArticleArgs = {
  input: UpdateArticleInput;
};


export type MutationUpdateDiscountCodeArgs = {
  input: UpdateDiscountCodeInput;
};


export type MutationUpdateNewsItemArgs = {
  input: UpdateNewsItemInput;
};


export type MutationUpdateOutsideActivityArgs = {
  input: UpdateOutsideActivityInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpgradeSubscriptionArgs = {
  input: UpgradeSubscriptionInput;
};


export type MutationUploadArticlePdfArgs = {
  input: UploadArticlePdfInput;
};


export type MutationValidateDiscountCodeArgs = {
  input: ValidateDiscountCodeInput;
};


export type MutationVerifySubscriptionPaymentArgs = {
  input: VerifySubscriptionPaymentInput;
};


export type MutationWithdrawConsentArgs = {
  input: WithdrawConsentInput;
};

/** A news and updates entry. */
export type NewsItem = Node & {
  __typename?: 'NewsItem';
  /** Plain text; paragraphs separated by blank lines */
  content: Scalars['String']['output'];
  /** When it was published (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The news item's number, as REST paths take it */
  databaseId: Scalars['Int']['output'];
  /** Globally unique and opaque */
  id: Scalars['ID']['output'];
  /** False for drafts, which only admins see */
  isPublished: Scalars['Boolean']['output'];
  /** Headline */
  title: Scalars['String']['output'];
  /** The kind of entry, shown as its badge; an unrecognised stored type reads as NEWS */
  type: NewsType;
};

/** News items, newest first, a page at a time. */
export type NewsItemConnection = {
  __typename?: 'NewsItemConnection';
  /** This page of news items */
  edges: Array<NewsItemEdge>;
  /** Whether more news items follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All items of the list (published only, unless drafts were included), over every page */
  totalCount: Scalars['Int']['output'];
};

/** One news item in a list, with its cursor. */
export type NewsItemEdge = {
  __typename?: 'NewsItemEdge';
  /** Pass as `after` to continue after this news item */
  cursor: Scalars['String']['output'];
  /** The news item */
  node: NewsItem;
};

/** The kind of a news entry, shown as its badge. */
export type NewsType =
  /** An announcement to all members */
  | 'ANNOUNCEMENT'
  /** A new or changed feature of the product */
  | 'FEATURE'
  /** General news */
  | 'NEWS'
  /** An update to the library or to a policy */
  | 'UPDATE';

/** An object with a globally unique, opaque id: pass it to node(id:) to fetch the object again, or wherever an argument takes its id. */
export type Node = {
  /** Globally unique and opaque; stable for the life of the object */
  id: Scalars['ID']['output'];
};

/** Answer to signing out, which has nothing to return but a confirmation. */
export type OkPayload = {
  __typename?: 'OkPayload';
  /** The text to show to the user; null when there is none */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the action was carried out */
  ok: Scalars['Boolean']['output'];
};

/** CPD the member did outside the platform, logged in their record. Its points are the member's own statement: they count in the record's totals and export, never on a certificate. */
export type OutsideActivity = Node & {
  __typename?: 'OutsideActivity';
  /** The activity's own random id, as REST paths (/api/outside-activities/{activityId}/evidence) and saveCpdReflection take it */
  activityId: Scalars['String']['output'];
  /** Field of study, free text (the library categories are suggested) */
  category: Scalars['String']['output'];
  /** When it was logged */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Day of the activity, YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** The evidence file; null until one is uploaded */
  evidence?: Maybe<OutsideActivityEvidence>;
  /** Hours spent, up to two decimals */
  hours: Scalars['Float']['output'];
  /** Globally unique and opaque; the outside activity calls take it */
  id: Scalars['ID']['output'];
  /** Kind of activity */
  kind: OutsideActivityKind;
  /** CPD points the member claims for it, up to two decimals (0 when none were awarded) */
  points: Scalars['Float']['output'];
  /** Who provided or organised it */
  provider: Scalars['String']['output'];
  /** Title of the course, event or reading */
  title: Scalars['String']['output'];
  /** When it was last changed */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** The member's outside activities, newest first (by date, then id). */
export type OutsideActivityConnection = {
  __typename?: 'OutsideActivityConnection';
  /** This page of outside activities */
  edges: Array<OutsideActivityEdge>;
  /** Whether more outside activities follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** How many outside activities the member has in all */
  totalCount: Scalars['Int']['output'];
};

/** One outside activity in a list, with its cursor. */
export type OutsideActivityEdge = {
  __typename?: 'OutsideActivityEdge';
  /** Pass as `after` to continue after this outside activity */
  cursor: Scalars['String']['output'];
  /** The activity */
  node: OutsideActivity;
};

/** The evidence file attached to an outside activity (a certificate of attendance, a receipt, a photo). */
export type OutsideActivityEvidence = {
  __typename?: 'OutsideActivityEvidence';
  /** REST path that downloads the file with the bearer token of its owner (GET) */
  downloadPath: Scalars['String']['output'];
  /** The member's file name, with the extension of its real type */
  fileName: Scalars['String']['output'];
  /** Size in bytes */
  sizeBytes: Scalars['Int']['output'];
  /** File type, checked from the bytes at upload */
  type: OutsideEvidenceType;
};

/** Every field of an outside activity (creating and editing send the whole form). */
export type OutsideActivityInput = {
  /** Category (field of study), 1 to 100 characters */
  category: Scalars['String']['input'];
  /** Day of the activity, YYYY-MM-DD; not in the future */
  date: Scalars['String']['input'];
  /** Hours, more than 0 and at most 500, two decimals */
  hours: Scalars['Float']['input'];
  /** Kind of activity */
  kind: OutsideActivityKind;
  /** Points, 0 to 100, two decimals */
  points: Scalars['Float']['input'];
  /** Provider or organiser, 1 to 200 characters */
  provider: Scalars['String']['input'];
  /** Title, 1 to 200 characters */
  title: Scalars['String']['input'];
};

/** What kind of CPD a member did outside the platform. */
export type OutsideActivityKind =
  /** A conference, congress or seminar */
  | 'CONFERENCE'
  /** A course or training (classroom or live online) */
  | 'COURSE'
  /** Self-paced e-learning on another platform */
  | 'E_LEARNING'
  /** Anything else the member counts as CPD */
  | 'OTHER'
  /** Professional reading (journals, books, guidelines) */
  | 'READING';

/** Result of creating or changing an outside activity. */
export type OutsideActivityPayload = {
  __typename?: 'OutsideActivityPayload';
  /** The activity as stored; null when userErrors is not empty */
  outsideActivity?: Maybe<OutsideActivity>;
  /** Invalid fields (BAD_USER_INPUT, field paths such as ["activity", "hours"]), an id that is not one of the caller's activities (NOT_FOUND, field ["id"]), the per-member number of activities reached (CONFLICT, createOutsideActivity) or too many new activities in a short time (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** File type of an evidence file, as found from its bytes. */
export type OutsideEvidenceType =
  /** image/jpeg */
  | 'JPEG'
  /** application/pdf */
  | 'PDF'
  /** image/png */
  | 'PNG';

/** What a member uses of their outside-activity limits. An evidence upload that would pass the storage limit is refused (HTTP 413, QUOTA_EXCEEDED); deleting or replacing evidence frees its bytes. */
export type OutsideUsage = {
  __typename?: 'OutsideUsage';
  /** Outside activities the member keeps */
  activities: Scalars['Int']['output'];
  /** Outside activities a member may keep (OUTSIDE_ACTIVITIES_MAX) */
  activitiesLimit: Scalars['Int']['output'];
  /** Evidence storage each member may use, in bytes (EVIDENCE_QUOTA_MB) */
  evidenceBytesLimit: Scalars['Float']['output'];
  /** Bytes of evidence files stored (and being uploaded) */
  evidenceBytesUsed: Scalars['Float']['output'];
};

/** Where a page of a connection sits: whether more items follow or precede, and the cursors at its ends. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge; null on an empty page */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when items follow the last edge (ask again with after: endCursor) */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items precede the first edge (ask again with before: startCursor, where a list takes last/before) */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge; null on an empty page */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A partner application registered as an OAuth 2.0 client (admins only). */
export type PartnerClient = Node & {
  __typename?: 'PartnerClient';
  /** The client_id the partner sends to the authorisation server */
  clientId: Scalars['String']['output'];
  /** When it was registered (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The registration's number */
  databaseId: Scalars['Int']['output'];
  /** Globally unique and opaque; rotatePartnerClientSecret and revokePartnerClient take it */
  id: Scalars['ID']['output'];
  /** The name members see on the consent page */
  name: Scalars['String']['output'];
  /** Exact redirect URIs of the authorization code flow (empty: client credentials only) */
  redirectUris: Array<Scalars['String']['output']>;
  /** When it was revoked (it can then neither get nor use tokens); null while in force */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The scopes the client may ask for */
  scopes: Array<Scalars['String']['output']>;
  /** When its secret was last replaced; null when never */
  secretRotatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** Registered partner clients, oldest first. */
export type PartnerClientConnection = {
  __typename?: 'PartnerClientConnection';
  /** This page of partner clients */
  edges: Array<PartnerClientEdge>;
  /** Whether more partner clients follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** How many partner clients are registered, revoked ones included */
  totalCount: Scalars['Int']['output'];
};

/** One partner client in a list, with its cursor. */
export type PartnerClientEdge = {
  __typename?: 'PartnerClientEdge';
  /** Pass as `after` to continue after this partner client */
  cursor: Scalars['String']['output'];
  /** The partner client */
  node: PartnerClient;
};

/** Result of registerPartnerClient and rotatePartnerClientSecret: the client and its new secret. */
export type PartnerClientSecretPayload = {
  __typename?: 'PartnerClientSecretPayload';
  /** The client secret, shown this once (only its hash is kept); null when userErrors is not empty */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** The client as stored now; null when userErrors is not empty */
  partnerClient?: Maybe<PartnerClient>;
  /** Why nothing changed; empty on success */
  userErrors: Array<UserError>;
};

/** A scope of a partner application with the plain-words sentence members read on the consent page. */
export type PartnerScopeGrant = {
  __typename?: 'PartnerScopeGrant';
  /** What the scope lets the application do, in plain words */
  description: Scalars['String']['output'];
  /** The scope, e.g. certificates:read */
  scope: Scalars['String']['output'];
};

/** Which payment provider this deployment uses */
export type PaymentProvider =
  /** The built-in test provider (TEST MODE): no money is charged */
  | 'SANDBOX'
  /** Stripe: real payments */
  | 'STRIPE';

/** A subscription plan (SPEC §3); amounts in EUR cents excluding VAT. */
export type Plan = {
  __typename?: 'Plan';
  /** Price per interval in EUR cents excluding VAT; 0 for the free plan */
  amount: Scalars['Int']['output'];
  /** Members on this plan can download certificates */
  canDownloadCertificates: Scalars['Boolean']['output'];
  /** Members on this plan can take tests and earn PE points */
  canTakeTests: Scalars['Boolean']['output'];
  /** Feature lines for the plan card, in display order */
  features: Array<Scalars['String']['output']>;
  /** Members on this plan can ask the AI assistant */
  hasAssistant: Scalars['Boolean']['output'];
  /** professional | professionalMonthly | professionalInsights */
  id: Scalars['ID']['output'];
  /** How often the plan is charged; null for the free plan */
  interval?: Maybe<BillingInterval>;
  /** Display name, e.g. Professional Monthly */
  name: Scalars['String']['output'];
  /** The provider price id; null for the free plan */
  priceId?: Maybe<Scalars['String']['output']>;
};

/** A subscription plan as shown on the pricing cards. */
export type PlanInfo = {
  __typename?: 'PlanInfo';
  /** Price in EUR cents excluding VAT; 0 when free */
  amount: Scalars['Int']['output'];
  /** Members on this plan can download certificates */
  canDownloadCertificates: Scalars['Boolean']['output'];
  /** Members on this plan can take tests and earn PE points */
  canTakeTests: Scalars['Boolean']['output'];
  /** ISO 4217 currency code (EUR) */
  currency: Scalars['String']['output'];
  /** Feature lines for the plan card, in display order */
  features: Array<Scalars['String']['output']>;
  /** amount / 100 with two decimals, e.g. 499.00 */
  formattedPrice: Scalars['String']['output'];
  /** Members on this plan can ask the AI assistant */
  hasAssistant: Scalars['Boolean']['output'];
  /** professional | professionalMonthly | professionalInsights */
  id: Scalars['String']['output'];
  /** How often the plan is charged; null for the free plan */
  interval?: Maybe<BillingInterval>;
  /** Display name, e.g. Professional */
  name: Scalars['String']['output'];
  /** Payment-provider price id; null for the free plan */
  priceId?: Maybe<Scalars['String']['output']>;
  /** e.g. 'EUR 499.00 per year excl. VAT' or 'Free' */
  priceLabel: Scalars['String']['output'];
};

/** Points per month of the selected year, this month and the trend, and points per year. */
export type PointsHistory = {
  __typename?: 'PointsHistory';
  /** Points for the year over its elapsed months */
  averagePerMonth: Scalars['Float']['output'];
  /** Tests passed in the selected year */
  completionsForYear: Scalars['Int']['output'];
  /** Tests passed in the current calendar month */
  completionsThisMonth: Scalars['Int']['output'];
  /** No completion at all yet */
  empty: Scalars['Boolean']['output'];
  /** January to December of the selected year */
  months: Array<MonthPoints>;
  /** PE points earned in the selected year */
  pointsForYear: Scalars['Float']['output'];
  /** PE points of the calendar month before the current one */
  previousMonth: Scalars['Float']['output'];
  /** Points of the current calendar month */
  thisMonth: Scalars['Float']['output'];
  /** Whether this month is above, below or level with the previous month */
  trendDirection: TrendDirection;
  /** Change of this month against the previous one, whole percent */
  trendPercent: Scalars['Int']['output'];
  /** The selected year */
  year: Scalars['Int']['output'];
  /** Every year with a completion or an outside activity, oldest first */
  yearly: Array<YearPoints>;
  /** Years to choose from, newest first */
  years: Array<Scalars['Int']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Graded attempts, newest first, a page at a time (GET /api/users/{id}/activity-history lists them whole). userId defaults to the caller. */
  activityHistory: ActivityItemConnection;
  /** Address autocomplete: places matching the typed text. Limited to 60 lookups a minute per caller address (RATE_LIMITED after that). */
  addressSuggestions: Array<AddressSuggestion>;
  /** Admins: administrative actions on members, newest first. */
  adminAuditLog: Array<AdminAuditEntry>;
  /** Product name, support contact, accreditation body and plans; open to visitors. */
  appConfig: AppConfig;
  /** One article for the reader (active subscription or admin), or its card fields for a partner client's catalog:read token. Null, with a NOT_FOUND error, when no such article is visible. */
  article?: Maybe<Article>;
  /** Members' comments on an item the caller may read, newest first, shown as 'Anonymous' or a first name and last initial. */
  articleComments: ArticleCommentConnection;
  /** Completion records, newest first, a page at a time (GET /api/users/{id}/article-completions lists them whole). userId defaults to the caller. */
  articleCompletions: ArticleCompletionConnection;
  /** Admins: members' feedback (stars and comments) on an article, newest first. Anonymous feedback stays anonymous. */
  articleFeedback: FeedbackConnection;
  /** Categories, languages and sources present in the library. */
  articleFilters: ArticleFilterOptions;
  /** Article requests with the requesting member, newest first, a page at a time (admins). */
  articleRequests: ArticleRequestConnection;
  /** The library (active subscription or admin), filtered, searched, sorted and paginated. A partner client's catalog:read token reads the published items' card fields; the text, highlights and review questions answer FORBIDDEN. */
  articles: ArticlePage;
  /** The signed-in member's last 5 questions and answers, newest first. */
  assistantHistory: Array<AssistantExchange>;
  /** Admins: extra attempts given to one member, newest first. */
  attemptGrants: Array<AttemptGrant>;
  /** Whether the signed-in member passes the professional check and may use the assistant. */
  canUseAssistant: Scalars['Boolean']['output'];
  /** The caller's signed credential for an article (GET /api/certificate/{articleId}/credential). Null, with a NOT_FOUND error, when the caller holds none. */
  certificateCredential?: Maybe<CertificateCredential>;
  /** The caller's printable HTML certificate for an article (GET /api/certificate/{articleId}). Null, with a NOT_FOUND error, when the caller holds none. */
  certificateDocument?: Maybe<CertificateDocument>;
  /** Certificates of a member, newest first, a page at a time (GET /api/users/{id}/certificates lists them whole). userId defaults to the caller. */
  certificates: CertificateConnection;
  /** One article's test standing (GET /api/users/{id}/completion-status/{articleId}). */
  completionStatus: CompletionStatus;
  /** Standings for several articles; unknown ids are left out. */
  completionStatuses: Array<CompletionStatus>;
  /** The caller's connected applications: partner applications they allowed to read their data. */
  connectedApplications: ConnectedApplicationConnection;
  /** Contact messages, newest first, a page at a time (admins). */
  contactMessages: ContactMessageConnection;
  /** Countries with their phone codes, for the registration form. */
  countries: Array<CountryOption>;
  /** The professional bodies the caller follows. */
  cpdBodyChoices: Array<CpdBodyChoice>;
  /** Every professional body’s CPD profile this deployment offers, in the order of its profiles file. */
  cpdProfiles: Array<CpdProfile>;
  /** The caller's dashboard: stats, allowance, recommendations, points history, latest news and plan access. */
  dashboard: Dashboard;
  /** Every discount code, active or not, newest first, a page at a time (admins). */
  discountCodes: DiscountCodeConnection;
  /** The caller's CPD record as a signed Comprehensive Learner Record 2.0 (GET /api/cpd-record/clr). Null, with a NOT_FOUND error, when the caller holds no valid certificate. */
  learnerRecordCredential?: Maybe<LearnerRecordCredential>;
  /** The caller's learning record store; null when none is connected. */
  learningRecordStore?: Maybe<LearningRecordStore>;
  /** Which optional mails (reminders and notices) the signed-in member receives, one entry per kind. */
  mailPreferences: Array<MailPreferenceType>;
  /** The signed-in member (GET /api/profile). */
  me: User;
  /** Admins: one member with their test attempts per item and the extra attempts granted to them; null (with NOT_FOUND) for an unknown id. */
  member?: Maybe<MemberDetail>;
  /** Admins: members found by name or e-mail and filtered by plan and subscription status, newest registration first, 20 a page by default. */
  members: MemberConnection;
  /** The signed-in member's monthly PE allowance (GET /api/monthly-allowance). */
  monthlyAllowance: MonthlyAllowance;
  /** The caller's own contact messages with support's answers, newest first, a page at a time. */
  myContactMessages: ContactMessageConnection;
  /** The caller's feedback on an article, or null. */
  myFeedback?: Maybe<Feedback>;
  /** Published news, newest first, a page at a time (admins may include unpublished items). */
  news: NewsItemConnection;
  /** The object with this global id (Relay global object identification), under the same rules as the field that normally returns it: null when there is no such object or the caller may not see it. */
  node?: Maybe<Node>;
  /** The objects with these global ids, in the same order, each null where node(id:) would be null. At most 100 ids; the cost limit counts each. */
  nodes: Array<Maybe<Node>>;
  /** The caller's outside activities (CPD done elsewhere), newest first. */
  outsideActivities: OutsideActivityConnection;
  /** One of the caller's outside activities; null for any other id. */
  outsideActivity?: Maybe<OutsideActivity>;
  /** The caller's evidence storage and number of outside activities, against their limits. */
  outsideUsage: OutsideUsage;
  /** Admins: registered partner applications (OAuth 2.0 clients), oldest first. */
  partnerClients: PartnerClientConnection;
  /** The plans with prices (EUR cents, excluding VAT) and provider price ids. */
  plans: Array<Plan>;
  /** The caller's share links to their CPD record (the 50 newest), with their views. */
  recordShares: Array<RecordShare>;
  /** A member's plan and billing state (the member or an admin). Null, with an error, when the member does not exist or is not visible. */
  subscription?: Maybe<MemberSubscription>;
  /** What upgrading to Professional would charge now: the Professional price less a credit for the unused part of the paid period. Null when the member has no active paid subscription to prorate (then upgrade through createCheckoutSession). */
  upgradeQuote?: Maybe<UpgradeQuote>;
  /** A member by id: the member themselves or an admin. Null, with an error, when the member does not exist or is not visible. */
  user?: Maybe<User>;
  /** Public verification by certificate id; rate limited per IP. */
  verifyCertificate: CertificateVerification;
  /** Public verification of up to 100 certificate ids at once (POST /api/verify-certificates), in the order given; rate limited per IP, or per partner client for a client-credentials token with verify:bulk (a higher limit). */
  verifyCertificates: Array<CertificateVerification>;
  /** Public verification of a signed credential: the JWT, the JSON credential with its Data Integrity proof, or an earlier EnvelopedVerifiableCredential JSON; a Comprehensive Learner Record (ClrCredential) also has each credential inside it checked (credentials). */
  verifyCredential: CertificateVerification;
  /** Checks a password-reset link before showing the form; an invalid or expired token is a BAD_USER_INPUT error. */
  verifyResetToken: ResetTokenInfo;
  /** The caller's bound wallet identifier, if any. */
  walletBinding: WalletBinding;
  /** Admins: webhook deliveries with their status, attempts and last response code, newest first. */
  webhookDeliveries: WebhookDeliveryConnection;
  /** Admins: the webhook subscriptions of partners, newest first. */
  webhookSubscriptions: Array<WebhookSubscription>;
};


export type QueryActivityHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAddressSuggestionsArgs = {
  countryIso?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
};


export type QueryAdminAuditLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArticleCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  articleId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticleCompletionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryArticleFeedbackArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  articleId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticleFiltersArgs = {
  mode?: InputMaybe<LibraryMode>;
};


export type QueryArticleRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticlesArgs = {
  filter?: InputMaybe<ArticleFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ArticleSort>;
};


export type QueryAttemptGrantsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryCertificateCredentialArgs = {
  articleId: Scalars['ID']['input'];
};


export type QueryCertificateDocumentArgs = {
  articleId: Scalars['ID']['input'];
};


export type QueryCertificatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompletionStatusArgs = {
  articleId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompletionStatusesArgs = {
  articleIds: Array<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryConnectedApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDashboardArgs = {
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDiscountCodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  plan?: InputMaybe<MemberPlan>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MemberSubscriptionStatus>;
};


export type QueryMyContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyFeedbackArgs = {
  articleId: Scalars['ID']['input'];
};


export type QueryNewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeUnpublished?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryOutsideActivitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOutsideActivityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPartnerClientsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySubscriptionArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryUpgradeQuoteArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVerifyCertificateArgs = {
  certificateId: Scalars['String']['input'];
};


export type QueryVerifyCertificatesArgs = {
  ids: Array<Scalars['String']['input']>;
};


export type QueryVerifyCredentialArgs = {
  credential: Scalars['String']['input'];
};


export type QueryVerifyResetTokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where a deployment's test questions come from */
export type QuestionSource =
  /** Only the items' approved question banks: curated, or written or approved by an admin */
  | 'CURATED'
  /** The approved question banks, some of whose items an admin approved from AI drafts */
  | 'CURATED_AI_REVIEWED'
  /** The approved question banks; an item without approved questions is tested on generated drafts that passed the automatic checks */
  | 'CURATED_OR_GENERATED';

/** An uncompleted article ranked by the recommendation score. */
export type RecommendedArticle = {
  __typename?: 'RecommendedArticle';
  /** The main category of the article */
  category: Category;
  /** The article id */
  id: Scalars['ID']['output'];
  /** PE points the article is worth */
  pePointsValue: Scalars['Float']['output'];
  /** YYYY-MM-DD */
  publicationDate?: Maybe<Scalars['String']['output']>;
  /** How well the article matches the member's professions (higher is better, two decimals); for ordering only */
  score: Scalars['Float']['output'];
  /** The article title */
  title: Scalars['String']['output'];
};

/** A read-only link to the member's CPD record for an auditor. Its token is never shown again after creation. */
export type RecordShare = Node & {
  __typename?: 'RecordShare';
  /** When it was created */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The share link's number */
  databaseId: Scalars['Int']['output'];
  /** When the link stops opening the record */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** Globally unique and opaque; revokeRecordShare takes it */
  id: Scalars['ID']['output'];
  /** The member's own label for the link (e.g. the auditor's name) */
  label?: Maybe<Scalars['String']['output']>;
  /** When it was last opened; null when never */
  lastViewedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the member revoked it; null while not revoked */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Whether the link still opens the record */
  status: RecordShareStatus;
  /** How many times the link was opened */
  views: Scalars['Int']['output'];
};

/** Whether a share link still opens the record. */
export type RecordShareStatus =
  /** The link opens the record until it expires */
  | 'ACTIVE'
  /** The link has passed its expiry date */
  | 'EXPIRED'
  /** The member revoked the link */
  | 'REVOKED';

/** A heartbeat of the reader: the item open and visible now. */
export type RecordStudyInput = {
  /** The item the reader shows */
  articleId: Scalars['ID']['input'];
  /** For a video item whose player reports its state: whether the video was playing since the previous heartbeat. false: this beat credits nothing and only restarts the clock. Omitted or null: the visible time counts, as for any item. true never credits more than an omitted value. */
  playing?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The progress after a heartbeat, or why it was not recorded. */
export type RecordStudyPayload = {
  __typename?: 'RecordStudyPayload';
  /** Seconds this heartbeat added (0 when it started a new session); null when userErrors is not empty */
  creditedSeconds?: Maybe<Scalars['Int']['output']>;
  /** The member’s progress on the item; null when userErrors is not empty */
  progress?: Maybe<StudyProgress>;
  /** Why the heartbeat was not recorded (RATE_LIMITED, NOT_FOUND); empty on success */
  userErrors: Array<UserError>;
};

/** The registration form (SPEC §5). */
export type RegisterInput = {
  /** Must be true: the privacy policy is accepted */
  acceptPrivacy: Scalars['Boolean']['input'];
  /** Must be true: the terms of service are accepted */
  acceptTerms: Scalars['Boolean']['input'];
  /** Street address */
  address: Scalars['String']['input'];
  /** City */
  city: Scalars['String']['input'];
  /** Employer or practice name */
  company: Scalars['String']['input'];
  /** Must equal password */
  confirmPassword: Scalars['String']['input'];
  /** Country name (see countries) */
  country: Scalars['String']['input'];
  /** Required; becomes the sign-in address and must not be registered yet */
  email: Scalars['String']['input'];
  /** Required given name */
  firstName: Scalars['String']['input'];
  /** Job title */
  jobTitle: Scalars['String']['input'];
  /** Required family name */
  lastName: Scalars['String']['input'];
  /** Optional professional licence or registration number */
  licenseNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required; at least 8 characters */
  password: Scalars['String']['input'];
  /** Phone number without the country code */
  phone: Scalars['String']['input'];
  /** International dialling code; default +31 */
  phoneCountryCode?: Scalars['String']['input'];
  /** The plan picked before registering (a plan id), kept for the confirmation step */
  plan?: InputMaybe<Scalars['String']['input']>;
  /** Postal code */
  postalCode: Scalars['String']['input'];
  /** Required main profession, from the registration list */
  profession: Scalars['String']['input'];
  /** Optional second profession */
  secondaryProfession?: InputMaybe<Scalars['String']['input']>;
  /** State or province */
  state: Scalars['String']['input'];
};

/** A partner application to register. */
export type RegisterPartnerClientInput = {
  /** The name members see on the consent page, at most 200 characters */
  name: Scalars['String']['input'];
  /** Exact redirect URIs for the authorization code flow (https; http only for localhost); none for a client-credentials-only client */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Scopes the client may ask for: cpd_record:read, certificates:read, catalog:read, verify:bulk */
  scopes: Array<Scalars['String']['input']>;
};

/** Answer to a registration: the account exists but must be confirmed by e-mail before sign-in. An address that is already registered gets the same answer (its owner is e-mailed instead), so the answer reveals no accounts. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** True when the confirmation e-mail was handed to the mail server; false when userErrors is not empty */
  emailSent: Scalars['Boolean']['output'];
  /** The address the confirmation link was sent to; null when userErrors is not empty */
  userEmail?: Maybe<Scalars['String']['output']>;
  /** Problems with the form, one per field (e.g. ["postalCode"]), or a registration limit; empty on success */
  userErrors: Array<UserError>;
};

/** Result of reissueCertificatesToWallet. */
export type ReissueCertificatesToWalletPayload = {
  __typename?: 'ReissueCertificatesToWalletPayload';
  /** How many certificates were re-issued to the bound wallet; null when userErrors is not empty */
  reissued?: Maybe<Scalars['Int']['output']>;
  /** No wallet bound (BAD_USER_INPUT); empty on success */
  userErrors: Array<UserError>;
};

/** An article whose PDF to remove. */
export type RemoveArticlePdfInput = {
  /** The article whose PDF to remove */
  articleId: Scalars['ID']['input'];
};

/** Result of removeArticlePdf. */
export type RemoveArticlePdfPayload = {
  __typename?: 'RemoveArticlePdfPayload';
  /** The article as stored now; null when userErrors is not empty */
  article?: Maybe<Article>;
  /** Why nothing was changed (invalid fields, unknown article); empty on success */
  userErrors: Array<UserError>;
};

/** Removes the evidence file of one of the caller's outside activities. */
export type RemoveOutsideActivityEvidenceInput = {
  /** The activity whose file goes */
  id: Scalars['ID']['input'];
};

/** The delivery to send again. */
export type ReplayWebhookDeliveryInput = {
  /** The delivery id */
  deliveryId: Scalars['ID']['input'];
};

/** The result of replayWebhookDelivery. */
export type ReplayWebhookDeliveryPayload = {
  __typename?: 'ReplayWebhookDeliveryPayload';
  /** The delivery, queued again; null when userErrors is not empty */
  delivery?: Maybe<WebhookDelivery>;
  /** Problems with the input; empty on success */
  userErrors: Array<UserError>;
};

/** Support's answer to a contact message (admins). */
export type ReplyToContactMessageInput = {
  /** The answer, at most 5000 characters; mailed to the reply address and shown to the member */
  body: Scalars['String']['input'];
  /** The message answered */
  messageId: Scalars['ID']['input'];
};

/** Answer to replyToContactMessage. */
export type ReplyToContactMessagePayload = {
  __typename?: 'ReplyToContactMessagePayload';
  /** The message with every answer so far; null when userErrors is not empty */
  contactMessage?: Maybe<ContactMessage>;
  /** An empty or too long answer (["body"]) or an unknown message (NOT_FOUND); empty on success */
  userErrors: Array<UserError>;
};

/** Answer to requestArticle. */
export type RequestArticlePayload = {
  __typename?: 'RequestArticlePayload';
  /** The stored request; null when userErrors is not empty */
  articleRequest?: Maybe<ArticleRequest>;
  /** The success text to show; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** Problems with the form, one per field (e.g. ["topic"]), an unknown member (NOT_FOUND, admins) or too many requests (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** Account → Profile → Change e-mail address. */
export type RequestEmailChangeInput = {
  /** The address the account should move to; it must not have an account already */
  newEmail: Scalars['String']['input'];
  /** The member's current password, asked again */
  password: Scalars['String']['input'];
};

/** Answer to requestEmailChange. */
export type RequestEmailChangePayload = {
  __typename?: 'RequestEmailChangePayload';
  /** What happens next (a link went to the new address); the same whether or not that address has an account. Null on userErrors */
  message?: Maybe<Scalars['String']['output']>;
  /** A wrong password (["password"]), a bad or unchanged address (["newEmail"]) or too many requests */
  userErrors: Array<UserError>;
};

/** The forgotten-password form. */
export type RequestPasswordResetInput = {
  /** The address of the account */
  email: Scalars['String']['input'];
};

/** Answer to requestPasswordReset; the same whether or not the address is registered. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** The text to show; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** An invalid address (["email"]) or too many requests (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** The address to send the e-mail confirmation link to again. */
export type ResendConfirmationInput = {
  /** The address the account was registered with */
  email: Scalars['String']['input'];
};

/** Answer to resendConfirmation; the same whether or not the address is registered or already confirmed. */
export type ResendConfirmationPayload = {
  __typename?: 'ResendConfirmationPayload';
  /** The text to show; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** An invalid address (["email"]) or too many requests (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** The member to send a new e-mail confirmation link to. */
export type ResendMemberConfirmationInput = {
  /** The member, who must not have confirmed their address yet */
  userId: Scalars['ID']['input'];
};

/** What resendMemberConfirmation did: the member the mail was queued for, or why not. */
export type ResendMemberConfirmationPayload = {
  __typename?: 'ResendMemberConfirmationPayload';
  /** The member a new link was sent to; null when userErrors is not empty */
  member?: Maybe<Member>;
  /** Why nothing was sent: NOT_FOUND (no such member), CONFLICT (already confirmed), RATE_LIMITED; empty on success */
  userErrors: Array<UserError>;
};

/** The new-password form of a reset link. */
export type ResetPasswordInput = {
  /** The new password, at least 8 characters */
  password: Scalars['String']['input'];
  /** The token from the reset link (the last part of /reset-password/{token}) */
  token: Scalars['String']['input'];
};

/** Answer to resetPassword. On success every earlier session of the account is signed out. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** The text to show; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** A password that is too short (["password"]), an unknown, used or expired link, or too many attempts (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** Who a password-reset link belongs to, so the reset form can greet them. */
export type ResetTokenInfo = {
  __typename?: 'ResetTokenInfo';
  /** The account the link resets */
  email: Scalars['String']['output'];
  /** First and last name of the account holder */
  userName: Scalars['String']['output'];
};

/** Withdraws a scheduled cancellation before the paid period ends. */
export type ResumeSubscriptionInput = {
  /** The member whose scheduled cancellation is withdrawn (the caller, or any member for admins) */
  userId: Scalars['ID']['input'];
};

/** Answer to resumeSubscription. */
export type ResumeSubscriptionPayload = {
  __typename?: 'ResumeSubscriptionPayload';
  /** The subscription, renewing again (cancelAtPeriodEnd false); null when userErrors is not empty */
  subscription?: Maybe<MemberSubscription>;
  /** No active paid subscription, one not set to end, or a period already over; an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error. */
  userErrors: Array<UserError>;
};

/** An ungraded question inside the material, with feedback citing the passage; not part of the test bank. */
export type ReviewQuestion = {
  __typename?: 'ReviewQuestion';
  /** The right option’s text, or the model answer of a prompt */
  answer: Scalars['String']['output'];
  /** Why: the explanation shown with the answer */
  feedback: Scalars['String']['output'];
  /** Stable id within the item (r01, r02…) */
  id: Scalars['ID']['output'];
  /** Two to five options; empty for a short prompt to answer in one’s own words */
  options: Array<Scalars['String']['output']>;
  /** The question, in the item’s language */
  question: Scalars['String']['output'];
  /** The passage of the text the feedback cites, as it stands there */
  quote: Scalars['String']['output'];
  /** The heading of the section the question checks */
  section: Scalars['String']['output'];
};

/** A certificate to revoke, with the reason verification will show. */
export type RevokeCertificateInput = {
  /** The certificate id (26 characters; case, spaces and dashes are ignored) */
  certificateId: Scalars['String']['input'];
  /** Why it is revoked, 1 to 500 characters; shown to anyone who verifies it */
  reason: Scalars['String']['input'];
};

/** Result of revokeCertificate. */
export type RevokeCertificatePayload = {
  __typename?: 'RevokeCertificatePayload';
  /** The certificate as stored now (revoked); null when userErrors is not empty */
  certificate?: Maybe<Certificate>;
  /** Why nothing was revoked (invalid id or reason, unknown certificate); empty on success */
  userErrors: Array<UserError>;
};

/** A partner client to revoke. */
export type RevokePartnerClientInput = {
  /** The registration id */
  id: Scalars['ID']['input'];
};

/** Result of revokePartnerClient. */
export type RevokePartnerClientPayload = {
  __typename?: 'RevokePartnerClientPayload';
  /** The revoked client; null when userErrors is not empty */
  partnerClient?: Maybe<PartnerClient>;
  /** Why nothing changed (unknown client); empty on success */
  userErrors: Array<UserError>;
};

/** A share link to revoke. */
export type RevokeRecordShareInput = {
  /** Share link id */
  id: Scalars['ID']['input'];
};

/** Result of revokeRecordShare. */
export type RevokeRecordSharePayload = {
  __typename?: 'RevokeRecordSharePayload';
  /** The revoked link; null when userErrors is not empty */
  recordShare?: Maybe<RecordShare>;
  /** Why nothing changed (unknown link); empty on success */
  userErrors: Array<UserError>;
};

/** A certificate of the member's that an administrator revoked. */
export type RevokedCertificate = {
  __typename?: 'RevokedCertificate';
  /** The article the certificate was for */
  articleId: Scalars['ID']['output'];
  /** The article title the certificate states */
  articleTitle: Scalars['String']['output'];
  /** The certificate id */
  certificateId: Scalars['String']['output'];
  /** PE points the certificate carried; they count in no total any more */
  pePoints: Scalars['Float']['output'];
  /** Why it was revoked */
  reason?: Maybe<Scalars['String']['output']>;
  /** When it was revoked */
  revokedAt: Scalars['DateTimeISO']['output'];
};

/** A partner client whose secret to replace. */
export type RotatePartnerClientSecretInput = {
  /** The registration id */
  id: Scalars['ID']['input'];
};

/** A reflection on one of the caller’s entries: at least one part, each at most 1000 characters. */
export type SaveCpdReflectionInput = {
  /** How I will apply it */
  application?: InputMaybe<Scalars['String']['input']>;
  /** The completion id or outside activity id */
  entryId: Scalars['ID']['input'];
  /** Completion or outside activity */
  entryKind: CpdEntryKind;
  /** What I learned */
  learned?: InputMaybe<Scalars['String']['input']>;
};

/** Result of writing a reflection. */
export type SaveCpdReflectionPayload = {
  __typename?: 'SaveCpdReflectionPayload';
  /** The entry with its reflection; null when userErrors is not empty */
  entry?: Maybe<CpdEntry>;
  /** Both parts empty or one too long (BAD_USER_INPUT), or an entry that is not one of the caller’s (NOT_FOUND, field ["entryId"]); empty on success */
  userErrors: Array<UserError>;
};

/** Answer to sendContactMessage. */
export type SendContactMessagePayload = {
  __typename?: 'SendContactMessagePayload';
  /** The stored message; null when userErrors is not empty */
  contactMessage?: Maybe<ContactMessage>;
  /** The success text to show; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** Problems with the form, one per field (e.g. ["email"]), an unknown member (NOT_FOUND, admins) or too many messages (RATE_LIMITED); empty on success */
  userErrors: Array<UserError>;
};

/** Shows an article to members or hides it. */
export type SetArticlePublishedInput = {
  /** The article to publish or hide */
  id: Scalars['ID']['input'];
  /** True to show the article to members, false to hide it */
  published: Scalars['Boolean']['input'];
};

/** Result of setArticlePublished. */
export type SetArticlePublishedPayload = {
  __typename?: 'SetArticlePublishedPayload';
  /** The article as stored now; null when userErrors is not empty */
  article?: Maybe<Article>;
  /** Why nothing was changed (invalid fields, unknown article); empty on success */
  userErrors: Array<UserError>;
};

/** Account → Profile → E-mail notifications: one kind switched on or off. */
export type SetMailPreferenceInput = {
  /** The kind of mail */
  kind: MailKind;
  /** True to receive this kind, false to stop it */
  subscribed: Scalars['Boolean']['input'];
};

/** Answer to setMailPreference. */
export type SetMailPreferencePayload = {
  __typename?: 'SetMailPreferencePayload';
  /** Every kind with its setting after the change; empty on userErrors */
  preferences: Array<MailPreferenceType>;
  /** An unknown kind */
  userErrors: Array<UserError>;
};

/** How a credential is signed: the JWS algorithm of the JWT, or the cryptosuite of an embedded Data Integrity proof */
export type SignatureAlgorithm =
  /** JWT: EdDSA with an Ed25519 key */
  | 'EDDSA'
  /** Data Integrity proof, cryptosuite eddsa-rdfc-2022 (Ed25519 over the RDFC-1.0 canonical form) */
  | 'EDDSA_RDFC_2022'
  /** JWT: RSASSA-PKCS1-v1_5 with SHA-256 and an RSA key */
  | 'RS256';

/** Which test to start (or resume), and for whom. */
export type StartTestInput = {
  /** The article whose test to start */
  articleId: Scalars['ID']['input'];
  /** The member taking the test (admins only for another member); default the caller */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** The open attempt, or why none could be opened. */
export type StartTestPayload = {
  __typename?: 'StartTestPayload';
  /** The open attempt with its questions; null when userErrors is not empty */
  session?: Maybe<TestSession>;
  /** Empty on success. NOT_FOUND: no such article; CONFLICT: already passed, no attempts left or test in preparation; PAYMENT_REQUIRED: the monthly allowance does not cover the article. */
  userErrors: Array<UserError>;
};

/** The signed-in member's study of an item as the server recorded it from the reader's heartbeats, and what the item asks before its test (MIN_STUDY_SHARE of its reading and video minutes). */
export type StudyProgress = {
  __typename?: 'StudyProgress';
  /** The item (article) */
  articleId: Scalars['ID']['output'];
  /** Seconds of study recorded for the member and item */
  recordedSeconds: Scalars['Int']['output'];
  /** Seconds still to study before the test can start; 0 when none remain, and always 0 for admins */
  remainingSeconds: Scalars['Int']['output'];
  /** Seconds of recorded study the item asks for before its test can start (0: no minimum) */
  requiredSeconds: Scalars['Int']['output'];
};

/** A member's rating of an article; submitting again replaces the earlier one. */
export type SubmitFeedbackInput = {
  /** The article to rate */
  articleId: Scalars['ID']['input'];
  /** Optional comment, at most 1000 characters */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** True to hide the member's name from others; default false */
  isAnonymous?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 (poor) to 5 (excellent) stars */
  rating: Scalars['Int']['input'];
};

/** Answer to rating an article. */
export type SubmitFeedbackPayload = {
  __typename?: 'SubmitFeedbackPayload';
  /** The stored feedback; null when userErrors is not empty */
  feedback?: Maybe<Feedback>;
  /** The success text to show; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** True when earlier feedback was replaced; null when userErrors is not empty */
  updated?: Maybe<Scalars['Boolean']['output']>;
  /** A rating out of range (["rating"]), a comment that is too long (["comment"]) or an article that does not exist; empty on success */
  userErrors: Array<UserError>;
};

/** The answers to grade, for the open attempt on one article. */
export type SubmitTestInput = {
  /** One answer per question; each question at most once */
  answers: Array<TestAnswerInput>;
  /** The article whose open attempt to grade */
  articleId: Scalars['ID']['input'];
  /** The member whose attempt it is (admins only for another member); default the caller */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** The graded attempt and every record the grading changed (the article standing, points, dashboard, allowance and the new list entries), so a client can update what it shows without reading again. */
export type SubmitTestPayload = {
  __typename?: 'SubmitTestPayload';
  /** The graded attempt as the first edge of activityHistory */
  activityEdge?: Maybe<ActivityItemEdge>;
  /** The article, with the caller's new completionStatus (library cards and the reader show it); null when userErrors is not empty */
  article?: Maybe<Article>;
  /** The certificate a pass issued, as the first edge of certificates; null unless passed */
  certificateEdge?: Maybe<CertificateEdge>;
  /** The completion a pass recorded, as the first edge of articleCompletions; null unless passed */
  completionEdge?: Maybe<ArticleCompletionEdge>;
  /** The caller's dashboard for the current year after the grading; null when userErrors is not empty or the attempt was another member's */
  dashboard?: Maybe<Dashboard>;
  /** The member's monthly allowance after the grading */
  monthlyAllowance?: Maybe<MonthlyAllowance>;
  /** The graded attempt; null when userErrors is not empty */
  result?: Maybe<TestResult>;
  /** The member after the grading, with their PE points */
  user?: Maybe<User>;
  /** Empty on success. BAD_USER_INPUT: an answer list problem; NOT_FOUND: no such article; CONFLICT: no open attempt, already passed or no attempts left; PAYMENT_REQUIRED: the monthly allowance does not cover a pass. */
  userErrors: Array<UserError>;
};

/** What the member pays for a paid plan, in cents excluding VAT. */
export type SubscriptionCharge = {
  __typename?: 'SubscriptionCharge';
  /** Charged for the current period: the list price less a first-period discount */
  amount: Scalars['Int']['output'];
  /** The discount taken off the current period; 0 without one */
  discountAmount: Scalars['Int']['output'];
  /** The discount code behind discountAmount; null without one */
  discountCode?: Maybe<Scalars['String']['output']>;
  /** The plan's list price */
  listAmount: Scalars['Int']['output'];
  /** Charged at the next renewal (discount codes apply to the first payment only) */
  renewalAmount: Scalars['Int']['output'];
};

/** The answer to one question of the open attempt. */
export type TestAnswerInput = {
  /** The option chosen, as labelled in the attempt */
  answer: AnswerOption;
  /** The question id from the test session */
  questionId: Scalars['ID']['input'];
};

/** The result of testLearningRecordStore. */
export type TestLearningRecordStorePayload = {
  __typename?: 'TestLearningRecordStorePayload';
  /** What the test found, for the member */
  message: Scalars['String']['output'];
  /** True when the store accepted the key and secret */
  ok: Scalars['Boolean']['output'];
  /** Problems (e.g. nothing connected, too many tests); empty otherwise */
  userErrors: Array<UserError>;
};

/** A question as served in an attempt. It carries no answer key. */
export type TestQuestion = {
  __typename?: 'TestQuestion';
  /** The question id; send it back as questionId with the answer */
  id: Scalars['ID']['output'];
  /** Answer option A (options are shuffled per attempt) */
  optionA: Scalars['String']['output'];
  /** Answer option B */
  optionB: Scalars['String']['output'];
  /** Answer option C */
  optionC: Scalars['String']['output'];
  /** Answer option D */
  optionD: Scalars['String']['output'];
  /** The question text */
  question: Scalars['String']['output'];
};

/** A graded attempt. Passing (80% or more) completes the article, awards its PE points and issues a certificate. */
export type TestResult = {
  __typename?: 'TestResult';
  /** The article the test belongs to */
  articleId: Scalars['ID']['output'];
  /** Attempts left on this article after this one */
  attemptsRemaining: Scalars['Int']['output'];
  /** The new certificate id when passed; null otherwise */
  certificateId?: Maybe<Scalars['String']['output']>;
  /** The failure text to show when not passed; null when passed */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the percentage reached the pass mark (80) */
  passed: Scalars['Boolean']['output'];
  /** PE points awarded by this attempt; 0 when not passed */
  pePointsAwarded: Scalars['Float']['output'];
  /** score / total × 100 */
  percentage: Scalars['Float']['output'];
  /** One entry per question, in the order served */
  results: Array<TestResultItem>;
  /** Correct answers */
  score: Scalars['Int']['output'];
  /** Questions in the attempt */
  total: Scalars['Int']['output'];
};

/** The outcome for one question of a graded attempt. */
export type TestResultItem = {
  __typename?: 'TestResultItem';
  /** Only in a passed result */
  correctAnswer?: Maybe<AnswerOption>;
  /** Only in a passed result */
  correctAnswerText?: Maybe<Scalars['String']['output']>;
  /** Only in a passed result */
  explanation?: Maybe<Scalars['String']['output']>;
  /** True when the member chose the right option */
  isCorrect: Scalars['Boolean']['output'];
  /** The question text */
  question: Scalars['String']['output'];
  /** The question id */
  questionId: Scalars['ID']['output'];
  /** The option the member chose; null when the question was left unanswered */
  userAnswer?: Maybe<AnswerOption>;
};

/** An open attempt: starting again resumes it with the same questions and option order. */
export type TestSession = {
  __typename?: 'TestSession';
  /** The article the test belongs to */
  articleId: Scalars['ID']['output'];
  /** Which attempt this is, starting at 1 (3 attempts unless an admin granted more) */
  attemptNumber: Scalars['Int']['output'];
  /** Attempts left before this one is graded */
  attemptsRemaining: Scalars['Int']['output'];
  /** The questions of the attempt (5), in display order */
  questions: Array<TestQuestion>;
};

/** This month's points against the previous month's */
export type TrendDirection =
  /** Fewer points than the previous month */
  | 'DOWN'
  /** As many points as the previous month */
  | 'FLAT'
  /** More points than the previous month */
  | 'UP';

/** Replaces every editable field of an article; optional fields left out are cleared. Its PDF and published flag stay. */
export type UpdateArticleInput = {
  /** Who wrote the item (at most 20). Absent on update: unchanged */
  authors?: InputMaybe<Array<ContentPersonInput>>;
  /** Required main category */
  category: Category;
  /** The text as Markdown, at most 200000 characters */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Optional difficulty */
  difficultyLevel?: InputMaybe<DifficultyLevel>;
  /** Optional minutes to read or watch (1 to 1000), shown to members */
  estimatedReadTime?: InputMaybe<Scalars['Int']['input']>;
  /** Optional http(s) link to the original content; a YouTube link makes the item a video */
  externalUrl?: InputMaybe<Scalars['String']['input']>;
  /** The article to change */
  id: Scalars['ID']['input'];
  /** Required; ENGLISH, DUTCH, GERMAN or SPANISH (other languages are refused) */
  language: Language;
  /** YYYY-MM-DD: when it must be reviewed again; null or absent with a review date: 12 months after it. Absent on update: unchanged */
  nextReviewOn?: InputMaybe<Scalars['String']['input']>;
  /** PE points, 0 to 100, two decimals; used only with pointsOverrideReason, otherwise the study-time formula sets the points */
  pePointsValue?: InputMaybe<Scalars['Float']['input']>;
  /** Needed to set pePointsValue other than the study-time formula gives; shown on certificates */
  pointsOverrideReason?: InputMaybe<Scalars['String']['input']>;
  /** Professions the article is written for (from the registration list); absent or empty means everyone */
  professions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Optional publication date, YYYY-MM-DD */
  publicationDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: when the item was last reviewed. Absent on update: unchanged */
  reviewedOn?: InputMaybe<Scalars['String']['input']>;
  /** Who reviewed the item (at most 20). Absent on update: unchanged */
  reviewers?: InputMaybe<Array<ContentPersonInput>>;
  /** Optional second category */
  secondaryCategory?: InputMaybe<Category>;
  /** Optional publisher or body the content comes from, at most 200 characters */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Optional narrower topic, free text, at most 120 characters */
  subcategory?: InputMaybe<Scalars['String']['input']>;
  /** Optional plain-text abstract, at most 5000 characters */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 300 characters */
  title: Scalars['String']['input'];
  /** Minutes of video or audio; part of the study time. Absent on update: unchanged */
  videoMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of updateArticle. */
export type UpdateArticlePayload = {
  __typename?: 'UpdateArticlePayload';
  /** The article as stored now; null when userErrors is not empty */
  article?: Maybe<Article>;
  /** Why nothing was changed (invalid fields, unknown article); empty on success */
  userErrors: Array<UserError>;
};

/** Changes to a discount code: only the fields given change; null clears an optional field. */
export type UpdateDiscountCodeInput = {
  /** Switch the code on or off; absent or null leaves it unchanged */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** New note; null clears it */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The discount code to change */
  id: Scalars['ID']['input'];
  /** Percentage or fixed amount; absent or null leaves it unchanged */
  kind?: InputMaybe<DiscountKind>;
  /** New redemption limit, not below the redemptions made; null removes the limit */
  maxRedemptions?: InputMaybe<Scalars['Int']['input']>;
  /** New plan restriction; null lets the code apply to every paid plan */
  planRestriction?: InputMaybe<Scalars['String']['input']>;
  /** New first moment of use; null clears it */
  validFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** New last moment of use; null clears it */
  validUntil?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** New percentage or amount in EUR cents; absent or null leaves it unchanged */
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** Result of updateDiscountCode. */
export type UpdateDiscountCodePayload = {
  __typename?: 'UpdateDiscountCodePayload';
  /** The discount code as stored now; null when userErrors is not empty */
  discountCode?: Maybe<DiscountCode>;
  /** Why nothing was changed (invalid fields, code already in use, unknown code); empty on success */
  userErrors: Array<UserError>;
};

/** Replaces a news item's type, title and content (and its published flag when given). */
export type UpdateNewsItemInput = {
  /** Required plain text, at most 20000 characters; separate paragraphs with a blank line */
  content: Scalars['String']['input'];
  /** The news item to change */
  id: Scalars['ID']['input'];
  /** Defaults to true on create; unchanged on update when absent */
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required headline, at most 300 characters */
  title: Scalars['String']['input'];
  /** The kind of entry, shown as its badge */
  type: NewsType;
};

/** Result of updateNewsItem. */
export type UpdateNewsItemPayload = {
  __typename?: 'UpdateNewsItemPayload';
  /** The news item as stored now; null when userErrors is not empty */
  newsItem?: Maybe<NewsItem>;
  /** Why nothing was changed (invalid fields, unknown news item); empty on success */
  userErrors: Array<UserError>;
};

/** Replaces every field of one of the caller's outside activities; the evidence file stays. */
export type UpdateOutsideActivityInput = {
  /** Its new fields */
  activity: OutsideActivityInput;
  /** The activity to change */
  id: Scalars['ID']['input'];
};

/** The editable profile fields of a member, all sent together. Name, e-mail, phone and the place of residence cannot be changed here. */
export type UpdateProfileInput = {
  /** Street address */
  address: Scalars['String']['input'];
  /** Employer or practice name */
  company: Scalars['String']['input'];
  /** Job title */
  jobTitle: Scalars['String']['input'];
  /** Main profession, from the registration list */
  profession: Scalars['String']['input'];
  /** Optional second profession; null or empty clears it */
  secondaryProfession?: InputMaybe<Scalars['String']['input']>;
  /** The member to change (their own id, or any for an admin) */
  userId: Scalars['ID']['input'];
};

/** Answer to updateProfile. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The member with the new values; null when userErrors is not empty */
  user?: Maybe<User>;
  /** Problems with the form, one per field (e.g. ["company"]); empty on success */
  userErrors: Array<UserError>;
};

/** What moving a paid subscription to Professional costs now, shown before the member confirms. Amounts are EUR cents excluding VAT. */
export type UpgradeQuote = {
  __typename?: 'UpgradeQuote';
  /** Charged at once on confirmation: planAmount less credit, never negative. */
  amountDue: Scalars['Int']['output'];
  /** Credit for the unused part of the current paid period. */
  credit: Scalars['Int']['output'];
  /** When the current paid period ends. */
  currentPeriodEnd: Scalars['DateTimeISO']['output'];
  /** The plan the member is on now. */
  fromPlan: Plan;
  /** "Member since": unchanged by the upgrade. */
  memberSince?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the new plan renews: one year after the upgrade. */
  newPeriodEnd?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Days in the current period behind the credit (sandbox provider); null for Stripe. */
  periodDays?: Maybe<Scalars['Int']['output']>;
  /** The new plan price for its first period. */
  planAmount: Scalars['Int']['output'];
  /** The moment the proration is computed for; pass it back to upgradeSubscription unchanged. */
  quotedAt: Scalars['DateTimeISO']['output'];
  /** The plan after the upgrade (Professional). */
  toPlan: Plan;
  /** Whole unused days behind the credit (sandbox provider); null when the provider prorates to the second (Stripe). */
  unusedDays?: Maybe<Scalars['Int']['output']>;
};

/** Confirms an upgrade to Professional at the quoted amount. */
export type UpgradeSubscriptionInput = {
  /** UpgradeQuote.amountDue as shown to the member; the charge must equal it. */
  expectedAmountDue: Scalars['Int']['input'];
  /** UpgradeQuote.quotedAt, unchanged; at most 30 minutes old. */
  quotedAt: Scalars['DateTimeISO']['input'];
  /** The member whose subscription is upgraded (the caller, or any member for admins). */
  userId: Scalars['ID']['input'];
};

/** The outcome of upgradeSubscription. */
export type UpgradeSubscriptionPayload = {
  __typename?: 'UpgradeSubscriptionPayload';
  /** What was charged at once, in EUR cents excluding VAT; null when nothing changed. */
  amountCharged?: Maybe<Scalars['Int']['output']>;
  /** The subscription after the upgrade; null when userErrors is not empty. */
  subscription?: Maybe<MemberSubscription>;
  /** Why the upgrade was not made (NOT_UPGRADABLE, QUOTE_EXPIRED, PRICE_CHANGED, PAYMENT_FAILED); nothing was charged. Empty on success. */
  userErrors: Array<UserError>;
};

/** A PDF to attach to an article, replacing any earlier one. */
export type UploadArticlePdfInput = {
  /** The article the PDF belongs to */
  articleId: Scalars['ID']['input'];
  /** The PDF as base64 text, optionally as a data:application/pdf;base64, URL; at most 10 MB decoded, starting with %PDF- */
  base64: Scalars['String']['input'];
  /** Original file name; only its .pdf extension is checked */
  fileName: Scalars['String']['input'];
};

/** Result of uploadArticlePdf. */
export type UploadArticlePdfPayload = {
  __typename?: 'UploadArticlePdfPayload';
  /** The article as stored now; null when userErrors is not empty */
  article?: Maybe<Article>;
  /** Why nothing was changed (invalid fields, unknown article); empty on success */
  userErrors: Array<UserError>;
};

/** A member. Only the member themselves or an admin can read it. */
export type User = Node & {
  __typename?: 'User';
  /** Street address */
  address: Scalars['String']['output'];
  /** What this member may do under their current plan and subscription status. */
  capabilities: Capabilities;
  /** City */
  city: Scalars['String']['output'];
  /** Employer or practice name; may be empty */
  company: Scalars['String']['output'];
  /** Country name as chosen at registration */
  country: Scalars['String']['output'];
  /** When the account was created (ISO 8601, UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The member's number, as REST paths (/api/users/{id}/…) take it */
  databaseId: Scalars['Int']['output'];
  /** Sign-in e-mail address, lower-cased; also where mail is sent */
  email: Scalars['String']['output'];
  /** True once the member followed the confirmation link; sign-in needs it */
  emailConfirmed: Scalars['Boolean']['output'];
  /** Given name as registered */
  firstName: Scalars['String']['output'];
  /** Globally unique and opaque; pass it as userId in other calls */
  id: Scalars['ID']['output'];
  /** True for administrators, who can read and manage every member and the library */
  isAdmin: Scalars['Boolean']['output'];
  /** Job title; may be empty */
  jobTitle: Scalars['String']['output'];
  /** Family name as registered */
  lastName: Scalars['String']['output'];
  /** Professional licence or registration number given at registration; null when none */
  licenseNumber?: Maybe<Scalars['String']['output']>;
  /** After a failed renewal payment (subscriptionStatus 'past_due'): when the grace period ends (ISO 8601, UTC). Until then the plan keeps all it gives (see capabilities.inPaymentGrace); null when no payment is overdue. */
  paymentGraceEndsAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** PE points earned over all passed tests (all years) */
  pePointsEarned: Scalars['Float']['output'];
  /** Phone number without the country code */
  phone: Scalars['String']['output'];
  /** International dialling code, e.g. +31 (the default) */
  phoneCountryCode: Scalars['String']['output'];
  /** Postal code */
  postalCode: Scalars['String']['output'];
  /** When the member accepted the privacy policy (ISO 8601, UTC) */
  privacyAcceptedAt: Scalars['DateTimeISO']['output'];
  /** Main profession, from the registration list */
  profession: Scalars['String']['output'];
  /** Optional second profession; null when none */
  secondaryProfession?: Maybe<Scalars['String']['output']>;
  /** State or province; may be empty */
  state: Scalars['String']['output'];
  /** professional | professionalMonthly | professionalInsights */
  subscriptionPlan?: Maybe<Scalars['String']['output']>;
  /** 'active' allows use; any other value means no active subscription */
  subscriptionStatus: Scalars['String']['output'];
  /** When the member accepted the terms of service (ISO 8601, UTC) */
  termsAcceptedAt: Scalars['DateTimeISO']['output'];
};

/** An expected problem with a mutation input, addressed to the field to show it next to. */
export type UserError = {
  __typename?: 'UserError';
  /** Machine-readable reason. */
  code: UserErrorCode;
  /** Path to the input field concerned, e.g. ["email"]; null when the problem concerns the whole request. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** A sentence for the person who filled in the form. */
  message: Scalars['String']['output'];
  /** With RATE_LIMITED: seconds until the limit lets a new attempt through; null otherwise. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /** With STUDY_TIME_REQUIRED: seconds the member still has to study the item in the reader before the test can start; null otherwise. */
  studySecondsRemaining?: Maybe<Scalars['Int']['output']>;
};

/** Why a mutation did not change anything, for a client that branches on the reason rather than the message. */
export type UserErrorCode =
  /** A value is missing or invalid; `field` names it when one field is at fault. */
  | 'BAD_USER_INPUT'
  /** The change clashes with the current state (e.g. a code already in use). */
  | 'CONFLICT'
  /** The password is right but the address is not confirmed yet; offer resendConfirmation. */
  | 'EMAIL_NOT_CONFIRMED'
  /** The e-mail address and password do not match an account (which of the two is wrong is not said). */
  | 'INVALID_CREDENTIALS'
  /** The object the input names does not exist or is not visible to the caller. */
  | 'NOT_FOUND'
  /** upgradeSubscription: the member has no active paid subscription at the current provider to prorate; use createCheckoutSession instead. */
  | 'NOT_UPGRADABLE'
  /** upgradeSubscription: the provider refused the payment (e.g. the card was declined); nothing was charged and the plan is unchanged. */
  | 'PAYMENT_FAILED'
  /** The member's plan or allowance does not cover the change (e.g. the monthly PE allowance is used up). Only mutations that say so answer it. */
  | 'PAYMENT_REQUIRED'
  /** upgradeSubscription: the amount due for the quoted moment differs from expectedAmountDue; show the new upgradeQuote. */
  | 'PRICE_CHANGED'
  /** upgradeSubscription: the quote is older than 30 minutes (or from the future); ask for a new upgradeQuote. */
  | 'QUOTE_EXPIRED'
  /** A limit was reached; try again later (the message says when where it can). */
  | 'RATE_LIMITED'
  /** startTest: the member has not yet studied the item for the share of its study time the deployment asks (studySecondsRemaining says how long remains). */
  | 'STUDY_TIME_REQUIRED';

/** A discount code to check against a plan (POST /validate-discount-code). */
export type ValidateDiscountCodeInput = {
  /** Price to discount in EUR cents; default the plan price */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** The code as typed; trimmed and upper-cased before the check */
  code: Scalars['String']['input'];
  /** Plan id, name or price id */
  planId: Scalars['String']['input'];
  /** The member who will redeem it, when known (codes may be limited per member) */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Answer to validateDiscountCode. Nothing is reserved: the code is checked again when the checkout opens. */
export type ValidateDiscountCodePayload = {
  __typename?: 'ValidateDiscountCodePayload';
  /** Why the code cannot be used (unknown, expired, used up, another plan), a plan that is unknown or free, or too many attempts (RATE_LIMITED); empty when it applies */
  userErrors: Array<UserError>;
  /** The plan price with the code applied; null when userErrors is not empty */
  validation?: Maybe<DiscountValidation>;
};

/** Confirms a completed checkout (POST /verify-subscription-payment). */
export type VerifySubscriptionPaymentInput = {
  /** The hand-off secret returned with the session id; needed unless the caller is signed in as the buyer */
  handoffSecret?: InputMaybe<Scalars['String']['input']>;
  /** The checkout session id returned when the checkout was opened */
  sessionId: Scalars['String']['input'];
};

/** A completed checkout: the subscription is active and the buyer is signed in. */
export type VerifySubscriptionPaymentPayload = {
  __typename?: 'VerifySubscriptionPaymentPayload';
  /** Bearer token for the buyer, for the Authorization header; null when userErrors is not empty */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The text to show to the buyer; null when userErrors is not empty */
  message?: Maybe<Scalars['String']['output']>;
  /** The buyer, with the new plan; null when userErrors is not empty */
  user?: Maybe<User>;
  /** An unknown session (NOT_FOUND), a checkout that expired, was cancelled or is not paid yet, or one confirmed too long ago (CONFLICT); empty on success. A session of another signed-in member is a FORBIDDEN error. */
  userErrors: Array<UserError>;
};

/** The member's bound wallet identifier: new credentials name it as credentialSubject.id. */
export type WalletBinding = {
  __typename?: 'WalletBinding';
  /** When it was bound */
  boundAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The bound did:key; null when none is bound (credentials then name the urn:uuid) */
  did?: Maybe<Scalars['String']['output']>;
};

/** Text to sign with the wallet key, exactly as given (UTF-8), to bind a did:key. */
export type WalletChallenge = {
  __typename?: 'WalletChallenge';
  /** The challenge text; sign these exact bytes with the Ed25519 key of the did:key */
  challenge: Scalars['String']['output'];
  /** After this moment the challenge is refused */
  expiresAt: Scalars['DateTimeISO']['output'];
};

/** One event sent (or to be sent) to one webhook subscription. */
export type WebhookDelivery = Node & {
  __typename?: 'WebhookDelivery';
  /** Attempts made in the current round (a replay starts a new round) */
  attempts: Scalars['Int']['output'];
  /** The subscription's partner client id */
  clientId: Scalars['String']['output'];
  /** When the delivery was queued */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The delivery's number; the webhook-id header is msg_ followed by it */
  databaseId: Scalars['Int']['output'];
  /** When the endpoint accepted it; null until then */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The event delivered */
  eventId: Scalars['ID']['output'];
  /** The event type: one of certificate.issued, certificate.revoked, completion.recorded, subscription.changed */
  eventType: Scalars['String']['output'];
  /** Globally unique and opaque; replayWebhookDelivery takes it */
  id: Scalars['ID']['output'];
  /** What went wrong last time; null after a success */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the endpoint's last answer; null before one or when it could not be reached */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due (while pending) */
  nextAttemptAt: Scalars['DateTimeISO']['output'];
  /** pending (waiting for its first or next attempt), sending, delivered or failed (attempts used up) */
  status: Scalars['String']['output'];
  /** The subscription it goes to */
  subscriptionId: Scalars['ID']['output'];
  /** The subscription's endpoint URL */
  url: Scalars['String']['output'];
};

/** Webhook deliveries, newest first, a page at a time. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** This page of deliveries */
  edges: Array<WebhookDeliveryEdge>;
  /** Whether more deliveries follow, and the cursors of this page */
  pageInfo: PageInfo;
  /** All deliveries matching the filter, over every page */
  totalCount: Scalars['Int']['output'];
};

/** One delivery in a list, with its cursor. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Pass as `after` to continue after this delivery */
  cursor: Scalars['String']['output'];
  /** The delivery */
  node: WebhookDelivery;
};

/** A partner's endpoint for signed webhooks (Standard Webhooks). */
export type WebhookSubscription = Node & {
  __typename?: 'WebhookSubscription';
  /** False when deliveries are paused */
  active: Scalars['Boolean']['output'];
  /** The partner's OAuth client id; events about a member reach it only with that member's consent */
  clientId: Scalars['String']['output'];
  /** When the subscription was registered */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The subscription's number, as WebhookDelivery.subscriptionId gives it */
  databaseId: Scalars['Int']['output'];
  /** The events delivered: among certificate.issued, certificate.revoked, completion.recorded, subscription.changed */
  eventTypes: Array<Scalars['String']['output']>;
  /** Globally unique and opaque; webhookDeliveries(subscriptionId:) takes it */
  id: Scalars['ID']['output'];
  /** Where deliveries are POSTed */
  url: Scalars['String']['output'];
};

/** A connected application to disconnect. */
export type WithdrawConsentInput = {
  /** The connected application id (its consent) */
  id: Scalars['ID']['input'];
};

/** Result of withdrawConsent. */
export type WithdrawConsentPayload = {
  __typename?: 'WithdrawConsentPayload';
  /** Why nothing changed (unknown consent); empty on success */
  userErrors: Array<UserError>;
  /** Id of the withdrawn consent; null when userErrors is not empty */
  withdrawnId?: Maybe<Scalars['ID']['output']>;
};

/** PE points and completions of one calendar year. */
export type YearPoints = {
  __typename?: 'YearPoints';
  /** Tests passed in the year */
  completions: Scalars['Int']['output'];
  /** How many outside activities are dated in this year */
  outsideActivities: Scalars['Int']['output'];
  /** Points of outside activities dated in this year; not part of points */
  outsidePoints: Scalars['Float']['output'];
  /** PE points earned in the year */
  points: Scalars['Float']['output'];
  /** The calendar year */
  year: Scalars['Int']['output'];
};

export type PublicAppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicAppConfigQuery = { __typename?: 'Query', appConfig: { __typename?: 'AppConfig', productName: string, supportEmail: string, supportHours: string, supportReply: string, questionSource: QuestionSource, accreditation: { __typename?: 'Accreditation', accredited: boolean, statement: string, name?: string | null, url?: string | null, reference?: string | null, logoUrl?: string | null }, plans: Array<{ __typename?: 'PlanInfo', id: string, name: string, amount: number, formattedPrice: string, priceLabel: string, interval?: BillingInterval | null, features: Array<string> }> } };

export type Session_UserFragment = { __typename?: 'User', id: string, databaseId: number, firstName: string, lastName: string, email: string, emailConfirmed: boolean, isAdmin: boolean, subscriptionStatus: string, subscriptionPlan?: string | null, paymentGraceEndsAt?: string | null, pePointsEarned: number, profession: string, secondaryProfession?: string | null, company: string, jobTitle: string, country: string, address: string, city: string, state: string, postalCode: string, phone: string, phoneCountryCode: string, licenseNumber?: string | null, createdAt: string, capabilities: { __typename?: 'Capabilities', hasAccess: boolean, inPaymentGrace: boolean, hasRecordAccess: boolean, canTakeTests: boolean, canUseAssistant: boolean, isMonthly: boolean } } & { ' $fragmentName'?: 'Session_UserFragment' };

export type AccountOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOverviewQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, firstName: string, subscriptionPlan?: string | null, subscriptionStatus: string, jobTitle: string, company: string, pePointsEarned: number } };

export type AccountCertificateCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountCertificateCountQuery = { __typename?: 'Query', certificates: { __typename?: 'CertificateConnection', totalCount: number } };

export type AccountUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type AccountUpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'UpdateProfilePayload', user?: { __typename?: 'User', id: string, profession: string, secondaryProfession?: string | null, company: string, jobTitle: string, address: string } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountRequestArticleMutationVariables = Exact<{
  input: ArticleRequestInput;
}>;


export type AccountRequestArticleMutation = { __typename?: 'Mutation', requestArticle: { __typename?: 'RequestArticlePayload', message?: string | null, articleRequest?: { __typename?: 'ArticleRequest', id: string } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountRequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type AccountRequestEmailChangeMutation = { __typename?: 'Mutation', requestEmailChange: { __typename?: 'RequestEmailChangePayload', message?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type AccountConfirmEmailChangeMutation = { __typename?: 'Mutation', confirmEmailChange: { __typename?: 'ConfirmEmailChangePayload', email?: string | null, message?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountDeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type AccountDeleteAccountMutation = { __typename?: 'Mutation', deleteAccount: { __typename?: 'DeleteAccountPayload', deleted: boolean, message?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountCpdBodiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountCpdBodiesQuery = { __typename?: 'Query', cpdProfiles: Array<{ __typename?: 'CpdProfile', id: string, body: string, country: string, unitLabel: string, cycleYears: number, cycleStart: CpdCycleStart, totalPerCycle?: number | null, minimumPerYear?: number | null, verifiableMinimumPerCycle?: number | null, reflectionRequired: boolean, sourceUrl: string, checkedOn: string, note: string }>, cpdBodyChoices: Array<{ __typename?: 'CpdBodyChoice', cycleStartYear?: number | null, profile: { __typename?: 'CpdProfile', id: string } }> };

export type AccountChooseCpdBodiesMutationVariables = Exact<{
  input: ChooseCpdBodiesInput;
}>;


export type AccountChooseCpdBodiesMutation = { __typename?: 'Mutation', chooseCpdBodies: { __typename?: 'ChooseCpdBodiesPayload', choices?: Array<{ __typename?: 'CpdBodyChoice', cycleStartYear?: number | null, profile: { __typename?: 'CpdProfile', id: string } }> | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountMailPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMailPreferencesQuery = { __typename?: 'Query', mailPreferences: Array<{ __typename?: 'MailPreferenceType', kind: MailKind, subscribed: boolean }> };

export type AccountSetMailPreferenceMutationVariables = Exact<{
  input: SetMailPreferenceInput;
}>;


export type AccountSetMailPreferenceMutation = { __typename?: 'Mutation', setMailPreference: { __typename?: 'SetMailPreferencePayload', preferences: Array<{ __typename?: 'MailPreferenceType', kind: MailKind, subscribed: boolean }>, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type MemberResults_MemberFragment = { __typename?: 'Member', id: string, firstName: string, lastName: string, email: string, emailConfirmed: boolean, isAdmin: boolean, plan?: MemberPlan | null, subscriptionStatus: MemberSubscriptionStatus, memberSince?: string | null, registeredAt: string } & { ' $fragmentName'?: 'MemberResults_MemberFragment' };

export type AdminMembersQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  plan?: InputMaybe<MemberPlan>;
  status?: InputMaybe<MemberSubscriptionStatus>;
}>;


export type AdminMembersQuery = { __typename?: 'Query', members: { __typename?: 'MemberConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'MemberEdge', cursor: string, node: (
        { __typename?: 'Member', id: string }
        & { ' $fragmentRefs'?: { 'MemberResults_MemberFragment': MemberResults_MemberFragment } }
      ) }> } };

export type AdminMemberDetailQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type AdminMemberDetailQuery = { __typename?: 'Query', member?: { __typename?: 'MemberDetail', member: { __typename?: 'Member', id: string, firstName: string, lastName: string, email: string, emailConfirmed: boolean, plan?: MemberPlan | null, subscriptionStatus: MemberSubscriptionStatus, memberSince?: string | null, registeredAt: string }, items: Array<{ __typename?: 'MemberItemAttempts', articleId: string, articleTitle: string, attemptsUsed: number, attemptsRemaining: number, extraAttempts: number, passed: boolean, attemptInProgress: boolean, lastAttemptAt?: string | null }>, grants: Array<{ __typename?: 'AttemptGrant', id: string, articleId: string, articleTitle: string, extraAttempts: number, grantedByName?: string | null, reason: string, createdAt: string }>, outsideUsage: { __typename?: 'OutsideUsage', evidenceBytesUsed: number, evidenceBytesLimit: number, activities: number, activitiesLimit: number } } | null };

export type GrantMemberAttemptsMutationVariables = Exact<{
  input: GrantAttemptsInput;
}>;


export type GrantMemberAttemptsMutation = { __typename?: 'Mutation', grantTestAttempts: { __typename?: 'GrantTestAttemptsPayload', grant?: { __typename?: 'AttemptGrant', id: string, articleTitle: string, extraAttempts: number } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ResendMemberConfirmationMutationVariables = Exact<{
  input: ResendMemberConfirmationInput;
}>;


export type ResendMemberConfirmationMutation = { __typename?: 'Mutation', resendMemberConfirmation: { __typename?: 'ResendMemberConfirmationPayload', member?: { __typename?: 'Member', id: string, email: string, emailConfirmed: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type TestActions_ArticleFragment = { __typename?: 'Article', id: string, databaseId: number, pePointsValue: number, testAvailable: boolean, completionStatus?: (
    { __typename?: 'CompletionStatus' }
    & { ' $fragmentRefs'?: { 'TestActions_StandingFragment': TestActions_StandingFragment } }
  ) | null } & { ' $fragmentName'?: 'TestActions_ArticleFragment' };

export type TestActions_StandingFragment = { __typename?: 'CompletionStatus', articleId: string, completed: boolean, canTakeTest: boolean, attemptsRemaining: number } & { ' $fragmentName'?: 'TestActions_StandingFragment' };

export type TestArticleTitleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TestArticleTitleQuery = { __typename?: 'Query', article?: { __typename?: 'Article', id: string, title: string } | null };

export type TestCompletionStatusQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type TestCompletionStatusQuery = { __typename?: 'Query', completionStatus: (
    { __typename?: 'CompletionStatus' }
    & { ' $fragmentRefs'?: { 'TestActions_StandingFragment': TestActions_StandingFragment } }
  ) };

export type TestAllowanceQueryVariables = Exact<{ [key: string]: never; }>;


export type TestAllowanceQuery = { __typename?: 'Query', monthlyAllowance: { __typename?: 'MonthlyAllowance', isMonthly: boolean, available: number, capacity: number, used: number, nextGrantAt?: string | null } };

export type StartTestMutationVariables = Exact<{
  input: StartTestInput;
}>;


export type StartTestMutation = { __typename?: 'Mutation', startTest: { __typename?: 'StartTestPayload', session?: { __typename?: 'TestSession', articleId: string, attemptNumber: number, attemptsRemaining: number, questions: Array<{ __typename?: 'TestQuestion', id: string, question: string, optionA: string, optionB: string, optionC: string, optionD: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type SubmitTestMutationVariables = Exact<{
  input: SubmitTestInput;
}>;


export type SubmitTestMutation = { __typename?: 'Mutation', submitTest: { __typename?: 'SubmitTestPayload', result?: { __typename?: 'TestResult', articleId: string, score: number, total: number, percentage: number, passed: boolean, attemptsRemaining: number, pePointsAwarded: number, certificateId?: string | null, message?: string | null, results: Array<{ __typename?: 'TestResultItem', questionId: string, question: string, userAnswer?: AnswerOption | null, correctAnswer?: AnswerOption | null, correctAnswerText?: string | null, isCorrect: boolean, explanation?: string | null }> } | null, article?: (
      { __typename?: 'Article' }
      & { ' $fragmentRefs'?: { 'TestActions_ArticleFragment': TestActions_ArticleFragment } }
    ) | null, user?: { __typename?: 'User', id: string, pePointsEarned: number } | null, monthlyAllowance?: { __typename?: 'MonthlyAllowance', isMonthly: boolean, available: number, capacity: number, used: number } | null, dashboard?: (
      { __typename?: 'Dashboard', id: string, year: number }
      & { ' $fragmentRefs'?: { 'StatCards_DashboardFragment': StatCards_DashboardFragment;'RecommendedArticles_DashboardFragment': RecommendedArticles_DashboardFragment;'PointsHistory_DashboardFragment': PointsHistory_DashboardFragment } }
    ) | null, activityEdge?: { __typename?: 'ActivityItemEdge', cursor: string, node: (
        { __typename?: 'ActivityItem' }
        & { ' $fragmentRefs'?: { 'ActivityHistoryTab_ItemFragment': ActivityHistoryTab_ItemFragment } }
      ) } | null, completionEdge?: { __typename?: 'ArticleCompletionEdge', cursor: string, node: { __typename?: 'ArticleCompletion', id: string, articleId: string, articleTitle: string, completionYear: number, pePointsAwarded: number, completedAt: string, certificateId?: string | null } } | null, certificateEdge?: { __typename?: 'CertificateEdge', cursor: string, node: (
        { __typename?: 'Certificate' }
        & { ' $fragmentRefs'?: { 'CertificatesTab_CertificateFragment': CertificatesTab_CertificateFragment } }
      ) } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: (
    { __typename?: 'User' }
    & { ' $fragmentRefs'?: { 'Session_UserFragment': Session_UserFragment } }
  ) };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', accessToken?: string | null, subscriptionRequired: boolean, recordToken?: string | null, user?: (
      { __typename?: 'User' }
      & { ' $fragmentRefs'?: { 'Session_UserFragment': Session_UserFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'RegisterPayload', userEmail?: string | null, emailSent: boolean, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ResendConfirmationMutationVariables = Exact<{
  input: ResendConfirmationInput;
}>;


export type ResendConfirmationMutation = { __typename?: 'Mutation', resendConfirmation: { __typename?: 'ResendConfirmationPayload', message?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type ConfirmEmailMutation = { __typename?: 'Mutation', confirmEmail: { __typename?: 'ConfirmEmailPayload', message?: string | null, confirmed: boolean, alreadyConfirmed: boolean, subscriptionPlan?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: { __typename?: 'RequestPasswordResetPayload', message?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type VerifyResetTokenQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type VerifyResetTokenQuery = { __typename?: 'Query', verifyResetToken: { __typename?: 'ResetTokenInfo', email: string, userName: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'ResetPasswordPayload', message?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RegistrationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationOptionsQuery = { __typename?: 'Query', countries: Array<{ __typename?: 'CountryOption', name: string, isoCode: string, phoneCode: string }> };

export type AddressSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  countryIso?: InputMaybe<Scalars['String']['input']>;
}>;


export type AddressSuggestionsQuery = { __typename?: 'Query', addressSuggestions: Array<{ __typename?: 'AddressSuggestion', label: string, address?: string | null, city: string, state: string, country: string, postalCode?: string | null }> };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'OkPayload', ok: boolean } };

export type DiscountCodesAdmin_CodeFragment = { __typename?: 'DiscountCode', id: string, code: string, description?: string | null, kind: DiscountKind, value: number, validFrom?: string | null, validUntil?: string | null, maxRedemptions?: number | null, redemptionCount: number, planRestriction?: string | null, active: boolean, createdAt: string } & { ' $fragmentName'?: 'DiscountCodesAdmin_CodeFragment' };

export type BillingPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingPlansQuery = { __typename?: 'Query', plans: Array<{ __typename?: 'Plan', id: string, name: string, amount: number, interval?: BillingInterval | null, priceId?: string | null, features: Array<string> }> };

export type BillingProductQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingProductQuery = { __typename?: 'Query', appConfig: { __typename?: 'AppConfig', productName: string, supportEmail: string } };

export type BillingSubscriptionQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type BillingSubscriptionQuery = { __typename?: 'Query', subscription?: { __typename?: 'MemberSubscription', status: string, startedAt?: string | null, currentPeriodEnd?: string | null, cancelAtPeriodEnd: boolean, canManage: boolean, canUpgrade: boolean, provider: PaymentProvider, paymentGraceEndsAt?: string | null, canRetryPayment: boolean, plan?: { __typename?: 'Plan', id: string, name: string, amount: number, interval?: BillingInterval | null } | null, charge?: { __typename?: 'SubscriptionCharge', amount: number, listAmount: number, discountAmount: number, discountCode?: string | null, renewalAmount: number } | null } | null, plans: Array<{ __typename?: 'Plan', id: string, name: string, amount: number, interval?: BillingInterval | null, priceId?: string | null, features: Array<string> }> };

export type ValidateDiscountCodeMutationVariables = Exact<{
  input: ValidateDiscountCodeInput;
}>;


export type ValidateDiscountCodeMutation = { __typename?: 'Mutation', validateDiscountCode: { __typename?: 'ValidateDiscountCodePayload', validation?: { __typename?: 'DiscountValidation', planId: string, originalAmount: number, discountAmount: number, finalAmount: number, discountPercentage: number, discountCode: { __typename?: 'AppliedDiscountCode', code: string, kind: DiscountKind, value: number, description?: string | null } } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ActivateFreePlanMutationVariables = Exact<{
  input: ActivateFreePlanInput;
}>;


export type ActivateFreePlanMutation = { __typename?: 'Mutation', activateFreePlan: { __typename?: 'ActivateFreePlanPayload', message?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CreateSubscriptionSessionMutationVariables = Exact<{
  input: CreateSubscriptionSessionInput;
}>;


export type CreateSubscriptionSessionMutation = { __typename?: 'Mutation', createSubscriptionSession: { __typename?: 'CreateSubscriptionSessionPayload', checkoutUrl?: string | null, sessionId?: string | null, handoffSecret?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CreateCheckoutSessionMutationVariables = Exact<{
  input: CreateCheckoutSessionInput;
}>;


export type CreateCheckoutSessionMutation = { __typename?: 'Mutation', createCheckoutSession: { __typename?: 'CreateCheckoutSessionPayload', url?: string | null, sessionId?: string | null, handoffSecret?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CreatePortalSessionMutationVariables = Exact<{
  input: CreatePortalSessionInput;
}>;


export type CreatePortalSessionMutation = { __typename?: 'Mutation', createPortalSession: { __typename?: 'CreatePortalSessionPayload', url?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type VerifySubscriptionPaymentMutationVariables = Exact<{
  input: VerifySubscriptionPaymentInput;
}>;


export type VerifySubscriptionPaymentMutation = { __typename?: 'Mutation', verifySubscriptionPayment: { __typename?: 'VerifySubscriptionPaymentPayload', accessToken?: string | null, message?: string | null, user?: (
      { __typename?: 'User' }
      & { ' $fragmentRefs'?: { 'Session_UserFragment': Session_UserFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AdminDiscountCodesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminDiscountCodesQuery = { __typename?: 'Query', discountCodes: { __typename?: 'DiscountCodeConnection', totalCount: number, edges: Array<{ __typename?: 'DiscountCodeEdge', cursor: string, node: (
        { __typename?: 'DiscountCode' }
        & { ' $fragmentRefs'?: { 'DiscountCodesAdmin_CodeFragment': DiscountCodesAdmin_CodeFragment } }
      ) }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminCreateDiscountCodeMutationVariables = Exact<{
  input: CreateDiscountCodeInput;
}>;


export type AdminCreateDiscountCodeMutation = { __typename?: 'Mutation', createDiscountCode: { __typename?: 'CreateDiscountCodePayload', discountCode?: (
      { __typename?: 'DiscountCode' }
      & { ' $fragmentRefs'?: { 'DiscountCodesAdmin_CodeFragment': DiscountCodesAdmin_CodeFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AdminUpdateDiscountCodeMutationVariables = Exact<{
  input: UpdateDiscountCodeInput;
}>;


export type AdminUpdateDiscountCodeMutation = { __typename?: 'Mutation', updateDiscountCode: { __typename?: 'UpdateDiscountCodePayload', discountCode?: (
      { __typename?: 'DiscountCode' }
      & { ' $fragmentRefs'?: { 'DiscountCodesAdmin_CodeFragment': DiscountCodesAdmin_CodeFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AdminDeactivateDiscountCodeMutationVariables = Exact<{
  input: DeactivateDiscountCodeInput;
}>;


export type AdminDeactivateDiscountCodeMutation = { __typename?: 'Mutation', deactivateDiscountCode: { __typename?: 'DeactivateDiscountCodePayload', discountCode?: (
      { __typename?: 'DiscountCode' }
      & { ' $fragmentRefs'?: { 'DiscountCodesAdmin_CodeFragment': DiscountCodesAdmin_CodeFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CancelSubscriptionMutationVariables = Exact<{
  input: CancelSubscriptionInput;
}>;


export type CancelSubscriptionMutation = { __typename?: 'Mutation', cancelSubscription: { __typename?: 'CancelSubscriptionPayload', subscription?: { __typename?: 'MemberSubscription', status: string, currentPeriodEnd?: string | null, cancelAtPeriodEnd: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ResumeSubscriptionMutationVariables = Exact<{
  input: ResumeSubscriptionInput;
}>;


export type ResumeSubscriptionMutation = { __typename?: 'Mutation', resumeSubscription: { __typename?: 'ResumeSubscriptionPayload', subscription?: { __typename?: 'MemberSubscription', status: string, currentPeriodEnd?: string | null, cancelAtPeriodEnd: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type UpgradeQuoteQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type UpgradeQuoteQuery = { __typename?: 'Query', upgradeQuote?: { __typename?: 'UpgradeQuote', planAmount: number, credit: number, amountDue: number, unusedDays?: number | null, periodDays?: number | null, currentPeriodEnd: string, newPeriodEnd?: string | null, memberSince?: string | null, quotedAt: string, fromPlan: { __typename?: 'Plan', id: string, name: string }, toPlan: { __typename?: 'Plan', id: string, name: string } } | null };

export type UpgradeSubscriptionMutationVariables = Exact<{
  input: UpgradeSubscriptionInput;
}>;


export type UpgradeSubscriptionMutation = { __typename?: 'Mutation', upgradeSubscription: { __typename?: 'UpgradeSubscriptionPayload', amountCharged?: number | null, subscription?: { __typename?: 'MemberSubscription', status: string, plan?: { __typename?: 'Plan', id: string } | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CreatePaymentRetrySessionMutationVariables = Exact<{
  input: CreatePaymentRetrySessionInput;
}>;


export type CreatePaymentRetrySessionMutation = { __typename?: 'Mutation', createPaymentRetrySession: { __typename?: 'CreatePaymentRetrySessionPayload', url?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ActivityHistoryTab_ItemFragment = { __typename?: 'ActivityItem', id: string, articleId: string, articleTitle: string, attemptNumber: number, date: string, passed: boolean, pePoints: number, score: number, total: number } & { ' $fragmentName'?: 'ActivityHistoryTab_ItemFragment' };

export type CertificatesTab_CertificateFragment = { __typename?: 'Certificate', certificateId: string, articleId: string, articleTitle: string, pePoints: number, completedAt: string, fieldOfStudy: string, revoked: boolean, revocationReason?: string | null } & { ' $fragmentName'?: 'CertificatesTab_CertificateFragment' };

export type MyCertificatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCertificatesQuery = { __typename?: 'Query', certificates: { __typename?: 'CertificateConnection', edges: Array<{ __typename?: 'CertificateEdge', cursor: string, node: (
        { __typename?: 'Certificate' }
        & { ' $fragmentRefs'?: { 'CertificatesTab_CertificateFragment': CertificatesTab_CertificateFragment } }
      ) }> } };

export type ActivityHistoryQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ActivityHistoryQuery = { __typename?: 'Query', activityHistory: { __typename?: 'ActivityItemConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'ActivityItemEdge', cursor: string, node: (
        { __typename?: 'ActivityItem' }
        & { ' $fragmentRefs'?: { 'ActivityHistoryTab_ItemFragment': ActivityHistoryTab_ItemFragment } }
      ) }> } };

export type VerifyCertificateQueryVariables = Exact<{
  certificateId: Scalars['String']['input'];
}>;


export type VerifyCertificateQuery = { __typename?: 'Query', verifyCertificate: { __typename?: 'CertificateVerification', valid: boolean, certificateId: string, userName?: string | null, articleTitle?: string | null, completedAt?: string | null, pePoints?: number | null, signatureValid?: boolean | null, signatureAlgorithm?: SignatureAlgorithm | null, revoked: boolean, revocationReason?: string | null, revokedAt?: string | null, error?: string | null } };

export type VerifyCredentialQueryVariables = Exact<{
  credential: Scalars['String']['input'];
}>;


export type VerifyCredentialQuery = { __typename?: 'Query', verifyCredential: { __typename?: 'CertificateVerification', valid: boolean, signatureValid?: boolean | null, signatureAlgorithm?: SignatureAlgorithm | null, revoked: boolean, error?: string | null } };

export type RevokeCertificateMutationVariables = Exact<{
  input: RevokeCertificateInput;
}>;


export type RevokeCertificateMutation = { __typename?: 'Mutation', revokeCertificate: { __typename?: 'RevokeCertificatePayload', certificate?: { __typename?: 'Certificate', certificateId: string, articleTitle: string, revoked: boolean, revocationReason?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AssistantPanel_ExchangeFragment = { __typename?: 'AssistantExchange', id: string, question: string, answer: string, createdAt: string, sources: Array<{ __typename?: 'AssistantSource', articleId: string, title: string, url: string }> } & { ' $fragmentName'?: 'AssistantPanel_ExchangeFragment' };

export type CpdStandingCards_DashboardFragment = { __typename?: 'Dashboard', cpdStandings: Array<{ __typename?: 'CpdBodyStanding', id: string, cycleStartYear: number, cycleEndYear: number, credited: number, carriedIn: number, required?: number | null, missingThisYear: number, verifiableCredited: number, verifiableRequired?: number | null, verifiableMet: boolean, status: CpdStatus, complete: boolean, gap: number, entriesWithoutReflectionCount: number, profile: { __typename?: 'CpdProfile', id: string, body: string, unitLabel: string, minimumPerYear?: number | null, reflectionRequired: boolean, sourceUrl: string, checkedOn: string }, categories: Array<{ __typename?: 'CpdCategoryStanding', label: string, credited: number, required: number, met: boolean }>, suggestions: Array<{ __typename?: 'CpdSuggestion', id: string, title: string, pePointsValue: number }>, entriesWithoutReflection: Array<{ __typename?: 'CpdEntry', id: string, kind: CpdEntryKind, date: string, title: string, hours: number }> }> } & { ' $fragmentName'?: 'CpdStandingCards_DashboardFragment' };

export type LatestUpdates_DashboardFragment = { __typename?: 'Dashboard', latestNews: Array<{ __typename?: 'NewsItem', id: string, type: NewsType, title: string, content: string, createdAt: string }> } & { ' $fragmentName'?: 'LatestUpdates_DashboardFragment' };

export type OutsideActivities_ActivityFragment = { __typename?: 'OutsideActivity', id: string, activityId: string, kind: OutsideActivityKind, date: string, title: string, provider: string, category: string, hours: number, points: number, evidence?: { __typename?: 'OutsideActivityEvidence', fileName: string, type: OutsideEvidenceType, sizeBytes: number, downloadPath: string } | null } & { ' $fragmentName'?: 'OutsideActivities_ActivityFragment' };

export type PointsHistory_DashboardFragment = { __typename?: 'Dashboard', pointsHistory: { __typename?: 'PointsHistory', years: Array<number>, year: number, pointsForYear: number, completionsForYear: number, averagePerMonth: number, thisMonth: number, previousMonth: number, trendPercent: number, trendDirection: TrendDirection, completionsThisMonth: number, empty: boolean, months: Array<{ __typename?: 'MonthPoints', month: number, points: number, completions: number, outsidePoints: number, outsideActivities: number, status: MonthStatus }>, yearly: Array<{ __typename?: 'YearPoints', year: number, points: number, completions: number, outsidePoints: number, outsideActivities: number }> } } & { ' $fragmentName'?: 'PointsHistory_DashboardFragment' };

export type RecommendedArticles_DashboardFragment = { __typename?: 'Dashboard', recommendedArticles: Array<{ __typename?: 'RecommendedArticle', id: string, title: string, category: Category, pePointsValue: number }> } & { ' $fragmentName'?: 'RecommendedArticles_DashboardFragment' };

export type RevokedCertificates_DashboardFragment = { __typename?: 'Dashboard', revokedCertificates: Array<{ __typename?: 'RevokedCertificate', certificateId: string, articleTitle: string, pePoints: number, revokedAt: string, reason?: string | null }> } & { ' $fragmentName'?: 'RevokedCertificates_DashboardFragment' };

export type StatCards_DashboardFragment = { __typename?: 'Dashboard', year: number, stats: { __typename?: 'DashboardStats', totalPoints: number, completedCount: number, yearPoints: number, progressPercent: number, annualGoal: number, outsideTotalPoints: number, outsideYearPoints: number, outsideActivityCount: number, yearTotalPoints: number }, allowance: { __typename?: 'MonthlyAllowance', isMonthly: boolean, capacity: number, used: number, available: number } } & { ' $fragmentName'?: 'StatCards_DashboardFragment' };

export type DashboardQueryVariables = Exact<{
  year?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DashboardQuery = { __typename?: 'Query', dashboard: (
    { __typename?: 'Dashboard', id: string, year: number, access: { __typename?: 'DashboardAccess', plan?: string | null, isProfessional: boolean, canTakeTests: boolean, isMonthly: boolean, canUseAssistant: boolean, hasProgress: boolean }, allowance: { __typename?: 'MonthlyAllowance', capacity: number, available: number } }
    & { ' $fragmentRefs'?: { 'StatCards_DashboardFragment': StatCards_DashboardFragment;'RecommendedArticles_DashboardFragment': RecommendedArticles_DashboardFragment;'PointsHistory_DashboardFragment': PointsHistory_DashboardFragment;'LatestUpdates_DashboardFragment': LatestUpdates_DashboardFragment;'RevokedCertificates_DashboardFragment': RevokedCertificates_DashboardFragment;'CpdStandingCards_DashboardFragment': CpdStandingCards_DashboardFragment } }
  ) };

export type SaveCpdReflectionMutationVariables = Exact<{
  input: SaveCpdReflectionInput;
}>;


export type SaveCpdReflectionMutation = { __typename?: 'Mutation', saveCpdReflection: { __typename?: 'SaveCpdReflectionPayload', entry?: { __typename?: 'CpdEntry', id: string, kind: CpdEntryKind, reflection?: { __typename?: 'CpdReflection', learned?: string | null, application?: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AssistantHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantHistoryQuery = { __typename?: 'Query', assistantHistory: Array<(
    { __typename?: 'AssistantExchange' }
    & { ' $fragmentRefs'?: { 'AssistantPanel_ExchangeFragment': AssistantPanel_ExchangeFragment } }
  )> };

export type AskAssistantMutationVariables = Exact<{
  input: AskAssistantInput;
}>;


export type AskAssistantMutation = { __typename?: 'Mutation', askAssistant: { __typename?: 'AskAssistantPayload', exchange?: (
      { __typename?: 'AssistantExchange' }
      & { ' $fragmentRefs'?: { 'AssistantPanel_ExchangeFragment': AssistantPanel_ExchangeFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type OutsideActivitiesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OutsideActivitiesQuery = { __typename?: 'Query', outsideUsage: { __typename?: 'OutsideUsage', evidenceBytesUsed: number, evidenceBytesLimit: number, activities: number, activitiesLimit: number }, outsideActivities: { __typename?: 'OutsideActivityConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'OutsideActivityEdge', cursor: string, node: (
        { __typename?: 'OutsideActivity' }
        & { ' $fragmentRefs'?: { 'OutsideActivities_ActivityFragment': OutsideActivities_ActivityFragment } }
      ) }> } };

export type CreateOutsideActivityMutationVariables = Exact<{
  input: CreateOutsideActivityInput;
}>;


export type CreateOutsideActivityMutation = { __typename?: 'Mutation', createOutsideActivity: { __typename?: 'OutsideActivityPayload', outsideActivity?: (
      { __typename?: 'OutsideActivity' }
      & { ' $fragmentRefs'?: { 'OutsideActivities_ActivityFragment': OutsideActivities_ActivityFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type UpdateOutsideActivityMutationVariables = Exact<{
  input: UpdateOutsideActivityInput;
}>;


export type UpdateOutsideActivityMutation = { __typename?: 'Mutation', updateOutsideActivity: { __typename?: 'OutsideActivityPayload', outsideActivity?: (
      { __typename?: 'OutsideActivity' }
      & { ' $fragmentRefs'?: { 'OutsideActivities_ActivityFragment': OutsideActivities_ActivityFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type DeleteOutsideActivityMutationVariables = Exact<{
  input: DeleteOutsideActivityInput;
}>;


export type DeleteOutsideActivityMutation = { __typename?: 'Mutation', deleteOutsideActivity: { __typename?: 'DeleteOutsideActivityPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type ContactReplies_ReplyFragment = { __typename?: 'ContactReply', id: string, body: string, createdAt: string } & { ' $fragmentName'?: 'ContactReplies_ReplyFragment' };

export type HelpSendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type HelpSendContactMessageMutation = { __typename?: 'Mutation', sendContactMessage: { __typename?: 'SendContactMessagePayload', message?: string | null, contactMessage?: { __typename?: 'ContactMessage', id: string } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AdminContactMessagesQueryVariables = Exact<{
  first?: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminContactMessagesQuery = { __typename?: 'Query', contactMessages: { __typename?: 'ContactMessageConnection', totalCount: number, edges: Array<{ __typename?: 'ContactMessageEdge', cursor: string, node: { __typename?: 'ContactMessage', id: string, databaseId: number, userId: string, name: string, email: string, subject: string, message: string, createdAt: string, replies: Array<(
          { __typename?: 'ContactReply' }
          & { ' $fragmentRefs'?: { 'ContactReplies_ReplyFragment': ContactReplies_ReplyFragment } }
        )> } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminReplyToContactMessageMutationVariables = Exact<{
  input: ReplyToContactMessageInput;
}>;


export type AdminReplyToContactMessageMutation = { __typename?: 'Mutation', replyToContactMessage: { __typename?: 'ReplyToContactMessagePayload', contactMessage?: { __typename?: 'ContactMessage', id: string, replies: Array<(
        { __typename?: 'ContactReply' }
        & { ' $fragmentRefs'?: { 'ContactReplies_ReplyFragment': ContactReplies_ReplyFragment } }
      )> } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type HelpMyContactMessagesQueryVariables = Exact<{
  first?: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type HelpMyContactMessagesQuery = { __typename?: 'Query', myContactMessages: { __typename?: 'ContactMessageConnection', totalCount: number, edges: Array<{ __typename?: 'ContactMessageEdge', cursor: string, node: { __typename?: 'ContactMessage', id: string, databaseId: number, subject: string, message: string, createdAt: string, replies: Array<(
          { __typename?: 'ContactReply' }
          & { ' $fragmentRefs'?: { 'ContactReplies_ReplyFragment': ContactReplies_ReplyFragment } }
        )> } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminArticleRequestsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminArticleRequestsQuery = { __typename?: 'Query', articleRequests: { __typename?: 'ArticleRequestConnection', totalCount: number, edges: Array<{ __typename?: 'ArticleRequestEdge', cursor: string, node: { __typename?: 'ArticleRequest', id: string, databaseId: number, userId: string, requesterName: string, requesterEmail: string, language: Language, professionCategory: string, topic: string, description?: string | null, createdAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AccountLearningRecordStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountLearningRecordStoreQuery = { __typename?: 'Query', learningRecordStore?: { __typename?: 'LearningRecordStore', endpoint: string, keyHint: string, connectedAt: string, statementsDelivered: number, statementsWaiting: number, statementsFailed: number } | null };

export type AccountConnectLearningRecordStoreMutationVariables = Exact<{
  input: ConnectLearningRecordStoreInput;
}>;


export type AccountConnectLearningRecordStoreMutation = { __typename?: 'Mutation', connectLearningRecordStore: { __typename?: 'ConnectLearningRecordStorePayload', learningRecordStore?: { __typename?: 'LearningRecordStore', endpoint: string, keyHint: string, connectedAt: string, statementsDelivered: number, statementsWaiting: number, statementsFailed: number } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountTestLearningRecordStoreMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountTestLearningRecordStoreMutation = { __typename?: 'Mutation', testLearningRecordStore: { __typename?: 'TestLearningRecordStorePayload', ok: boolean, message: string, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountDisconnectLearningRecordStoreMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountDisconnectLearningRecordStoreMutation = { __typename?: 'Mutation', disconnectLearningRecordStore: { __typename?: 'DisconnectLearningRecordStorePayload', disconnected: boolean, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AboutItem_ArticleFragment = { __typename?: 'Article', id: string, reviewedOn?: string | null, nextReviewOn?: string | null, authors: Array<{ __typename?: 'ContentPerson', name: string, role?: string | null }>, reviewers: Array<{ __typename?: 'ContentPerson', name: string, role?: string | null }>, changeLog: Array<{ __typename?: 'ChangeLogEntry', date: string, change: string, by: string }> } & { ' $fragmentName'?: 'AboutItem_ArticleFragment' };

export type ArticleCard_ArticleFragment = (
  { __typename?: 'Article', id: string, databaseId: number, title: string, category: Category, language: Language, pePointsValue: number, source?: string | null, publicationDate?: string | null, summary: string, isYoutube: boolean, studyMinutes?: number | null, completionStatus?: { __typename?: 'CompletionStatus', articleId: string, completed: boolean } | null, rating: (
    { __typename?: 'ArticleRating' }
    & { ' $fragmentRefs'?: { 'RatingSummary_RatingFragment': RatingSummary_RatingFragment } }
  ) }
  & { ' $fragmentRefs'?: { 'ArticleTags_ArticleFragment': ArticleTags_ArticleFragment;'TestActions_ArticleFragment': TestActions_ArticleFragment } }
) & { ' $fragmentName'?: 'ArticleCard_ArticleFragment' };

export type ArticleContent_ArticleFragment = { __typename?: 'Article', title: string, hasPdf: boolean, pdfFilename?: string | null, hasExternalLink: boolean, externalUrl?: string | null, isYoutube: boolean, videoEmbedUrl?: string | null, contentHtml: string } & { ' $fragmentName'?: 'ArticleContent_ArticleFragment' };

export type ArticleTags_ArticleFragment = { __typename?: 'Article', category: Category, secondaryCategory?: Category | null, subcategory?: string | null, language: Language, difficultyLevel?: DifficultyLevel | null } & { ' $fragmentName'?: 'ArticleTags_ArticleFragment' };

export type FeedbackForm_FeedbackFragment = { __typename?: 'Feedback', id: string, articleId: string, rating: number, comment?: string | null, isAnonymous: boolean, displayName: string } & { ' $fragmentName'?: 'FeedbackForm_FeedbackFragment' };

export type RatingSummary_RatingFragment = { __typename?: 'ArticleRating', average?: number | null, count: number } & { ' $fragmentName'?: 'RatingSummary_RatingFragment' };

export type ReviewQuestions_ArticleFragment = { __typename?: 'Article', id: string, language: Language, reviewQuestions: Array<{ __typename?: 'ReviewQuestion', id: string, section: string, question: string, options: Array<string>, answer: string, feedback: string, quote: string }> } & { ' $fragmentName'?: 'ReviewQuestions_ArticleFragment' };

export type StudyNotice_ProgressFragment = { __typename?: 'StudyProgress', articleId: string, recordedSeconds: number, requiredSeconds: number, remainingSeconds: number } & { ' $fragmentName'?: 'StudyNotice_ProgressFragment' };

export type ArticlesAdmin_ArticleFragment = { __typename?: 'Article', id: string, databaseId: number, title: string, category: Category, language: Language, source?: string | null, publicationDate?: string | null, isPublished: boolean, hasPdf: boolean, pdfFilename?: string | null, hasExternalLink: boolean, isYoutube: boolean, nextReviewOn?: string | null, reviewOverdue: boolean } & { ' $fragmentName'?: 'ArticlesAdmin_ArticleFragment' };

export type AdminArticlesQueryVariables = Exact<{
  filter?: InputMaybe<ArticleFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminArticlesQuery = { __typename?: 'Query', articles: { __typename?: 'ArticlePage', total: number, page: number, perPage: number, items: Array<(
      { __typename?: 'Article' }
      & { ' $fragmentRefs'?: { 'ArticlesAdmin_ArticleFragment': ArticlesAdmin_ArticleFragment } }
    )> } };

export type AdminArticleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminArticleQuery = { __typename?: 'Query', article?: { __typename?: 'Article', id: string, title: string, category: Category, language: Language, source?: string | null, publicationDate?: string | null, pdfFilename?: string | null, secondaryCategory?: Category | null, subcategory?: string | null, difficultyLevel?: DifficultyLevel | null, pePointsValue: number, summary: string, contentMarkdown: string, externalUrl?: string | null, estimatedReadTime?: number | null, professions: Array<string>, pointsOverrideReason?: string | null, videoMinutes?: number | null, reviewedOn?: string | null, nextReviewOn?: string | null, authors: Array<{ __typename?: 'ContentPerson', name: string, role?: string | null }>, reviewers: Array<{ __typename?: 'ContentPerson', name: string, role?: string | null }>, changeLog: Array<{ __typename?: 'ChangeLogEntry', date: string, change: string, by: string }> } | null };

export type AddArticleChangeLogEntryMutationVariables = Exact<{
  input: AddArticleChangeLogEntryInput;
}>;


export type AddArticleChangeLogEntryMutation = { __typename?: 'Mutation', addArticleChangeLogEntry: { __typename?: 'AddArticleChangeLogEntryPayload', article?: { __typename?: 'Article', id: string, changeLog: Array<{ __typename?: 'ChangeLogEntry', date: string, change: string, by: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type CreateArticleMutationVariables = Exact<{
  input: CreateArticleInput;
}>;


export type CreateArticleMutation = { __typename?: 'Mutation', createArticle: { __typename?: 'CreateArticlePayload', article?: (
      { __typename?: 'Article', id: string }
      & { ' $fragmentRefs'?: { 'ArticlesAdmin_ArticleFragment': ArticlesAdmin_ArticleFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type UpdateArticleMutationVariables = Exact<{
  input: UpdateArticleInput;
}>;


export type UpdateArticleMutation = { __typename?: 'Mutation', updateArticle: { __typename?: 'UpdateArticlePayload', article?: (
      { __typename?: 'Article', id: string }
      & { ' $fragmentRefs'?: { 'ArticlesAdmin_ArticleFragment': ArticlesAdmin_ArticleFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type SetArticlePublishedMutationVariables = Exact<{
  input: SetArticlePublishedInput;
}>;


export type SetArticlePublishedMutation = { __typename?: 'Mutation', setArticlePublished: { __typename?: 'SetArticlePublishedPayload', article?: (
      { __typename?: 'Article', id: string }
      & { ' $fragmentRefs'?: { 'ArticlesAdmin_ArticleFragment': ArticlesAdmin_ArticleFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type DeleteArticleMutationVariables = Exact<{
  input: DeleteArticleInput;
}>;


export type DeleteArticleMutation = { __typename?: 'Mutation', deleteArticle: { __typename?: 'DeleteArticlePayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type UploadArticlePdfMutationVariables = Exact<{
  input: UploadArticlePdfInput;
}>;


export type UploadArticlePdfMutation = { __typename?: 'Mutation', uploadArticlePdf: { __typename?: 'UploadArticlePdfPayload', article?: (
      { __typename?: 'Article', id: string }
      & { ' $fragmentRefs'?: { 'ArticlesAdmin_ArticleFragment': ArticlesAdmin_ArticleFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RemoveArticlePdfMutationVariables = Exact<{
  input: RemoveArticlePdfInput;
}>;


export type RemoveArticlePdfMutation = { __typename?: 'Mutation', removeArticlePdf: { __typename?: 'RemoveArticlePdfPayload', article?: (
      { __typename?: 'Article', id: string }
      & { ' $fragmentRefs'?: { 'ArticlesAdmin_ArticleFragment': ArticlesAdmin_ArticleFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AdminArticleFeedbackQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminArticleFeedbackQuery = { __typename?: 'Query', article?: { __typename?: 'Article', id: string, title: string, rating: (
      { __typename?: 'ArticleRating' }
      & { ' $fragmentRefs'?: { 'RatingSummary_RatingFragment': RatingSummary_RatingFragment } }
    ) } | null, articleFeedback: { __typename?: 'FeedbackConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'FeedbackEdge', cursor: string, node: { __typename?: 'Feedback', id: string, rating: number, comment?: string | null, displayName: string, updatedAt: string } }> } };

export type LibraryQueryVariables = Exact<{
  filter?: InputMaybe<ArticleFilter>;
  sort?: InputMaybe<ArticleSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  mode?: InputMaybe<LibraryMode>;
  search?: InputMaybe<Scalars['String']['input']>;
  highlight?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type LibraryQuery = { __typename?: 'Query', articleFilters: { __typename?: 'ArticleFilterOptions', categories: Array<Category>, languages: Array<Language>, sources: Array<string> }, articles: { __typename?: 'ArticlePage', total: number, page: number, perPage: number, items: Array<(
      { __typename?: 'Article', id: string, searchHighlight?: { __typename?: 'ArticleSearchHighlight', title: string, summary: string, snippet: string } | null }
      & { ' $fragmentRefs'?: { 'ArticleCard_ArticleFragment': ArticleCard_ArticleFragment } }
    )> } };

export type ReaderArticleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReaderArticleQuery = { __typename?: 'Query', article?: (
    { __typename?: 'Article', id: string, title: string, language: Language, pePointsValue: number, difficultyLevel?: DifficultyLevel | null, source?: string | null, publicationDate?: string | null, summary: string, studyMinutes?: number | null, estimatedReadTime?: number | null, learningObjectives: Array<string>, references: Array<string>, videoMinutes?: number | null, completionStatus?: { __typename?: 'CompletionStatus', articleId: string, completed: boolean } | null, studyProgress?: (
      { __typename?: 'StudyProgress', articleId: string, remainingSeconds: number }
      & { ' $fragmentRefs'?: { 'StudyNotice_ProgressFragment': StudyNotice_ProgressFragment } }
    ) | null, rating: (
      { __typename?: 'ArticleRating' }
      & { ' $fragmentRefs'?: { 'RatingSummary_RatingFragment': RatingSummary_RatingFragment } }
    ) }
    & { ' $fragmentRefs'?: { 'AboutItem_ArticleFragment': AboutItem_ArticleFragment;'ReviewQuestions_ArticleFragment': ReviewQuestions_ArticleFragment;'ArticleTags_ArticleFragment': ArticleTags_ArticleFragment;'ArticleContent_ArticleFragment': ArticleContent_ArticleFragment;'TestActions_ArticleFragment': TestActions_ArticleFragment } }
  ) | null };

export type MyFeedbackQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
}>;


export type MyFeedbackQuery = { __typename?: 'Query', myFeedback?: (
    { __typename?: 'Feedback' }
    & { ' $fragmentRefs'?: { 'FeedbackForm_FeedbackFragment': FeedbackForm_FeedbackFragment } }
  ) | null };

export type SubmitFeedbackMutationVariables = Exact<{
  input: SubmitFeedbackInput;
}>;


export type SubmitFeedbackMutation = { __typename?: 'Mutation', submitFeedback: { __typename?: 'SubmitFeedbackPayload', updated?: boolean | null, message?: string | null, feedback?: (
      { __typename?: 'Feedback' }
      & { ' $fragmentRefs'?: { 'FeedbackForm_FeedbackFragment': FeedbackForm_FeedbackFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RecordStudyMutationVariables = Exact<{
  input: RecordStudyInput;
}>;


export type RecordStudyMutation = { __typename?: 'Mutation', recordStudy: { __typename?: 'RecordStudyPayload', progress?: (
      { __typename?: 'StudyProgress', articleId: string }
      & { ' $fragmentRefs'?: { 'StudyNotice_ProgressFragment': StudyNotice_ProgressFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode }> } };

export type ArticleCommentsQueryVariables = Exact<{
  articleId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ArticleCommentsQuery = { __typename?: 'Query', articleComments: { __typename?: 'ArticleCommentConnection', totalCount: number, edges: Array<{ __typename?: 'ArticleCommentEdge', cursor: string, node: { __typename?: 'ArticleComment', id: string, rating: number, comment: string, authorName: string, updatedAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type NewsAdmin_ItemFragment = { __typename?: 'NewsItem', id: string, type: NewsType, title: string, content: string, createdAt: string, isPublished: boolean } & { ' $fragmentName'?: 'NewsAdmin_ItemFragment' };

export type AdminNewsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminNewsQuery = { __typename?: 'Query', news: { __typename?: 'NewsItemConnection', totalCount: number, edges: Array<{ __typename?: 'NewsItemEdge', cursor: string, node: (
        { __typename?: 'NewsItem' }
        & { ' $fragmentRefs'?: { 'NewsAdmin_ItemFragment': NewsAdmin_ItemFragment } }
      ) }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type CreateNewsItemMutationVariables = Exact<{
  input: CreateNewsItemInput;
}>;


export type CreateNewsItemMutation = { __typename?: 'Mutation', createNewsItem: { __typename?: 'CreateNewsItemPayload', newsItem?: (
      { __typename?: 'NewsItem' }
      & { ' $fragmentRefs'?: { 'NewsAdmin_ItemFragment': NewsAdmin_ItemFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type UpdateNewsItemMutationVariables = Exact<{
  input: UpdateNewsItemInput;
}>;


export type UpdateNewsItemMutation = { __typename?: 'Mutation', updateNewsItem: { __typename?: 'UpdateNewsItemPayload', newsItem?: (
      { __typename?: 'NewsItem' }
      & { ' $fragmentRefs'?: { 'NewsAdmin_ItemFragment': NewsAdmin_ItemFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type DeleteNewsItemMutationVariables = Exact<{
  input: DeleteNewsItemInput;
}>;


export type DeleteNewsItemMutation = { __typename?: 'Mutation', deleteNewsItem: { __typename?: 'DeleteNewsItemPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type NewsListQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsListQuery = { __typename?: 'Query', news: { __typename?: 'NewsItemConnection', edges: Array<{ __typename?: 'NewsItemEdge', cursor: string, node: { __typename?: 'NewsItem', id: string, type: NewsType, title: string, content: string, createdAt: string } }> } };

export type ConnectedApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectedApplicationsQuery = { __typename?: 'Query', connectedApplications: { __typename?: 'ConnectedApplicationConnection', totalCount: number, edges: Array<{ __typename?: 'ConnectedApplicationEdge', node: { __typename?: 'ConnectedApplication', id: string, clientId: string, name: string, grantedAt: string, scopes: Array<{ __typename?: 'PartnerScopeGrant', scope: string, description: string }> } }> } };

export type WithdrawConsentMutationVariables = Exact<{
  input: WithdrawConsentInput;
}>;


export type WithdrawConsentMutation = { __typename?: 'Mutation', withdrawConsent: { __typename?: 'WithdrawConsentPayload', withdrawnId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RecordSharesPanel_ShareFragment = { __typename?: 'RecordShare', id: string, label?: string | null, expiresAt: string, revokedAt?: string | null, createdAt: string, status: RecordShareStatus, views: number, lastViewedAt?: string | null } & { ' $fragmentName'?: 'RecordSharesPanel_ShareFragment' };

export type RecordSharesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecordSharesQuery = { __typename?: 'Query', recordShares: Array<(
    { __typename?: 'RecordShare' }
    & { ' $fragmentRefs'?: { 'RecordSharesPanel_ShareFragment': RecordSharesPanel_ShareFragment } }
  )> };

export type CreateRecordShareMutationVariables = Exact<{
  input: CreateRecordShareInput;
}>;


export type CreateRecordShareMutation = { __typename?: 'Mutation', createRecordShare: { __typename?: 'CreateRecordSharePayload', url?: string | null, recordShare?: (
      { __typename?: 'RecordShare' }
      & { ' $fragmentRefs'?: { 'RecordSharesPanel_ShareFragment': RecordSharesPanel_ShareFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type RevokeRecordShareMutationVariables = Exact<{
  input: RevokeRecordShareInput;
}>;


export type RevokeRecordShareMutation = { __typename?: 'Mutation', revokeRecordShare: { __typename?: 'RevokeRecordSharePayload', recordShare?: (
      { __typename?: 'RecordShare' }
      & { ' $fragmentRefs'?: { 'RecordSharesPanel_ShareFragment': RecordSharesPanel_ShareFragment } }
    ) | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountWalletBindingQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountWalletBindingQuery = { __typename?: 'Query', walletBinding: { __typename?: 'WalletBinding', did?: string | null, boundAt?: string | null } };

export type AccountWalletChallengeMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountWalletChallengeMutation = { __typename?: 'Mutation', walletChallenge: { __typename?: 'WalletChallenge', challenge: string, expiresAt: string } };

export type AccountBindWalletMutationVariables = Exact<{
  input: BindWalletInput;
}>;


export type AccountBindWalletMutation = { __typename?: 'Mutation', bindWallet: { __typename?: 'BindWalletPayload', binding?: { __typename?: 'WalletBinding', did?: string | null, boundAt?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export type AccountUnbindWalletMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountUnbindWalletMutation = { __typename?: 'Mutation', unbindWallet: { __typename?: 'WalletBinding', did?: string | null, boundAt?: string | null } };

export type AccountReissueCertificatesToWalletMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountReissueCertificatesToWalletMutation = { __typename?: 'Mutation', reissueCertificatesToWallet: { __typename?: 'ReissueCertificatesToWalletPayload', reissued?: number | null, userErrors: Array<{ __typename?: 'UserError', field?: Array<string> | null, message: string, code: UserErrorCode }> } };

export const Session_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGraceEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"inPaymentGrace"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecordAccess"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTests"}},{"kind":"Field","name":{"kind":"Name","value":"canUseAssistant"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pePointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryProfession"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Session_UserFragment, unknown>;
export const MemberResults_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResults_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}}]}}]} as unknown as DocumentNode<MemberResults_MemberFragment, unknown>;
export const DiscountCodesAdmin_CodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscountCodesAdmin_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"planRestriction"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DiscountCodesAdmin_CodeFragment, unknown>;
export const ActivityHistoryTab_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityHistoryTab_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<ActivityHistoryTab_ItemFragment, unknown>;
export const CertificatesTab_CertificateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificatesTab_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fieldOfStudy"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}}]}}]} as unknown as DocumentNode<CertificatesTab_CertificateFragment, unknown>;
export const AssistantPanel_ExchangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantPanel_exchange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantExchange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AssistantPanel_ExchangeFragment, unknown>;
export const CpdStandingCards_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CpdStandingCards_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpdStandings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cycleStartYear"}},{"kind":"Field","name":{"kind":"Name","value":"cycleEndYear"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"carriedIn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"missingThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableCredited"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableMet"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"gap"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"reflectionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"met"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entriesWithoutReflection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entriesWithoutReflectionCount"}}]}}]}}]} as unknown as DocumentNode<CpdStandingCards_DashboardFragment, unknown>;
export const LatestUpdates_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LatestUpdates_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<LatestUpdates_DashboardFragment, unknown>;
export const OutsideActivities_ActivityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutsideActivities_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutsideActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<OutsideActivities_ActivityFragment, unknown>;
export const PointsHistory_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointsHistory_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pointsForYear"}},{"kind":"Field","name":{"kind":"Name","value":"completionsForYear"}},{"kind":"Field","name":{"kind":"Name","value":"averagePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"previousMonth"}},{"kind":"Field","name":{"kind":"Name","value":"trendPercent"}},{"kind":"Field","name":{"kind":"Name","value":"trendDirection"}},{"kind":"Field","name":{"kind":"Name","value":"completionsThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"outsidePoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivities"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yearly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"outsidePoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivities"}}]}}]}}]}}]} as unknown as DocumentNode<PointsHistory_DashboardFragment, unknown>;
export const RecommendedArticles_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendedArticles_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendedArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}}]}}]}}]} as unknown as DocumentNode<RecommendedArticles_DashboardFragment, unknown>;
export const RevokedCertificates_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevokedCertificates_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RevokedCertificates_DashboardFragment, unknown>;
export const StatCards_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatCards_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"yearPoints"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"annualGoal"}},{"kind":"Field","name":{"kind":"Name","value":"outsideTotalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideYearPoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivityCount"}},{"kind":"Field","name":{"kind":"Name","value":"yearTotalPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<StatCards_DashboardFragment, unknown>;
export const ContactReplies_ReplyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplies_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactReplies_ReplyFragment, unknown>;
export const AboutItem_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AboutItem_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"changeLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]} as unknown as DocumentNode<AboutItem_ArticleFragment, unknown>;
export const RatingSummary_RatingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_rating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<RatingSummary_RatingFragment, unknown>;
export const ArticleTags_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleTags_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"difficultyLevel"}}]}}]} as unknown as DocumentNode<ArticleTags_ArticleFragment, unknown>;
export const TestActions_StandingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_standing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTest"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}}]}}]} as unknown as DocumentNode<TestActions_StandingFragment, unknown>;
export const TestActions_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"testAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_standing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_standing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTest"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}}]}}]} as unknown as DocumentNode<TestActions_ArticleFragment, unknown>;
export const ArticleCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"studyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingSummary_rating"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleTags_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_article"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_standing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTest"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_rating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleTags_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"difficultyLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"testAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_standing"}}]}}]}}]} as unknown as DocumentNode<ArticleCard_ArticleFragment, unknown>;
export const ArticleContent_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleContent_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"videoEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}}]}}]} as unknown as DocumentNode<ArticleContent_ArticleFragment, unknown>;
export const FeedbackForm_FeedbackFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackForm_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<FeedbackForm_FeedbackFragment, unknown>;
export const ReviewQuestions_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewQuestions_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"reviewQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}}]}}]}}]} as unknown as DocumentNode<ReviewQuestions_ArticleFragment, unknown>;
export const StudyNotice_ProgressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyNotice_progress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}}]} as unknown as DocumentNode<StudyNotice_ProgressFragment, unknown>;
export const ArticlesAdmin_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlesAdmin_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOverdue"}}]}}]} as unknown as DocumentNode<ArticlesAdmin_ArticleFragment, unknown>;
export const NewsAdmin_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsAdmin_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]} as unknown as DocumentNode<NewsAdmin_ItemFragment, unknown>;
export const RecordSharesPanel_ShareFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordSharesPanel_share"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}}]}}]} as unknown as DocumentNode<RecordSharesPanel_ShareFragment, unknown>;
export const PublicAppConfigDocument = {"__meta__":{"hash":"fa467eacf0a1e74cb5ba8ec6b40a299fe355f5ce118779e97fefd0e50bc151dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"supportReply"}},{"kind":"Field","name":{"kind":"Name","value":"accreditation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accredited"}},{"kind":"Field","name":{"kind":"Name","value":"statement"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionSource"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formattedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}}]}}]}}]} as unknown as DocumentNode<PublicAppConfigQuery, PublicAppConfigQueryVariables>;
export const AccountOverviewDocument = {"__meta__":{"hash":"fe9b067189cad817740736a11f652cf4478d46cd2e75fcdcf950d63dbbe5270a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsEarned"}}]}}]}}]} as unknown as DocumentNode<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const AccountCertificateCountDocument = {"__meta__":{"hash":"a6317cf95f0aef55bf20440af033cdc5233bc5e986046456be63c0f8e9033287"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountCertificateCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AccountCertificateCountQuery, AccountCertificateCountQueryVariables>;
export const AccountUpdateProfileDocument = {"__meta__":{"hash":"bd1f02ac761c04a3324c99dd7b418fc4f66ccd5d1bdc2cbebc3de1105dbd0ed8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryProfession"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountUpdateProfileMutation, AccountUpdateProfileMutationVariables>;
export const AccountRequestArticleDocument = {"__meta__":{"hash":"31def74ee4f04c917c235856ddcf6016e4b9380a7d1663d998b98b9a67cd1678"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRequestArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRequestArticleMutation, AccountRequestArticleMutationVariables>;
export const AccountRequestEmailChangeDocument = {"__meta__":{"hash":"cb3af62649b9eb1b8a5c9bdf7960e7367c493f188ab034ad050d1397cfe885f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRequestEmailChangeMutation, AccountRequestEmailChangeMutationVariables>;
export const AccountConfirmEmailChangeDocument = {"__meta__":{"hash":"94b320ca916662bde5504499fb3b8bc94bef1d069063fc66646f504403fc947f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountConfirmEmailChangeMutation, AccountConfirmEmailChangeMutationVariables>;
export const AccountDeleteAccountDocument = {"__meta__":{"hash":"194c9413eab69b34f7254da6b9f55c5213e6bc8cf99a6bb2822f731d61cc730e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountDeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountDeleteAccountMutation, AccountDeleteAccountMutationVariables>;
export const AccountCpdBodiesDocument = {"__meta__":{"hash":"f0db233a8c6618d168b736c4bdf6e49778b3975fd9f9be8d6f1dda36bcfb3033"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountCpdBodies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpdProfiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cycleYears"}},{"kind":"Field","name":{"kind":"Name","value":"cycleStart"}},{"kind":"Field","name":{"kind":"Name","value":"totalPerCycle"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableMinimumPerCycle"}},{"kind":"Field","name":{"kind":"Name","value":"reflectionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpdBodyChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cycleStartYear"}}]}}]}}]} as unknown as DocumentNode<AccountCpdBodiesQuery, AccountCpdBodiesQueryVariables>;
export const AccountChooseCpdBodiesDocument = {"__meta__":{"hash":"b38021f6df8634097961b586c42af55bc259fbb8c196e023beb902aeb1e998a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountChooseCpdBodies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChooseCpdBodiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseCpdBodies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cycleStartYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountChooseCpdBodiesMutation, AccountChooseCpdBodiesMutationVariables>;
export const AccountMailPreferencesDocument = {"__meta__":{"hash":"56586c57b7b68b310af5a606f4ce0483ca4a05607900501d7dfc0c10be49f010"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountMailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}}]} as unknown as DocumentNode<AccountMailPreferencesQuery, AccountMailPreferencesQueryVariables>;
export const AccountSetMailPreferenceDocument = {"__meta__":{"hash":"981c50657bc7ed4321bab04463fe78f160df9c416e854255507dd2430f1ecdf6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSetMailPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMailPreferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMailPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountSetMailPreferenceMutation, AccountSetMailPreferenceMutationVariables>;
export const AdminMembersDocument = {"__meta__":{"hash":"df3cf432fe26564110bf7ef2950b2274a7ac9adae3115d13671d2d8c3eb03f29"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPlan"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSubscriptionStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberResults_member"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberResults_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}}]}}]} as unknown as DocumentNode<AdminMembersQuery, AdminMembersQueryVariables>;
export const AdminMemberDetailDocument = {"__meta__":{"hash":"dbe9ac428410511b28abef2f6d7574398dca998c9d04417280576fb925680701"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"extraAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"grantedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outsideUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceBytesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceBytesLimit"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesLimit"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMemberDetailQuery, AdminMemberDetailQueryVariables>;
export const GrantMemberAttemptsDocument = {"__meta__":{"hash":"2270eedcea80ab5139e4519a438505e682c2c1122fc266730e608e4ca25f6a34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantMemberAttempts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantAttemptsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantTestAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"extraAttempts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<GrantMemberAttemptsMutation, GrantMemberAttemptsMutationVariables>;
export const ResendMemberConfirmationDocument = {"__meta__":{"hash":"10fd785db4960205a431dbc75f29787e3b76f2f8981bcdae0314f7cc6eb62f77"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendMemberConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendMemberConfirmationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendMemberConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ResendMemberConfirmationMutation, ResendMemberConfirmationMutationVariables>;
export const TestArticleTitleDocument = {"__meta__":{"hash":"eaa95407a741fe8a1ca777d6dae69dda1c74003f25acabcdfb382f23d2b856d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestArticleTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<TestArticleTitleQuery, TestArticleTitleQueryVariables>;
export const TestCompletionStatusDocument = {"__meta__":{"hash":"8a28c1b7bb2077ae40514e1f3bc67cb8723d0476cdd71796b4ed88cff778775f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestCompletionStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_standing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_standing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTest"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}}]}}]} as unknown as DocumentNode<TestCompletionStatusQuery, TestCompletionStatusQueryVariables>;
export const TestAllowanceDocument = {"__meta__":{"hash":"77c0d50b10af3f585a78f35b9e39302f8028f58ff78b3679e95336792e356b4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"nextGrantAt"}}]}}]}}]} as unknown as DocumentNode<TestAllowanceQuery, TestAllowanceQueryVariables>;
export const StartTestDocument = {"__meta__":{"hash":"e9002e77617259dd62e0553056f2829c91445b2ca09a2f2881cfca15c0fbcceb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"optionA"}},{"kind":"Field","name":{"kind":"Name","value":"optionB"}},{"kind":"Field","name":{"kind":"Name","value":"optionC"}},{"kind":"Field","name":{"kind":"Name","value":"optionD"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<StartTestMutation, StartTestMutationVariables>;
export const SubmitTestDocument = {"__meta__":{"hash":"d986c5769bdecdead5dfee9e3d2a57ff3549ac0c20fd00e03edc5edf8e4f1030"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsAwarded"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"userAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerText"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsEarned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatCards_dashboard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendedArticles_dashboard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PointsHistory_dashboard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activityEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityHistoryTab_item"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completionEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"completionYear"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsAwarded"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificatesTab_certificate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_standing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTest"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"testAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_standing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatCards_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"yearPoints"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"annualGoal"}},{"kind":"Field","name":{"kind":"Name","value":"outsideTotalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideYearPoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivityCount"}},{"kind":"Field","name":{"kind":"Name","value":"yearTotalPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendedArticles_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendedArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointsHistory_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pointsForYear"}},{"kind":"Field","name":{"kind":"Name","value":"completionsForYear"}},{"kind":"Field","name":{"kind":"Name","value":"averagePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"previousMonth"}},{"kind":"Field","name":{"kind":"Name","value":"trendPercent"}},{"kind":"Field","name":{"kind":"Name","value":"trendDirection"}},{"kind":"Field","name":{"kind":"Name","value":"completionsThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"outsidePoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivities"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yearly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"outsidePoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivities"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityHistoryTab_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificatesTab_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fieldOfStudy"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}}]}}]} as unknown as DocumentNode<SubmitTestMutation, SubmitTestMutationVariables>;
export const MeDocument = {"__meta__":{"hash":"bf71f423a48e888f8ebd16a7969c77f2326c907ac4abb7d7c8a9b1a3b466c0a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGraceEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"inPaymentGrace"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecordAccess"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTests"}},{"kind":"Field","name":{"kind":"Name","value":"canUseAssistant"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pePointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryProfession"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"__meta__":{"hash":"487db074709eee88e87ad2f3649a75af4ba2dfed2abab5996b5fb353825c4604"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"recordToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGraceEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"inPaymentGrace"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecordAccess"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTests"}},{"kind":"Field","name":{"kind":"Name","value":"canUseAssistant"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pePointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryProfession"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"__meta__":{"hash":"89d88756b53a4d3aaacf65c537cfbe74bbeb8e1ee936858f2ea40530fc97ef99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResendConfirmationDocument = {"__meta__":{"hash":"df2a459d7f800c936fbaffb43677b11aabe50ec794a362e4e7b728c3599ae8bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendConfirmationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ResendConfirmationMutation, ResendConfirmationMutationVariables>;
export const ConfirmEmailDocument = {"__meta__":{"hash":"4784eb6d3695ac2f68032853555e44db72337f98948f7322f0b86c495e29381d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"89978d811b53f5c32ab617c9814f13571056248c540a44e3fb63e263ea874e65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const VerifyResetTokenDocument = {"__meta__":{"hash":"5df76c97acd763f2e9036cb5db8a4c33090e6dd02805f8488cabff27fea01130"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyResetToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyResetToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<VerifyResetTokenQuery, VerifyResetTokenQueryVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"41621cf8fb5dbb90fdbe2138fd38d305f2a6ca84c6c491543c0baff0bdb7f5af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RegistrationOptionsDocument = {"__meta__":{"hash":"0f40ba0069dde0ced9be5b9dc0d254cbba9ee5dbf048a04bbf9f76150f6f4690"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCode"}}]}}]}}]} as unknown as DocumentNode<RegistrationOptionsQuery, RegistrationOptionsQueryVariables>;
export const AddressSuggestionsDocument = {"__meta__":{"hash":"873e3de3bb335794532bcf4177ddccf0d58f28c7a0b2e6b2b28f365ad23ece1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryIso"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"countryIso"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryIso"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"e4a9caec39aef2740f67d7f048061bc05faf36513d8b097d63c84175f2c9be9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const BillingPlansDocument = {"__meta__":{"hash":"d298f898559801b52db627d71661aa492b733ff68120a5f4124cea7d3de6065b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceId"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}}]}}]} as unknown as DocumentNode<BillingPlansQuery, BillingPlansQueryVariables>;
export const BillingProductDocument = {"__meta__":{"hash":"0cbbeae741337ce15c472f0a5483a363d706d628b12ce60552ddab747c7983ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}}]}}]} as unknown as DocumentNode<BillingProductQuery, BillingProductQueryVariables>;
export const BillingSubscriptionDocument = {"__meta__":{"hash":"8423209238fe22f318b3b70aadf0d8f763c23d064348af0204cd79219ee4a345"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canUpgrade"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGraceEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canRetryPayment"}},{"kind":"Field","name":{"kind":"Name","value":"charge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"listAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"renewalAmount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceId"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}}]}}]} as unknown as DocumentNode<BillingSubscriptionQuery, BillingSubscriptionQueryVariables>;
export const ValidateDiscountCodeDocument = {"__meta__":{"hash":"03dc6beb9bcd45eee0622c7662875ed166ff963bd4ca076bf5137381e2794d74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateDiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"originalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"finalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ValidateDiscountCodeMutation, ValidateDiscountCodeMutationVariables>;
export const ActivateFreePlanDocument = {"__meta__":{"hash":"6fada48f48bfd376d13fe477a066f7f3f170ceef633e04df86bf2e7c0416f80b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateFreePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivateFreePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateFreePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ActivateFreePlanMutation, ActivateFreePlanMutationVariables>;
export const CreateSubscriptionSessionDocument = {"__meta__":{"hash":"e7dd9cbc0e155d70f565fb118b25dd8c5611699b70831732666273ba83e4e7be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubscriptionSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubscriptionSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubscriptionSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"handoffSecret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSubscriptionSessionMutation, CreateSubscriptionSessionMutationVariables>;
export const CreateCheckoutSessionDocument = {"__meta__":{"hash":"64ec4f9c94c4c72b31ca7094b932ba16b1078d588239648872ec9bf4113f7504"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckoutSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"handoffSecret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const CreatePortalSessionDocument = {"__meta__":{"hash":"2bebc5c11beadc19716d4686159b17457468d6c8b1e73c06b645d692d5ca7895"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePortalSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePortalSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPortalSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePortalSessionMutation, CreatePortalSessionMutationVariables>;
export const VerifySubscriptionPaymentDocument = {"__meta__":{"hash":"7e570d8f19983d8a5af8d72d7c2b57e693d182b481f092917ca0a355ceee9eeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySubscriptionPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySubscriptionPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySubscriptionPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGraceEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"inPaymentGrace"}},{"kind":"Field","name":{"kind":"Name","value":"hasRecordAccess"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTests"}},{"kind":"Field","name":{"kind":"Name","value":"canUseAssistant"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pePointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryProfession"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<VerifySubscriptionPaymentMutation, VerifySubscriptionPaymentMutationVariables>;
export const AdminDiscountCodesDocument = {"__meta__":{"hash":"73ac70dd72da6fe88e25dcd4b8690d1749d79dac2833d75c277c85c27b74c5b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDiscountCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscountCodesAdmin_code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscountCodesAdmin_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"planRestriction"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminDiscountCodesQuery, AdminDiscountCodesQueryVariables>;
export const AdminCreateDiscountCodeDocument = {"__meta__":{"hash":"3dc99baca6fdc1dc1f26b14b4baa632b435a5c3dc55b3fe503578ba5ebc0110b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscountCodesAdmin_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscountCodesAdmin_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"planRestriction"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateDiscountCodeMutation, AdminCreateDiscountCodeMutationVariables>;
export const AdminUpdateDiscountCodeDocument = {"__meta__":{"hash":"47069d38154bf419f0de5590debf1d0d552c93012538832029f52580566da41a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscountCodesAdmin_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscountCodesAdmin_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"planRestriction"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateDiscountCodeMutation, AdminUpdateDiscountCodeMutationVariables>;
export const AdminDeactivateDiscountCodeDocument = {"__meta__":{"hash":"9829da0124c2ed3c7d71f11b5317cab1af8158f87e6eae96ee9f2a6bf279c650"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeactivateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateDiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscountCodesAdmin_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscountCodesAdmin_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"planRestriction"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminDeactivateDiscountCodeMutation, AdminDeactivateDiscountCodeMutationVariables>;
export const CancelSubscriptionDocument = {"__meta__":{"hash":"51bb93c82d3fce961d575cff5a3a63065ecf9335497f15b7086289de30d77ee1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = {"__meta__":{"hash":"421bba684db1628e7c9cf204f3f042977a8f95f1bd9105566e9e3d0ed4f0329e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const UpgradeQuoteDocument = {"__meta__":{"hash":"f5b27c7eb0e0168972201dd54d3ff190439958a2c746c519bf59d4571efee41a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpgradeQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planAmount"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"unusedDays"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"newPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"quotedAt"}}]}}]}}]} as unknown as DocumentNode<UpgradeQuoteQuery, UpgradeQuoteQueryVariables>;
export const UpgradeSubscriptionDocument = {"__meta__":{"hash":"faa4182da58fd0b51ecfbc01c3b7cdfd6219957340ae22b7811c9bce74759186"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpgradeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpgradeSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCharged"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpgradeSubscriptionMutation, UpgradeSubscriptionMutationVariables>;
export const CreatePaymentRetrySessionDocument = {"__meta__":{"hash":"b47945a098cd84679ce3f97331963ba9c533d230e4ec986837d329b7f50b4dc0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentRetrySession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentRetrySessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentRetrySession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePaymentRetrySessionMutation, CreatePaymentRetrySessionMutationVariables>;
export const MyCertificatesDocument = {"__meta__":{"hash":"02de9bb7ddc0881a586ce60dc4e57c4d72cfb980f1f42c3cdb1c724c55223704"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificatesTab_certificate"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificatesTab_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fieldOfStudy"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}}]}}]} as unknown as DocumentNode<MyCertificatesQuery, MyCertificatesQueryVariables>;
export const ActivityHistoryDocument = {"__meta__":{"hash":"3c0197501386c6585e964c6ce429723bdd306fd2e97aaf9e2d1099275ee5bd70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityHistoryTab_item"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityHistoryTab_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<ActivityHistoryQuery, ActivityHistoryQueryVariables>;
export const VerifyCertificateDocument = {"__meta__":{"hash":"cc9e930fe4ea2cab2a01a8945053d12cec0dce9a7e73c8f31ad09f9b3ced321a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certificateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"certificateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certificateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"signatureValid"}},{"kind":"Field","name":{"kind":"Name","value":"signatureAlgorithm"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<VerifyCertificateQuery, VerifyCertificateQueryVariables>;
export const VerifyCredentialDocument = {"__meta__":{"hash":"1a9f08e5c868896491cc15b39a29d9bfc8002be72495d7f39bb0c7914a57aa45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credential"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credential"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credential"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"signatureValid"}},{"kind":"Field","name":{"kind":"Name","value":"signatureAlgorithm"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<VerifyCredentialQuery, VerifyCredentialQueryVariables>;
export const RevokeCertificateDocument = {"__meta__":{"hash":"0dde9f184c57c12ec7b15a452e4909b4161f6e5099e7171b3f4e6272763f01b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeCertificateMutation, RevokeCertificateMutationVariables>;
export const DashboardDocument = {"__meta__":{"hash":"1b702073d9a221e22bda72a98432c90ea3ec849e545488cc49514e36ef9b7b40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"isProfessional"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTests"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"canUseAssistant"}},{"kind":"Field","name":{"kind":"Name","value":"hasProgress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatCards_dashboard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendedArticles_dashboard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PointsHistory_dashboard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LatestUpdates_dashboard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevokedCertificates_dashboard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CpdStandingCards_dashboard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatCards_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"yearPoints"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}},{"kind":"Field","name":{"kind":"Name","value":"annualGoal"}},{"kind":"Field","name":{"kind":"Name","value":"outsideTotalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideYearPoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivityCount"}},{"kind":"Field","name":{"kind":"Name","value":"yearTotalPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendedArticles_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendedArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointsHistory_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pointsForYear"}},{"kind":"Field","name":{"kind":"Name","value":"completionsForYear"}},{"kind":"Field","name":{"kind":"Name","value":"averagePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"previousMonth"}},{"kind":"Field","name":{"kind":"Name","value":"trendPercent"}},{"kind":"Field","name":{"kind":"Name","value":"trendDirection"}},{"kind":"Field","name":{"kind":"Name","value":"completionsThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"empty"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"outsidePoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivities"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yearly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"completions"}},{"kind":"Field","name":{"kind":"Name","value":"outsidePoints"}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivities"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LatestUpdates_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevokedCertificates_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pePoints"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CpdStandingCards_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpdStandings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cycleStartYear"}},{"kind":"Field","name":{"kind":"Name","value":"cycleEndYear"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"carriedIn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"missingThisYear"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableCredited"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verifiableMet"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"gap"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"reflectionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"met"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entriesWithoutReflection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entriesWithoutReflectionCount"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const SaveCpdReflectionDocument = {"__meta__":{"hash":"827952eda185243889f387dd059cb5f623611cd3c6ecb724ef44b5f92d1d3bdb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCpdReflection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCpdReflectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCpdReflection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reflection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learned"}},{"kind":"Field","name":{"kind":"Name","value":"application"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SaveCpdReflectionMutation, SaveCpdReflectionMutationVariables>;
export const AssistantHistoryDocument = {"__meta__":{"hash":"b8dc41159a85277c4a580ff93f451168824f01c1b32133e51196e755180bf39f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantPanel_exchange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantPanel_exchange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantExchange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AssistantHistoryQuery, AssistantHistoryQueryVariables>;
export const AskAssistantDocument = {"__meta__":{"hash":"99d9d59a03533d8a3d184281cb29b72c6e030294e6b2a90bf6859f33ee6fb6e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskAssistant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AskAssistantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askAssistant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantPanel_exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantPanel_exchange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantExchange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AskAssistantMutation, AskAssistantMutationVariables>;
export const OutsideActivitiesDocument = {"__meta__":{"hash":"d346c6cc810628c7bffbf995fd31425e3725f8b7ff5e2ae618dd100e81e5dfca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutsideActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outsideUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceBytesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceBytesLimit"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"activitiesLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outsideActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutsideActivities_activity"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutsideActivities_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutsideActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<OutsideActivitiesQuery, OutsideActivitiesQueryVariables>;
export const CreateOutsideActivityDocument = {"__meta__":{"hash":"bc68d793023ba95cb2ed4f2a353a421248f577369d319579b34d6c1051f2b0ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOutsideActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOutsideActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOutsideActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outsideActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutsideActivities_activity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutsideActivities_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutsideActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<CreateOutsideActivityMutation, CreateOutsideActivityMutationVariables>;
export const UpdateOutsideActivityDocument = {"__meta__":{"hash":"1cd57d958d9f5eb30f03afa43bd6fdf6ce0caa5cd05f117d81d829373e6aeafb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOutsideActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOutsideActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOutsideActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outsideActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutsideActivities_activity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutsideActivities_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutsideActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<UpdateOutsideActivityMutation, UpdateOutsideActivityMutationVariables>;
export const DeleteOutsideActivityDocument = {"__meta__":{"hash":"fefdeaa7330d7b354a21fec3b05fda838329593aa342631572ce4a96415c5297"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOutsideActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteOutsideActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOutsideActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteOutsideActivityMutation, DeleteOutsideActivityMutationVariables>;
export const HelpSendContactMessageDocument = {"__meta__":{"hash":"2fd4373f26d29414c2f99fe482b1d24ab4cc45485d94dca95a040c944c37c8c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HelpSendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<HelpSendContactMessageMutation, HelpSendContactMessageMutationVariables>;
export const AdminContactMessagesDocument = {"__meta__":{"hash":"19a026794319e6253ee379cb0f5b525f102f2aff4612785db4b1f2dbd0414289"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplies_reply"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplies_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const AdminReplyToContactMessageDocument = {"__meta__":{"hash":"eaa17397eb1627ccf01c3954c24ceb6ba53f19207499fbb99b3ac5549b9465ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyToContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplies_reply"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplies_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminReplyToContactMessageMutation, AdminReplyToContactMessageMutationVariables>;
export const HelpMyContactMessagesDocument = {"__meta__":{"hash":"b2f8cd5a8ae837cf24c1207e6f2bd2d9625084e5e2032eb87a4f784afd923750"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpMyContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myContactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplies_reply"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplies_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<HelpMyContactMessagesQuery, HelpMyContactMessagesQueryVariables>;
export const AdminArticleRequestsDocument = {"__meta__":{"hash":"278301744c1ec8f0dcbe5d9e3eca8359001f05b4cfe35228ef4c14d95b04074c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"professionCategory"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AdminArticleRequestsQuery, AdminArticleRequestsQueryVariables>;
export const AccountLearningRecordStoreDocument = {"__meta__":{"hash":"5116eeb0c6186640b68bdc0ddee65350e38e0b96f93f3fab2f083420fa1a40f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountLearningRecordStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learningRecordStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statementsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"statementsWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"statementsFailed"}}]}}]}}]} as unknown as DocumentNode<AccountLearningRecordStoreQuery, AccountLearningRecordStoreQueryVariables>;
export const AccountConnectLearningRecordStoreDocument = {"__meta__":{"hash":"f841b98b9702d758ecf0e357a15d0081be573bd730bd2c525a3c83e113b56a9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountConnectLearningRecordStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectLearningRecordStoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectLearningRecordStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learningRecordStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statementsDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"statementsWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"statementsFailed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountConnectLearningRecordStoreMutation, AccountConnectLearningRecordStoreMutationVariables>;
export const AccountTestLearningRecordStoreDocument = {"__meta__":{"hash":"d6ee0da512dd7e3aa20f52cb0f74d610f204d445e83549f79a6eecc55b9a89da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountTestLearningRecordStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testLearningRecordStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountTestLearningRecordStoreMutation, AccountTestLearningRecordStoreMutationVariables>;
export const AccountDisconnectLearningRecordStoreDocument = {"__meta__":{"hash":"b187050d3acbb5ea2a3c3628733f916083d5d8f3113be0d101fc97b29aac55da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountDisconnectLearningRecordStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectLearningRecordStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnected"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountDisconnectLearningRecordStoreMutation, AccountDisconnectLearningRecordStoreMutationVariables>;
export const AdminArticlesDocument = {"__meta__":{"hash":"35c8b20b065d482c34758787a227a718a28adcd8512e25d1d293ad45ea7837db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NEWEST"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlesAdmin_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlesAdmin_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOverdue"}}]}}]} as unknown as DocumentNode<AdminArticlesQuery, AdminArticlesQueryVariables>;
export const AdminArticleDocument = {"__meta__":{"hash":"47ac5da3e87b60e38890afd0da8ac9534e992e058234585fa60df1d4cce577d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"difficultyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReadTime"}},{"kind":"Field","name":{"kind":"Name","value":"professions"}},{"kind":"Field","name":{"kind":"Name","value":"pointsOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"videoMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"changeLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]}}]} as unknown as DocumentNode<AdminArticleQuery, AdminArticleQueryVariables>;
export const AddArticleChangeLogEntryDocument = {"__meta__":{"hash":"cb42305c927a9ad17d3740305c0a1decac9e6051f8c3d29fc49d6c049f6940f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddArticleChangeLogEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddArticleChangeLogEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addArticleChangeLogEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changeLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AddArticleChangeLogEntryMutation, AddArticleChangeLogEntryMutationVariables>;
export const CreateArticleDocument = {"__meta__":{"hash":"e55b8771024071a97727e1bf979bfb094fdb8465c9411bcb33041523bff0d3af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlesAdmin_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlesAdmin_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOverdue"}}]}}]} as unknown as DocumentNode<CreateArticleMutation, CreateArticleMutationVariables>;
export const UpdateArticleDocument = {"__meta__":{"hash":"3091450b97009bbf965d178e1062d6b7d5b82c1de706e2ac0f8c12ca41a7b951"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlesAdmin_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlesAdmin_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOverdue"}}]}}]} as unknown as DocumentNode<UpdateArticleMutation, UpdateArticleMutationVariables>;
export const SetArticlePublishedDocument = {"__meta__":{"hash":"7798d7602daf3f9dd8a52cbe0c0fcf249fbd9bf98e46b85575fb61cbd118c810"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetArticlePublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetArticlePublishedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticlePublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlesAdmin_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlesAdmin_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOverdue"}}]}}]} as unknown as DocumentNode<SetArticlePublishedMutation, SetArticlePublishedMutationVariables>;
export const DeleteArticleDocument = {"__meta__":{"hash":"5715dc9c953af7efd23007bb8b1ff907157d8eefedff065009156decbddf230c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteArticleMutation, DeleteArticleMutationVariables>;
export const UploadArticlePdfDocument = {"__meta__":{"hash":"afb8a751aff8ca549e24435070808c76b207fd06b7bf992f255dc8c93922a9c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadArticlePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadArticlePdfInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadArticlePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlesAdmin_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlesAdmin_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOverdue"}}]}}]} as unknown as DocumentNode<UploadArticlePdfMutation, UploadArticlePdfMutationVariables>;
export const RemoveArticlePdfDocument = {"__meta__":{"hash":"8caf69f222367b412392ce088db76b948eb39faf77232647b6fd27ef4e20123e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveArticlePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveArticlePdfInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeArticlePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlesAdmin_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlesAdmin_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOverdue"}}]}}]} as unknown as DocumentNode<RemoveArticlePdfMutation, RemoveArticlePdfMutationVariables>;
export const AdminArticleFeedbackDocument = {"__meta__":{"hash":"61582575061be9dbcf068da9a0fe7ed9469e6c445aa1adc4af164192e3d62944"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingSummary_rating"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_rating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<AdminArticleFeedbackQuery, AdminArticleFeedbackQueryVariables>;
export const LibraryDocument = {"__meta__":{"hash":"efda9ae1b8cb2e8f2e37985f736d209c1ee094c6a18b9d4b47a54fe3cb3f48aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Library"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LibraryMode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"highlight"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}},{"kind":"Field","name":{"kind":"Name","value":"searchHighlight"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"highlight"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_rating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleTags_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"difficultyLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_standing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTest"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"testAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_standing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"studyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingSummary_rating"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleTags_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_article"}}]}}]} as unknown as DocumentNode<LibraryQuery, LibraryQueryVariables>;
export const ReaderArticleDocument = {"__meta__":{"hash":"db96e8f3eb118fec1d8b16475b13f50f22ea3a6ec5a7b50d6f69db8a00c05b01"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"difficultyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"studyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedReadTime"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AboutItem_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewQuestions_article"}},{"kind":"Field","name":{"kind":"Name","value":"learningObjectives"}},{"kind":"Field","name":{"kind":"Name","value":"references"}},{"kind":"Field","name":{"kind":"Name","value":"videoMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyNotice_progress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingSummary_rating"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleTags_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleContent_article"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_standing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeTest"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AboutItem_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewOn"}},{"kind":"Field","name":{"kind":"Name","value":"changeLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewQuestions_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"reviewQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyNotice_progress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingSummary_rating"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleRating"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleTags_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryCategory"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"difficultyLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleContent_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFilename"}},{"kind":"Field","name":{"kind":"Name","value":"hasExternalLink"}},{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isYoutube"}},{"kind":"Field","name":{"kind":"Name","value":"videoEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestActions_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"pePointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"testAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"completionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestActions_standing"}}]}}]}}]} as unknown as DocumentNode<ReaderArticleQuery, ReaderArticleQueryVariables>;
export const MyFeedbackDocument = {"__meta__":{"hash":"52abcb42ac3708dd81a81824bb0b747f715fc444a54e549c232e2a4c8d32a4c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackForm_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackForm_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const SubmitFeedbackDocument = {"__meta__":{"hash":"2ec37b3337e0f7189bbc34830c2c956077442344ac2c446494b5c1d71d1f9372"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackForm_feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackForm_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<SubmitFeedbackMutation, SubmitFeedbackMutationVariables>;
export const RecordStudyDocument = {"__meta__":{"hash":"846423544b634c314120d2253e8479eb18d98923d18399ab7bdc8111f5171b5e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStudyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyNotice_progress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyNotice_progress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}}]} as unknown as DocumentNode<RecordStudyMutation, RecordStudyMutationVariables>;
export const ArticleCommentsDocument = {"__meta__":{"hash":"324ee3d0ee967bfddce0caf0c0215120890be227a6c3491558178ce6520ade2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ArticleCommentsQuery, ArticleCommentsQueryVariables>;
export const AdminNewsDocument = {"__meta__":{"hash":"23dd4ada6e439131bf56cb5d97db6d9657c9ecc6dbcad945e5e3363fb3ba4ca7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeUnpublished"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsAdmin_item"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsAdmin_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]} as unknown as DocumentNode<AdminNewsQuery, AdminNewsQueryVariables>;
export const CreateNewsItemDocument = {"__meta__":{"hash":"22a8fccafdf5ccbc2f628689a80c6c547b34d5223751d97f963e797b862f2dfe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNewsItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsAdmin_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsAdmin_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]} as unknown as DocumentNode<CreateNewsItemMutation, CreateNewsItemMutationVariables>;
export const UpdateNewsItemDocument = {"__meta__":{"hash":"af9ac7a425f0c818b3848cce54ce0bfa340e76d545c3b0f94bb0aacdbbdf1efc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNewsItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsAdmin_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsAdmin_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]} as unknown as DocumentNode<UpdateNewsItemMutation, UpdateNewsItemMutationVariables>;
export const DeleteNewsItemDocument = {"__meta__":{"hash":"9c6e9664047febdb6be7e96107f703b8fbaaf07facf6135e98b1f93bf53fa5e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteNewsItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNewsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteNewsItemMutation, DeleteNewsItemMutationVariables>;
export const NewsListDocument = {"__meta__":{"hash":"f278d8de826e87433b9d71f746876a72346eadc45bba88e574161ec58dd4b380"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewsListQuery, NewsListQueryVariables>;
export const ConnectedApplicationsDocument = {"__meta__":{"hash":"94cb333b360e3836804844accdf694bdf05100902d65fca2c4bb87b947753396"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectedApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grantedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConnectedApplicationsQuery, ConnectedApplicationsQueryVariables>;
export const WithdrawConsentDocument = {"__meta__":{"hash":"7b9f5dad9082c1b010b0bfe848c7ad995d01c1dcc4cc61ece67e7f37d86d466a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawnId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawConsentMutation, WithdrawConsentMutationVariables>;
export const RecordSharesDocument = {"__meta__":{"hash":"6709038682ec5ce44a5837874119e1b8c52ff4887959f59c97fd7a0c2b33b176"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordShares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordShares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordSharesPanel_share"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordSharesPanel_share"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}}]}}]} as unknown as DocumentNode<RecordSharesQuery, RecordSharesQueryVariables>;
export const CreateRecordShareDocument = {"__meta__":{"hash":"c56314fa1c450b24945b2c93abb6d3ab241ae28bc1b152f46b56aa1c606d7746"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRecordShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRecordShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRecordShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordShare"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordSharesPanel_share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordSharesPanel_share"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}}]}}]} as unknown as DocumentNode<CreateRecordShareMutation, CreateRecordShareMutationVariables>;
export const RevokeRecordShareDocument = {"__meta__":{"hash":"5814f5c91b2e55fcf7ecce07c5fe948ceb036a3fa5fe01f80d8bffb7d71e2ca1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeRecordShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeRecordShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeRecordShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordShare"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordSharesPanel_share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordSharesPanel_share"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}}]}}]} as unknown as DocumentNode<RevokeRecordShareMutation, RevokeRecordShareMutationVariables>;
export const AccountWalletBindingDocument = {"__meta__":{"hash":"390ec0c406f4538ec6aef01bf1d7721b62c729de5936090afa3ddb605d1f4458"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountWalletBinding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletBinding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"did"}},{"kind":"Field","name":{"kind":"Name","value":"boundAt"}}]}}]}}]} as unknown as DocumentNode<AccountWalletBindingQuery, AccountWalletBindingQueryVariables>;
export const AccountWalletChallengeDocument = {"__meta__":{"hash":"c7cd90497423834d57c9d9aaca10cc91597d21c56eb1829266c51c1cae8a5c07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountWalletChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AccountWalletChallengeMutation, AccountWalletChallengeMutationVariables>;
export const AccountBindWalletDocument = {"__meta__":{"hash":"b30eda3dfb2f0eb798f3a4825f82453076d086e222014771c3f404bd5ed07d9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountBindWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"binding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"did"}},{"kind":"Field","name":{"kind":"Name","value":"boundAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountBindWalletMutation, AccountBindWalletMutationVariables>;
export const AccountUnbindWalletDocument = {"__meta__":{"hash":"7562cdf81de42911c06f628c2858b3ecafb0b317b8ddc77003c6cacbd704f291"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUnbindWallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbindWallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"did"}},{"kind":"Field","name":{"kind":"Name","value":"boundAt"}}]}}]}}]} as unknown as DocumentNode<AccountUnbindWalletMutation, AccountUnbindWalletMutationVariables>;
export const AccountReissueCertificatesToWalletDocument = {"__meta__":{"hash":"309b6d2e50d20cbd2e3457d47366e7e543fbbce33925d0984a16188551bd7270"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountReissueCertificatesToWallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reissueCertificatesToWallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reissued"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AccountReissueCertificatesToWalletMutation, AccountReissueCertificatesToWalletMutationVariables>;