import 'reflect-metadata';
import type { Server } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { seedIfEmpty } from './seed/seed';
import { createServices } from './services';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL, redact: ['password', '*.password', 'token', '*.token'] });
  const { db, applied } = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite'),
    onConnectionError: (err) => log.warn({ err }, 'database connection lost; the pool replaces it'),
  });
  log.info({ database: db.kind, migrationsApplied: applied }, 'database ready');
  const services = createServices(db, config, log);
  if (config.seedDemo) await seedIfEmpty(services);
  const { app, apollo } = await buildApp(services);
  services.mail.start();
  const server: Server = app.listen(config.PORT, () => {
    log.info(`${config.PRODUCT_NAME} listening on ${config.publicUrl} (GraphQL at ${config.publicUrl}/graphql)`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    // Connections that finish their request while closing become idle: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(async () => {
      clearInterval(sweep);
      await apollo.stop();
      await services.mail.stop();
      services.redis?.disconnect();
      await db.destroy();
      clearTimeout(force);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
