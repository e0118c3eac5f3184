import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AccountResolver } from '../modules/account/account.resolver';
import { AppConfigResolver } from '../modules/app-config/app-config.resolver';
import { AssistantResolver } from '../modules/assistant/assistant.resolver';
import { AllowanceResolver } from '../modules/assessment/allowance/allowance.resolver';
import { AssessmentResolver } from '../modules/assessment/taking/assessment.resolver';
import { ArticlesAdminResolver } from '../modules/articles/articles-admin.resolver';
import { ArticlesResolver } from '../modules/articles/articles.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { CertificatesResolver } from '../modules/certificates/certificates.resolver';
import { ArticleCompletionFieldsResolver, ArticleCompletionStatusResolver, CompletionsResolver } from '../modules/assessment/completions/completions.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { FeedbackResolver } from '../modules/feedback/feedback.resolver';
import { NewsResolver } from '../modules/news/news.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { UserCapabilitiesResolver } from '../modules/users/capabilities.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { DiscountResolver } from '../modules/billing/discounts/discount.resolver';
import { MembersResolver } from '../modules/members/members.resolver';
import { OutsideActivitiesResolver } from '../modules/outside-activities/outside-activities.resolver';
import { authChecker } from './auth-checker';

/** Every resolver of the API. Add a feature's resolver here. */
export const resolvers = [
  AuthResolver,
  UsersResolver,
  UserCapabilitiesResolver,
  AssistantResolver,
  AccountResolver,
  AppConfigResolver,
  AssessmentResolver,
  CompletionsResolver,
  ArticleCompletionStatusResolver,
  ArticleCompletionFieldsResolver,
  AllowanceResolver,
  CertificatesResolver,
  BillingResolver,
  DiscountResolver,
  MembersResolver,
  ArticlesResolver,
  ArticlesAdminResolver,
  FeedbackResolver,
  NewsResolver,
  DashboardResolver,
  OutsideActivitiesResolver,
] as const;

let built: Promise<GraphQLSchema> | null = null;

/** The one GraphQL schema, built from the type-graphql classes (emitted to schema.graphql by `npm run schema`). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, authChecker, authMode: 'error', validate: false });
  return built;
}
