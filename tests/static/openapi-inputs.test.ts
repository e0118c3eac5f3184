import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { REST_INPUTS } from '../../server/src/rest/openapi-inputs';
import { check, generatedSchemas, generateOpenApi } from '../../server/src/rest/openapi-generate';

/*
 * docs/api/openapi.yaml's request schemas are generated from the zod schemas the REST routes parse requests with
 * (server/src/rest/openapi-inputs.ts, `npm run openapi`). These tests fail when the committed document is stale
 * against them, when an operation stops referring to its generated schema, or when a request example in the
 * document is not a request the route would accept.
 */
const FILE = path.resolve(__dirname, '../../docs/api/openapi.yaml');
const text = readFileSync(FILE, 'utf8');
type Media = { schema?: { $ref?: string }; example?: unknown; examples?: Record<string, { value: unknown }> };
const doc = parse(text) as { paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: Record<string, Media> } }>> };

const operations = Object.values(doc.paths).flatMap((item) => Object.values(item).filter((op) => op && typeof op === 'object' && op.operationId));

/** Each request example of a generated body: [operationId, example]. */
const examples = operations.flatMap((op) => {
  const media = op.requestBody?.content?.['application/json'];
  if (!REST_INPUTS[op.operationId!]?.body || !media) return [];
  const values = [...(media.example !== undefined ? [media.example] : []), ...Object.values(media.examples ?? {}).map((e) => e.value)];
  return values.map((value) => [op.operationId!, value] as const);
});

describe('the REST contract request schemas', () => {
  it('are current: regenerating them from the zod schemas changes nothing (else run `npm run openapi`)', () => {
    expect(generateOpenApi(text) === text).toBe(true);
  });

  it('are what each mapped operation and shared parameter refers to', () => {
    expect(check(text)).toEqual([]);
  });

  it('cover the request bodies the routes parse with zod', () => {
    expect(Object.values(REST_INPUTS).filter((i) => i.body).length).toBeGreaterThanOrEqual(20);
  });

  it('accept every request example in the document, and so do the zod schemas themselves', () => {
    expect(examples.length).toBeGreaterThanOrEqual(15);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const schemas = generatedSchemas();
    for (const [operationId, example] of examples) {
      const { name, schema } = REST_INPUTS[operationId].body!;
      const validate = ajv.compile(schemas[name]);
      expect({ operationId, valid: validate(example), errors: validate.errors ?? null }).toEqual({ operationId, valid: true, errors: null });
      const parsed = schema.safeParse(example);
      expect({ operationId, issues: parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }).toEqual({
        operationId,
        issues: [],
      });
    }
  });
});
