import { Foundation1795351444085 } from './1795351444085-foundation';
import { Library1795351746161 } from './1795351746161-library';
import { Assessment1795352089757 } from './1795352089757-assessment';
import { LibraryFeedback1795352110958 } from './1795352110958-library-feedback';
import { Engagement1795352204449 } from './1795352204449-engagement';
import { Billing1795352519542 } from './1795352519542-billing';
import { Dashboard1795357137995 } from './1795357137995-dashboard';
import { QuestionGate1795360000000 } from './1795360000000-question-gate';
import { ArticleKeywords1795360100000 } from './1795360100000-article-keywords';
import { ChosenPlan1795400000001 } from './1795400000001-chosen-plan';
import { CredentialKeysAndStatus1795440624234 } from './1795440624234-credential-keys-and-status';
import { AttemptGrants1795441658106 } from './1795441658106-attempt-grants';
import { RevokedAccessTokens1795442753927 } from './1795442753927-revoked-access-tokens';
import { OutsideActivities1795451508390 } from './1795451508390-outside-activities';
import { UnloggedRateLimits1795452000000 } from './1795452000000-unlogged-rate-limits';
import { AttemptsByArticle1795452100000 } from './1795452100000-attempts-by-article';
import { ArticleSearch1795460000000 } from './1795460000000-article-search';
import { MemberSearch1795470000000 } from './1795470000000-member-search';
import { CertificateStatusSlots1795480000000 } from './1795480000000-certificate-status-slots';
import { OutsideUsage1795490000000 } from './1795490000000-outside-usage';
import { CredentialSubjectIds1795490000001 } from './1795490000001-credential-subject-ids';
import { StudyTime1795856322029 } from './1795856322029-study-time';
import { PartnerApplications1795901000000 } from './1795901000000-partner-applications';
import { Integrations1795902000000 } from './1795902000000-integrations';
import { CpdProfiles1795903000000 } from './1795903000000-cpd-profiles';
import { PaymentGrace1795904000000 } from './1795904000000-payment-grace';
import { Invoices1795904000001 } from './1795904000001-invoices';
import { ContentAccountability1795906000000 } from './1795906000000-content-accountability';
import { PrivacyRights1795907000000 } from './1795907000000-privacy-rights';
import { DeclaredItemConflicts1795908000000 } from './1795908000000-declared-item-conflicts';
import { MailUnsubscribes1795909000000 } from './1795909000000-mail-unsubscribes';
import { ReminderSends1795909100000 } from './1795909100000-reminder-sends';
import { WalletBinding1795911000000 } from './1795911000000-wallet-binding';
import { ContactReplies1795912000000 } from './1795912000000-contact-replies';
import { PersistedQueries1795912200000 } from './1795912200000-persisted-queries';
import { RecordShares1795912500000 } from './1795912500000-record-shares';
import { ArticleSearchPerLanguage1795912600000 } from './1795912600000-article-search-per-language';
import { ArticleSearchVectorInline1795912900000 } from './1795912900000-article-search-vector-inline';
import { PassageEmbeddings1795913000000 } from './1795913000000-passage-embeddings';

/**
 * Every migration, in order. Add new ones at the end: build the server (`npx tsc -p server`), then
 * `node server/dist/server/src/cli/migration-diff.js Name` drafts the file from the entity changes.
 */
export const migrations = [
  Foundation1795351444085,
  Library1795351746161,
  Assessment1795352089757,
  LibraryFeedback1795352110958,
  Engagement1795352204449,
  Billing1795352519542,
  Dashboard1795357137995,
  QuestionGate1795360000000,
  ArticleKeywords1795360100000,
  ChosenPlan1795400000001,
  CredentialKeysAndStatus1795440624234,
  AttemptGrants1795441658106,
  RevokedAccessTokens1795442753927,
  OutsideActivities1795451508390,
  UnloggedRateLimits1795452000000,
  AttemptsByArticle1795452100000,
  ArticleSearch1795460000000,
  MemberSearch1795470000000,
  CertificateStatusSlots1795480000000,
  OutsideUsage1795490000000,
  CredentialSubjectIds1795490000001,
  StudyTime1795856322029,
  PartnerApplications1795901000000,
  Integrations1795902000000,
  CpdProfiles1795903000000,
  PaymentGrace1795904000000,
  Invoices1795904000001,
  ContentAccountability1795906000000,
  PrivacyRights1795907000000,
  DeclaredItemConflicts1795908000000,
  MailUnsubscribes1795909000000,
  ReminderSends1795909100000,
  WalletBinding1795911000000,
  ContactReplies1795912000000,
  PersistedQueries1795912200000,
  RecordShares1795912500000,
  ArticleSearchPerLanguage1795912600000,
  ArticleSearchVectorInline1795912900000,
  PassageEmbeddings1795913000000,
];
