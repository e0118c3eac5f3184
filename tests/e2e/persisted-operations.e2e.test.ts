import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { watchPageErrors } from '../support/browser';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

/** The client against a server that runs only registered operations: every page works, and Apollo sends hashes. */
const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../client/src/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;

let member: TestUser;

const suite = browserSuite({ GRAPHQL_OPERATIONS: 'persisted' });
beforeAll(async () => {
  member = await createUser(suite.app.services, { plan: 'professional', firstName: 'Pia' });
  await createSampleArticle(suite.app.services, { title: 'Going Concern Under ISA 570' });
});

interface Sent {
  body: { query?: string; operationName?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
  bytes: number;
  status: number;
  errors: unknown;
}

it('signs in and walks the member pages with registered operations only, sending Apollo operations by hash', async () => {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const sent: Array<Promise<Sent>> = [];
  page.on('requestfinished', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    sent.push(
      (async () => {
        const response = await request.response();
        const answer = (await response?.json().catch(() => null)) as { errors?: unknown } | null;
        const raw = request.postData() ?? '';
        return { body: JSON.parse(raw) as Sent['body'], bytes: Buffer.byteLength(raw), status: response?.status() ?? 0, errors: answer?.errors };
      })(),
    );
  });

  await page.goto(`${suite.app.url}/login`);
  await page.getByLabel('Email').fill(member.user.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
  for (const route of ['/articles', '/account', '/news']) {
    await page.goto(`${suite.app.url}${route}`, { waitUntil: 'networkidle' });
  }
  await page.goto(`${suite.app.url}/articles`, { waitUntil: 'networkidle' });
  await page.getByText('Going Concern Under ISA 570').first().waitFor();

  const requests = await Promise.all(sent);
  expect(errors).toEqual([]);
  expect(requests.filter((r) => r.status !== 200 || r.errors)).toEqual([]);
  const hashed = requests.filter((r) => r.body.extensions?.persistedQuery);
  expect(hashed.length).toBeGreaterThanOrEqual(3);
  for (const r of hashed) {
    expect(r.body.query).toBeUndefined();
    expect(manifest[r.body.extensions!.persistedQuery!.sha256Hash]).toBeDefined();
  }
  // What the same operations cost as text (the manifest's compact text; Apollo's own print is longer).
  const asText = hashed.reduce(
    (sum, r) => sum + r.bytes - JSON.stringify(r.body.extensions).length + JSON.stringify(manifest[r.body.extensions!.persistedQuery!.sha256Hash]).length,
    0,
  );
  const asHash = hashed.reduce((sum, r) => sum + r.bytes, 0);
  expect(asHash).toBeLessThan(asText);
  await context.close();
});
