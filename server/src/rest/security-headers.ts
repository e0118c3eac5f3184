import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Step } from './front-door';

/**
 * Helmet's headers, worked out once: with fixed options (no per-request nonce) its dozen middlewares
 * set the same values on every answer, so they are recorded from one run at start and then set in a
 * single loop, without a chain of twelve calls per request. Helmet stays the source of the values.
 */
export function fixedHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): Step {
  const headers: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  } as unknown as ServerResponse;
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, recorder, (err) => {
    if (err) throw err instanceof Error ? err : new Error('security headers: the middleware failed');
    finished = true;
  });
  if (!finished) throw new Error('security headers: the middleware did not finish synchronously');
  return (_req, res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
