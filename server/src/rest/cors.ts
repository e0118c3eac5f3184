import type { RequestHandler } from 'express';
import cors from 'cors';
import vary from 'vary';
import type { Step } from './front-door';

/**
 * CORS for the origins in CORS_ORIGINS (credentials are never allowed). `simple` runs on every request
 * but preflights and sets what the cors package sets: without an Origin header `Vary: Origin`; from an
 * allowed origin that origin echoed back, and `Vary: Origin`; from any other origin nothing.
 * `preflight` is the cors package itself, for OPTIONS requests routed by Express.
 */
export function corsPolicy(origins: readonly string[]): { simple: Step; preflight: RequestHandler } {
  const allowed = new Set(origins);
  const preflight = cors({ origin: (origin, cb) => cb(null, !origin || allowed.has(origin)), credentials: false });
  return {
    simple: (req, res) => {
      if (req.method === 'OPTIONS') return;
      const origin = req.headers.origin;
      if (!origin) return vary(res, 'Origin');
      if (!allowed.has(origin)) return;
      res.setHeader('Access-Control-Allow-Origin', origin);
      vary(res, 'Origin');
    },
    preflight: (req, res, next) => (req.method === 'OPTIONS' ? preflight(req, res, next) : next()),
  };
}
