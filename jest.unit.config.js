/**
 * The fast tier (`npm run test:unit`): rules, validation, the question gate, schema lint and contract —
 * the tests beside the code in server/src. None of them opens a database, so they run once, not per backend.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/server/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }],
  },
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
  maxWorkers: 2,
};
