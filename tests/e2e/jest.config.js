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
  // Two files at a time: one file keeps the machine about half busy (the app, PGlite and Chromium mostly wait on each
  // other: an audit file used about 60 CPU seconds in 158 s of wall time), so a second worker fills the idle core.
  maxWorkers: 2,
};
