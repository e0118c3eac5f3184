import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, watchPageErrors } from '../support/browser';
import { browserSuite, fieldLabel } from '../support/browser-suite';
import { startFakePhoton, type FakePhoton } from '../support/photon-server';

/** The registration form's address entry against a local Photon geocoder, at desktop and phone widths. */
let photon: FakePhoton;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  photon = await startFakePhoton([
    {
      type: 'house',
      street: 'Keizersgracht',
      housenumber: '123',
      postcode: '1015 CJ',
      city: 'Amsterdam',
      state: 'North Holland',
      country: 'Netherlands',
      countrycode: 'NL',
      coordinates: [4.886, 52.375],
    },
    {
      type: 'house',
      street: 'Keizersgracht',
      housenumber: '123',
      postcode: '52062',
      city: 'Aachen',
      state: 'North Rhine-Westphalia',
      country: 'Germany',
      countrycode: 'DE',
      coordinates: [6.08, 50.77],
    },
  ]);
});
const suite = browserSuite(() => ({ ADDRESS_PROVIDER_URL: photon.url, ADDRESS_PROVIDER_TIMEOUT_MS: '1500' }));
afterAll(async () => {
  await photon?.close();
});
afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

it.each([[1280], [375]])('fills street, postal code, city, state and country from one pick and checks the postal code at %i px', async (width) => {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  await page.goto(`${suite.app.url}/register`);
  await page.getByLabel(fieldLabel('Country')).selectOption('Netherlands');
  const address = page.getByLabel(fieldLabel('Address'));
  await address.fill('Keizersgracht 123');
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  // The selected country's match comes first.
  expect(await options.first().textContent()).toBe('Keizersgracht 123, 1015 CJ Amsterdam, North Holland, Netherlands');
  expect(await options.nth(1).textContent()).toContain('Aachen');
  await address.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `address-suggestions-${width}.png`) });
  await options.first().click();
  expect(await address.inputValue()).toBe('Keizersgracht 123');
  expect(await page.getByLabel(fieldLabel('City')).inputValue()).toBe('Amsterdam');
  expect(await page.getByLabel(fieldLabel('State/Province')).inputValue()).toBe('North Holland');
  expect(await page.getByLabel(fieldLabel('Postal code')).inputValue()).toBe('1015 CJ');

  const postal = page.getByLabel(fieldLabel('Postal code'));
  await postal.fill('12345');
  await postal.blur();
  const message = 'Please enter a valid postal code for Netherlands, for example 1234 AB.';
  await page.getByText(message).waitFor();
  expect(await postal.getAttribute('aria-invalid')).toBe('true');
  // The message is tied to the field for screen readers.
  const describedBy = (await postal.getAttribute('aria-describedby')) ?? '';
  const described = await page.evaluate(
    (ids) =>
      ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    describedBy,
  );
  expect(described).toContain(message);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await postal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `address-postal-error-${width}.png`) });
  await postal.fill('1015 CJ');
  await page.getByText(message).waitFor({ state: 'detached' });
});
