/** Browser suites: Debian's Chromium driven by playwright-core against the built app. */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  setupFiles: ['reflect-metadata'],
  testTimeout: 120000,
  maxWorkers: 1,
};
