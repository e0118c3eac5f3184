import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);
/** body-parser's strict mode: a JSON body must be an object or an array. */
const STRICT_START = /^[\s\uFEFF]*[[{]/;
/** Where a body that failed to read or parse waits for the Express error handlers (see leanJson). */
const BODY_ERROR = Symbol('leerpunt.bodyError');

type Marked = IncomingMessage & { [BODY_ERROR]?: Error };

/** `parsed`: `req.body` holds the JSON; `unread`: not a plain JSON body, nothing was read; `failed`: read, but malformed (the error is kept on the request). */
export type BodyOutcome = 'parsed' | 'unread' | 'failed';

/**
 * Reads the body every client sends: `Content-Type: application/json` (UTF-8), a Content-Length
 * within `limit`, no Content-Encoding. Such a body is read in one pass and parsed with JSON.parse,
 * without body-parser's content negotiation, charset decoder and stream helpers; a malformed one
 * gets body-parser's own error type (`entity.parse.failed`, 400), so the error handlers see no
 * difference. Anything else is left unread for body-parser. `done` runs once, synchronously for
 * `unread`, from the stream's events otherwise.
 */
export function readPlainJson(req: IncomingMessage, limit: number, done: (outcome: BodyOutcome) => void): void {
  const { headers } = req;
  const type = headers['content-type'];
  const length = Number(headers['content-length']);
  if (
    type === undefined ||
    !PLAIN_JSON.has(type.toLowerCase()) ||
    headers['content-encoding'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    !(length > 0 && length <= limit)
  ) {
    return done('unread');
  }
  const fail = (error: Error) => {
    (req as Marked)[BODY_ERROR] = error;
    done('failed');
  };
  const chunks: Buffer[] = [];
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  };
  const onEnd = () => {
    cleanup();
    if (received !== length) return fail(Object.assign(new Error('request size did not match content length'), { status: 400, type: 'request.size.invalid' }));
    const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)).toString('utf8');
    try {
      if (!STRICT_START.test(text)) throw new SyntaxError('JSON body must be an object or an array');
      req.body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
    } catch (error) {
      return fail(Object.assign(error as Error, { status: 400, statusCode: 400, expose: true, type: 'entity.parse.failed', body: text }));
    }
    done('parsed');
  };
  const onError = (error: Error) => {
    cleanup();
    fail(Object.assign(error, { status: 400, type: 'request.aborted' }));
  };
  const cleanup = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
}

/**
 * `express.json` for plain JSON bodies (see readPlainJson); anything else goes to `parser`, which
 * answers it exactly as before. A body the front door already read is passed on as it left it.
 */
export function leanJson(limit: number, parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const failed = (req as Marked)[BODY_ERROR];
    if (failed) return next(failed);
    if (req.readableEnded) return next();
    // The stream's events run outside the request's async context; the handlers after this one run in it again
    // (the per-request SQL statement count in /metrics is kept there).
    const context = new AsyncResource('leerpunt.json-body');
    readPlainJson(req, limit, (outcome) => {
      if (outcome === 'unread') return parser(req, res, next);
      context.runInAsyncScope(next, null, outcome === 'failed' ? (req as Marked)[BODY_ERROR] : undefined);
    });
  };
}
