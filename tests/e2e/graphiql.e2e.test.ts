import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { startTestApp } from '../support/harness';
import { browserSuite } from '../support/browser-suite';

const suite = browserSuite();

describe('/graphiql, the offline GraphQL explorer', () => {
  it('loads with every non-local request blocked and runs a query', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const blocked: string[] = [];
    await page.route('**/*', (route) => {
      const host = new URL(route.request().url()).hostname;
      if (host === '127.0.0.1' || host === 'localhost') return route.continue();
      blocked.push(route.request().url());
      return route.abort();
    });
    // GraphiQL fetches the schema (introspection) first; run the query once it has.
    const introspected = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST');
    await page.goto(`${suite.app.url}/graphiql`);
    await introspected;
    await page
      .getByRole('button', { name: /execute query/i })
      .first()
      .waitFor();
    // The prefilled operation verifies an unknown certificate id: a public query, no token needed.
    await page
      .getByRole('button', { name: /execute query/i })
      .first()
      .click();
    const result = page.locator('.graphiql-response');
    await page
      .waitForFunction(() => /"(data|errors)"/.test(document.querySelector('.graphiql-response')?.textContent ?? ''), null, { timeout: 20_000 })
      .catch(() => undefined);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/graphiql-1280.png` });
    const text = (await result.textContent()) ?? '';
    expect(text).toMatch(/"valid":\s*false/);
    expect(text).toContain('"certificateId": "00000000000000000000000000"');
    expect(blocked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is served outside production', async () => {
    const res = await fetch(`${suite.app.url}/graphiql`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('GraphQL explorer');
  });

  it('is switched off by EXPLORER=off (the production default unless EXPLORER=on)', async () => {
    const off = await startTestApp({ EXPLORER: 'off' });
    try {
      expect((await fetch(`${off.url}/graphiql`)).status).toBe(404);
      expect((await fetch(`${off.url}/graphiql.html`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
