// ESLint rule: SQL text and raw data-source calls live in repository files only (`*.repository.ts`, `*.sql.ts`).
// Why: docs/architecture.md, "Guardrails". Files on the allowlist (sql-allowlist.json) are today's exceptions; the list
// may only shrink, and an entry whose file has no SQL left is itself reported, so a cleaned file leaves the list.
'use strict';

/** SQL statements as they are written in this code base: keywords in capitals. */
const SQL_TEXT = [/\bSELECT\b/, /\bINSERT\s+INTO\b/, /\bUPDATE\s+"?[A-Za-z_][\w."]*\s+SET\b/, /\bDELETE\s+FROM\b/];

/** Calls that reach the database around a repository: `x.getRepository(…)`, `x.createQueryBuilder(…)`, `db.query(…)`. */
const ALWAYS = new Set(['getRepository', 'createQueryBuilder']);
/** `query(…)` only counts on a data source, entity manager, connection or query runner (not on `req.query`). */
const QUERY_HOLDERS = /^(db|m|manager|entityManager|em|dataSource|ds|connection|queryRunner|runner|tx|trx|lock|client)$/;

function holderName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.type === 'ThisExpression') return 'this';
  return null;
}

function isSql(text) {
  return SQL_TEXT.some((pattern) => pattern.test(text));
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL text and raw data-source calls only in *.repository.ts and *.sql.ts files' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } }, root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      sql: 'SQL belongs in a repository: move it to a *.repository.ts or *.sql.ts file of the feature (docs/architecture.md, "Guardrails").',
      call: '{{name}}() reaches the database around a repository: move it to a *.repository.ts file of the feature (docs/architecture.md, "Guardrails").',
      stale: 'This file has no SQL left: remove it from eslint-rules/sql-allowlist.json.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const relative = context.filename.startsWith(root)
      ? context.filename
          .slice(root.length + 1)
          .split('\\')
          .join('/')
      : context.filename;
    if (/\.(repository|sql)\.ts$/.test(relative)) return {};
    const allowed = (options.allow ?? []).includes(relative);
    let found = 0;
    const report = (node, messageId, data) => {
      found += 1;
      if (!allowed) context.report({ node, messageId, data });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string' && isSql(node.value)) report(node, 'sql');
      },
      TemplateLiteral(node) {
        if (isSql(node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '))) report(node, 'sql');
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (ALWAYS.has(name) || (name === 'query' && QUERY_HOLDERS.test(holderName(callee.object) ?? ''))) report(node, 'call', { name });
      },
      'Program:exit'(node) {
        if (allowed && found === 0) context.report({ node, loc: { line: 1, column: 0 }, messageId: 'stale' });
      },
    };
  },
};
