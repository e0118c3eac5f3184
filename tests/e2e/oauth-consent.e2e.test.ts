import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { browserSuite, fieldLabel } from '../support/browser-suite';
import { createUser } from '../support/factories';
import { wcagAudit } from '../support/axe';

/** A partner application asks a member for access: the consent page, the way back to the partner, and disconnecting it in the account. */

const suite = browserSuite();
/** The partner's site: its redirect URI answers a small page. */
let partner: Server;
let REDIRECT = '';
beforeAll(async () => {
  partner = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Partner</title><h1>Back at the partner</h1>'));
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  REDIRECT = `http://localhost:${(partner.address() as AddressInfo).port}/callback`;
});
afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await wcagAudit(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** The partner's authorization request (code flow with PKCE), as its site would send the browser. */
function authorizeUrl(clientId: string): string {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'certificates:read cpd_record:read',
    state: 'demo-state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${suite.app.url}/oauth/auth?${query}`;
}

describe.each([
  [1280, 900],
  [375, 740],
])('at %i px', (width, height) => {
  it('a member allows a partner on the consent page, sees it under Connected applications and disconnects it', async () => {
    const admin = await createUser(suite.app.services, { isAdmin: true });
    const member = await createUser(suite.app.services);
    const { client } = await suite.app.services.partners.register(admin.user, {
      name: 'Demo Partner App (demo)',
      redirectUris: [REDIRECT],
      scopes: ['certificates:read', 'cpd_record:read'],
    });

    const context = await suite.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    // Signed out: the consent page asks to sign in first and comes back after it.
    await page.goto(authorizeUrl(client.clientId));
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oauth\/consent\//);
    await page.getByRole('region', { name: 'Sign in to continue' }).getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel(fieldLabel('Email')).fill(member.user.email);
    await page.getByLabel(fieldLabel('Password')).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const heading = page.getByRole('heading', { name: 'Allow Demo Partner App (demo) to access your account?' });
    await heading.waitFor();
    const asks = page.getByRole('list', { name: 'What the application asks for' }).getByRole('listitem');
    await expect(asks.allTextContents()).resolves.toEqual([expect.stringMatching(/^See your CPD record/), expect.stringMatching(/^See your certificates/)]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `oauth-consent-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(REDIRECT));
    const back = new URL(page.url());
    expect(back.searchParams.get('state')).toBe('demo-state');
    expect(back.searchParams.get('code')).toEqual(expect.any(String));
    expect(await suite.app.services.partners.hasPartnerConsent(client.clientId, member.user.id, 'certificates:read')).toBe(true);

    // The account lists the application with what it may read, and disconnects it.
    await page.goto(`${suite.app.url}/account?tab=applications`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Demo Partner App (demo)' }) });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('See your certificates');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `oauth-connected-apps-${width}.png`), fullPage: true });

    await card.getByRole('button', { name: 'Disconnect Demo Partner App (demo)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Demo Partner App (demo) is disconnected. It can no longer read your data.').waitFor();
    await page.getByText('No connected applications').waitFor();
    expect(await suite.app.services.partners.hasPartnerConsent(client.clientId, member.user.id, 'certificates:read')).toBe(false);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `oauth-disconnected-${width}.png`), fullPage: true });

    // Denying sends the partner access_denied.
    await page.goto(authorizeUrl(client.clientId));
    await heading.waitFor();
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.href.startsWith(REDIRECT));
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');

    expect(errors).toEqual([]);
    await context.close();
  });
});
