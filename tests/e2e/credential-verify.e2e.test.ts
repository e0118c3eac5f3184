import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { answerKey } from '../support/assessment';
import { SCREENSHOT_DIR } from '../support/browser';
import { apiClient } from '../support/client';
import { CredentialSigner } from '../../server/src/modules/certificates/credential-signer';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

let pageErrors: string[];
let pages: Page[];

const suite = browserSuite();
beforeEach(() => {
  pageErrors = [];
  pages = [];
});
afterEach(async () => {
  for (const p of pages) await p.context().close();
  expect(pageErrors).toEqual([]);
});

async function openPage(token?: string, width = 1280): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  pages.push(page);
  return page;
}

async function earn(member: TestUser, title: string) {
  const api = apiClient(suite.app.url);
  const article = await createSampleArticle(suite.app.services, { title });
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(suite.app.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  return { article, certificateId: res.body.certificate_id as string };
}

/** The check list's line for `label`, e.g. "Signature: Passed. …". */
const checkLine = (page: Page, label: string) => page.locator('.credential-checks li').filter({ hasText: `${label}:` });

it('verifies a downloaded credential in the browser, and shows the failure for a tampered or revoked one', async () => {
  const member = await createUser(suite.app.services, { firstName: 'Lotte' });
  const { certificateId } = await earn(member, 'Browser-verified article');

  // The member downloads the signed credential from the Certificates tab.
  const page = await openPage(member.token);
  await page.goto(`${suite.app.url}/account?tab=certificates`);
  const card = page.locator('.certificate-card').filter({ hasText: 'Browser-verified article' });
  const linkedIn = await card.getByRole('link', { name: /to LinkedIn/ }).getAttribute('href');
  const li = new URL(linkedIn!);
  expect(li.origin + li.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(li.searchParams)).toMatchObject({
    startTask: 'CERTIFICATION_NAME',
    name: 'Browser-verified article',
    organizationName: 'Leerpunt',
    issueYear: String(new Date().getUTCFullYear()),
    issueMonth: String(new Date().getUTCMonth() + 1),
    certId: certificateId,
    certUrl: `${suite.app.url}/verify?certificate_id=${certificateId}`,
  });
  await card.screenshot({ path: path.join(SCREENSHOT_DIR, 'certificate-card.png') });
  const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`certificate-${certificateId}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Signed credential (JWT)' }).click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${certificateId}.credential.jwt`);
  const file = await download.path();
  const jwt = readFileSync(file, 'utf8');

  // A visitor checks the file on /verify without our API.
  const visitor = await openPage();
  const apiCalls: string[] = [];
  visitor.on('request', (r) => {
    if (/\/api\/verify/.test(r.url()) || (/\/graphql/.test(r.url()) && /verify/i.test(r.postData() ?? ''))) apiCalls.push(r.url());
  });
  await visitor.goto(`${suite.app.url}/verify`);
  await visitor.getByRole('link', { name: 'By credential file' }).click();
  await visitor.locator('input[type=file]').setInputFiles(file);
  await visitor.locator('.verification.valid').waitFor();
  await visitor.locator('.verification-status').getByText('Valid', { exact: true }).waitFor();
  for (const label of ['Format', 'Signature', 'Revocation', 'Validity dates']) {
    await checkLine(visitor, label).getByText('Passed').waitFor();
  }
  await visitor.getByText('Lotte User').waitFor();
  expect(apiCalls).toEqual([]);
  await visitor.screenshot({ path: path.join(SCREENSHOT_DIR, 'verify-file-valid-1280.png'), fullPage: true });

  // The JSON credential, with its Data Integrity proof, verifies on the same page (the proof by the site's verifier).
  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Credential (JSON)' }).click()]);
  expect(jsonDownload.suggestedFilename()).toBe(`certificate-${certificateId}.credential.json`);
  const jsonFile = await jsonDownload.path();
  await visitor.getByRole('link', { name: 'By credential file' }).click();
  await visitor.locator('input[type=file]').setInputFiles(jsonFile);
  await visitor.locator('.verification.valid').waitFor();
  for (const label of ['Format', 'Signature', 'Revocation', 'Validity dates']) {
    await checkLine(visitor, label).getByText('Passed').waitFor();
  }
  await checkLine(visitor, 'Signature')
    .getByText(/Data Integrity proof \(eddsa-rdfc-2022\) verified/)
    .waitFor();
  await visitor.screenshot({ path: path.join(SCREENSHOT_DIR, 'verify-file-data-integrity-1280.png'), fullPage: true });
  const json = JSON.parse(readFileSync(jsonFile, 'utf8'));
  json.credentialSubject.creditsEarned = 40;
  await visitor.getByLabel('Or paste the credential').fill(JSON.stringify(json));
  await visitor.getByRole('button', { name: 'Check Credential' }).click();
  await visitor.locator('.verification.invalid').waitFor();
  await checkLine(visitor, 'Signature').getByText('Failed').waitFor();
  await visitor.getByText(/The Data Integrity proof does not verify/).waitFor();

  // Tampered: more points, same signature.
  const [h, p, s] = jwt.split('.');
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  payload.credentialSubject.creditsEarned = 40;
  const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
  await visitor.getByLabel('Or paste the credential').fill(forged);
  await visitor.getByRole('button', { name: 'Check Credential' }).click();
  await visitor.locator('.verification.invalid').waitFor();
  await checkLine(visitor, 'Signature').getByText('Failed').waitFor();
  await visitor.getByText(/The signature does not match/).waitFor();

  // Revoked: the status list bit is read in the browser.
  const admin = await createUser(suite.app.services, { isAdmin: true, plan: null });
  await apiClient(suite.app.url).post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'Issued in error' }, admin.token);
  const narrow = await openPage(undefined, 375);
  await narrow.goto(`${suite.app.url}/verify?mode=file`);
  await narrow.locator('input[type=file]').setInputFiles(file);
  await narrow.locator('.verification.invalid').waitFor();
  await checkLine(narrow, 'Signature').getByText('Passed').waitFor();
  await checkLine(narrow, 'Revocation').getByText('Failed').waitFor();
  await narrow.getByText('The issuer has revoked this credential.').waitFor();
  await narrow.screenshot({ path: path.join(SCREENSHOT_DIR, 'verify-file-revoked-375.png'), fullPage: true });
});

it('prints the certificate on one A4 landscape page', async () => {
  const member = await createUser(suite.app.services, { firstName: 'Maximiliaan-Alexander' });
  await suite.app.db.query(`UPDATE users SET last_name = 'van der Westhuizen-Oosterbroek' WHERE id = $1`, [member.user.id]);
  member.user.lastName = 'van der Westhuizen-Oosterbroek';
  const { article } = await earn(member, 'Revenue recognition under IFRS 15 for long-term construction contracts with variable consideration');
  const html = (await apiClient(suite.app.url).get(`/api/certificate/${article.id}`, member.token)).body as string;
  const page = await openPage();
  await page.setContent(html);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'certificate-1280.png'), fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pageCount).toBe(1);
  // Landscape A4: 842 x 595 points.
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 841\.9\d* 594\.9\d*\s*\]/);
  // The printed sheet clips what does not fit: with long names everything, signature lines included, still fits.
  await page.emulateMedia({ media: 'print' });
  const sheet = await page.locator('.sheet').evaluate((el) => ({ content: el.scrollHeight, box: el.clientHeight }));
  expect(sheet.content).toBeLessThanOrEqual(sheet.box);
  await page.locator('.signatures').waitFor();
  const out = path.join(os.tmpdir(), 'leerpunt-certificate.pdf');
  writeFileSync(out, pdf);
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-singlefile', out, path.join(SCREENSHOT_DIR, 'certificate-print')]);
  }
});

it('checks several certificate ids at once and downloads the result as CSV', async () => {
  const member = await createUser(suite.app.services, { firstName: 'Joost' });
  const a = await earn(member, 'Audit sample A');
  const page = await openPage(undefined, 375);
  await page.goto(`${suite.app.url}/verify`);
  await page.getByRole('link', { name: 'Several IDs' }).click();
  await page.getByLabel('Certificate IDs').fill(`${a.certificateId}\n${'0'.repeat(26)}`);
  await page.getByRole('button', { name: 'Verify All' }).click();
  await page.getByText('1 of 2 valid').waitFor();
  const rows = page.locator('.bulk-results tbody tr');
  await rows.nth(0).getByText('Joost User').waitFor();
  await rows.nth(1).getByText('Certificate not found').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'verify-bulk-375.png'), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('certificate-verification.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`${a.certificateId},true,Joost User,Audit sample A`);
});

it('verifies an RS256-signed credential file in the browser, and an earlier Ed25519 one after the rotation', async () => {
  const member = await createUser(suite.app.services, { firstName: 'Ruud' });
  const jwtOf = async (articleId: string | number) =>
    (await fetch(`${suite.app.url}/api/certificate/${articleId}/credential?format=jwt`, { headers: { authorization: `Bearer ${member.token}` } })).text();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leerpunt-rs256-'));
  const ed = await earn(member, 'Signed before the rotation');
  const edFile = path.join(dir, 'ed25519.credential.jwt');
  writeFileSync(edFile, await jwtOf(ed.article.id));
  await new CredentialSigner({
    db: suite.app.db,
    keySecret: suite.app.services.config.credentialKeySecret,
    publicUrl: () => suite.app.url,
    dataDir: dir,
  }).rotate('RS256');
  const rsa = await earn(member, 'Signed with RS256');
  const rsaJwt = await jwtOf(rsa.article.id);
  expect(JSON.parse(Buffer.from(rsaJwt.split('.')[0], 'base64url').toString('utf8')).alg).toBe('RS256');
  const rsaFile = path.join(dir, 'rs256.credential.jwt');
  writeFileSync(rsaFile, rsaJwt);

  const page = await openPage();
  await page.goto(`${suite.app.url}/verify?mode=file`);
  await page.locator('input[type=file]').setInputFiles(rsaFile);
  await page.locator('.verification.valid').waitFor();
  for (const label of ['Format', 'Signature', 'Revocation', 'Validity dates']) {
    await checkLine(page, label).getByText('Passed').waitFor();
  }
  await page.getByText(/RS256 \(RSA\) signature verified/).waitFor();
  await page.getByText('Ruud User').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'verify-file-rs256-1280.png'), fullPage: true });

  // The same RSA signature under an EdDSA header is refused, not verified with another algorithm.
  const [, p, s] = rsaJwt.split('.');
  const header = Buffer.from(rsaJwt.split('.')[0], 'base64url').toString('utf8');
  const confused = `${Buffer.from(header.replace('"RS256"', '"EdDSA"')).toString('base64url')}.${p}.${s}`;
  await page.getByLabel('Or paste the credential').fill(confused);
  await page.getByRole('button', { name: 'Check Credential' }).click();
  await page.locator('.verification.invalid').waitFor();
  await checkLine(page, 'Signature').getByText('Failed').waitFor();

  // The Ed25519 credential still verifies; its status list is now signed with the RSA key.
  const narrow = await openPage(undefined, 375);
  await narrow.goto(`${suite.app.url}/verify?mode=file`);
  await narrow.locator('input[type=file]').setInputFiles(edFile);
  await narrow.locator('.verification.valid').waitFor();
  await narrow.getByText(/Ed25519 signature verified/).waitFor();
  await checkLine(narrow, 'Revocation').getByText('Passed').waitFor();

  // The check by id names the algorithm of the certificate's own signature.
  await narrow.goto(`${suite.app.url}/verify?certificate_id=${rsa.certificateId}`);
  await narrow.getByText(/^Verified: the RS256 \(RSA\) signature matches/).waitFor();
  await narrow.screenshot({ path: path.join(SCREENSHOT_DIR, 'verify-id-rs256-375.png'), fullPage: true });
  await narrow.goto(`${suite.app.url}/verify?certificate_id=${ed.certificateId}`);
  await narrow.getByText(/^Verified: the Ed25519 signature matches/).waitFor();
  rmSync(dir, { recursive: true, force: true });
});

it('downloads the whole CPD record as a learner record (CLR 2.0) and verifies it with one certificate revoked', async () => {
  const member = await createUser(suite.app.services, { firstName: 'Sanne' });
  const first = await earn(member, 'Record item one');
  const second = await earn(member, 'Record item two');
  const outside = {
    kind: 'COURSE',
    date: '2026-02-10',
    title: 'Demo course on valuation',
    provider: 'Example Academy',
    category: 'Valuation',
    hours: 3,
    points: 3,
  };
  expect((await apiClient(suite.app.url).post('/api/outside-activities', outside, member.token)).status).toBe(201);

  // The member downloads the record from the CPD export on the dashboard.
  const page = await openPage(member.token);
  await page.goto(`${suite.app.url}/`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download learner record' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cpd-record-\d{4}-\d{2}-\d{2}\.clr\.json$/);
  await page.getByText('Your learner record has been downloaded.').waitFor();
  await page.locator('.cpd-export').screenshot({ path: path.join(SCREENSHOT_DIR, 'cpd-export-learner-record-1280.png') });
  const file = await download.path();
  expect(JSON.parse(readFileSync(file, 'utf8')).type).toEqual(['VerifiableCredential', 'ClrCredential']);
  const [jwtDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as JWT' }).click()]);
  expect(jwtDownload.suggestedFilename()).toMatch(/\.clr\.jwt$/);

  const visitor = await openPage();
  await visitor.goto(`${suite.app.url}/verify?mode=file`);
  await visitor.locator('input[type=file]').setInputFiles(file);
  await visitor.locator('.verification.valid').waitFor();
  await checkLine(visitor, 'Signature').getByText('Passed').waitFor();
  await checkLine(visitor, 'Certificate 1').getByText('Passed').waitFor();
  await checkLine(visitor, 'Certificate 2').getByText('Passed').waitFor();
  await checkLine(visitor, 'Self-reported activities').getByText('Not checked').waitFor();
  await visitor.locator('.verification-facts').getByText('Sanne User', { exact: true }).waitFor();

  // One certificate revoked: the record's signature holds, that certificate fails as revoked.
  const admin = await createUser(suite.app.services, { isAdmin: true, plan: null });
  await apiClient(suite.app.url).post(`/api/admin/certificates/${first.certificateId}/revoke`, { reason: 'Issued in error' }, admin.token);
  for (const width of [375, 1280]) {
    const narrow = await openPage(undefined, width);
    await narrow.goto(`${suite.app.url}/verify?mode=file`);
    await narrow.locator('input[type=file]').setInputFiles(await jwtDownload.path());
    await narrow.locator('.verification.invalid').waitFor();
    await checkLine(narrow, 'Signature').getByText('Passed').waitFor();
    await narrow.locator('.credential-checks li').filter({ hasText: 'Record item one' }).getByText('Revoked by the issuer: Issued in error.').waitFor();
    await narrow.locator('.credential-checks li').filter({ hasText: 'Record item two' }).getByText('Passed').waitFor();
    await narrow.screenshot({ path: path.join(SCREENSHOT_DIR, `verify-learner-record-revoked-${width}.png`), fullPage: true });
  }
  expect(second.certificateId).toBeTruthy();
});
