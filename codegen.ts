import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client from schema.graphql and the client's *.graphql operations, and the
 * manifest of persisted documents (SHA-256 of each document → its text) the server accepts by hash; the
 * server adds the `__typename` selections Apollo Client adds to what it sends (server/src/graphql/persisted.ts).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string' }, avoidOptionals: false },
    },
  },
};

export default config;
