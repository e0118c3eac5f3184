import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import proxyaddr from 'proxy-addr';
import type { Logger } from 'pino';
import { isTransientDatabaseError } from '../db/transient';
import { AppError, badInput } from '../errors';
import { StorageUnavailableError } from '../providers/file-storage';
import type { UserEntity } from '../modules/users/user.entity';
import type { PartnerCaller } from '../modules/partners/partners.service';
import type { Lane } from './front-door';
import type { Services } from '../services';

declare module 'express-serve-static-core' {
  interface Request {
    user?: UserEntity | null;
    /** The bearer token behind req.user, for logout. */
    accessToken?: string | null;
    /** The partner application behind an OAuth access token (req.user stays null for it). */
    partner?: PartnerCaller | null;
    requestId?: string;
  }
}

/** Wraps an async handler so thrown errors reach the error middleware. */
export function route(fn: (req: Request, res: Response) => unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
}

/** Runs `handlers` one after the other as a single middleware (an error skips the rest and goes to `next`). */
export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (err?: unknown) => {
      if (err || i === handlers.length) return next(err);
      const handler = handlers[i++];
      try {
        void handler(req, res, step);
      } catch (error) {
        next(error);
      }
    };
    step();
  };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  return (header?.startsWith('Bearer ') && header.slice(7).trim()) || null;
}

/** Which proxies' X-Forwarded-For is believed: the app runs behind a proxy on the same host, if any. */
export const TRUST_PROXY = 'loopback';
const trusted = proxyaddr.compile(TRUST_PROXY);

/** The caller's address as Express's `req.ip` gives it with TRUST_PROXY, for requests Express never sees. */
export const remoteAddress = (req: IncomingMessage): string => proxyaddr(req, trusted);

/** True for a token the OAuth authorisation server issued (opaque), rather than one of the app's own sessions (a JWT). */
export const isPartnerToken = (token: string) => !token.includes('.');

/**
 * Resolves the bearer token (if any) to req.user, or, for a partner application's OAuth access token, to
 * req.partner (req.user then stays null: a partner reaches only what asks for a scope). An invalid token is treated as none.
 */
export function authenticate(services: Pick<Services, 'auth' | 'partners'>): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    req.partner = null;
    if (!token) {
      req.user = null;
      return next();
    }
    if (isPartnerToken(token)) {
      req.user = null;
      services.partners.callerFromToken(token).then((partner) => {
        req.partner = partner;
        next();
      }, next);
      return;
    }
    services.auth.userFromToken(token).then((user) => {
      req.user = user;
      req.accessToken = user ? token : null;
      next();
    }, next);
  };
}

/** Parses a positive integer path or query parameter, or throws 400. */
/** A signed credential as the downloads offer it: the JWT, or the credential as JSON with its embedded proof. */
export interface CredentialDownload {
  jws: string;
  jwtFilename: string;
  credential: unknown;
  filename: string;
}

/**
 * Sends a credential download, private and never cached: `?format=jwt` the VC-JWT (application/jwt), otherwise
 * the JSON credential, pretty-printed, each as an attachment with its own file name.
 */
export function sendCredentialDownload(req: Request, res: Response, c: CredentialDownload): void {
  res.set('Cache-Control', 'private, no-store');
  if (req.query.format === 'jwt') {
    res.set('Content-Disposition', `attachment; filename="${c.jwtFilename}"`).type('application/jwt').send(c.jws);
    return;
  }
  res
    .set('Content-Disposition', `attachment; filename="${c.filename}"`)
    .type('json')
    .send(JSON.stringify(c.credential, null, 2));
}

export function intParam(value: unknown, name: string): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw badInput(`${name} must be a positive integer`);
  return n;
}

/** The JSON body as an object, or 400 when it is something else. */
export function body(req: Request): Record<string, unknown> {
  return bodyObject(req.body);
}

/** A parsed JSON body as an object (none is an empty one), or 400 when it is something else. */
export function bodyObject(b: unknown): Record<string, unknown> {
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw badInput('Request body must be a JSON object');
  return b as Record<string, unknown>;
}

export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** An answer as status, JSON body and extra headers. */
export interface JsonAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The one place REST errors become HTTP: AppError → its status and { error, ...details }; anything else → 500 without details. */
export function errorAnswer(err: unknown, log: Logger): JsonAnswer {
  if (err instanceof AppError) {
    const headers: Record<string, string> | undefined =
      err.code === 'RATE_LIMITED' && typeof err.details.retry_after === 'number' ? { 'Retry-After': String(err.details.retry_after) } : undefined;
    return { status: err.status, body: { error: err.message, ...err.details }, headers };
  }
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e?.type === 'entity.parse.failed') return { status: 400, body: { error: 'Malformed JSON body' } };
  if (e?.type === 'entity.too.large') return { status: 413, body: { error: 'Request body too large' } };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, body: { error: 'Bad request' } };
  if (isTransientDatabaseError(err)) {
    log.warn({ err }, 'transient database error');
    return { status: 503, body: { error: 'Service temporarily unavailable. Please try again.' }, headers: { 'Retry-After': '1' } };
  }
  if (err instanceof StorageUnavailableError) {
    log.warn({ err: err.message }, 'file storage unavailable');
    return { status: 503, body: { error: 'File storage is temporarily unavailable. Please try again in a moment.' }, headers: { 'Retry-After': '5' } };
  }
  log.error({ err }, 'unexpected error');
  return { status: 500, body: { error: 'Internal server error' } };
}

/** Express's error middleware for REST: answers with errorAnswer. */
export function errorMiddleware(log: Logger) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (!res.headersSent) sendJson(res, errorAnswer(err, log));
  };
}

/** Writes a JSON answer as Express's res.json does (same content type and bytes), for routes, lanes and errors alike. */
export function sendJson(res: ServerResponse, { status, body, headers }: JsonAnswer): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}

/** True when a request carries a NUL character in its body or an encoded one in its URL: lanes leave such requests to Express, which refuses them. */
export const carriesNul = (req: IncomingMessage) => hasNul(req.body) || req.url!.toLowerCase().includes('%00');

/**
 * A GET route answered by the front door (see front-door.ts) with a JSON answer: `answer` gets the query
 * string parsed as Express parses it. What it throws the front door answers with errorAnswer, as the
 * Express route's error would be. The route stays in its Express router too, for HEAD requests.
 */
export function jsonLane(path: string, answer: (req: IncomingMessage, query: ParsedUrlQuery) => Promise<JsonAnswer>): Lane {
  return {
    method: 'GET',
    path,
    async handle(req, res) {
      if (carriesNul(req)) return false;
      const url = req.url!;
      const q = url.indexOf('?');
      sendJson(res, await answer(req, parseQuery(q === -1 ? '' : url.slice(q + 1))));
      return true;
    },
  };
}

/**
 * The caller of a request a lane answers, as `authenticate` resolves it: no token, or an invalid one, is
 * a null user. Null when the lookup failed: the lane then leaves the request to Express, which looks the
 * token up again and answers the failure as every route does.
 */
export async function laneCaller(req: IncomingMessage, auth: Services['auth']): Promise<{ user: UserEntity | null; token: string | null } | null> {
  const token = bearerToken(req);
  if (!token) return { user: null, token: null };
  // A partner application's token is resolved by Express (authenticate).
  if (isPartnerToken(token)) return null;
  try {
    const user = await auth.userFromToken(token);
    return { user, token: user ? token : null };
  } catch {
    return null;
  }
}

/**
 * A POST route answered by the front door with a JSON answer, as its Express route would answer it:
 * NUL characters go to Express (which refuses them), the bearer token is resolved as `authenticate`
 * resolves it (none, or an invalid one, is a null user; a failed lookup goes to Express, which answers
 * the failure), and what `answer` throws the front door answers with errorAnswer. `answer` gets the
 * pattern's groups and the parsed body (undefined when there was none).
 */
export function memberJsonLane(
  path: RegExp,
  maxBody: number,
  auth: Services['auth'],
  answer: (user: UserEntity | null, params: readonly string[], body: unknown) => Promise<JsonAnswer>,
): Lane {
  return {
    method: 'POST',
    path,
    maxBody,
    async handle(req, res, params) {
      if (carriesNul(req)) return false;
      const caller = await laneCaller(req, auth);
      if (!caller) return false;
      sendJson(res, await answer(caller.user, params, req.body));
      return true;
    },
  };
}

/** True when any string inside `value` contains a NUL character (PostgreSQL text cannot store it). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** Refuses bodies and query strings carrying NUL characters with a clear 400. */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  if (hasNul(req.body) || hasNul(req.query) || req.originalUrl.toLowerCase().includes('%00')) {
    return next(badInput('Text must not contain NUL characters'));
  }
  next();
};
