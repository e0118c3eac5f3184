import { readFileSync } from 'node:fs';
import { Router } from 'express';
import { parse, stringify } from 'yaml';
import { referencePage } from './openapi-reference';

/**
 * GET /api/openapi.json and /api/openapi.yaml: the REST contract (docs/api/openapi.yaml), read once when the
 * app is built, with the deployment's own server URL (PUBLIC_URL followed by /api). Public, like the
 * GraphQL schema behind introspection. GET /api/reference: the same document as a
 * self-contained HTML page that reads offline.
 */
export function openapiRoutes(file: string, publicUrl: string): Router {
  const document = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const served = { ...document, servers: [{ url: `${publicUrl}/api`, description: 'This deployment.' }] };
  const json = JSON.stringify(served);
  const yaml = stringify(served, { aliasDuplicateObjects: false, lineWidth: 0 });
  const html = referencePage(served);
  const r = Router();
  r.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('json').send(json);
  });
  r.get('/openapi.yaml', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/yaml; charset=utf-8').send(yaml);
  });
  r.get('/reference', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(html);
  });
  return r;
}
