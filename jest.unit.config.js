/**
 * The fast tier (`npm run test:unit`): rules, validation, the question gate, schema lint and contract —
 * the tests beside the code in server/src and packages/shared/src, and tests/static (checks that read the repository's
 * code: the lint rules, client cache policy and fragments). None of them opens a database, so they run once, not per backend.
 */
module.exports = { ...require('./jest.config.js'), roots: ['<rootDir>/server/src', '<rootDir>/packages/shared/src', '<rootDir>/tests/static'] };
