import fc from 'fast-check';
import { buildClientSchema, getIntrospectionQuery, getNamedType, isNonNullType, type IntrospectionQuery } from 'graphql';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createDiscountCode, createUser, type TestUser } from '../support/factories';
import { startTestApp, type LogLine, type TestApp } from '../support/harness';

/**
 * Cursors come back from clients, so every list that takes one must refuse a cursor it did not write as bad
 * input (BAD_USER_INPUT, 400 on REST) and never let it reach the database as a value the database refuses:
 * no INTERNAL_SERVER_ERROR, no 500, no error in the log.
 */
let t: TestApp;
let api: ApiClient;
let admin: TestUser;
let articleId: number;
const log: LogLine[] = [];

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Every GraphQL query that takes an `after` cursor, with the query text that calls it. */
let lists: Array<{ name: string; query: string; variables: Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await startTestApp({}, {}, log);
  api = apiClient(t.url);
  admin = await createUser(t.services, { plan: 'professional', isAdmin: true });
  articleId = (await createArticle(t.services)).id;
  const schema = buildClientSchema((await api.gql(getIntrospectionQuery())).body.data as IntrospectionQuery);
  lists = Object.values(schema.getQueryType()!.getFields())
    .filter((f) => f.args.some((a) => a.name === 'after'))
    .map((f) => {
      const required = f.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined && a.name !== 'after');
      const variables: Record<string, unknown> = {};
      for (const a of required) {
        if (a.name !== 'articleId') throw new Error(`${f.name} needs ${a.name}: teach this test a value for it`);
        variables[a.name] = String(articleId);
      }
      const decl = ['$after: String', ...required.map((a) => `$${a.name}: ${a.type.toString()}`)].join(', ');
      const call = ['after: $after', ...required.map((a) => `${a.name}: $${a.name}`)].join(', ');
      const selection = getNamedType(f.type).name.endsWith('Connection') ? '{ totalCount }' : '{ __typename }';
      return { name: f.name, query: `query(${decl}) { ${f.name}(${call}) ${selection} }`, variables };
    });
});
afterAll(() => t.close());

const REST_LISTS = () => [`/api/admin/articles/${articleId}/feedback`, '/api/outside-activities'];

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Cursors a client could craft: the shapes the server writes with wrong parts, and plain noise. */
const CRAFTED = [
  b64(JSON.stringify(['1', 1])),
  // Lists keyed by id alone: an id past the int range, zero, a fraction.
  b64(JSON.stringify(2147483648)),
  b64(JSON.stringify(0)),
  b64(JSON.stringify(1.5)),
  b64(JSON.stringify(['2026-01-01T00:00:00.000Z', 2147483648])),
  b64(JSON.stringify(['2026-01-01 00:00:00+00', 2 ** 53])),
  b64(JSON.stringify(['2026-02-30 00:00:00+00', 1])),
  b64(JSON.stringify(['0000-01-01T00:00:00Z', 1])),
  b64(JSON.stringify(['2026-01-01 00:00:00+16', 1])),
  b64(JSON.stringify(['2026-01-01T24:00:00Z', 1])),
  b64(JSON.stringify(['infinity', 1])),
  b64(JSON.stringify(['2026-01-01T00:00:00Z', 'x\u0000'])),
  b64(JSON.stringify(['2026-01-01T00:00:00Z', 1, 2])),
  b64(JSON.stringify({ 0: '2026-01-01T00:00:00Z', 1: 1 })),
  b64('2026-13-45|00000000-0000-0000-0000-000000000000'),
  b64('0000-01-01|00000000-0000-0000-0000-000000000000'),
  b64('2026-01-01|00000000-0000-0000-0000-000000000000|x'),
  'not-a-cursor',
  '%%%',
];

const oddTime = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc
    .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(
      ([y, mo, d, h]) => `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')} ${String(h).padStart(2, '0')}:00:00+00`,
    ),
  fc.constantFrom('1', '-1', 'epoch', 'now', 'infinity', '2026-01-01', '2026-01-01T00:00:00', '2026-06-01 12:00:00.123456+05:30'),
);
const oddId = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e308, '1', '', 'x\u0000', null, true),
);
const randomCursor = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.tuple(oddTime, oddId).map((pair) => b64(JSON.stringify(pair))),
  fc.anything({ maxDepth: 2 }).map((v) => b64(JSON.stringify(v) ?? 'undefined')),
  fc.tuple(fc.oneof(oddTime.map(String), fc.string()), fc.oneof(fc.uuid(), fc.string())).map(([d, id]) => b64(`${d}|${id}`)),
  fc.constantFrom(...CRAFTED),
);

const errorLines = () => log.filter((l) => l.level >= 50);

describe('cursors of every list', () => {
  it('finds every list that takes a cursor', () => {
    expect(lists.map((l) => l.name).sort()).toEqual(
      expect.arrayContaining([
        'activityHistory',
        'articleFeedback',
        'articleRequests',
        'certificates',
        'contactMessages',
        'discountCodes',
        'members',
        'news',
        'outsideActivities',
      ]),
    );
    expect(lists.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses each crafted cursor as bad input on every GraphQL list', async () => {
    for (const l of lists) {
      for (const after of CRAFTED) {
        const res = await api.gql(l.query, { ...l.variables, after }, admin.token);
        expect([l.name, after, res.status, res.body.errors?.map((e) => e.extensions.code)]).toEqual([l.name, after, 200, ['BAD_USER_INPUT']]);
      }
    }
    expect(errorLines()).toEqual([]);
  });

  it('answers 400 to each crafted cursor on the REST lists', async () => {
    for (const path of REST_LISTS()) {
      for (const after of CRAFTED) {
        const res = await api.get(`${path}?after=${encodeURIComponent(after)}`, admin.token);
        expect([path, after, res.status, typeof res.body.error]).toEqual([path, after, 400, 'string']);
      }
    }
    expect(errorLines()).toEqual([]);
  });

  it('never answers random cursors with a server error', async () => {
    for (const l of lists) {
      await fc.assert(
        fc.asyncProperty(randomCursor, async (after) => {
          const res = await api.gql(l.query, { ...l.variables, after }, admin.token);
          const codes = (res.body.errors ?? []).map((e) => e.extensions.code);
          if (res.status >= 500 || codes.some((c) => c !== 'BAD_USER_INPUT')) {
            throw new Error(`${l.name}(after: ${JSON.stringify(after)}) → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS },
      );
    }
    for (const path of REST_LISTS()) {
      await fc.assert(
        fc.asyncProperty(randomCursor, async (after) => {
          const res = await api.get(`${path}?after=${encodeURIComponent(after)}`, admin.token);
          if (res.status !== 200 && res.status !== 400) throw new Error(`${path}?after=${after} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(errorLines()).toEqual([]);
  });

  it('still continues a list after a cursor it wrote', async () => {
    await createDiscountCode(t.services);
    await createDiscountCode(t.services);
    const page = 'query($after: String) { discountCodes(first: 1, after: $after) { edges { node { code } } pageInfo { endCursor } } }';
    const first = await api.gql(page, {}, admin.token);
    const second = await api.gql(page, { after: first.body.data.discountCodes.pageInfo.endCursor }, admin.token);
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data.discountCodes.edges).toHaveLength(1);
    expect(second.body.data.discountCodes.edges[0].node.code).not.toBe(first.body.data.discountCodes.edges[0].node.code);
  });
});
