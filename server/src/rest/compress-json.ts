import { brotliCompress, constants, gzip } from 'node:zlib';
import accepts from 'accepts';
import vary from 'vary';
import type { Step } from './front-door';

/** Smaller answers fit in one or two TCP segments anyway; compressing them only costs CPU. */
export const COMPRESS_MIN_BYTES = 2048;

/**
 * Compresses JSON answers (REST and GraphQL) of at least COMPRESS_MIN_BYTES when the client accepts
 * it: brotli at quality 4 or gzip at level 1 (fast levels: a 100-card library page shrinks about
 * tenfold for well under a millisecond of CPU), on the thread pool so the event loop keeps serving.
 * Express, Apollo and the front door's lanes all finish a JSON answer with one `res.end(body)`, which is what is wrapped.
 */
export const compressJson: Step = (req, res) => {
  const accepted = req.headers['accept-encoding'];
  if (!accepted || req.method === 'HEAD') return;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, cb?: unknown) => typeof res;
  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    const type = res.getHeader('Content-Type');
    const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
    if (
      !Buffer.isBuffer(body) ||
      body.length < COMPRESS_MIN_BYTES ||
      res.statusCode < 200 ||
      res.statusCode === 204 ||
      res.statusCode === 304 ||
      res.getHeader('Content-Encoding') ||
      typeof type !== 'string' ||
      !/^application\/(graphql-response\+)?json/.test(type)
    ) {
      return end(chunk, encoding, cb);
    }
    const encodingName = accepts(req).encoding(['br', 'gzip', 'identity']);
    if (encodingName !== 'br' && encodingName !== 'gzip') return end(chunk, encoding, cb);
    const callback = typeof encoding === 'function' ? encoding : cb;
    const done = (error: Error | null, compressed: Buffer) => {
      if (error || res.headersSent) return void end(body, callback);
      res.setHeader('Content-Encoding', encodingName);
      res.setHeader('Content-Length', compressed.length);
      end(compressed, callback);
    };
    vary(res, 'Accept-Encoding');
    if (encodingName === 'br') {
      brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, done);
    } else {
      gzip(body, { level: 1 }, done);
    }
    return res;
  }) as typeof res.end;
};
