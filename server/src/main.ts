import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
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
  const { app, apollo, metricsApp } = await buildApp(services);
  let server: Server;
  let metricsServer: Server | null = null;
  try {
    server = await listen(createServer(app), config.PORT);
    if (metricsApp && config.METRICS_PORT) metricsServer = await listen(createServer(metricsApp), config.METRICS_PORT);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const reason = e.code === 'EADDRINUSE' ? 'is already in use' : `cannot be opened (${e.code ?? e.message})`;
    console.error(`${config.PRODUCT_NAME} did not start: port ${(e as { port?: number }).port ?? config.PORT} ${reason}.`);
    process.exit(1);
  }
  services.mail.start();
  services.integrations.start();
  services.privacy.start();
  services.reminders.start();
  log.info(`${config.PRODUCT_NAME} listening on ${config.publicUrl} (GraphQL at ${config.publicUrl}/graphql)`);
  if (metricsServer) log.info(`metrics on port ${config.METRICS_PORT} (/metrics)`);
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    // Connections that finish their request while closing become idle: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    metricsServer?.close();
    const finish = async () => {
      clearInterval(sweep);
      await apollo.stop();
      await services.mail.stop();
      await services.integrations.stop();
      await services.privacy.stop();
      await services.reminders.stop();
      services.redis?.disconnect();
      await db.destroy();
      clearTimeout(force);
      process.exit(0);
    };
    server.close(() => void finish());
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Resolves once the port is bound; rejects (EADDRINUSE, EACCES) instead of reporting a server that never listens. */
function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(Object.assign(error, { port }));
    server.once('error', fail);
    server.listen(port, () => {
      server.off('error', fail);
      resolve(server);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
