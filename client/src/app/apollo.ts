import { ApolloClient, HttpLink, InMemoryCache, type FieldPolicy, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { relayStylePagination } from '@apollo/client/utilities';
import { CONNECTIONS, KEY_FIELDS, MERGED_VALUES, NOT_ENTITIES, WHOLE_LISTS } from './cache-policy';
import { KEYS, persistent } from './storage';

const replaceWhole: FieldPolicy<unknown, unknown> = { merge: (_existing, incoming) => incoming };

function typePolicies(): TypePolicies {
  const policies: TypePolicies = {};
  for (const [type, keyFields] of Object.entries(KEY_FIELDS)) policies[type] = { keyFields: [...keyFields] };
  for (const type of NOT_ENTITIES) policies[type] = { keyFields: false };
  for (const type of MERGED_VALUES) policies[type] = { merge: true };
  for (const [type, fields] of Object.entries(WHOLE_LISTS)) {
    policies[type] = { ...policies[type], fields: Object.fromEntries(fields.map((field) => [field, replaceWhole])) };
  }
  // Pages of a connection are one list in the cache; first/after only choose the page.
  for (const [type, fields] of Object.entries(CONNECTIONS)) {
    const paged = Object.fromEntries(Object.entries(fields).map(([field, keyArgs]) => [field, relayStylePagination(keyArgs === false ? false : [...keyArgs])]));
    policies[type] = { ...policies[type], fields: { ...policies[type]?.fields, ...paged } };
  }
  return policies;
}

/** One Apollo client; every request carries the stored bearer token. */
export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = persistent.get(KEYS.token);
    return { headers: { ...(prev.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({
    link: auth.concat(new HttpLink({ uri: '/graphql' })),
    cache: new InMemoryCache({ typePolicies: typePolicies() }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
