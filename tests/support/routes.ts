import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  file: string;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : name.endsWith('.routes.ts') ? [full] : [];
  });
}

/** Every REST route declared in server/src/modules/**\/*.routes.ts (dev-only routes excluded). */
export function discoverRestRoutes(): RestRoute[] {
  return routeFiles(path.resolve(__dirname, '../../server/src/modules'))
    .filter((f) => !f.endsWith('dev.routes.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\br\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)].map((m) => ({
        method: m[1].toUpperCase() as RestRoute['method'],
        path: m[2],
        file: path.basename(file),
      })),
    );
}
