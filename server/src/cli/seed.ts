import 'reflect-metadata';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { seedIfEmpty } from '../seed/seed';
import { createServices } from '../services';

/** `npm run seed`: applies migrations and seeds demo accounts and content into an empty database. */
async function main() {
  const config = loadConfig();
  if (config.isProduction) {
    // The demo accounts' passwords are published in the README.
    console.error('Demo data is never seeded in production (NODE_ENV=production).');
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL });
  const { db } = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite') });
  const services = createServices(db, config, log);
  const seeded = await seedIfEmpty(services);
  if (!seeded) log.info('database already has users: nothing seeded');
  await services.mail.flush();
  await db.destroy();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
