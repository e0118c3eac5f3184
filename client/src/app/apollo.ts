import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { relayStylePagination } from '@apollo/client/utilities';
import { KEYS, persistent } from './storage';

/** One Apollo client; every request carries the stored bearer token. */
export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = persistent.get(KEYS.token);
    return { headers: { ...(prev.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({
    link: auth.concat(new HttpLink({ uri: '/graphql' })),
    cache: new InMemoryCache({
      typePolicies: {
        // Pages of a connection are one list in the cache; first/after only choose the page.
        Query: { fields: { outsideActivities: relayStylePagination() } },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
