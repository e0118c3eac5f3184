/** Browser suites: Debian's Chromium driven by playwright-core against the built app. */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  transform: {
    '/client/src/.+\\.ts$': '<rootDir>/tests/support/client-module-transform.js',
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }],
  },
  setupFiles: ['reflect-metadata'],
  moduleNameMapper: require('../../jest.config.js').moduleNameMapper,
  testTimeout: 120000,
  maxWorkers: 1,
};
