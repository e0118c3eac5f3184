/** API suites (tests/api): both faces of the app on a real database, run once per backend (TEST_DB=pg|pglite). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/api'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }],
  },
  setupFiles: ['reflect-metadata'],
  // Tests compile @leerpunt/shared from its sources, so they never run against a stale packages/shared/dist.
  moduleNameMapper: {
    '^@leerpunt/shared$': '<rootDir>/packages/shared/src/index.ts',
    '^@leerpunt/shared/(.*)$': '<rootDir>/packages/shared/src/$1.ts',
  },
  testTimeout: 60000,
  maxWorkers: 2,
};
