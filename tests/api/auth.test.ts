import { toGlobalId } from '../../server/src/graphql/global-id';
import { MESSAGES } from '@leerpunt/shared/messages';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, latestMailLink, registrationForm } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const tokenOf = (link: string) => link.split('/').pop()!;

describe('POST /api/register', () => {
  it('mails no text a visitor typed: the account mails greet without the entered name', async () => {
    const lure = 'Win a prize at http://evil.example/claim now';
    const form = registrationForm({ firstName: lure, lastName: 'www.evil.example' });
    expect((await api.post('/api/register', form)).status).toBe(201);
    await api.post('/api/request-password-reset', { email: form.email });
    await api.post('/api/register', registrationForm({ email: form.email, firstName: 'Second http://evil.example/again' }));
    const mails = (await t.services.mail.recent(200)).filter((m) => m.to === form.email);
    expect(mails.map((m) => m.template).sort()).toEqual(['email_confirmation', 'password_reset', 'registration_existing']);
    for (const m of mails) {
      for (const part of [m.subject, m.text, m.html]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('Win a prize');
      }
      expect(m.text.startsWith('Hello,')).toBe(true);
    }
  });

  it('creates an unconfirmed account and mails a confirmation link', async () => {
    const form = registrationForm();
    const res = await api.post('/api/register', form);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user_email: form.email, email_sent: true });
    const link = await latestMailLink(t.services, form.email, 'email_confirmation');
    expect(link).toMatch(/\/confirm\/[A-Za-z0-9_-]{43}$/);
    const login = await api.post('/api/login', { email: form.email, password: form.password });
    expect(login.status).toBe(403);
    expect(login.body.email_confirmation_required).toBe(true);
    expect(login.body.error).toContain('Email not confirmed');
  });

  it.each([
    [{ confirmPassword: 'Different-Pass-1' }, MESSAGES.passwordsDoNotMatch],
    [{ acceptPrivacy: false }, MESSAGES.acceptPrivacy],
    [{ acceptTerms: false }, MESSAGES.acceptTerms],
    [{ password: 'short', confirmPassword: 'short' }, MESSAGES.passwordTooShort],
    [{ firstName: '  ' }, 'First name is required'],
    [{ company: undefined }, 'Company is required'],
    [{ postalCode: '' }, 'Postal code is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ profession: 'Astronaut' }, 'Please choose a profession from the list'],
    [{ phone: 12345 }, 'Phone must be text'],
  ])('refuses %j with a clear message', async (override, message) => {
    const res = await api.post('/api/register', registrationForm(override));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('defaults the phone country code to +31 and stores acceptance timestamps', async () => {
    const form = registrationForm({ phoneCountryCode: undefined });
    expect((await api.post('/api/register', form)).status).toBe(201);
    const rows = await t.db.query('SELECT phone_country_code, terms_accepted_at, privacy_accepted_at, password_hash FROM users WHERE email = $1', [form.email]);
    expect(rows[0].phone_country_code).toBe('+31');
    expect(rows[0].terms_accepted_at).toBeTruthy();
    expect(rows[0].privacy_accepted_at).toBeTruthy();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers the same for an e-mail that already has an account, and tells its owner', async () => {
    const form = registrationForm();
    await api.post('/api/register', form);
    const again = await api.post('/api/register', { ...form, firstName: 'Someone' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ user_email: form.email, email_sent: true });
    await expect(latestMailLink(t.services, form.email, 'registration_existing')).resolves.toContain('/login');
    const count = await t.db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [form.email]);
    expect(count[0].n).toBe(1);
  });

  it('rejects malformed JSON and non-object bodies with 400', async () => {
    expect((await api.raw('POST', '/api/register', '{"firstName":')).status).toBe(400);
    expect((await api.raw('POST', '/api/register', '[1,2]')).status).toBe(400);
  });
});

describe('e-mail confirmation', () => {
  it('confirms once, then answers already confirmed; unknown tokens fail', async () => {
    const form = registrationForm();
    await api.post('/api/register', form);
    const token = tokenOf(await latestMailLink(t.services, form.email, 'email_confirmation'));
    const first = await api.get(`/api/confirm-email/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ confirmed: true, message: MESSAGES.confirmSuccess, already_confirmed: false });
    const second = await api.get(`/api/confirm-email/${token}`);
    expect(second.body).toMatchObject({ confirmed: true, already_confirmed: true });
    const bad = await api.get('/api/confirm-email/not-a-real-token');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.confirmInvalid);
    // Confirmed but no plan yet: sign-in answers 402 with the user.
    const login = await api.post('/api/login', { email: form.email, password: form.password });
    expect(login.status).toBe(402);
    expect(login.body.subscription_required).toBe(true);
    expect(login.body.user.email).toBe(form.email);
    expect(login.body.access_token).toBeUndefined();
  });

  it('resend issues a new link and invalidates the old one', async () => {
    const form = registrationForm();
    await api.post('/api/register', form);
    const old = tokenOf(await latestMailLink(t.services, form.email, 'email_confirmation'));
    const res = await api.post('/api/resend-confirmation', { email: form.email });
    expect(res.status).toBe(200);
    const fresh = tokenOf(await latestMailLink(t.services, form.email, 'email_confirmation'));
    expect(fresh).not.toBe(old);
    expect((await api.get(`/api/confirm-email/${old}`)).status).toBe(400);
    expect((await api.get(`/api/confirm-email/${fresh}`)).status).toBe(200);
    // Unknown e-mail: same answer.
    expect((await api.post('/api/resend-confirmation', { email: 'nobody@example.test' })).status).toBe(200);
  });
});

describe('POST /api/login', () => {
  it('signs in an active member and the token reads the profile', async () => {
    const { user, password } = await createUser(t.services, { plan: 'professional' });
    const res = await api.post('/api/login', { email: user.email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(typeof res.body.access_token).toBe('string');
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, is_admin: false, subscription_status: 'active' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/);
    const profile = await api.get('/api/profile', res.body.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body.user.is_admin).toBe(false);
  });

  it('answers 401 with an error for bad credentials and 400 for missing fields', async () => {
    const { user } = await createUser(t.services);
    const res = await api.post('/api/login', { email: user.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid credentials');
    expect((await api.post('/api/login', { email: user.email })).status).toBe(400);
    expect((await api.post('/api/login', { email: 5, password: [] })).status).toBe(400);
  });

  it('locks an e-mail with 429 after repeated failures', async () => {
    const { user, password } = await createUser(t.services);
    for (let i = 0; i < 5; i++) expect((await api.post('/api/login', { email: user.email, password: 'nope-nope' })).status).toBe(401);
    const locked = await api.post('/api/login', { email: user.email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets admins in without a subscription', async () => {
    const { user, password } = await createUser(t.services, { plan: null, isAdmin: true });
    const res = await api.post('/api/login', { email: user.email, password });
    expect(res.status).toBe(200);
    expect(res.body.user.is_admin).toBe(true);
  });
});

describe('GET /api/profile', () => {
  it('needs a valid bearer token', async () => {
    expect((await api.get('/api/profile')).status).toBe(401);
    expect((await api.get('/api/profile', 'garbage.token.here')).status).toBe(401);
  });
});

describe('PUT /api/users/:id/profile', () => {
  it('updates editable fields, refuses read-only changes and other users', async () => {
    const a = await createUser(t.services);
    const b = await createUser(t.services);
    const update = {
      profession: 'Auditor',
      secondary_profession: 'None',
      company: 'New Co',
      job_title: 'Lead',
      address: 'Singel 2',
      first_name: a.user.firstName,
      email: a.user.email,
    };
    const ok = await api.put(`/api/users/${a.user.id}/profile`, update, a.token);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(MESSAGES.profileUpdated);
    expect(ok.body.user).toMatchObject({ profession: 'Auditor', secondary_profession: null, company: 'New Co', job_title: 'Lead' });
    const readOnly = await api.put(`/api/users/${a.user.id}/profile`, { ...update, first_name: 'Changed' }, a.token);
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.error).toBe(MESSAGES.readOnlyField);
    const missing = await api.put(`/api/users/${a.user.id}/profile`, { ...update, company: '' }, a.token);
    expect(missing.status).toBe(400);
    expect((await api.put(`/api/users/${b.user.id}/profile`, update, a.token)).status).toBe(403);
    expect((await api.put(`/api/users/${a.user.id}/profile`, update)).status).toBe(401);
    expect((await api.put('/api/users/abc/profile', update, a.token)).status).toBe(400);
  });
});

describe('password reset', () => {
  it('lifts the sign-in lockout once the password is reset', async () => {
    const { user } = await createUser(t.services);
    for (let i = 0; i < 5; i++) expect((await api.post('/api/login', { email: user.email, password: 'nope-nope' })).status).toBe(401);
    expect((await api.post('/api/login', { email: user.email, password: 'nope-nope' })).status).toBe(429);
    await api.post('/api/request-password-reset', { email: user.email });
    const resetToken = tokenOf(await latestMailLink(t.services, user.email, 'password_reset'));
    expect((await api.post(`/api/reset-password/${resetToken}`, { password: 'Fresh-Start-42' })).status).toBe(200);
    const signIn = await api.post('/api/login', { email: user.email.toUpperCase(), password: 'Fresh-Start-42' });
    expect(signIn.status).toBe(200);
    expect(typeof signIn.body.access_token).toBe('string');
  });

  it('resets once with a valid link, revokes old tokens and answers the same for unknown e-mails', async () => {
    const { user, token } = await createUser(t.services);
    expect((await api.post('/api/request-password-reset', { email: user.email })).status).toBe(200);
    expect((await api.post('/api/request-password-reset', { email: 'nobody@example.test' })).status).toBe(200);
    expect((await api.post('/api/request-password-reset', { email: 'not-an-email' })).status).toBe(400);
    const link = await latestMailLink(t.services, user.email, 'password_reset');
    const resetToken = tokenOf(link);
    const info = await api.get(`/api/verify-reset-token/${resetToken}`);
    expect(info.body).toEqual({ email: user.email, user_name: `${user.firstName} ${user.lastName}` });
    const short = await api.post(`/api/reset-password/${resetToken}`, { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(MESSAGES.passwordTooShort);
    expect((await api.post(`/api/reset-password/${resetToken}`, { password: 'A-New-Password-7' })).status).toBe(200);
    expect((await api.post(`/api/reset-password/${resetToken}`, { password: 'Another-Pass-8' })).body.error).toBe(MESSAGES.resetInvalid);
    expect((await api.get(`/api/verify-reset-token/${resetToken}`)).status).toBe(400);
    expect((await api.get('/api/profile', token)).status).toBe(401);
    expect((await api.post('/api/login', { email: user.email, password: 'A-New-Password-7' })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { user } = await createUser(t.services);
    await api.post('/api/request-password-reset', { email: user.email });
    const resetToken = tokenOf(await latestMailLink(t.services, user.email, 'password_reset'));
    await t.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [user.id]);
    expect((await api.get(`/api/verify-reset-token/${resetToken}`)).body.error).toBe(MESSAGES.resetInvalid);
  });
});

describe('GraphQL mirrors the REST calls', () => {
  const LOGIN =
    'mutation($input: LoginInput!) { login(input: $input) { accessToken subscriptionRequired user { id email } userErrors { field message code } } }';

  it('registers, signs in and reads me', async () => {
    const form = registrationForm();
    const reg = await api.gql('mutation($input: RegisterInput!) { register(input: $input) { userEmail emailSent userErrors { code } } }', { input: form });
    expect(reg.body.data.register).toEqual({ userEmail: form.email, emailSent: true, userErrors: [] });
    const { user, password } = await createUser(t.services);
    const login = await api.gql(LOGIN, { input: { email: user.email, password } });
    const token = login.body.data.login.accessToken;
    expect(login.body.data.login.subscriptionRequired).toBe(false);
    expect(login.body.data.login.userErrors).toEqual([]);
    const me = await api.gql('{ me { id email isAdmin } }', {}, token);
    expect(me.body.data.me).toEqual({ id: toGlobalId('User', user.id), email: user.email, isAdmin: false });
  });

  it('maps errors to codes, never to internal errors; expected failures are userErrors', async () => {
    const anon = await api.gql('{ me { id } }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await api.gql(LOGIN, { input: { email: 'x@y.z', password: 'wrong-one' } });
    expect(bad.body.errors).toBeUndefined();
    expect(bad.body.data.login).toMatchObject({
      accessToken: null,
      user: null,
      userErrors: [{ field: null, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }],
    });
    const a = await createUser(t.services);
    const b = await createUser(t.services);
    const other = await api.gql(`{ user(id: ${b.user.id}) { email } }`, {}, a.token);
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const invalid = await api.gql('mutation($input: RegisterInput!) { register(input: $input) { userEmail userErrors { field message code } } }', {
      input: registrationForm({ acceptTerms: false }),
    });
    expect(invalid.body.errors).toBeUndefined();
    expect(invalid.body.data.register).toEqual({
      userEmail: null,
      userErrors: [{ field: ['acceptTerms'], message: MESSAGES.acceptTerms, code: 'BAD_USER_INPUT' }],
    });
  });

  it('reports an unconfirmed address as EMAIL_NOT_CONFIRMED and confirms it with the link', async () => {
    const form = registrationForm();
    await api.gql('mutation($input: RegisterInput!) { register(input: $input) { emailSent } }', { input: form });
    const unconfirmed = await api.gql(LOGIN, { input: { email: form.email, password: form.password } });
    expect(unconfirmed.body.data.login.userErrors).toEqual([
      { field: null, message: 'Email not confirmed. Please check your inbox for the confirmation link.', code: 'EMAIL_NOT_CONFIRMED' },
    ]);
    const CONFIRM = 'mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) { message confirmed alreadyConfirmed userErrors { message code } } }';
    const invalid = await api.gql(CONFIRM, { input: { token: 'not-a-real-token' } });
    expect(invalid.body.data.confirmEmail).toEqual({
      message: null,
      confirmed: false,
      alreadyConfirmed: false,
      userErrors: [{ message: MESSAGES.confirmInvalid, code: 'BAD_USER_INPUT' }],
    });
    const token = tokenOf(await latestMailLink(t.services, form.email, 'email_confirmation'));
    const confirmed = await api.gql(CONFIRM, { input: { token } });
    expect(confirmed.body.data.confirmEmail).toEqual({ message: MESSAGES.confirmSuccess, confirmed: true, alreadyConfirmed: false, userErrors: [] });
    const RESEND = 'mutation($input: ResendConfirmationInput!) { resendConfirmation(input: $input) { message userErrors { field code } } }';
    expect((await api.gql(RESEND, { input: { email: form.email } })).body.data.resendConfirmation).toEqual({ message: MESSAGES.resendSuccess, userErrors: [] });
    expect((await api.gql(RESEND, { input: { email: 'not-an-email' } })).body.data.resendConfirmation).toEqual({
      message: null,
      userErrors: [{ field: ['email'], code: 'BAD_USER_INPUT' }],
    });
  });

  it('updates the profile, returning the member; a bad field is a userError, another member a FORBIDDEN error', async () => {
    const a = await createUser(t.services);
    const b = await createUser(t.services);
    const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id company jobTitle } userErrors { field message code } } }';
    const profile = { profession: 'Accountant', secondaryProfession: null, company: 'Acme BV', jobTitle: 'Auditor', address: 'Main Street 1' };
    const saved = await api.gql(UPDATE, { input: { userId: a.user.id, ...profile } }, a.token);
    expect(saved.body.data.updateProfile).toEqual({ user: { id: toGlobalId('User', a.user.id), company: 'Acme BV', jobTitle: 'Auditor' }, userErrors: [] });
    const blank = await api.gql(UPDATE, { input: { userId: a.user.id, ...profile, company: ' ' } }, a.token);
    expect(blank.body.data.updateProfile).toEqual({ user: null, userErrors: [{ field: ['company'], message: 'Company is required', code: 'BAD_USER_INPUT' }] });
    const other = await api.gql(UPDATE, { input: { userId: b.user.id, ...profile } }, a.token);
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(other.body.data).toBeNull();
  });

  it('resets a password, naming the field or the link that is wrong', async () => {
    const { user } = await createUser(t.services);
    const REQUEST = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { field message code } } }';
    const requested = await api.gql(REQUEST, { input: { email: user.email } });
    expect(requested.body.data.requestPasswordReset).toEqual({ message: 'If an account exists for this e-mail, a reset link is on its way.', userErrors: [] });
    const token = tokenOf(await latestMailLink(t.services, user.email, 'password_reset'));
    const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message userErrors { field message code } } }';
    const short = await api.gql(RESET, { input: { token, password: 'short' } });
    expect(short.body.data.resetPassword).toEqual({
      message: null,
      userErrors: [{ field: ['password'], message: MESSAGES.passwordTooShort, code: 'BAD_USER_INPUT' }],
    });
    const unknown = await api.gql(RESET, { input: { token: 'not-a-real-token', password: 'Another-Pass-1' } });
    expect(unknown.body.data.resetPassword.userErrors).toEqual([{ field: null, message: MESSAGES.resetInvalid, code: 'BAD_USER_INPUT' }]);
    const done = await api.gql(RESET, { input: { token, password: 'Another-Pass-1' } });
    expect(done.body.data.resetPassword).toEqual({ message: 'Password reset successfully', userErrors: [] });
    const login = await api.gql(LOGIN, { input: { email: user.email, password: 'Another-Pass-1' } });
    expect(login.body.data.login.userErrors).toEqual([]);
  });
});

describe('static pages and SPA', () => {
  it('serves the legal pages', async () => {
    const res = await fetch(`${t.url}/terms-of-service.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Terms of Service');
    expect((await fetch(`${t.url}/privacy-policy.html`)).status).toBe(200);
  });
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await api.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Not found');
  });
});
