import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { queryContext, type QueryStats } from '../db/query-context';
import { errorAnswer, sendJson } from './http';
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
 * A route answered in plain node:http, without Express. The front door matches `method` and `path`
 * (the query string aside): an exact path, or a pattern whose groups are the route's parameters (only
 * the plain form of a path: anything Express would also match, such as a trailing slash or encoded
 * characters, is left to Express). For a POST it first reads a plain JSON body of at most `maxBody`
 * bytes into `req.body` (a request without a body goes on with none; any other body goes to Express
 * unread). `handle` answers the request and resolves true, or resolves false before writing anything
 * to leave it to Express, which then sees the request as it would have (with the body already parsed).
 */
export interface Lane {
  method: 'GET' | 'POST';
  path: string | RegExp;
  maxBody?: number;
  handle(req: IncomingMessage, res: ServerResponse, params: readonly string[]): Promise<boolean>;
}

const NO_PARAMS: readonly string[] = [];

/** True when the request carries no body at all (what body-parser calls having none). */
const bodiless = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] === undefined || req.headers['content-length'] === '0');

/**
 * The server's request listener: runs the steps, then a lane that claims the request or else the
 * Express app. Express costs a fixed amount per request (its request and response prototypes, the
 * router's walk, the wrappers) that dwarfs a one-row read; the hottest routes skip it, and
 * everything else is routed by Express as before. The per-request SQL statement count
 * (`queryContext`) covers the lane or the app, body reading included.
 */
export function frontDoor({ steps, lanes, app, log }: { steps: Step[]; lanes: Lane[]; app: RequestListener; log: Logger }): RequestListener {
  const byRoute = new Map(lanes.filter((lane) => typeof lane.path === 'string').map((lane) => [`${lane.method} ${String(lane.path)}`, lane]));
  const patterns = lanes.filter((lane) => lane.path instanceof RegExp);

  const find = (method: string | undefined, path: string): [Lane, readonly string[]] | null => {
    const exact = byRoute.get(`${method} ${path}`);
    if (exact) return [exact, NO_PARAMS];
    for (const lane of patterns) {
      if (lane.method !== method) continue;
      const match = (lane.path as RegExp).exec(path);
      if (match) return [lane, match.slice(1)];
    }
    return null;
  };

  const toApp = (req: IncomingMessage, res: ServerResponse) => app(req, res);

  const runLane = (lane: Lane, params: readonly string[], req: IncomingMessage, res: ServerResponse) => {
    lane.handle(req, res, params).then(
      (answered) => {
        if (!answered) toApp(req, res);
      },
      (error: unknown) => fail(res, error),
    );
  };

  /** What the REST error handler would answer (a 503 for a lost database, else a 500), or a cut connection once the answer has begun. */
  const fail = (res: ServerResponse, error: unknown) => {
    if (res.headersSent) return void res.destroy();
    sendJson(res, errorAnswer(error, log));
  };

  const route = (req: IncomingMessage, res: ServerResponse, stats: QueryStats) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const found = find(req.method, q === -1 ? url : url.slice(0, q));
    if (!found) return toApp(req, res);
    const [lane, params] = found;
    if (lane.method === 'GET' || bodiless(req)) return runLane(lane, params, req, res);
    readPlainJson(req, lane.maxBody ?? 0, (outcome) => {
      // The body's events run outside the request's async context: enter it again for what follows.
      if (outcome === 'parsed') queryContext.run(stats, runLane, lane, params, req, res);
      else if (outcome === 'failed') queryContext.run(stats, toApp, req, res);
      else toApp(req, res); // unread: nothing async happened, the context is still the request's
    });
  };

  return (req, res) => {
    const stats: QueryStats = { statements: 0 };
    try {
      for (const step of steps) step(req, res, stats);
      queryContext.run(stats, route, req, res, stats);
    } catch (error) {
      // Express catches what its own layers throw; this covers the steps and the lane matching before it.
      fail(res, error);
    }
  };
}
