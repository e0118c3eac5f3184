/** Server unit tests (beside the code) and API suites (tests/api), run once per database backend (TEST_DB=pg|pglite). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/server/src', '<rootDir>/tests/api'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }],
  },
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
  maxWorkers: 2,
};
