import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { registerApolloClient } from './apollo-store';

// Created when the first page that needs it loads this chunk; one client (and cache) per page load.
const client = createApolloClient();
registerApolloClient(client);

/** Provides the Apollo client to member pages; loaded lazily so public pages never download it. */
export default function ApolloBoundary({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
