import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { discoverRestRoutes } from '../support/routes';

/**
 * Every field a REST body may carry, found in the code: fields read in the route files, keys of the
 * zod schemas that parse bodies, and the profile's read-only fields. Each gets values of the wrong
 * type, alone and all together; the answer must be a 4xx with an error (or a success), never a 500.
 */
const MODULES = path.resolve(__dirname, '../../server/src/modules');

/** Files under the modules folder, subfolders of a module included. */
function files(suffix: string, dir = MODULES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(suffix, path.join(dir, e.name)) : e.name.endsWith(suffix) ? [path.join(dir, e.name)] : [],
  );
}

function bodyFields(): string[] {
  const names = new Set<string>();
  for (const file of files('.routes.ts')) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:b|body\(req\)|bodyObject\(\w+\)|req\.body)\.(\w+)/g)) names.add(m[1]);
  }
  for (const file of [...files('.validation.ts'), ...files('.inputs.ts')]) {
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s+(\w+)(?::|,$)/gm)) names.add(m[1]);
  }
  for (const m of readFileSync(path.join(MODULES, 'users/users.inputs.ts'), 'utf8').matchAll(/\['(\w+)', '(\w+)'\]/g)) {
    names.add(m[1]);
    names.add(m[2]);
  }
  for (const name of ['profession', 'secondary_profession', 'company', 'job_title', 'address']) names.add(name);
  return [...names].sort();
}

const FIELDS = bodyFields();
const restRoutes = discoverRestRoutes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && !r.path.includes('webhook'));
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

/** Values that are not what any field expects (text, a number or a flag), including objects that break String(). */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({ toString: 1 }),
  fc.constant({ valueOf: 'x', toString: null }),
  fc.constant({ __proto__: { admin: true } }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc.boolean(),
  fc.double(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
);

let t: TestApp;
let api: ApiClient;
let member: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  member = await createUser(t.services, { plan: 'professional' });
});
afterAll(() => t?.close());

function fillPath(p: string): string {
  return p.replace(/:(\w+)/g, (_m, name: string) => (/^(id|userId)$/.test(name) ? String(member.user.id) : '1'));
}

async function expectNo5xx(method: string, url: string, payload: unknown) {
  const res = method === 'PUT' ? await api.put(url, payload, member.token) : await api.post(url, payload, member.token);
  if (res.status >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  if (res.status >= 400) expect(typeof res.body.error).toBe('string');
  return res;
}

describe('REST bodies with wrong types', () => {
  it('finds the body fields in the code', () => {
    expect(FIELDS).toEqual(expect.arrayContaining(['email', 'password', 'first_name', 'phone', 'company', 'answers', 'code', 'rating']));
    expect(restRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it('PUT /api/users/{id}/profile answers 400 for a non-string in any field', async () => {
    const profileFields = [
      'first_name',
      'last_name',
      'email',
      'phone',
      'phone_country_code',
      'country',
      'city',
      'state',
      'postal_code',
      'profession',
      'secondary_profession',
      'company',
      'job_title',
      'address',
    ];
    for (const field of profileFields) {
      for (const value of [{ toString: 1 }, 5, true, ['a'], { a: 'b' }]) {
        const res = await api.put(`/api/users/${member.user.id}/profile`, { [field]: value }, member.token);
        expect([field, res.status]).toEqual([field, 400]);
        expect(typeof res.body.error).toBe('string');
      }
    }
  });

  it.each(restRoutes.map((r) => [`${r.method} /api${r.path}`, r] as const))('%s: one wrong-typed field at a time never answers 5xx', async (_name, r) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), wrongType, async (field, value) => {
        await expectNo5xx(r.method, `/api${fillPath(r.path)}`, { [field]: value });
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it.each(restRoutes.map((r) => [`${r.method} /api${r.path}`, r] as const))('%s: every field wrong at once never answers 5xx', async (_name, r) => {
    await fc.assert(
      fc.asyncProperty(fc.array(wrongType, { minLength: FIELDS.length, maxLength: FIELDS.length }), async (values) => {
        await expectNo5xx(r.method, `/api${fillPath(r.path)}`, Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])));
      }),
      { numRuns: RUNS },
    );
  });
});
