import type { RequestHandler, Router } from 'express';
import { series } from './http';

interface StackLayer {
  route?: { path?: unknown };
}

/** The first segment every route of `router` starts with (lower case), or null when some layer may match any path. */
function firstSegments(router: Router): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of (router as unknown as { stack: StackLayer[] }).stack) {
    const paths = layer.route ? [layer.route.path].flat() : [null];
    for (const path of paths) {
      const first = typeof path === 'string' ? path.split('/')[1] : undefined;
      // Middleware (router.use), a regular expression or a parameter in the first segment: any path may reach it.
      if (first === undefined || first === '' || !/^[\w.-]+$/.test(first)) return null;
      segments.add(first.toLowerCase());
    }
  }
  return segments;
}

/**
 * Mounts feature routers like one `use` each, in the same order, but hands a request only to the
 * routers that have a route starting with its first path segment (and to any router with middleware
 * or a pattern there). Express would otherwise walk every router's routes in turn, and each router
 * that matches nothing hands over on the next turn of the event loop (setImmediate): a path served
 * by the twelfth router waited for eleven such turns. Express matches paths case-insensitively, so
 * the segment is compared in lower case.
 */
export function routerIndex(routers: Router[]): RequestHandler {
  const entries = routers.map((router) => ({ router, segments: firstSegments(router) }));
  const chain = (keep: (e: (typeof entries)[number]) => boolean) => series(...entries.filter(keep).map((e) => e.router));
  const forSegment = new Map<string, RequestHandler>();
  for (const { segments } of entries) {
    for (const segment of segments ?? [])
      forSegment.set(
        segment,
        chain((e) => e.segments === null || e.segments.has(segment)),
      );
  }
  const anyPath = chain((e) => e.segments === null);
  return (req, res, next) => {
    const path = req.path;
    const end = path.indexOf('/', 1);
    const segment = (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
    (forSegment.get(segment) ?? anyPath)(req, res, next);
  };
}
