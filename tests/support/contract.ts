import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The REST contract check every API suite runs: each answer a test receives from an /api route through the test
 * client (tests/support/client.ts) is checked against docs/api/openapi.yaml, the document GET /api/openapi.json
 * serves. The status must be one the operation documents (or a `default`), and a JSON body must validate against
 * the schema given for that status. Mismatches are collected and fail the suite in an afterAll
 * (tests/support/contract-setup.ts), naming the route, the status and the schema error.
 */

const FILE = path.resolve(__dirname, '../../docs/api/openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }> };
type Doc = { paths: Record<string, Record<string, unknown>>; components: { responses: Record<string, Operation['responses'][string]> } };

interface Route {
  template: string;
  pattern: RegExp;
  params: number;
  operations: Partial<Record<(typeof METHODS)[number], Operation>>;
}

let loaded: { doc: Doc; ajv: Ajv2020; routes: Route[] } | undefined;
const validators = new Map<string, ValidateFunction>();

function load() {
  if (loaded) return loaded;
  const doc = parse(readFileSync(FILE, 'utf8')) as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(JSON.parse(JSON.stringify(doc)), 'openapi');
  const routes = Object.entries(doc.paths)
    // Paths with their own `servers` live at the app's root, not under /api.
    .filter(([, item]) => !Array.isArray(item.servers))
    .map(([template, item]) => {
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
      return {
        template,
        pattern: new RegExp(`^${source}$`),
        params: (template.match(/\{/g) ?? []).length,
        operations: Object.fromEntries(METHODS.filter((m) => item[m]).map((m) => [m, item[m]])),
      };
    })
    // A literal path (/users/me/…) wins over a template that would also match it.
    .sort((a, b) => a.params - b.params);
  loaded = { doc, ajv, routes };
  return loaded;
}

export interface ContractFailure {
  route: string;
  status: number;
  message: string;
}

/** What this suite's answers came to: how many were checked and which did not conform. */
export const contractRecord = { checked: 0, skipped: 0, failures: [] as ContractFailure[] };

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Checks one answer of `METHOD /api/…` against the contract; records and returns the failure, if any. */
export function checkAgainstContract(method: string, url: string, status: number, contentType: string | null, body: unknown): ContractFailure | null {
  // The path the request went to: fetch resolves `.` and `..` segments (a hostile path parameter can be one) before sending.
  const pathname = new URL(url, 'http://contract.invalid').pathname;
  if (!pathname.startsWith('/api/')) return null;
  const m = method.toLowerCase() as (typeof METHODS)[number];
  if (!METHODS.includes(m)) return null;
  const { doc, ajv, routes } = load();
  // Express routes are not strict: `/start-test/` is the route `/start-test`, and the contract names it once.
  const apiPath = pathname.slice('/api'.length).replace(/(.)\/$/, '$1');
  const route = routes.find((r) => r.pattern.test(apiPath) && r.operations[m]) ?? routes.find((r) => r.pattern.test(apiPath));
  const fail = (where: string, message: string) => {
    const failure = { route: where, status, message };
    contractRecord.failures.push(failure);
    return failure;
  };
  const op = route?.operations[m];
  // A path no operation describes (an unknown one, another method, a malformed id segment) is refused with a 4xx
  // before any route; the contract only describes the routes, so such a refusal is counted but not checked.
  if (!route || !op) {
    if (status >= 400 && status < 500) {
      contractRecord.skipped += 1;
      return null;
    }
    return fail(`${method.toUpperCase()} ${apiPath}`, 'no operation in the contract matches this path and method');
  }
  contractRecord.checked += 1;
  const where = `${method.toUpperCase()} ${route.template}`;
  const key = op.responses[String(status)] ? String(status) : op.responses[`${String(status)[0]}XX`] ? `${String(status)[0]}XX` : 'default';
  let response = op.responses[key];
  // Any route that needs the database or another service answers 503 while it is down (the faults suite): the
  // document describes that once, as components.responses.ServiceUnavailable, rather than on every operation.
  if (!response && status === 503) response = { $ref: '#/components/responses/ServiceUnavailable' };
  if (!response) return fail(where, `status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`);
  let pointer = `#/paths/${escapePointer(route.template)}/${m}/responses/${key}`;
  if (response.$ref) {
    pointer = response.$ref;
    response = doc.components.responses[response.$ref.split('/').pop()!];
  }
  const isJson = /^application\/(?:[\w.+-]*\+)?json/.test(contentType ?? '');
  if (!isJson) return null; // files, CSV, PDF, HTML: the status is what can be checked
  const media = response.content?.['application/json'] ? 'application/json' : Object.keys(response.content ?? {}).find((k) => /json/.test(k));
  if (!media) return fail(where, `answered JSON but the contract documents no JSON body for ${status}`);
  if (!response.content![media].schema) return null;
  const ref = `openapi${pointer}/content/${escapePointer(media)}/schema`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) return fail(where, `no schema at ${ref}`);
    validators.set(ref, validate);
  }
  if (!validate(body)) return fail(where, `${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`);
  return null;
}
