import { get } from 'node:http';
import type { Response } from 'playwright-core';
import { watchPageErrors } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

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

  const assets = responses.filter((r) => /\/assets\/.+\.(js|css)$/.test(new URL(r.url).pathname));
  expect(assets.some((r) => r.url.endsWith('.js'))).toBe(true);
  for (const { headers } of assets) {
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
