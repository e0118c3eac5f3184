import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type IntrospectionQuery,
} from 'graphql';
import { publicOperations } from '../../server/src/graphql/auth-checker';
import '../../server/src/graphql/schema';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { discoverRestRoutes } from '../support/routes';

/**
 * Object-level authorisation, generated over every REST path with a user id and every GraphQL
 * operation taking a userId: another member's token → 403 (or 404), no token → 401, admin → allowed.
 */
let t: TestApp;
let api: ApiClient;
let owner: TestUser;
let intruder: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  owner = await createUser(t.services, { plan: 'professional' });
  intruder = await createUser(t.services, { plan: 'professional' });
  admin = await createUser(t.services, { plan: null, isAdmin: true });
});
afterAll(() => t.close());

/** Routes no one but the member may call, admins included: their data export goes to them alone. */
const OWN_ONLY = new Set(['POST /users/:id/data-export']);

const userRoutes = discoverRestRoutes().filter((r) => /\/users\/:(id|userId)\b/.test(r.path));
const urlFor = (p: string, userId: number) => `/api${p.replace(/:(id|userId)\b/, String(userId)).replace(/:(\w+)/g, '1')}`;

function call(method: string, url: string, token: string | null, body: unknown) {
  if (method === 'GET') return api.get(url, token);
  if (method === 'DELETE') return api.delete(url, token);
  return method === 'PUT' ? api.put(url, body, token) : api.post(url, body, token);
}

describe('REST: /users/{id}/… belongs to its user', () => {
  it('has user-scoped routes to check', () => {
    expect(userRoutes.length).toBeGreaterThanOrEqual(1);
  });

  it.each(userRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_n, r) => {
    const body = { user_id: owner.user.id, userId: owner.user.id };
    const url = urlFor(r.path, owner.user.id);
    expect((await call(r.method, url, null, body)).status).toBe(401);
    expect([403, 404]).toContain((await call(r.method, url, intruder.token, body)).status);
    const asAdmin = await call(r.method, url, admin.token, body);
    if (OWN_ONLY.has(`${r.method} ${r.path}`)) {
      expect(asAdmin.status).toBe(403);
      return;
    }
    expect([401, 403]).not.toContain(asAdmin.status);
    expect(asAdmin.status).toBeLessThan(500);
  });
});

describe('GraphQL: operations taking a userId belong to that user', () => {
  let operations: Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = [];

  beforeAll(async () => {
    const res = await api.gql(getIntrospectionQuery());
    const schema = buildClientSchema(res.body.data as IntrospectionQuery);
    const pick = (kind: 'query' | 'mutation', fields: Record<string, GraphQLField<unknown, unknown>>) =>
      Object.values(fields)
        .filter((f) => f.args.some((a) => a.name === 'userId' || userIdInput(a.type)))
        .map((field) => ({ kind, field }));
    // Public operations (e.g. validateDiscountCode, where user_id is only informational) are open by design.
    operations = [...pick('query', schema.getQueryType()?.getFields() ?? {}), ...pick('mutation', schema.getMutationType()?.getFields() ?? {})].filter(
      (o) => !publicOperations.has(o.field.name),
    );
  });

  /** The input object type of an `input` argument that names the member (`input: { userId }`), if it is one. */
  function userIdInput(type: GraphQLInputType) {
    const named = getNamedType(type);
    return isInputObjectType(named) && 'userId' in named.getFields() ? named : null;
  }

  /** The owner's id as the argument or input field takes it. */
  const ownerId = (type: GraphQLInputType) => (getNamedType(type).name === 'ID' ? String(owner.user.id) : owner.user.id);

  /** An argument's value: the owner's id wherever the member is named, a placeholder elsewhere. */
  function valueOf(name: string, type: GraphQLInputType): unknown {
    if (name === 'userId') return ownerId(type);
    const input = userIdInput(type);
    return input ? { ...(sample(type) as object), userId: ownerId(input.getFields().userId.type) } : sample(type);
  }

  /** A type-correct placeholder value, so the call reaches the resolver. */
  function sample(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [];
    const named = getNamedType(type);
    if (isInputObjectType(named))
      return Object.fromEntries(
        Object.values(named.getFields())
          .filter((f) => isNonNullType(f.type))
          .map((f) => [f.name, sample(f.type)]),
      );
    if (isEnumType(named)) return named.getValues()[0]?.value;
    return { Int: 1, Float: 1, Boolean: false, ID: '1', DateTimeISO: new Date().toISOString() }[named.name] ?? 'x';
  }

  it('refuses other members and visitors, lets admins through', async () => {
    for (const { kind, field } of operations) {
      const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const named = getNamedType(field.type);
      const selection = isObjectType(named) ? ' { __typename }' : '';
      const query = `${kind}(${decl}) { ${field.name}(${args})${selection} }`;
      const variables = Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.name, a.type)]));
      const codeOf = async (token: string | null) => (await api.gql(query, variables, token)).body.errors?.[0]?.extensions?.code ?? 'OK';
      expect([field.name, await codeOf(null)]).toEqual([field.name, 'UNAUTHENTICATED']);
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(await codeOf(intruder.token));
      expect(['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR']).not.toContain(await codeOf(admin.token));
    }
  });
});
