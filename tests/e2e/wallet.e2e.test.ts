import { sign } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createUser } from '../support/factories';
import { walletKey } from '../support/wallet-key';

const suite = browserSuite();
let pages: Page[] = [];
let pageErrors: string[] = [];
afterEach(async () => {
  for (const p of pages) await p.context().close();
  pages = [];
  expect(pageErrors).toEqual([]);
  pageErrors = [];
});

it('binds a did:key wallet from the profile by signing the challenge, and removes it', async () => {
  const member = await createUser(suite.app.services);
  const { did, privateKey } = walletKey();

  for (const width of [375, 1280]) {
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('token', value), member.token);
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    pages.push(page);
    await page.goto(`${suite.app.url}/account?tab=profile`);
    const section = page.locator('.wallet-section');
    await section.getByLabel('Wallet did:key').fill(did);
    await section.getByRole('button', { name: 'Get a challenge to sign' }).click();
    const challenge = await section.getByLabel('Challenge to sign').inputValue();
    expect(challenge).toMatch(/ wallet binding for member \d+ until /);
    // A wrong signature is refused at the field.
    await section.getByLabel('Signature').fill(sign(null, Buffer.from('something else'), privateKey).toString('base64url'));
    await section.getByRole('button', { name: 'Bind wallet' }).click();
    await section
      .getByText(/The signature does not verify/)
      .first()
      .waitFor();
    await section.getByLabel('Signature').fill(sign(null, Buffer.from(challenge, 'utf8'), privateKey).toString('base64url'));
    await section.getByRole('button', { name: 'Bind wallet' }).click();
    await section.getByText('Wallet bound. Certificates you earn from now on name it as their holder.').waitFor();
    await section.getByText(did).waitFor();
    expect(await suite.app.db.query('SELECT wallet_did FROM users WHERE id = $1', [member.user.id])).toEqual([{ wallet_did: did }]);
    // No certificates yet: re-issuing says there is nothing to do.
    await section.getByRole('button', { name: 'Re-issue earlier certificates to this wallet' }).click();
    await section.getByText('Every certificate you hold already names this wallet.').waitFor();
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, `wallet-bound-${width}.png`) });
    await section.getByRole('button', { name: 'Remove wallet' }).click();
    await section.getByText('Wallet removed. New certificates name your account again.').waitFor();
  }
});
