/**
 * The SQL wall (eslint-rules/sql-in-repositories.cjs): SQL text and raw data-source calls only in *.repository.ts and
 * *.sql.ts files. Today's exceptions are listed in eslint-rules/sql-allowlist.json, and that list may only shrink.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter, RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the rule is CommonJS so that eslint.config.mjs and Jest both load it
const rule = require('../../eslint-rules/sql-in-repositories.cjs') as Rule.RuleModule;
const allowlist = JSON.parse(readFileSync(path.join(root, 'eslint-rules/sql-allowlist.json'), 'utf8')) as string[];

/** The files that held SQL outside a repository when the rule came in. Never add to this list: move the SQL instead. */
const BASELINE = [
  'server/src/app.ts',
  'server/src/modules/assessment/allowance/allowance.service.ts',
  'server/src/modules/assessment/bank/bank-admin.service.ts',
  'server/src/modules/assessment/bank/item-statistics.ts',
  'server/src/modules/assessment/bank/question-bank.service.ts',
  'server/src/modules/assessment/certificates/certificate-issuer.ts',
  'server/src/modules/assessment/completions/completions.service.ts',
  'server/src/modules/assessment/taking/assessment.service.ts',
  'server/src/modules/assessment/taking/pass-test.ts',
  'server/src/modules/billing/billing.seed.ts',
  'server/src/modules/billing/billing.service.ts',
  'server/src/modules/billing/discounts/discount.service.ts',
  'server/src/modules/billing/portal/portal-session.store.ts',
  'server/src/modules/billing/sandbox/sandbox.service.ts',
  'server/src/modules/billing/webhooks/payment-events.service.ts',
  'server/src/modules/certificates/certificates.service.ts',
  'server/src/modules/certificates/credential-signer.ts',
  'server/src/modules/dashboard/dashboard.queries.ts',
  'server/src/modules/members/members.service.ts',
  'server/src/modules/rate-limit/rate-limit.service.ts',
  'server/src/seed/demo-history.ts',
  'server/src/seed/seed.ts',
  'server/src/services.ts',
];

describe('SQL wall allowlist', () => {
  it('only shrinks: every entry was an exception when the rule came in', () => {
    expect(allowlist.filter((file) => !BASELINE.includes(file))).toEqual([]);
  });

  it('is sorted and holds each file once', () => {
    expect(allowlist).toEqual([...new Set(allowlist)].sort());
  });

  it('lists only files that still hold SQL (a cleaned file leaves the list)', () => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const config = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { leerpunt: { rules: { 'sql-in-repositories': rule } } },
        rules: { 'leerpunt/sql-in-repositories': ['error', { allow: [], root }] as Linter.RuleEntry },
      },
    ];
    const clean = allowlist.filter((file) => {
      const messages = linter.verify(readFileSync(path.join(root, file), 'utf8'), config, path.join(root, file));
      return messages.filter((m) => m.ruleId === 'leerpunt/sql-in-repositories').length === 0;
    });
    expect(clean).toEqual([]);
  });
});

describe('sql-in-repositories rule', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  const options = [{ allow: ['server/src/legacy.service.ts'], root: '/repo' }];

  tester.run('sql-in-repositories', rule, {
    valid: [
      { code: "db.query('SELECT id FROM users WHERE id = $1', [id]);", filename: '/repo/server/src/modules/users/users.repository.ts', options },
      { code: 'export const PASS_SQL = `UPDATE users SET points = points + $1`;', filename: '/repo/server/src/modules/x/pass.sql.ts', options },
      { code: "const label = 'Select a plan'; const q = req.query(x);", filename: '/repo/server/src/modules/billing/plans.service.ts', options },
      { code: "const text = 'Update your card to settle the invoice';", filename: '/repo/server/src/modules/billing/plans.service.ts', options },
      { code: "db.query('SELECT 1');", filename: '/repo/server/src/legacy.service.ts', options },
    ],
    invalid: [
      {
        code: "db.query('SELECT id FROM users');",
        filename: '/repo/server/src/modules/users/users.service.ts',
        options,
        errors: [{ messageId: 'call' }, { messageId: 'sql' }],
      },
      {
        code: 'const q = `\n  INSERT INTO certificates (id) VALUES ($1)`;',
        filename: '/repo/server/src/modules/c/c.service.ts',
        options,
        errors: [{ messageId: 'sql' }],
      },
      {
        code: 'const q = `UPDATE "users" SET "plan" = ${plan}`;',
        filename: '/repo/server/src/modules/c/c.service.ts',
        options,
        errors: [{ messageId: 'sql' }],
      },
      { code: "const q = 'DELETE FROM sessions WHERE id = $1';", filename: '/repo/server/src/modules/c/c.service.ts', options, errors: [{ messageId: 'sql' }] },
      {
        code: 'this.db.getRepository(User).findOne({});',
        filename: '/repo/server/src/modules/users/users.service.ts',
        options,
        errors: [{ messageId: 'call' }],
      },
      { code: 'await manager.query(text, values);', filename: '/repo/server/src/modules/users/users.service.ts', options, errors: [{ messageId: 'call' }] },
      { code: "const text = 'Select a plan';", filename: '/repo/server/src/legacy.service.ts', options, errors: [{ messageId: 'stale' }] },
    ],
  });
});
