import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
async function main() {
  const config = loadConfig();
  const { db, applied } = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite'),
  });
  console.log(`${db.kind}: ${applied} migration(s) applied`);
  await db.destroy();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
