/**
 * The bare baseline: a plain node:http server with a `pg` pool, serving the same rows as the app
 * with nothing else (no framework, no auth, no GraphQL). Each section module may export
 * `baselineRoutes`: { [path]: async (pool, searchParams) => body }.
 *   node baseline-server.mjs <port> <databaseUrl> <section module>...
 */
import { createServer } from 'node:http';
import pg from 'pg';

const [port, databaseUrl, ...sectionFiles] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });

const routes = { '/ready': async () => ({ ok: true }) };
for (const file of sectionFiles) Object.assign(routes, (await import(file)).baselineRoutes ?? {});

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const handler = routes[url.pathname];
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = JSON.stringify(await handler(pool, url.searchParams));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1');

process.on('SIGTERM', () => {
  server.close(() => pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
