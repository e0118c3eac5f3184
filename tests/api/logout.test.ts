import { SignJWT, decodeJwt } from 'jose';
import { apiClient } from '../support/client';
import { createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

const SECRET = 'test-secret-test-secret-test-secret-0123';

describe('access tokens: expiry and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ JWT_SECRET: SECRET, JWT_TTL_SECONDS: '3600' });
  });
  afterAll(() => t?.close());

  it('carry exp (and a token id); a token without exp is refused', async () => {
    const api = apiClient(t.url);
    const { user, password } = await createUser(t.services);
    const login = await api.post('/api/login', { email: user.email, password });
    expect(login.status).toBe(200);
    const claims = decodeJwt(login.body.access_token);
    expect(typeof claims.exp).toBe('number');
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(typeof claims.jti).toBe('string');

    const key = new TextEncoder().encode(SECRET);
    const forever = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setJti('x')
      .setAudience('leerpunt')
      .sign(key);
    expect((await api.get('/api/profile', forever)).status).toBe(401);
    const expired = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .setJti('y')
      .setAudience('leerpunt')
      .sign(key);
    expect((await api.get('/api/profile', expired)).status).toBe(401);
  });

  it('REST logout revokes that token on the server and leaves other sessions alone', async () => {
    const api = apiClient(t.url);
    const { user, password } = await createUser(t.services);
    const a = (await api.post('/api/login', { email: user.email, password })).body.access_token as string;
    const b = (await api.post('/api/login', { email: user.email, password })).body.access_token as string;
    expect((await api.get('/api/profile', a)).status).toBe(200);
    expect((await api.post('/api/logout', {}, a)).status).toBe(200);
    expect((await api.get('/api/profile', a)).status).toBe(401);
    expect((await api.gql('{ me { id } }', {}, a)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await api.get('/api/profile', b)).status).toBe(200);
    expect((await api.post('/api/logout', {}, a)).status).toBe(401);
    expect((await api.post('/api/logout', {})).status).toBe(401);
  });

  it('GraphQL logout does the same', async () => {
    const api = apiClient(t.url);
    const { user, password } = await createUser(t.services);
    const token = (await api.post('/api/login', { email: user.email, password })).body.access_token as string;
    const out = await api.gql('mutation { logout { ok } }', {}, token);
    expect(out.body.data.logout.ok).toBe(true);
    expect((await api.get('/api/profile', token)).status).toBe(401);
    const again = await api.gql('mutation { logout { ok } }', {}, token);
    expect(again.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
