import { FallbackRateLimitStore, REDIS_LIMITER_OPTIONS } from './modules/rate-limit/rate-limit.fallback';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import { questionSourceOf } from '@leerpunt/shared/plans';
import type { Database } from './db/data-source';
import { ArticleRequestsService } from './modules/account/article-requests.service';
import { ContactService } from './modules/account/contact.service';
import { createOfflineAddressProvider, type AddressProvider } from './modules/address/address.provider';
import { createPhotonAddressProvider } from './modules/address/photon.provider';
import { AddressService } from './modules/address/address.service';
import { AssistantService } from './modules/assistant/assistant.service';
import { OfflineAssistant } from './modules/assistant/offline-assistant';
import { LibraryRetriever } from './modules/assistant/retrieval/library-index';
import { AllowanceRepository } from './modules/assessment/allowance/allowance.repository';
import { AllowanceService } from './modules/assessment/allowance/allowance.service';
import { AssessmentService } from './modules/assessment/taking/assessment.service';
import { AssessmentRepository } from './modules/assessment/taking/assessment.repository';
import { QuestionBankService } from './modules/assessment/bank/question-bank.service';
import { QuestionBankRepository } from './modules/assessment/bank/question-bank.repository';
import { CertificateIssuer } from './modules/assessment/certificates/certificate-issuer';
import { BankAdminService } from './modules/assessment/bank/bank-admin.service';
import { AuthService } from './modules/auth/auth.service';
import { CertificatesService } from './modules/certificates/certificates.service';
import { UsersRepository } from './modules/users/users.repository';
import { BillingRepository } from './modules/billing/billing.repository';
import { CertificatesRepository } from './modules/certificates/certificates.repository';
import { CredentialSigner } from './modules/certificates/credential-signer';
import { SigningKeysRepository } from './modules/certificates/signing-keys.repository';
import { CompletionsService } from './modules/assessment/completions/completions.service';
import { CompletionsRepository } from './modules/assessment/completions/completions.repository';
import { CpdRecordService } from './modules/cpd-record/cpd-record.service';
import { WalletService } from './modules/wallet/wallet.service';
import { OutsideActivitiesService } from './modules/outside-activities/outside-activities.service';
import { RecordSharesRepository } from './modules/record-shares/record-shares.repository';
import { RecordSharesService } from './modules/record-shares/record-shares.service';
import { PrivacyService } from './modules/privacy/privacy.service';
import { MembersService } from './modules/members/members.service';
import { MembersRepository } from './modules/members/members.repository';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { DashboardRepository } from './modules/dashboard/dashboard.repository';
import { CpdProfilesService } from './modules/cpd-profiles/cpd-profiles.service';
import { loadCpdProfiles } from './modules/cpd-profiles/cpd-profiles.schema';
import { AccessTokens } from './modules/auth/token.service';
import type { PasswordHasher } from './modules/auth/passwords';
import { MailService } from './modules/mail/mail.service';
import { MailPreferencesRepository } from './modules/mail/mail-preferences.repository';
import { MailPreferencesService } from './modules/mail/mail-preferences.service';
import { RemindersRepository } from './modules/reminders/reminders.repository';
import { RemindersService } from './modules/reminders/reminders.service';
import { UpcomingRenewals } from './modules/billing/upcoming-renewals';
import { IntegrationDeliveryService } from './modules/integrations/integration-delivery.service';
import type { ConsentCheck } from './modules/integrations/integration-events';
import { IntegrationsRepository } from './modules/integrations/integrations.repository';
import { LrsService } from './modules/integrations/lrs.service';
import { SecretBox } from './modules/integrations/secret-box';
import { WebhooksService } from './modules/integrations/webhooks.service';
import Redis from 'ioredis';
import { RateLimitService, RedisRateLimitStore } from './modules/rate-limit/rate-limit.service';
import { databaseRead, PostgresRateLimitStore } from './modules/rate-limit/rate-limit.repository';
import { UsersService } from './modules/users/users.service';
import type { AssistantProvider } from './providers/ai/assistant';
import { OpenAiAssistant } from './providers/ai/openai-assistant';
import { OpenAiEmbedder } from './providers/ai/openai-embeddings';
import { HybridRetriever } from './modules/assistant/retrieval/hybrid';
import { PassageEmbeddingsRepository } from './modules/assistant/retrieval/passage-embeddings.repository';
import { PassageEmbeddings } from './modules/assistant/retrieval/passage-vectors';
import { OfflineQuestionGenerator } from './providers/ai/offline-question-generator';
import { FallbackQuestionGenerator } from './providers/ai/fallback-question-generator';
import { OpenAIQuestionGenerator } from './providers/ai/openai-question-generator';
import type { QuestionGenerator } from './providers/ai/question-generator';
import { BillingService } from './modules/billing/billing.service';
import { DiscountService } from './modules/billing/discounts/discount.service';
import { PortalSessionsRepository } from './modules/billing/portal/portal-sessions.repository';
import { CheckoutSessionsRepository } from './modules/billing/checkout/checkout-sessions.repository';
import { SubscriptionsRepository } from './modules/billing/subscriptions.repository';
import { PaymentEventsRepository } from './modules/billing/webhooks/payment-events.repository';
import { PaymentEventsService } from './modules/billing/webhooks/payment-events.service';
import { SandboxCheckoutService } from './modules/billing/sandbox/sandbox.service';
import { InvoicesRepository } from './modules/billing/invoices/invoices.repository';
import { DiscountsRepository } from './modules/billing/discounts/discounts.repository';
import { InvoicesService } from './modules/billing/invoices/invoices.service';
import { createPaymentProvider, SandboxPaymentProvider, type PaymentProvider } from './providers/payments';
import { ArticlesRepository } from './modules/articles/articles.repository';
import { ArticlesService } from './modules/articles/articles.service';
import { ContentImportService } from './modules/content/content-import.service';
import { FeedbackService } from './modules/feedback/feedback.service';
import { NewsService } from './modules/news/news.service';
import { PartnersRepository } from './modules/partners/partners.repository';
import { PartnersService } from './modules/partners/partners.service';
import { StudyRepository } from './modules/study/study.repository';
import { StudyService } from './modules/study/study.service';
import { DiskStorage, type FileStorage } from './providers/file-storage';
import { S3Storage } from './providers/s3-storage';
import { outboxOnlyTransport, smtpTransport, type MailTransport } from './providers/mail-transport';

export interface ServiceOverrides {
  mailTransport?: MailTransport;
  assistantProvider?: AssistantProvider;
  questionGenerator?: QuestionGenerator;
  payments?: PaymentProvider;
  passwords?: PasswordHasher;
  /** Member consent for partners (the partner-clients module's hasPartnerConsent); by default partners hear of no member's data. */
  partnerConsent?: ConsentCheck;
}

/** OpenAI when a key is configured (falling back to offline on any failure), else offline. */
function questionGenerator(config: Config, log: Logger): QuestionGenerator {
  const offline = new OfflineQuestionGenerator();
  if (!config.OPENAI_API_KEY) return offline;
  const openai = new OpenAIQuestionGenerator({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    log,
  });
  return new FallbackQuestionGenerator(openai, offline, log);
}

/** Every service of the app, built once per process and shared by GraphQL and REST. */
export function createServices(db: Database, config: Config, log: Logger, overrides: ServiceOverrides = {}) {
  const brand = { productName: config.PRODUCT_NAME, supportEmail: config.SUPPORT_EMAIL };
  const smtpTimeouts = {
    connectionSeconds: config.SMTP_CONNECTION_TIMEOUT_SECONDS,
    greetingSeconds: config.SMTP_GREETING_TIMEOUT_SECONDS,
    socketSeconds: config.SMTP_SOCKET_TIMEOUT_SECONDS,
  };
  const transport = overrides.mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL, smtpTimeouts) : outboxOnlyTransport);
  const mail = new MailService(db, transport, config.MAIL_FROM, log, config.publicUrl, !config.isProduction);
  const mailPreferences = new MailPreferencesService(new MailPreferencesRepository(db), mail, config.jwtSecret, () => config.publicUrl);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, REDIS_LIMITER_OPTIONS) : null;
  const databaseLimits = new PostgresRateLimitStore(db);
  const rateLimit = new RateLimitService(
    redis ? new FallbackRateLimitStore(redis, new RedisRateLimitStore(redis), databaseLimits, log) : databaseLimits,
    config.RATE_LIMIT_SCALE,
    databaseRead(db),
  );
  const tokens = new AccessTokens(config.jwtSecret, config.JWT_TTL_SECONDS);
  const auth = new AuthService({ db, mail, rateLimit, tokens, publicUrl: config.publicUrl, brand, passwords: overrides.passwords });
  const users = new UsersService(db);
  const offlineAddress = createOfflineAddressProvider();
  const addressProvider: AddressProvider = config.ADDRESS_PROVIDER_URL
    ? createPhotonAddressProvider({ url: config.ADDRESS_PROVIDER_URL, timeoutMs: config.ADDRESS_PROVIDER_TIMEOUT_MS, fallback: offlineAddress, log })
    : offlineAddress;
  const address = new AddressService(addressProvider, rateLimit);
  const libraryIndex = new LibraryRetriever(db);
  // With a key, passage embeddings join full-text retrieval; any failure leaves full text alone answering.
  const retriever = config.OPENAI_API_KEY
    ? new HybridRetriever(
        libraryIndex,
        new PassageEmbeddings(
          db,
          new OpenAiEmbedder({
            apiKey: config.OPENAI_API_KEY,
            baseURL: config.OPENAI_BASE_URL,
            model: config.OPENAI_EMBEDDING_MODEL,
            timeoutMs: config.OPENAI_TIMEOUT_MS,
          }),
          new PassageEmbeddingsRepository(db),
          log,
        ),
      )
    : libraryIndex;
  const offlineAssistant = new OfflineAssistant(config.PRODUCT_NAME);
  const assistantProvider =
    overrides.assistantProvider ??
    (config.OPENAI_API_KEY
      ? new OpenAiAssistant({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          model: config.OPENAI_MODEL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
          productName: config.PRODUCT_NAME,
        })
      : offlineAssistant);
  const assistant = new AssistantService({ db, retriever, provider: assistantProvider, fallback: offlineAssistant, rateLimit, log });
  const contact = new ContactService({ db, mail, rateLimit, brand, publicUrl: () => config.publicUrl });
  const articleRequests = new ArticleRequestsService({ db, rateLimit });
  const allowance = new AllowanceService(new AllowanceRepository(db));
  const signer = new CredentialSigner({
    db,
    keys: new SigningKeysRepository(),
    keySecret: config.credentialKeySecret,
    publicUrl: () => config.publicUrl,
    legacyKey: config.CREDENTIAL_SIGNING_KEY,
    dataDir: config.dataDir,
    algorithm: config.CREDENTIAL_SIGNING_ALG,
  });
  const register = new CertificatesRepository(db);
  const certificates = new CertificatesService({
    db,
    config,
    signer,
    rateLimit,
    register,
    users: new UsersRepository(db),
    mail: mailPreferences,
    brand,
  });
  const certificateIssuer = new CertificateIssuer({ signer, issuer: () => certificates.issuer(), register });
  const completions = new CompletionsService(new CompletionsRepository(db), users);
  const bankRepository = new QuestionBankRepository(db);
  const questionBank = new QuestionBankService(db, bankRepository, overrides.questionGenerator ?? questionGenerator(config, log), log, config.QUESTION_REVIEW);
  const study = new StudyService(new StudyRepository(db), rateLimit, config.MIN_STUDY_SHARE);
  const assessment = new AssessmentService({ db, repo: new AssessmentRepository(db), questionBank, certificateIssuer, minStudyShare: config.MIN_STUDY_SHARE });
  const bankAdmin = new BankAdminService(db, bankRepository, new ArticlesRepository(db), questionBank);
  const portalSessions = new PortalSessionsRepository(db);
  const payments = overrides.payments ?? createPaymentProvider(config, portalSessions, log);
  const publicUrl = () => config.publicUrl;
  const priceIds = () => ({ professional: config.STRIPE_PRICE_PROFESSIONAL, professionalMonthly: config.STRIPE_PRICE_MONTHLY });
  const discountCodes = new DiscountsRepository(db);
  const discounts = new DiscountService(discountCodes, rateLimit, priceIds);
  const checkoutSessions = new CheckoutSessionsRepository(db);
  const subscriptions = new SubscriptionsRepository(db);
  const billingUsers = new UsersRepository(db);
  const invoices = new InvoicesService(new InvoicesRepository(db), () => ({
    name: config.INVOICE_SELLER_NAME ?? config.PRODUCT_NAME,
    address: config.INVOICE_SELLER_ADDRESS,
    vatId: config.INVOICE_SELLER_VAT_ID,
    vatRate: config.VAT_RATE,
  }));
  const paymentEvents = new PaymentEventsService({
    db,
    eventLog: new PaymentEventsRepository(),
    sessions: checkoutSessions,
    subscriptions,
    discountCodes,
    users: billingUsers,
    mail,
    mailPreferences,
    payments,
    log,
    brand,
    publicUrl,
    priceIds,
    graceDays: config.PAYMENT_GRACE_DAYS,
    invoices,
  });
  const questionSource = questionSourceOf(config.QUESTION_REVIEW, !!config.OPENAI_API_KEY);
  const billing = new BillingService({
    db,
    sessions: checkoutSessions,
    subscriptions,
    users: billingUsers,
    auth,
    payments,
    discounts,
    events: paymentEvents,
    log,
    publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
    priceIds,
    questionSource,
    accredited: config.accreditation !== null,
    paid: new BillingRepository(db),
    handoffKey: config.jwtSecret,
  });
  const sandbox = new SandboxCheckoutService(
    { sessions: checkoutSessions, discountCodes, portalSessions, subscriptions, users: billingUsers },
    payments instanceof SandboxPaymentProvider ? payments : null,
    paymentEvents,
  );
  // With a bucket, STORAGE_DIR only holds this process's cache of downloaded files.
  const storage: FileStorage = config.STORAGE_URL
    ? S3Storage.fromUrl(config.STORAGE_URL, path.join(config.storageDir, 's3-cache'), config.STORAGE_CACHE_MB * 1024 * 1024)
    : new DiskStorage(config.storageDir);
  const articles = new ArticlesService(db, storage, config.CREDIT_MINUTES, config.isProduction);
  const news = new NewsService(db);
  const feedback = new FeedbackService(db, articles);
  const contentImport = new ContentImportService(articles, news, storage, config.PRODUCT_NAME, log, questionBank, config.CREDIT_MINUTES);
  const outsideActivities = new OutsideActivitiesService(
    db,
    storage,
    rateLimit,
    {
      evidenceQuotaBytes: config.EVIDENCE_QUOTA_MB * 1024 * 1024,
      activitiesMax: config.OUTSIDE_ACTIVITIES_MAX,
    },
    log,
    // A file the store could not remove joins the privacy module's erasure queue (built below; called later).
    { later: (kind, target) => privacy.eraseLater(kind, target) },
  );
  const dashboard = new DashboardService(new DashboardRepository(db), news, articles);
  const cpdProfiles = new CpdProfilesService(db, loadCpdProfiles(config.CPD_PROFILES_FILE), completions, outsideActivities, articles, config.CREDIT_MINUTES);
  const cpdRecordMembers = new UsersRepository(db);
  const cpdRecord = new CpdRecordService(users, completions, certificates, outsideActivities, cpdProfiles, {
    byId: (id) => cpdRecordMembers.byId(id),
  });
  const recordShares = new RecordSharesService(new RecordSharesRepository(db), cpdRecord, certificates, rateLimit, publicUrl);
  const wallet = new WalletService({ users: new UsersRepository(db), secret: config.jwtSecret, publicUrl: () => config.publicUrl });
  const members = new MembersService({ db, members: new MembersRepository(db), articles: new ArticlesRepository(db), auth, rateLimit });
  const reminders = new RemindersService({
    db,
    repo: new RemindersRepository(),
    mail: mailPreferences,
    renewals: new UpcomingRenewals(new BillingRepository(db), new UsersRepository(db), priceIds),
    deadlines: cpdProfiles,
    brand,
    publicUrl,
    testMode: () => payments.kind === 'sandbox',
    log,
  });
  const integrationSecrets = new SecretBox(config.credentialKeySecret);
  const integrationsRepository = new IntegrationsRepository(db);
  const integrations = new IntegrationDeliveryService({
    db,
    secrets: integrationSecrets,
    // Events about a member reach a partner only with that member's consent to the event's scope (OAuth).
    consent: overrides.partnerConsent ?? ((clientId, userId, scope) => partners.hasPartnerConsent(clientId, userId, scope)),
    log,
    publicUrl,
    productName: config.PRODUCT_NAME,
  });
  const webhooks = new WebhooksService(integrationsRepository, integrationSecrets, integrations);
  const lrs = new LrsService(integrationsRepository, integrationSecrets, rateLimit);
  const privacy = new PrivacyService({ db, auth, rateLimit, storage, payments, log, productName: config.PRODUCT_NAME });
  const partnerUsers = new UsersRepository(db);
  const partners = new PartnersService({
    repo: new PartnersRepository(db),
    users: { byId: (id) => partnerUsers.byId(id) },
    publicUrl,
    secret: config.jwtSecret,
    log,
  });
  return {
    db,
    config,
    log,
    brand,
    redis,
    mail,
    mailPreferences,
    rateLimit,
    tokens,
    auth,
    users,
    address,
    retriever,
    assistant,
    contact,
    articleRequests,
    allowance,
    certificates,
    certificateIssuer,
    completions,
    questionBank,
    bankAdmin,
    assessment,
    study,
    payments,
    discounts,
    paymentEvents,
    billing,
    invoices,
    sandbox,
    storage,
    articles,
    news,
    feedback,
    contentImport,
    dashboard,
    cpdRecord,
    recordShares,
    wallet,
    cpdProfiles,
    members,
    outsideActivities,
    integrations,
    webhooks,
    lrs,
    privacy,
    partners,
    reminders,
  };
}

export type Services = ReturnType<typeof createServices>;
