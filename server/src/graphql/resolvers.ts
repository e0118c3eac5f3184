import type { ContainerType, NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../modules/account/account.resolver';
import { AppConfigResolver } from '../modules/app-config/app-config.resolver';
import { AssistantResolver } from '../modules/assistant/assistant.resolver';
import { AllowanceResolver } from '../modules/assessment/allowance/allowance.resolver';
import { AssessmentResolver } from '../modules/assessment/taking/assessment.resolver';
import { ArticlesAdminResolver } from '../modules/articles/articles-admin.resolver';
import { ArticlesResolver } from '../modules/articles/articles.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { CertificatesResolver } from '../modules/certificates/certificates.resolver';
import { CpdRecordResolver } from '../modules/cpd-record/cpd-record.resolver';
import { WalletResolver } from '../modules/wallet/wallet.resolver';
import { ArticleCompletionFieldsResolver, ArticleCompletionStatusResolver, CompletionsResolver } from '../modules/assessment/completions/completions.resolver';
import { DashboardResolver, SubmitTestDashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { FeedbackResolver } from '../modules/feedback/feedback.resolver';
import { NewsResolver } from '../modules/news/news.resolver';
import { PartnersResolver } from '../modules/partners/partners.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { UserCapabilitiesResolver } from '../modules/users/capabilities.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { DiscountResolver } from '../modules/billing/discounts/discount.resolver';
import { MembersResolver } from '../modules/members/members.resolver';
import { OutsideActivitiesResolver } from '../modules/outside-activities/outside-activities.resolver';
import { RecordSharesResolver } from '../modules/record-shares/record-shares.resolver';
import { PrivacyResolver } from '../modules/privacy/privacy.resolver';
import { MailPreferencesResolver } from '../modules/mail/mail-preferences.resolver';
import { CpdProfilesResolver, DashboardCpdResolver } from '../modules/cpd-profiles/cpd-profiles.resolver';
import { ArticleStudyProgressResolver, StudyResolver } from '../modules/study/study.resolver';
import { IntegrationsResolver } from '../modules/integrations/integrations.resolver';
import { activityFields } from '../modules/assessment/completions/completions.presenter';
import { certificateFields } from '../modules/certificates/certificates.presenter';
import { toArticleRequestType } from '../modules/account/account.presenter';
import { toExchangeType } from '../modules/assistant/assistant.presenter';
import { presentOutsideActivity } from '../modules/outside-activities/outside-activities.presenter';
import { connectedApplication } from '../modules/partners/partners.presenter';
import { presentRecordShare } from '../modules/record-shares/record-shares.presenter';
import { actingMember, isPartnerCall } from '../modules/partners/partner-access';
import { insufficientScope } from '../modules/partners/partners.service';
import type { Services } from '../services';
import { NodeResolver, type NodeFetchers } from './node.resolver';

/** A record number inside a global id, or null for a key that cannot be one. */
const numberKey = (key: string): number | null => (/^\d{1,9}$/.test(key) && Number(key) > 0 ? Number(key) : null);

/**
 * node(id:) for each Node type: the service call, and the partner scope, of the field that normally returns the object
 * (article, user, members, news, articleCompletions, activityHistory, certificates, and each type's own list); an Article
 * for a partner's catalog:read token as `article` gives it.
 */
const nodeFetchers = (s: Services): NodeFetchers => {
  const byNumber =
    <T extends object>(fetch: (ctx: Parameters<NodeFetchers['Article']>[0], id: number) => Promise<T | null>) =>
    (ctx: Parameters<NodeFetchers['Article']>[0], key: string) => {
      const id = numberKey(key);
      return id === null ? Promise.resolve(null) : fetch(ctx, id);
    };
  return {
    Article: byNumber((ctx, id) => {
      if (!isPartnerCall(ctx.user, ctx.partner)) return s.articles.get(ctx.user, id);
      if (!ctx.partner.scopes.has('catalog:read')) throw insufficientScope('catalog:read');
      return s.articles.catalogueItem(id);
    }),
    User: byNumber((ctx, id) => s.users.get(ctx.user, id)),
    Member: byNumber((ctx, id) => s.members.one(ctx.user, id)),
    NewsItem: byNumber((ctx, id) => s.news.item(ctx.user, id)),
    ArticleCompletion: byNumber((ctx, id) => s.completions.completion(ctx.user, id)),
    ActivityItem: byNumber(async (ctx, id) => {
      const item = await s.completions.activityItem(actingMember(ctx.user, ctx.partner, 'cpd_record:read'), id);
      return item && activityFields(item);
    }),
    Certificate: async (ctx, key) => {
      const certificate = await s.certificates.certificate(actingMember(ctx.user, ctx.partner, 'certificates:read'), key);
      return certificate && certificateFields(certificate);
    },
    // The member's own (outsideActivity, recordShares, myFeedback, articleComments, myContactMessages, assistantHistory,
    // connectedApplications); partners' tokens read none of them.
    OutsideActivity: async (ctx, key) => {
      const activity = await s.outsideActivities.find(ctx.user, key);
      return activity && presentOutsideActivity(activity);
    },
    RecordShare: byNumber(async (ctx, id) => {
      const share = await s.recordShares.one(ctx.user, id);
      return share && presentRecordShare(share);
    }),
    Feedback: byNumber((ctx, id) => s.feedback.one(ctx.user, id)),
    ArticleComment: byNumber((ctx, id) => s.feedback.comment(ctx.user, id)),
    ContactMessage: byNumber((ctx, id) => s.contact.message(ctx.user, id)),
    ContactReply: byNumber((ctx, id) => s.contact.answer(ctx.user, id)),
    AssistantExchange: byNumber(async (ctx, id) => {
      const exchange = await s.assistant.exchange(ctx.user, id);
      return exchange && toExchangeType(exchange);
    }),
    ConnectedApplication: byNumber(async (ctx, id) => {
      const consent = await s.partners.consent(ctx.user ?? null, id);
      return consent && connectedApplication(consent);
    }),
    // Admins only, as their lists (articleRequests, discountCodes, attemptGrants, adminAuditLog, partnerClients, webhooks).
    ArticleRequest: byNumber(async (ctx, id) => {
      const request = await s.articleRequests.one(ctx.user, id);
      return request && toArticleRequestType(request);
    }),
    DiscountCode: byNumber((ctx, id) => s.discounts.one(ctx.user, id)),
    AttemptGrant: byNumber((ctx, id) => s.members.grant(ctx.user, id)),
    AdminAuditEntry: byNumber(async (ctx, id) => {
      const entry = await s.members.auditEntry(ctx.user, id);
      return entry && { ...entry, details: JSON.stringify(entry.details) };
    }),
    PartnerClient: byNumber((ctx, id) => s.partners.client(ctx.user ?? null, id)),
    WebhookSubscription: byNumber((ctx, id) => s.webhooks.findSubscription(ctx.user ?? null, id)),
    WebhookDelivery: byNumber((ctx, id) => s.webhooks.findDelivery(ctx.user ?? null, id)),
  };
};

type ResolverClass = abstract new (...args: never[]) => object;

interface Wiring {
  resolver: ResolverClass;
  build: (services: Services) => object;
}

/** Pairs a resolver class with how it is built, checking that the builder makes an instance of that class. */
const wire = <T extends object>(resolver: abstract new (...args: never[]) => T, build: (services: Services) => T): Wiring => ({ resolver, build });

/**
 * Every resolver of the API and the services it is given: the one place where resolvers meet the whole set of
 * services. Add a feature's resolver here.
 */
const wiring: readonly Wiring[] = [
  wire(AuthResolver, (s) => new AuthResolver(s.auth)),
  wire(UsersResolver, (s) => new UsersResolver(s.users, s.address)),
  wire(UserCapabilitiesResolver, () => new UserCapabilitiesResolver()),
  wire(AssistantResolver, (s) => new AssistantResolver(s.assistant)),
  wire(AccountResolver, (s) => new AccountResolver(s.contact, s.articleRequests)),
  wire(AppConfigResolver, (s) => new AppConfigResolver(s.config)),
  wire(AssessmentResolver, (s) => new AssessmentResolver(s.assessment)),
  wire(CompletionsResolver, (s) => new CompletionsResolver(s.completions)),
  wire(ArticleCompletionStatusResolver, () => new ArticleCompletionStatusResolver()),
  wire(ArticleCompletionFieldsResolver, () => new ArticleCompletionFieldsResolver()),
  wire(AllowanceResolver, (s) => new AllowanceResolver(s.allowance)),
  wire(CertificatesResolver, (s) => new CertificatesResolver(s.certificates)),
  wire(CpdRecordResolver, (s) => new CpdRecordResolver(s.cpdRecord)),
  wire(RecordSharesResolver, (s) => new RecordSharesResolver(s.recordShares)),
  wire(WalletResolver, (s) => new WalletResolver(s.wallet)),
  wire(BillingResolver, (s) => new BillingResolver(s.billing, s.discounts)),
  wire(DiscountResolver, (s) => new DiscountResolver(s.discounts)),
  wire(MembersResolver, (s) => new MembersResolver(s.members, s.outsideActivities)),
  wire(ArticlesResolver, (s) => new ArticlesResolver(s.articles)),
  wire(ArticlesAdminResolver, (s) => new ArticlesAdminResolver(s.articles)),
  wire(FeedbackResolver, (s) => new FeedbackResolver(s.feedback)),
  wire(NewsResolver, (s) => new NewsResolver(s.news)),
  wire(DashboardResolver, (s) => new DashboardResolver(s.dashboard)),
  wire(SubmitTestDashboardResolver, (s) => new SubmitTestDashboardResolver(s.dashboard)),
  wire(OutsideActivitiesResolver, (s) => new OutsideActivitiesResolver(s.outsideActivities)),
  wire(IntegrationsResolver, (s) => new IntegrationsResolver(s.webhooks, s.lrs, s.config.isProduction)),
  wire(CpdProfilesResolver, (s) => new CpdProfilesResolver(s.cpdProfiles)),
  wire(DashboardCpdResolver, (s) => new DashboardCpdResolver(s.cpdProfiles)),
  wire(StudyResolver, (s) => new StudyResolver(s.study)),
  wire(ArticleStudyProgressResolver, () => new ArticleStudyProgressResolver()),
  wire(PrivacyResolver, (s) => new PrivacyResolver(s.privacy, s.auth)),
  wire(MailPreferencesResolver, (s) => new MailPreferencesResolver(s.mailPreferences)),
  wire(PartnersResolver, (s) => new PartnersResolver(s.partners)),
  wire(NodeResolver, (s) => new NodeResolver(nodeFetchers(s))),
];

/** The resolver classes, for buildSchema. */
export const resolverClasses = wiring.map((w) => w.resolver) as NonEmptyArray<ResolverClass>;

/**
 * One app's resolver instances, each built once with its services. type-graphql asks the request's context for
 * them (the schema is shared by every app in the process, the services are not).
 */
export class ResolverInstances implements ContainerType {
  private readonly instances = new Map<ResolverClass, object>();

  constructor(services: Services) {
    for (const { resolver, build } of wiring) this.instances.set(resolver, build(services));
  }

  get(resolver: ResolverClass): object {
    const instance = this.instances.get(resolver);
    if (!instance) throw new Error(`${resolver.name} is not wired in graphql/resolvers.ts`);
    return instance;
  }
}

const perApp = new WeakMap<Services, ResolverInstances>();

/** The resolver instances of the app with these services, built on its first request. */
export function resolverInstances(services: Services): ResolverInstances {
  let found = perApp.get(services);
  if (!found) {
    found = new ResolverInstances(services);
    perApp.set(services, found);
  }
  return found;
}
