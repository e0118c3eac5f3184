import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root (the package.json with workspaces), found from here in both src and dist. */
function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
}

export const ROOT_DIR = findRoot(__dirname);
export const PATHS = {
  root: ROOT_DIR,
  clientDist: path.join(ROOT_DIR, 'client/dist'),
  publicDir: path.join(ROOT_DIR, 'server/public'),
  content: path.join(ROOT_DIR, 'content'),
  schema: path.join(ROOT_DIR, 'schema.graphql'),
  migrations: path.join(ROOT_DIR, 'migrations'),
  /** The client's persisted operations, written by `npm run codegen`. */
  persistedDocuments: path.join(ROOT_DIR, 'client/src/gql/persisted-documents.json'),
  /** Example operations for integrators (registered as persisted operations too). */
  apiExamples: path.join(ROOT_DIR, 'docs/api'),
  /** The REST contract, served at /api/openapi.json (docs/api is in the production image). */
  openapi: path.join(ROOT_DIR, 'docs/api/openapi.yaml'),
};
