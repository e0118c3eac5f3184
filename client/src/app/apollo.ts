import { ApolloClient, HttpLink, InMemoryCache, type FieldPolicy, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { print, type DocumentNode } from 'graphql';
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

/** The SHA-256 (hex) of a text, as the server's manifest of persisted documents keys it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Operations are sent by hash: graphql-codegen stamps each document with the hash of its text in the
 * server's manifest. A document without one (or a hash the server does not know) is sent again as text.
 */
const persisted = new PersistedQueryLink({
  generateHash: (document: DocumentNode) => (document as { __meta__?: { hash?: string } }).__meta__?.hash ?? sha256(print(document)),
});

/** One Apollo client; every request carries the stored bearer token and names its operation by hash. */
export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = persistent.get(KEYS.token);
    return { headers: { ...(prev.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({
    link: auth.concat(persisted).concat(new HttpLink({ uri: '/graphql' })),
    cache: new InMemoryCache({ typePolicies: typePolicies() }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
