import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { DiscountResolver } from '../modules/billing/discount.resolver';
import { authChecker } from './auth-checker';

/** Every resolver of the API. Add a feature's resolver here. */
export const resolvers = [AuthResolver, UsersResolver, BillingResolver, DiscountResolver] as const;

let built: Promise<GraphQLSchema> | null = null;

/** The one GraphQL schema, built from the type-graphql classes (emitted to schema.graphql by `npm run schema`). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, authChecker, authMode: 'error', validate: false });
  return built;
}
