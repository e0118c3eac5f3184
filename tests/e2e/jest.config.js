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
  // Three files at a time on the two cores: a file mostly waits (on settling pages, debounces and the app), so two
  // files kept about one core busy (610 CPU seconds in 629 s). With three, the whole suite took 1,080 s against
  // 1,505 s with two on the same loaded machine (load 11-16), with no test closer to its timeout.
  maxWorkers: 3,
};
