import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the client from schema.graphql and the client's *.graphql operations. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string' }, avoidOptionals: false },
    },
  },
};

export default config;
