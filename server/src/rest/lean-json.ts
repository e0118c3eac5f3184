import { AsyncResource } from 'node:async_hooks';
import type { RequestHandler } from 'express';

const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);
/** body-parser's strict mode: a JSON body must be an object or an array. */
const STRICT_START = /^[\s\uFEFF]*[[{]/;

/**
 * `express.json` for the request every client sends: `Content-Type: application/json` (UTF-8), a
 * Content-Length within `limit`, no Content-Encoding. Such a body is read in one pass and parsed with
 * JSON.parse, without body-parser's content negotiation, charset decoder and stream helpers on every
 * request. Anything else (chunked, compressed, another charset or type, too large, empty) goes to
 * `parser`, which answers it exactly as before; a malformed body fails with body-parser's own error
 * type (`entity.parse.failed`, 400), so the error handlers see no difference.
 */
export function leanJson(limit: number, parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
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
      return parser(req, res, next);
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    };
    // The stream's events run outside the request's async context; bound, the handlers after this one keep it
    // (the per-request SQL statement count in /metrics is kept there).
    const onEnd = AsyncResource.bind(() => {
      cleanup();
      if (received !== length)
        return next(Object.assign(new Error('request size did not match content length'), { status: 400, type: 'request.size.invalid' }));
      const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)).toString('utf8');
      try {
        if (!STRICT_START.test(text)) throw new SyntaxError('JSON body must be an object or an array');
        req.body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
      } catch (error) {
        return next(Object.assign(error as Error, { status: 400, statusCode: 400, expose: true, type: 'entity.parse.failed', body: text }));
      }
      next();
    });
    const onError = AsyncResource.bind((error: Error) => {
      cleanup();
      next(Object.assign(error, { status: 400, type: 'request.aborted' }));
    });
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}
