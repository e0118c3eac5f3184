import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDataSource } from '../db/data-source';
import { PATHS } from '../paths';

/**
 * Compares a freshly migrated database with the entities.
 *   node migration-diff.js            prints the SQL still missing (nothing when they agree)
 *   node migration-diff.js AddThing   drafts migrations/<timestamp>-add-thing.ts from that SQL,
 *                                     to be reviewed by hand and listed in migrations/index.ts
 * DATABASE_URL selects PostgreSQL; unset uses an in-memory PGlite.
 */
async function main() {
  const name = process.argv[2];
  const db = createDataSource({ databaseUrl: process.env.DATABASE_URL });
  await db.initialize();
  await db.runMigrations();
  const sql = await db.driver.createSchemaBuilder().log();
  await db.destroy();
  if (!name) {
    for (const q of sql.upQueries) console.log(`${q.query};`);
    if (sql.upQueries.length === 0) console.log('-- entities and migrations agree');
    return;
  }
  const stamp = Date.now();
  const className = `${name}${stamp}`;
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const lit = (s: string) => '`' + s.replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${lit(q.query)});`).join('\n');
  const down = sql.downQueries
    .reverse()
    .map((q) => `    await queryRunner.query(${lit(q.query)});`)
    .join('\n');
  const file = path.join(PATHS.migrations, `${stamp}-${kebab}.ts`);
  writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  console.log(`wrote ${file}: add ${className} to migrations/index.ts`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
