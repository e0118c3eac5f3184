import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Step } from './rest/front-door';
import type { Services } from './services';

/** Prometheus metrics: request latency, database pool and outbox backlog (served at /metrics). */
export function createMetrics(services: Services) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route group and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const statements = new Histogram({
    name: 'db_statements_per_request',
    help: 'SQL statements issued while serving one request, by route group',
    labelNames: ['route'] as const,
    buckets: [0, 1, 2, 3, 4, 6, 8, 12, 16, 25, 50, 100],
    registers: [registry],
  });
  const errors = new Counter({ name: 'http_server_errors_total', help: '5xx responses', registers: [registry] });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = (services.db.driver as unknown as { master?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).master;
      if (!pool || typeof pool.totalCount !== 'number') return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails waiting for delivery',
    registers: [registry],
    async collect() {
      this.set(await services.mail.backlog().catch(() => -1));
    },
  });

  /** Route group: the first path segment(s), never ids, so label cardinality stays small. */
  const group = (url: string) => {
    const p = url.split('?')[0];
    if (p.startsWith('/graphql')) return '/graphql';
    if (p.startsWith('/api/')) return `/api/${p.split('/')[2] ?? ''}`;
    return p.startsWith('/assets/') ? '/assets' : 'other';
  };

  /** Times the request and records, once it is answered, its status and the SQL statements it made. */
  const step: Step = (req, res, stats) => {
    const end = duration.startTimer();
    // The group is read now: Express rewrites req.url inside mounted routers, where the answer may finish.
    const route = group(req.url ?? '/');
    res.on('finish', () => {
      end({ method: req.method, route, status: String(res.statusCode) });
      statements.observe({ route }, stats.statements);
      if (res.statusCode >= 500) errors.inc();
    });
  };

  const handler: RequestHandler = async (_req, res) => {
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  };
  return { step, handler, registry };
}
