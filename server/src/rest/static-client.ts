import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

type Encoding = 'br' | 'gzip';

interface StaticFile {
  type: string;
  etag: string;
  lastModified: string;
  cacheControl: string;
  /** A hashed script or style sheet: sent without the document-only security headers. */
  subresource: boolean;
  bodies: Partial<Record<Encoding | 'identity', Buffer>>;
}

/** Vite writes content-hashed names under assets/: such a URL never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (favicon, index.html) keep their URL across releases and are revalidated. */
const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Security headers a browser acts on only for a document (or a worker's script, and the client starts no worker):
 * framing, CSP, opener isolation, HSTS (the page and every API answer carry it), legacy IE and Flash switches.
 * A hashed script or style sheet is never a document, so it goes without them: they were about 650 of the
 * 1,155 header bytes each script cost, and a page loads several. `X-Content-Type-Options`,
 * `Cross-Origin-Resource-Policy` and `Referrer-Policy` (which a module script's own imports follow) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

function* walk(dir: string, base = ''): Generator<string> {
  for (const entry of readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = path.posix.join(base, entry.name);
    if (entry.isDirectory()) {
      // The build manifest describes the build for tooling; browsers have no use for it.
      if (entry.name !== '.vite') yield* walk(dir, rel);
    } else if (!/\.(br|gz)$/.test(entry.name)) {
      yield rel;
    }
  }
}

/** Picks the smallest encoding the client accepts among those present. */
function negotiate(req: Request, file: StaticFile): Encoding | 'identity' {
  const offered = (['br', 'gzip'] as const).filter((e) => file.bodies[e]);
  if (offered.length === 0) return 'identity';
  const chosen = req.acceptsEncodings([...offered, 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

function send(req: Request, res: Response, file: StaticFile): void {
  const encoding = negotiate(req, file);
  const body = file.bodies[encoding]!;
  if (file.subresource) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`);
  res.setHeader('Last-Modified', file.lastModified);
  if (file.bodies.br || file.bodies.gzip) res.setHeader('Vary', 'Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

function load(dir: string, rel: string): StaticFile {
  const full = path.join(dir, rel);
  const identity = readFileSync(full);
  const bodies: StaticFile['bodies'] = { identity };
  if (existsSync(`${full}.br`)) bodies.br = readFileSync(`${full}.br`);
  if (existsSync(`${full}.gz`)) bodies.gzip = readFileSync(`${full}.gz`);
  return {
    type: TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream',
    etag: etagOf(identity),
    lastModified: statSync(full).mtime.toUTCString(),
    cacheControl: rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    subresource: rel.startsWith('assets/') && /\.(js|mjs|css)$/i.test(rel),
    bodies,
  };
}

/**
 * The page every client route answers with: the built index.html with the public app configuration
 * inlined as a JSON data block (not executed, so the Content-Security-Policy allows it), so public
 * pages render without a GraphQL round trip. Rendered and compressed once, since the configuration
 * only changes with a restart.
 */
function renderIndex(dir: string, appConfig: unknown): StaticFile {
  const template = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const json = JSON.stringify(appConfig).replace(/</g, '\\u003c');
  const html = Buffer.from(template.replace('</head>', `<script type="application/json" id="app-config">${json}</script></head>`));
  return {
    type: 'text/html; charset=utf-8',
    etag: etagOf(html),
    lastModified: statSync(path.join(dir, 'index.html')).mtime.toUTCString(),
    cacheControl: REVALIDATE,
    subresource: false,
    bodies: {
      identity: html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    },
  };
}

/**
 * Serves the built client from memory (it is a few hundred kilobytes): precompressed brotli/gzip
 * variants chosen by Accept-Encoding, immutable caching for hashed assets, and the SPA page for
 * every client route.
 */
export function clientStatic(dir: string, appConfig: unknown): { assets: RequestHandler; page: RequestHandler } {
  const files = new Map<string, StaticFile>();
  for (const rel of walk(dir)) if (rel !== 'index.html') files.set(`/${rel}`, load(dir, rel));
  const index = renderIndex(dir, appConfig);
  files.set('/index.html', index);
  return {
    assets: (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const file = files.get(req.path);
      if (!file) return next();
      send(req, res, file);
    },
    page: (req, res, next) => {
      // Client routes have no file extension; a missing file (e.g. /package.json) is a plain 404.
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html') || /\.[a-z0-9]+$/i.test(req.path) || SERVER_PATHS.test(req.path))
        return next();
      send(req, res, index);
    },
  };
}

/** Paths the server owns: a missing one is a 404, never the client's page (e.g. /dev/outbox or /metrics in production). */
const SERVER_PATHS = /^\/(api|dev|metrics|graphql|graphiql|sandbox|\.well-known)(\/|$)/;
