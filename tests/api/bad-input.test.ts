import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isInputObjectType,
  isListType,
  isEnumType,
  isLeafType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type IntrospectionQuery,
} from 'graphql';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { discoverRestRoutes } from '../support/routes';

/**
 * Property-based hostile input: every REST endpoint (found in the *.routes.ts files), every GraphQL
 * mutation and every GraphQL query with arguments (crafted cursors and ids among them) gets malformed JSON, wrong types, huge and odd unicode strings, negative and
 * enormous numbers. The answer must be a clear 4xx (or a success), never a 500.
 */
let t: TestApp;
let api: ApiClient;
let member: TestUser;

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services, { plan: 'professional' });
});
afterAll(() => t.close());

/** (method, path) of every REST route; the webhook has its own signature tests. */
const restRoutes = discoverRestRoutes().filter((r) => !r.path.includes('webhook'));

const oddString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '😀'.repeat(500),
    'x'.repeat(20_000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'NaN',
    '-1',
    '1e309',
  ),
);
const oddNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308));
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 }),
);
const FIELD_NAMES = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'rating',
  'comment',
  'is_anonymous',
  'answers',
  'question',
  'code',
  'plan',
  'plan_id',
  'amount',
  'priceId',
  'userId',
  'user_id',
  'session_id',
  'name',
  'subject',
  'message',
  'topic',
  'language',
  'description',
  'profession',
  'company',
  'job_title',
  'address',
  'acceptTerms',
  'acceptPrivacy',
];
const oddBody = fc.oneof(fc.dictionary(fc.constantFrom(...FIELD_NAMES), oddValue, { maxKeys: 8 }), fc.anything({ maxDepth: 2 }));
const oddSegment = fc.oneof(
  fc.constantFrom('0', '-1', '99999999999', 'abc', '1.5', '%00', '..%2F..%2Fetc', String(2 ** 31)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

const fill = (p: string, segment: (name: string) => string) => p.replace(/:(\w+)/g, (_m, name: string) => segment(name));

describe('REST endpoints under hostile input', () => {
  it('discovers the REST routes', () => {
    expect(restRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(restRoutes.map((r) => [`${r.method} /api${r.path}`, r] as const))('%s never answers 5xx', async (_name, r) => {
    await fc.assert(
      fc.asyncProperty(oddBody, oddSegment, fc.boolean(), fc.boolean(), async (payload, segment, own, authed) => {
        const url = `/api${fill(r.path, (name) => (own && /^(id|userId)$/.test(name) ? String(member.user.id) : segment))}`;
        const token = authed ? member.token : null;
        const res =
          r.method === 'GET' || r.method === 'DELETE'
            ? await (r.method === 'GET' ? api.get(`${url}?x=${encodeURIComponent(segment)}`, token) : api.delete(url, token))
            : await (r.method === 'PUT' ? api.put(url, payload, token) : api.post(url, payload, token));
        if (res.status >= 500) throw new Error(`${r.method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) expect(typeof res.body.error).toBe('string');
      }),
      { numRuns: RUNS },
    );
  });

  it('answers malformed JSON with 400 on every body-taking route', async () => {
    for (const r of restRoutes.filter((x) => x.method === 'POST' || x.method === 'PUT')) {
      const url = `/api${fill(r.path, () => String(member.user.id))}`;
      const res = await api.raw(r.method, url, '{"broken": ', member.token);
      expect([r.path, res.status]).toEqual([r.path, 400]);
    }
  });
});

/** Cursors a client could craft: JSON arrays of the wrong types and sizes, encoded as the server encodes its own. */
const craftedCursor = fc
  .constantFrom<unknown[]>(['1', 1], [1], ['x'], [2 ** 31, 2 ** 31], ['2026-01-01', -1], [null, null], ['1', '1', '1'], [{}, []], ['9999-99-99T99:99:99Z', 1])
  .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url'));

/** A hostile value of a GraphQL input type: right shape, odd content; cursors get crafted ones too. */
function valueFor(type: GraphQLInputType, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, depth, name);
  if (isListType(type)) return fc.array(valueFor(type.ofType, depth + 1, name), { maxLength: 3 });
  const named = getNamedType(type);
  if (isInputObjectType(named) && depth < 3) {
    const fields = Object.values(named.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1, f.name)])));
  }
  if (isEnumType(named)) return fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.name)), oddString);
  switch (named.name) {
    case 'Int':
      return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-1, 0, 1e308));
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(oddString, fc.constantFrom('1', '0', '2147483648', '999999999', 'QXJ0aWNsZToxMjM'));
    default:
      return /^(after|before|cursor)$/.test(name) ? fc.oneof(craftedCursor, oddString) : oddString;
  }
}

/** Every field of a root type with its arguments, and whether its answer needs a selection. */
function rootFields(type: GraphQLObjectType | null | undefined) {
  return Object.values(type?.getFields() ?? {}).map((f) => ({
    name: f.name,
    args: f.args.map((a) => ({ name: a.name, type: a.type })),
    leaf: isLeafType(getNamedType(f.type)),
  }));
}

/** One operation calling `field` with every argument as a variable. */
function operationFor(kind: 'query' | 'mutation', field: ReturnType<typeof rootFields>[number]): string {
  const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind}${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''}${field.leaf ? '' : ' { __typename }'} }`;
}

describe('GraphQL mutations under hostile input', () => {
  let mutations: ReturnType<typeof rootFields> = [];

  beforeAll(async () => {
    const res = await api.gql(getIntrospectionQuery());
    mutations = rootFields(buildClientSchema(res.body.data as IntrospectionQuery).getMutationType());
  });

  it('never answers with an internal error', async () => {
    expect(mutations.length).toBeGreaterThan(3);
    for (const m of mutations) {
      const query = operationFor('mutation', m);
      const vars = fc.record(Object.fromEntries(m.args.map((a) => [a.name, valueFor(a.type, 0, a.name)])));
      await fc.assert(
        fc.asyncProperty(vars, fc.boolean(), async (variables, authed) => {
          const res = await api.gql(query, variables, authed ? member.token : null);
          const codes = (res.body?.errors ?? []).map((e) => e.extensions?.code);
          if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
            throw new Error(`${m.name} ${JSON.stringify(variables).slice(0, 200)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS },
      );
    }
  });
});

describe('GraphQL queries under hostile input', () => {
  let queries: ReturnType<typeof rootFields> = [];
  let admin: TestUser;

  beforeAll(async () => {
    const res = await api.gql(getIntrospectionQuery());
    queries = rootFields(buildClientSchema(res.body.data as IntrospectionQuery).getQueryType()).filter((q) => q.args.length > 0);
    admin = await createUser(t.services, { isAdmin: true, plan: null });
  });

  it('never answers with an internal error, whoever asks (visitor, member, admin)', async () => {
    expect(queries.length).toBeGreaterThan(10);
    for (const q of queries) {
      const query = operationFor('query', q);
      const vars = fc.record(Object.fromEntries(q.args.map((a) => [a.name, valueFor(a.type, 0, a.name)])));
      await fc.assert(
        fc.asyncProperty(vars, fc.constantFrom('visitor', 'member', 'admin'), async (variables, who) => {
          const token = who === 'member' ? member.token : who === 'admin' ? admin.token : null;
          const res = await api.gql(query, variables, token);
          const codes = (res.body?.errors ?? []).map((e) => e.extensions?.code);
          if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
            throw new Error(`${q.name} as ${who} ${JSON.stringify(variables).slice(0, 200)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS },
      );
    }
  });
});
