import { createHash, randomBytes } from 'node:crypto';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createCompletions, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/** Partner applications over OAuth 2.0: registration, client credentials, authorization code + PKCE with consent, scopes, withdrawal, revocation. */

const REDIRECT = 'http://localhost:4999/callback';
let t: TestApp;
let api: ApiClient;
let admin: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await createUser(t.services, { isAdmin: true });
  member = await createUser(t.services);
  other = await createUser(t.services);
  const article = await createArticle(t.services);
  await createCompletions(t.services, member.user.id, [{ articleId: article.id, completedAt: new Date('2026-03-01T10:00:00Z') }]);
});
afterAll(() => t.close());

const REGISTER = `mutation ($input: RegisterPartnerClientInput!) {
  registerPartnerClient(input: $input) { partnerClient { id clientId name scopes redirectUris revokedAt } clientSecret userErrors { field message code } }
}`;

interface Client {
  id: string;
  clientId: string;
  secret: string;
}

async function register(scopes: string[], name = 'Demo partner (test)'): Promise<Client> {
  const res = await api.gql(REGISTER, { input: { name, redirectUris: [REDIRECT], scopes } }, admin.token);
  expect(res.body.errors).toBeUndefined();
  const p = res.body.data.registerPartnerClient;
  expect(p.userErrors).toEqual([]);
  return { id: p.partnerClient.id, clientId: p.partnerClient.clientId, secret: p.clientSecret };
}

const basic = (c: Client, secret = c.secret) => `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function token(c: Client, form: Record<string, string>, secret?: string) {
  const res = await fetch(`${t.url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic(c, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** A browser's cookies, enough for the authorisation server's interaction and session cookies. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The authorization code flow with PKCE, driven over HTTP as a browser would: authorize, consent page's calls, code, token. */
async function authorize(c: Client, scope: string, who: TestUser, answer: 'allow' | 'deny' = 'allow') {
  const jar = new Jar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: c.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const start = await fetch(`${t.url}/oauth/auth?${query}`, { redirect: 'manual' });
  jar.take(start);
  expect(start.status).toBe(303);
  const consentPath = start.headers.get('location')!;
  expect(consentPath).toMatch(/^\/oauth\/consent\/[\w-]+$/);

  const call = (method: string, suffix: string, bearer: string | null = who.token) =>
    fetch(`${t.url}${consentPath}${suffix}`, { method, headers: { cookie: jar.header(), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });

  // Signed out, the consent page's calls are refused; signed in, they name the partner and the scopes in plain words.
  expect((await call('GET', '/details', null)).status).toBe(401);
  const details = await call('GET', '/details');
  expect(details.status).toBe(200);
  const shown = (await details.json()) as { client_name: string; scopes: Array<{ scope: string; description: string }> };

  const decided = await call('POST', `/${answer}`);
  expect(decided.status).toBe(200);
  const { redirect_to } = (await decided.json()) as { redirect_to: string };
  let res = await fetch(redirect_to, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(res);
  // The server may take one more step of its own before answering the partner's redirect URI.
  while (res.status === 303 && !res.headers.get('location')!.startsWith(REDIRECT)) {
    res = await fetch(new URL(res.headers.get('location')!, t.url), { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
  }
  const back = new URL(res.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe(state);
  if (answer === 'deny') return { shown, error: back.searchParams.get('error'), tokens: null };
  const code = back.searchParams.get('code')!;
  const tokens = await token(c, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier });
  expect(tokens.status).toBe(200);
  return { shown, error: null, tokens: tokens.body, code, verifier };
}

const CERTIFICATES = `query ($userId: ID) { certificates(userId: $userId, first: 5) { totalCount } }`;
const HISTORY = `query { activityHistory(first: 5) { totalCount edges { node { passed } } } }`;

describe('partner clients', () => {
  it('admins register a client: its secret is shown once and stored only as a hash; bad input is a userError; members are refused', async () => {
    const c = await register(['certificates:read', 'cpd_record:read']);
    expect(c.clientId).toMatch(/^lp_/);
    expect(c.secret.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db.query('SELECT secret_hash FROM partner_clients WHERE client_id = $1', [c.clientId]);
    expect(row.secret_hash).toMatch(/^sha256:/);
    expect(row.secret_hash).not.toContain(c.secret);

    const list = await api.gql('{ partnerClients(first: 50) { totalCount edges { node { clientId name scopes } } } }', {}, admin.token);
    expect(list.body.data.partnerClients.edges.map((e: any) => e.node.clientId)).toContain(c.clientId);

    const bad = await api.gql(REGISTER, { input: { name: 'X', redirectUris: ['http://evil.example/cb'], scopes: ['everything'] } }, admin.token);
    expect(bad.body.data.registerPartnerClient.partnerClient).toBeNull();
    expect(bad.body.data.registerPartnerClient.userErrors.map((e: any) => e.field)).toEqual(
      expect.arrayContaining([
        ['redirectUris', '0'],
        ['scopes', '0'],
      ]),
    );

    const refused = await api.gql(REGISTER, { input: { name: 'X', scopes: ['catalog:read'] } }, member.token);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('client credentials give a short-lived token for the client itself, which cannot read member data', async () => {
    const c = await register(['catalog:read', 'verify:bulk', 'certificates:read']);
    const wrong = await token(c, { grant_type: 'client_credentials', scope: 'catalog:read' }, 'not-the-secret');
    expect([wrong.status, wrong.body.error]).toEqual([401, 'invalid_client']);

    const res = await token(c, { grant_type: 'client_credentials', scope: 'catalog:read verify:bulk certificates:read' });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.expires_in).toBeLessThanOrEqual(600);
    expect(res.body.scope.split(' ').sort()).toEqual(['catalog:read', 'verify:bulk']);
    const access = res.body.access_token as string;

    const gql = await api.gql(CERTIFICATES, { userId: member.user.id }, access);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await api.get(`/api/users/${member.user.id}/certificates`, access)).status).toBe(403);
    // Nothing else of the API opens to a partner token.
    expect((await api.get('/api/profile', access)).status).toBe(401);
    expect((await api.gql('{ me { id } }', {}, access)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('rotation ends the old secret at once', async () => {
    const c = await register(['catalog:read']);
    const res = await api.gql(
      'mutation ($input: RotatePartnerClientSecretInput!) { rotatePartnerClientSecret(input: $input) { clientSecret partnerClient { clientId } userErrors { code } } }',
      { input: { id: c.id } },
      admin.token,
    );
    const fresh = res.body.data.rotatePartnerClientSecret.clientSecret as string;
    expect(fresh).not.toBe(c.secret);
    expect((await token(c, { grant_type: 'client_credentials', scope: 'catalog:read' })).status).toBe(401);
    expect((await token(c, { grant_type: 'client_credentials', scope: 'catalog:read' }, fresh)).status).toBe(200);
  });
});

describe('authorization code with PKCE and the member consent', () => {
  it('a member consents; the token reads their certificates and CPD record with the right scope only, and nobody else’s', async () => {
    const c = await register(['certificates:read', 'cpd_record:read', 'catalog:read']);
    const flow = await authorize(c, 'certificates:read', member);
    expect(flow.shown).toMatchObject({
      client_name: 'Demo partner (test)',
      scopes: [{ scope: 'certificates:read', description: expect.stringMatching(/certificates/) }],
    });
    const access = flow.tokens!.access_token as string;
    expect(flow.tokens!.scope).toBe('certificates:read');
    expect(flow.tokens!.expires_in).toBeLessThanOrEqual(600);

    const mine = await api.gql(CERTIFICATES, {}, access);
    expect(mine.body).toEqual({ data: { certificates: { totalCount: 0 } } });
    expect((await api.get(`/api/users/${member.user.id}/certificates`, access)).status).toBe(200);
    // Another member's data, or a scope the token lacks, are refused.
    expect((await api.get(`/api/users/${other.user.id}/certificates`, access)).status).toBe(403);
    expect((await api.gql(CERTIFICATES, { userId: other.user.id }, access)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const history = await api.gql(HISTORY, {}, access);
    expect(history.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await api.get(`/api/users/${member.user.id}/cpd-record?format=csv`, access)).status).toBe(403);
    // A code is used once: replaying it is refused and ends the tokens it gave.
    expect((await token(c, { grant_type: 'authorization_code', code: flow.code!, redirect_uri: REDIRECT, code_verifier: flow.verifier! })).status).toBe(400);
    expect((await api.get(`/api/users/${member.user.id}/certificates`, access)).status).toBe(401);

    // Asking for more: a second consent widens the one in force.
    const wider = await authorize(c, 'certificates:read cpd_record:read', member);
    const both = wider.tokens!.access_token as string;
    expect((await api.gql(HISTORY, {}, both)).body.data.activityHistory).toMatchObject({ totalCount: 1, edges: [{ node: { passed: true } }] });
    const csv = await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?format=csv`, { headers: { authorization: `Bearer ${both}` } });
    expect(csv.status).toBe(200);
    expect(await t.services.partners.hasPartnerConsent(c.clientId, member.user.id, 'cpd_record:read')).toBe(true);
    expect(await t.services.partners.hasPartnerConsent(c.clientId, other.user.id, 'cpd_record:read')).toBe(false);
    const [consents] = await t.db.query('SELECT count(*)::int AS n FROM partner_consents WHERE user_id = $1 AND client_id = $2', [member.user.id, c.clientId]);
    expect(consents.n).toBe(1);
  });

  it('a member who denies sends the partner access_denied and records no consent', async () => {
    const c = await register(['certificates:read']);
    const flow = await authorize(c, 'certificates:read', other, 'deny');
    expect(flow.error).toBe('access_denied');
    expect(await t.services.partners.hasPartnerConsent(c.clientId, other.user.id, 'certificates:read')).toBe(false);
  });

  it('withdrawing the consent in the account refuses the token and its refresh token at once', async () => {
    const c = await register(['certificates:read']);
    const flow = await authorize(c, 'certificates:read', member);
    const access = flow.tokens!.access_token as string;
    expect((await api.get(`/api/users/${member.user.id}/certificates`, access)).status).toBe(200);

    const list = await api.gql(
      '{ connectedApplications(first: 20) { totalCount edges { node { id clientId name scopes { scope description } } } } }',
      {},
      member.token,
    );
    const app = list.body.data.connectedApplications.edges.find((e: any) => e.node.clientId === c.clientId).node;
    expect(app.scopes).toEqual([{ scope: 'certificates:read', description: expect.any(String) }]);

    const WITHDRAW = 'mutation ($input: WithdrawConsentInput!) { withdrawConsent(input: $input) { withdrawnId userErrors { code } } }';
    // Another member cannot withdraw it.
    expect((await api.gql(WITHDRAW, { input: { id: app.id } }, other.token)).body.data.withdrawConsent.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
    expect((await api.gql(WITHDRAW, { input: { id: app.id } }, member.token)).body.data.withdrawConsent).toEqual({ withdrawnId: app.id, userErrors: [] });

    expect((await api.get(`/api/users/${member.user.id}/certificates`, access)).status).toBe(401);
    expect((await api.gql(CERTIFICATES, {}, access)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    if (flow.tokens!.refresh_token) expect((await token(c, { grant_type: 'refresh_token', refresh_token: flow.tokens!.refresh_token })).status).toBe(400);
    expect(await t.services.partners.hasPartnerConsent(c.clientId, member.user.id, 'certificates:read')).toBe(false);
    const after = await api.gql('{ connectedApplications { edges { node { clientId } } } }', {}, member.token);
    expect(after.body.data.connectedApplications.edges.map((e: any) => e.node.clientId)).not.toContain(c.clientId);
  });

  it('revoking the client refuses its tokens and its credentials', async () => {
    const c = await register(['certificates:read', 'catalog:read']);
    const flow = await authorize(c, 'certificates:read', member);
    const access = flow.tokens!.access_token as string;
    expect((await api.get(`/api/users/${member.user.id}/certificates`, access)).status).toBe(200);

    const res = await api.gql(
      'mutation ($input: RevokePartnerClientInput!) { revokePartnerClient(input: $input) { partnerClient { revokedAt } userErrors { code } } }',
      { input: { id: c.id } },
      admin.token,
    );
    expect(res.body.data.revokePartnerClient.partnerClient.revokedAt).toEqual(expect.any(String));
    expect((await api.get(`/api/users/${member.user.id}/certificates`, access)).status).toBe(401);
    expect((await token(c, { grant_type: 'client_credentials', scope: 'catalog:read' })).status).toBe(401);
    expect(await t.services.partners.hasPartnerConsent(c.clientId, member.user.id, 'certificates:read')).toBe(false);
  });
});
