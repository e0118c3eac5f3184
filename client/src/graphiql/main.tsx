import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The offline GraphQL explorer served at /graphiql: everything it needs is bundled here, so it works without
 * internet (Apollo Sandbox at /graphql loads from a CDN). Partners paste their API token into the headers editor.
 */
// An empty token is sent as no token at all, so public operations work before one is pasted.
const DEFAULT_HEADERS = JSON.stringify({ Authorization: 'Bearer ' }, null, 2);

const DEFAULT_QUERY = `# Leerpunt GraphQL explorer.
# Signed-in operations need your API token: open "Headers" below and paste it after "Bearer ".
# Public operations, such as this certificate check, need none. Run with Ctrl-Enter.
query VerifyCertificate($certificateId: String!) {
  verifyCertificate(certificateId: $certificateId) {
    valid
    certificateId
    userName
    articleTitle
    completedAt
    pePoints
    revoked
    error
  }
}
`;

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/** Plain POST /graphql with the headers from the editor (no subscriptions: the API has none). */
const fetcher: Fetcher = async (params, options) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return (await res.json()) as Awaited<ReturnType<Fetcher>>;
};

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={DEFAULT_HEADERS}
      defaultEditorToolsVisibility="headers"
      shouldPersistHeaders={false}
      variables={JSON.stringify({ certificateId: '00000000000000000000000000' }, null, 2)}
    />
  </StrictMode>,
);
