import { ArticleRequestEntity } from '../modules/account/article-request.entity';
import { ContactMessageEntity } from '../modules/account/contact-message.entity';
import { ContactReplyEntity } from '../modules/account/contact-reply.entity';
import { RecordShareEntity, RecordShareViewEntity } from '../modules/record-shares/record-share.entity';
import { ArticleEntity } from '../modules/articles/article.entity';
import { AssistantExchangeEntity } from '../modules/assistant/assistant-exchange.entity';
import { TestAttemptEntity } from '../modules/assessment/taking/attempt.entity';
import { QuestionBankEntity } from '../modules/assessment/bank/question-bank.entity';
import { TestQuestionEntity } from '../modules/assessment/bank/question.entity';
import { RevokedAccessTokenEntity } from '../modules/auth/revoked-access-token.entity';
import { AuthTokenEntity } from '../modules/auth/auth-token.entity';
import { CertificateEntity } from '../modules/certificates/certificate.entity';
import { SigningKeyEntity } from '../modules/certificates/signing-key.entity';
import { ArticleCompletionEntity } from '../modules/assessment/completions/completion.entity';
import { FeedbackEntity } from '../modules/feedback/feedback.entity';
import { OutboxMessageEntity } from '../modules/mail/outbox-message.entity';
import { NewsItemEntity } from '../modules/news/news-item.entity';
import { RateLimitEntity } from '../modules/rate-limit/rate-limit.entity';
import { UserEntity } from '../modules/users/user.entity';
import { CheckoutSessionEntity } from '../modules/billing/checkout/checkout-session.entity';
import { DiscountCodeEntity } from '../modules/billing/discounts/discount-code.entity';
import { DiscountRedemptionEntity } from '../modules/billing/discounts/discount-redemption.entity';
import { PaymentEventEntity } from '../modules/billing/webhooks/payment-event.entity';
import { PortalSessionEntity } from '../modules/billing/portal/portal-session.entity';
import { SubscriptionEntity } from '../modules/billing/subscription.entity';
import { AdminAuditEntity } from '../modules/members/admin-audit.entity';
import { AttemptGrantEntity } from '../modules/members/attempt-grant.entity';
import { OutsideActivityEntity } from '../modules/outside-activities/outside-activity.entity';
import { StudyClockEntity } from '../modules/study/study-clock.entity';
import { StudyTimeEntity } from '../modules/study/study-time.entity';
import { OutsideUsageEntity } from '../modules/outside-activities/outside-usage.entity';
import { IntegrationEventEntity } from '../modules/integrations/integration-event.entity';
import { IntegrationDeliveryEntity } from '../modules/integrations/integration-delivery.entity';
import { LrsConnectionEntity } from '../modules/integrations/lrs-connection.entity';
import { WebhookSubscriptionEntity } from '../modules/integrations/webhook-subscription.entity';
import { ErasureTaskEntity } from '../modules/privacy/erasure-task.entity';
import { CpdBodyChoiceEntity } from '../modules/cpd-profiles/cpd-body-choice.entity';
import { CpdReflectionEntity } from '../modules/cpd-profiles/cpd-reflection.entity';
import { MailUnsubscribeEntity } from '../modules/mail/mail-unsubscribe.entity';
import { ReminderSendEntity } from '../modules/reminders/reminder-send.entity';
import { PersistedQueryEntity } from '../graphql/persisted-query.entity';
import { OAuthRecordEntity } from '../modules/partners/oauth-record.entity';
import { PartnerClientEntity } from '../modules/partners/partner-client.entity';
import { PartnerConsentEntity } from '../modules/partners/partner-consent.entity';

/** Every entity, listed explicitly (no globbing). Add a feature's entities here. */
export const entities = [
  UserEntity,
  AuthTokenEntity,
  OutboxMessageEntity,
  RateLimitEntity,
  ArticleEntity,
  NewsItemEntity,
  AssistantExchangeEntity,
  ContactMessageEntity,
  ContactReplyEntity,
  RecordShareEntity,
  RecordShareViewEntity,
  ArticleRequestEntity,
  QuestionBankEntity,
  TestQuestionEntity,
  TestAttemptEntity,
  ArticleCompletionEntity,
  CertificateEntity,
  SigningKeyEntity,
  DiscountCodeEntity,
  CheckoutSessionEntity,
  DiscountRedemptionEntity,
  PaymentEventEntity,
  SubscriptionEntity,
  PortalSessionEntity,
  FeedbackEntity,
  RevokedAccessTokenEntity,
  AttemptGrantEntity,
  AdminAuditEntity,
  OutsideActivityEntity,
  StudyTimeEntity,
  StudyClockEntity,
  OutsideUsageEntity,
  IntegrationEventEntity,
  WebhookSubscriptionEntity,
  LrsConnectionEntity,
  IntegrationDeliveryEntity,
  ErasureTaskEntity,
  CpdBodyChoiceEntity,
  CpdReflectionEntity,
  PartnerClientEntity,
  PartnerConsentEntity,
  OAuthRecordEntity,
  MailUnsubscribeEntity,
  ReminderSendEntity,
  PersistedQueryEntity,
];
