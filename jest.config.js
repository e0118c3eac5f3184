/**
 * Suites whose subject is the HTTP and GraphQL layers, configuration, the image recipe, signatures or an outside service
 * (S3, the geocoder, the OpenAI API, SMTP, Redis, a webhook receiver, a learning record store): they run no SQL of their own
 * that could differ between the databases, so they run once, on PostgreSQL, and the PGlite pass (twice as slow per
 * app start) spends its time where the databases can differ.
 */
const POSTGRES_ONLY = [
  'address',
  'app-config',
  'assessment-openai',
  'bad-input',
  'body-types',
  'contact',
  'credentials-data-integrity',
  'docker',
  'docs-examples',
  'graphql-limits',
  'graphql-protocol',
  'openapi',
  'outbox-delivery',
  'persisted-operations',
  'production-config',
  'redis-outage',
  'schema',
  'storage-s3',
  'webhooks',
  'xapi',
];

/** API suites (tests/api): both faces of the app on a real database, run once per backend (TEST_DB=pg|pglite). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/api'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DB === 'pglite' ? POSTGRES_ONLY.map((name) => `/tests/api/${name}\\.test\\.ts$`) : [])],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }],
  },
  setupFiles: ['reflect-metadata'],
  // Every REST answer a suite receives through tests/support/client.ts is checked against the contract.
  setupFilesAfterEnv: ['<rootDir>/tests/support/contract-setup.ts'],
  // Tests compile @leerpunt/shared from its sources, so they never run against a stale packages/shared/dist.
  moduleNameMapper: {
    '^@leerpunt/shared$': '<rootDir>/packages/shared/src/index.ts',
    '^@leerpunt/shared/(.*)$': '<rootDir>/packages/shared/src/$1.ts',
  },
  testTimeout: 60000,
  maxWorkers: 2,
};
