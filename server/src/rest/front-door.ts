import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { queryContext, type QueryStats } from '../db/query-context';
import { readPlainJson } from './lean-json';

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by the request log step: the caller's `x-request-id` or a fresh UUID. */
    requestId?: string;
    /** The parsed JSON body, once read (the front door or Express's parsers set it). */
    body?: unknown;
  }
}

/** Work every request gets before it is routed (request id and log, security headers, CORS, metrics, compression). */
export type Step = (req: IncomingMessage, res: ServerResponse, stats: QueryStats) => void;

/**
 * A route answered in plain node:http, without Express. The front door matches `method` and the exact
 * `path` (the query string aside); for a POST it first reads a plain JSON body of at most `maxBody`
 * bytes into `req.body` (any other body goes to Express unread). `handle` answers the request and
 * resolves true, or resolves false before writing anything to leave it to Express, which then sees
 * the request as it would have (with the body already parsed).
 */
export interface Lane {
  method: 'GET' | 'POST';
  path: string;
  maxBody?: number;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/**
 * The server's request listener: runs the steps, then a lane that claims the request or else the
 * Express app. Express costs a fixed amount per request (its request and response prototypes, the
 * router's walk, the wrappers) that dwarfs a one-row read; the hottest routes skip it, and
 * everything else is routed by Express as before. The per-request SQL statement count
 * (`queryContext`) covers the lane or the app, body reading included.
 */
export function frontDoor({ steps, lanes, app, log }: { steps: Step[]; lanes: Lane[]; app: RequestListener; log: Logger }): RequestListener {
  const byRoute = new Map(lanes.map((lane) => [`${lane.method} ${lane.path}`, lane]));

  const toApp = (req: IncomingMessage, res: ServerResponse) => app(req, res);

  const runLane = (lane: Lane, req: IncomingMessage, res: ServerResponse) => {
    lane.handle(req, res).then(
      (answered) => {
        if (!answered) toApp(req, res);
      },
      (error: unknown) => {
        log.error({ err: error }, 'unexpected error');
        if (res.headersSent) return void res.destroy();
        const payload = '{"error":"Internal server error"}';
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload) }).end(payload);
      },
    );
  };

  const route = (req: IncomingMessage, res: ServerResponse, stats: QueryStats) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const lane = byRoute.get(`${req.method} ${q === -1 ? url : url.slice(0, q)}`);
    if (!lane) return toApp(req, res);
    if (lane.method === 'GET') return runLane(lane, req, res);
    readPlainJson(req, lane.maxBody ?? 0, (outcome) => {
      // The body's events run outside the request's async context: enter it again for what follows.
      if (outcome === 'parsed') queryContext.run(stats, runLane, lane, req, res);
      else queryContext.run(stats, toApp, req, res);
    });
  };

  return (req, res) => {
    const stats: QueryStats = { statements: 0 };
    for (const step of steps) step(req, res, stats);
    queryContext.run(stats, route, req, res, stats);
  };
}
