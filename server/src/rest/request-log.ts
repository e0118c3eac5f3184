import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Step } from './front-door';
import { redactUrl } from './log-redaction';

/**
 * Gives every request an id (the caller's `x-request-id` up to 64 characters, else a UUID), echoes it
 * in the response, and logs one line per finished request with only the fields worth keeping:
 * method, redacted URL, status, duration and client address. Headers are never logged (they carry
 * bearer tokens, cookies and webhook signatures), and nothing is built when the level is off.
 */
export function requestLog(log: Logger): Step {
  return (req, res) => {
    const header = req.headers['x-request-id'];
    const id = (typeof header === 'string' && header.slice(0, 64)) || randomUUID();
    req.requestId = id;
    res.setHeader('x-request-id', id);
    // Read now: Express rewrites req.url inside mounted routers, and the answer may finish there.
    const url = req.url ?? '/';
    if (url === '/healthz' || !log.isLevelEnabled('info')) return;
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const line = {
        reqId: id,
        req: { method: req.method, url: redactUrl(url), remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: Number(process.hrtime.bigint() - started) / 1e6,
      };
      if (res.statusCode >= 500) log.error(line, 'request errored');
      else if (res.statusCode >= 400) log.warn(line, 'request completed');
      else log.info(line, 'request completed');
    });
  };
}
