import { get } from 'node:http';
import type { Response } from 'playwright-core';
import { watchPageErrors } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { apiClient } from '../support/client';
import { createUser } from '../support/factories';

const suite = browserSuite();

interface Seen {
  url: string;
  headers: Record<string, string>;
}

/** Opens a page in a fresh context; returns the document's headers and every response's. */
async function load(route: string): Promise<{ document: Seen; responses: Seen[] }> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  const main = (await page.goto(`${suite.app.url}${route}`, { waitUntil: 'networkidle' }))!;
  expect(errors).toEqual([]);
  const seen = async (r: Response): Promise<Seen> => ({ url: r.url(), headers: await r.allHeaders() });
  const result = { document: await seen(main), responses: await Promise.all(responses.map(seen)) };
  await context.close();
  return result;
}

it('sends hashed assets compressed and cacheable forever, and the page itself revalidated', async () => {
  const { document, responses } = await load('/');
  const htmlHeaders = document.headers;
  expect(htmlHeaders['cache-control']).toBe('no-cache');
  expect(['br', 'gzip']).toContain(htmlHeaders['content-encoding']);
  expect(htmlHeaders['vary']).toMatch(/Accept-Encoding/i);
  expect(htmlHeaders['content-security-policy']).toContain("default-src 'self'");
  expect(htmlHeaders['x-frame-options']).toBe('SAMEORIGIN');

  const assets = responses.filter((r) => /\/assets\/.+\.(js|css)$/.test(new URL(r.url).pathname));
  expect(assets.some((r) => r.url.endsWith('.js'))).toBe(true);
  for (const { headers } of assets) {
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Scripts and style sheets keep the headers a subresource is checked against, not those only a document reads.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
    if (headers['content-encoding']) {
      expect(['br', 'gzip']).toContain(headers['content-encoding']);
      expect(headers['vary']).toMatch(/Accept-Encoding/i);
    } else {
      // Only files too small to gain anything are sent as they are.
      expect(Number(headers['content-length'])).toBeLessThan(1024);
    }
  }
  expect(assets.filter((r) => r.headers['content-encoding']).length).toBeGreaterThan(0);
});

it('chooses the encoding the client accepts and answers conditional requests with 304', async () => {
  const page = await (await fetch(`${suite.app.url}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)![1];
  const br = await fetch(`${suite.app.url}${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  const gz = await fetch(`${suite.app.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  const plain = await fetch(`${suite.app.url}${script}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
  // All three decode to the same script.
  const [a, b, c] = await Promise.all([br.text(), gz.text(), plain.text()]);
  expect(a).toBe(c);
  expect(b).toBe(c);

  // fetch() turns a request with If-None-Match into an uncached one, so this asks with node:http.
  const etag = (await fetch(`${suite.app.url}/`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag')!;
  const status = await new Promise<number>((resolve, reject) => {
    get(`${suite.app.url}/`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
  expect(status).toBe(304);
  // A missing file stays a plain 404.
  expect((await fetch(`${suite.app.url}/assets/missing-0000.js`)).status).toBe(404);
});

it('compresses large JSON answers and leaves small ones alone', async () => {
  const small = await fetch(`${suite.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query: '{ appConfig { productName } }' }),
  });
  expect(small.headers.get('content-encoding')).toBeNull();
  expect((await small.json()).data.appConfig.productName).toBeTruthy();

  const introspection = await fetch(`${suite.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' }),
  });
  expect(introspection.headers.get('content-encoding')).toBe('gzip');
  expect(introspection.headers.get('vary')).toMatch(/Accept-Encoding/i);
  expect((await introspection.json()).data.__schema.types.length).toBeGreaterThan(10);

  const brotli = await fetch(`${suite.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
  });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect((await brotli.json()).data.__schema.types.length).toBeGreaterThan(10);
});

it("loads a stored session's page code while the session is checked, and opens the page without the route's loading fallback", async () => {
  const member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Sanne' });
  const login = await apiClient(suite.app.url).post('/api/login', { email: member.user.email, password: member.password });
  const context = await suite.browser.newContext();
  await context.addInitScript((token: string) => {
    window.localStorage.setItem('token', token);
    // A spinner directly in <main> is the route's Suspense fallback (pages show their own inside their layout).
    new MutationObserver(() => {
      if (document.querySelector('main#main > .spinner')) (window as unknown as { __fallback: boolean }).__fallback = true;
    }).observe(document, { childList: true, subtree: true });
  }, login.body.access_token as string);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const PAGE_CODE = /\/assets\/(DashboardPage|ApolloBoundary)-[^/]+\.js$/;
  const pageCode: string[] = [];
  const pageCodeLoaded: string[] = [];
  page.on('request', (request) => {
    if (PAGE_CODE.test(request.url())) pageCode.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => {
    if (PAGE_CODE.test(request.url())) pageCodeLoaded.push(new URL(request.url()).pathname);
  });
  // The session check is held until the page's code has been asked for and has arrived (at most 5 s): asked for only after
  // the answer, it never would be. Waiting for the arrival too keeps a slow machine's download out of the fallback check.
  let codeBeforeAnswer = false;
  await page.route('**/graphql', async (route) => {
    if (/query Me\b/.test(route.request().postData() ?? '')) {
      for (let waited = 0; pageCodeLoaded.length < 2 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      codeBeforeAnswer = pageCode.length === 2;
    }
    await route.continue();
  });
  await page.goto(suite.app.url);
  await page.getByRole('heading', { name: 'Welcome back, Sanne!' }).waitFor();
  expect(codeBeforeAnswer).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __fallback?: boolean }).__fallback ?? false)).toBe(false);
  await context.close();
  expect(errors).toEqual([]);
});

it("sends a visitor on a member-only path to sign in without downloading that page's code", async () => {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${suite.app.url}/articles`);
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  expect(scripts.some((s) => s.includes('/LoginPage-'))).toBe(true);
  expect(scripts.filter((s) => /\/(LibraryPage|ApolloBoundary)-/.test(s))).toEqual([]);
  await context.close();
  expect(errors).toEqual([]);
});
