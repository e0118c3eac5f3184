import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compactVerify, decodeProtectedHeader, importJWK } from 'jose';
import { MESSAGES } from '@leerpunt/shared/messages';
import { answerKey, wrongAnswers } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leerpunt-certificates-'));
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({
    DATA_DIR: dataDir,
    ACCREDITATION_BODY_NAME: 'Accreditation Body X',
    ACCREDITATION_BODY_URL: 'https://body-x.test',
    ACCREDITATION_REFERENCE: 'BODY-X-TEST-0001',
    PRODUCT_NAME: 'Leerpunt',
  });
  api = apiClient(t.url);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Passes the test on a fresh article and returns the certificate id. */
async function earnCertificate(member: TestUser, articleOverrides = {}) {
  const article = await createSampleArticle(t.services, articleOverrides);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  return { article, certificateId: res.body.certificate_id as string };
}

const verify = (id: string) => api.get(`/api/verify-certificate?certificate_id=${encodeURIComponent(id)}`);

describe('GET /api/certificate/{articleId}', () => {
  it('downloads a self-contained printable HTML certificate with everything an accreditation body asks for', async () => {
    const member = await createUser(t.services, { firstName: 'Femke' });
    const { article, certificateId } = await earnCertificate(member, { title: 'Audit Sampling Under ISA 530', category: 'Accounting', pePointsValue: 1.5 });
    const res = await fetch(`${t.url}/api/certificate/${article.id}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${certificateId}.html"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    for (const text of [
      'Femke User',
      'Leerpunt',
      'BODY-X-TEST-0001',
      'Accreditation Body X',
      'Audit Sampling Under ISA 530',
      'Field of study',
      'Accounting',
      'Delivery method',
      'Self-study',
      'PE points',
      '1.5',
      'Completion date',
      certificateId,
      'is accredited by',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
    expect(html).toContain(`${t.url}/verify?certificate_id=${certificateId}`);
    expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]{200,}"/);
    expect(html).not.toMatch(/<script|<link|src="http/i);
    expect(html).not.toContain(member.user.email);
  });

  it('escapes names and titles', async () => {
    const member = await createUser(t.services);
    await t.db.query(`UPDATE users SET first_name = '<script>alert(1)</script>', last_name = '"O''Brien" & Co' WHERE id = $1`, [member.user.id]);
    member.user.firstName = '<script>alert(1)</script>';
    const { article } = await earnCertificate(member, { title: 'Tags <b>bold</b> & "quotes"', category: 'Law' });
    const res = await api.get(`/api/certificate/${article.id}`, member.token);
    const html = res.body as string;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;O&#39;Brien&quot; &amp; Co');
    expect(html).toContain('Tags &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;');
  });

  it('refuses without a pass (404), without a token (401), on plans without certificates (403) and through GraphQL alike', async () => {
    const member = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const none = await api.get(`/api/certificate/${article.id}`, member.token);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(MESSAGES.certificateNotEarned);
    expect((await api.get(`/api/certificate/${article.id}`)).status).toBe(401);
    expect((await api.get('/api/certificate/abc', member.token)).status).toBe(400);

    const { article: passed } = await earnCertificate(member);
    await t.db.query(`UPDATE users SET subscription_plan = 'professionalInsights' WHERE id = $1`, [member.user.id]);
    const downgraded = await api.get(`/api/certificate/${passed.id}`, member.token);
    expect(downgraded.status).toBe(403);
    expect(downgraded.body.error).toBe(MESSAGES.certificateNotIncluded);
    await t.db.query(`UPDATE users SET subscription_plan = 'professional' WHERE id = $1`, [member.user.id]);

    const doc = await api.gql(`query($a: ID!) { certificateDocument(articleId: $a) { certificateId filename html } }`, { a: passed.id }, member.token);
    expect(doc.body.data.certificateDocument.filename).toMatch(/^certificate-[0-9A-Z]{26}\.html$/);
    expect(doc.body.data.certificateDocument.html).toContain('<!DOCTYPE html>');
    // Another member has no certificate for that article.
    const other = await createUser(t.services);
    const denied = await api.gql(`query($a: ID!) { certificateDocument(articleId: $a) { html } }`, { a: passed.id }, other.token);
    expect(denied.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('certificate lists and activity history', () => {
  it('lists certificates and every graded attempt for the owner', async () => {
    const member = await createUser(t.services);
    const failedArticle = await createSampleArticle(t.services, { title: 'Failed first' });
    await api.post(`/api/users/${member.user.id}/articles/${failedArticle.id}/start-test`, {}, member.token);
    const key = await answerKey(t.db, member.user.id, failedArticle.id);
    await api.post(`/api/users/${member.user.id}/articles/${failedArticle.id}/submit-test`, { answers: wrongAnswers(key) }, member.token);
    const { article, certificateId } = await earnCertificate(member, { title: 'Passed later', pePointsValue: 2 });

    const certs = await api.get(`/api/users/${member.user.id}/certificates`, member.token);
    expect(certs.status).toBe(200);
    expect(certs.body).toEqual([
      {
        article_id: article.id,
        article_title: 'Passed later',
        pe_points: 2,
        completed_at: expect.any(String),
        certificate_id: certificateId,
        field_of_study: 'Accounting',
        revoked: false,
      },
    ]);
    const history = await api.get(`/api/users/${member.user.id}/activity-history`, member.token);
    expect(history.body.map((h: { article_title: string; passed: boolean; pe_points: number }) => [h.article_title, h.passed, h.pe_points])).toEqual([
      ['Passed later', true, 2],
      ['Failed first', false, 0],
    ]);
    for (const h of history.body) expect(new Date(h.date).getTime()).toBeGreaterThan(Date.now() - 120_000);

    const gql = await api.gql(
      '{ certificates { edges { node { certificateId articleId articleTitle pePoints completedAt fieldOfStudy revoked } } } activityHistory { edges { node { articleTitle passed pePoints } } } }',
      {},
      member.token,
    );
    expect(gql.body.data.certificates.edges.map((e: { node: unknown }) => e.node)).toEqual([
      expect.objectContaining({ certificateId, articleId: String(article.id), pePoints: 2, revoked: false }),
    ]);
    expect(gql.body.data.activityHistory.edges).toHaveLength(2);
    const other = await createUser(t.services);
    expect((await api.get(`/api/users/${member.user.id}/certificates`, other.token)).status).toBe(403);
    const otherGql = await api.gql('query($u: ID) { certificates(userId: $u) { edges { node { certificateId } } } }', { u: member.user.id }, other.token);
    expect(otherGql.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.get(`/api/users/${member.user.id}/activity-history`)).status).toBe(401);
  });
});

describe('certificates connection', () => {
  const PAGE = `query($first: Int, $after: String) {
    certificates(first: $first, after: $after) { edges { cursor node { certificateId } } pageInfo { hasNextPage endCursor } totalCount }
  }`;
  type Page = { edges: Array<{ node: { certificateId: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number };

  it('pages through every certificate once, in the order of the REST list, with the whole count', async () => {
    const member = await createUser(t.services);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await earnCertificate(member, { title: `Paged article ${i}` })).certificateId);
    // Three certificates share a completion time, so the keyset must order ties by id without skipping or repeating.
    await t.db.query(`UPDATE certificates SET completed_at = '2026-01-01T08:00:00.123456Z' WHERE id IN ($1, $2, $3)`, ids.slice(0, 3));
    const expected = (await api.get(`/api/users/${member.user.id}/certificates`, member.token)).body.map((c: { certificate_id: string }) => c.certificate_id);
    expect([...expected].sort()).toEqual([...ids].sort());

    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const res = await api.gql(PAGE, { first: 2, after }, member.token);
      expect(res.body.errors).toBeUndefined();
      const page: Page = res.body.data.certificates;
      expect(page.totalCount).toBe(5);
      expect(page.edges.length).toBeLessThanOrEqual(2);
      seen.push(...page.edges.map((e) => e.node.certificateId));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
  });

  it('refuses a cursor it did not write and a page over 100', async () => {
    const member = await createUser(t.services);
    for (const after of ['not-a-cursor', Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 7])).toString('base64url')]) {
      const res = await api.gql(PAGE, { first: 2, after }, member.token);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (const first of [0, 101]) expect((await api.gql(PAGE, { first }, member.token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const empty = await api.gql(PAGE, { first: 100 }, member.token);
    expect(empty.body.data.certificates).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 });
  });
});

describe('public verification', () => {
  it('answers the spec fields and nothing personal beyond the name', async () => {
    const member = await createUser(t.services, { firstName: 'Joris' });
    const { certificateId } = await earnCertificate(member, { title: 'Verified article', pePointsValue: 1.5 });
    const res = await verify(certificateId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      certificate_id: certificateId,
      user_name: 'Joris User',
      article_title: 'Verified article',
      completed_at: expect.any(String),
      pe_points: 1.5,
      signature_valid: true,
      revoked: false,
      revocation_reason: null,
      revoked_at: null,
    });
    const raw = JSON.stringify(res.body);
    for (const secret of [member.user.email, member.user.phone, member.user.company, member.user.address, String(member.user.id)]) {
      expect(raw).not.toContain(`"${secret}"`);
    }
    expect(raw).not.toContain(member.user.email);
    // Lower case and grouping dashes are accepted.
    expect(
      (
        await verify(
          certificateId
            .toLowerCase()
            .replace(/(.{5})/g, '$1-')
            .replace(/-$/, ''),
        )
      ).body.valid,
    ).toBe(true);

    const gql = await api.gql(
      `query($id: String!) { verifyCertificate(certificateId: $id) { valid certificateId userName articleTitle completedAt pePoints signatureValid revoked error } }`,
      { id: certificateId },
    );
    expect(gql.body.data.verifyCertificate).toMatchObject({ valid: true, userName: 'Joris User', pePoints: 1.5, signatureValid: true, error: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await verify('0'.repeat(26));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ valid: false, error: MESSAGES.certificateNotFound, user_name: null });
    for (const bad of ['', 'short', 'u'.repeat(26), '%27%20OR%201%3D1']) {
      const res = await api.get(`/api/verify-certificate?certificate_id=${bad}`);
      expect(res.status).toBe(400);
    }
    expect((await api.get('/api/verify-certificate')).status).toBe(400);
  });

  it('tells a member who mistyped an id what a certificate id looks like, in the single and the bulk check', async () => {
    const typo = '01J9Z3K8Q4M7N2P5R6S8T0V1W'; // one character short
    const rest = await api.get(`/api/verify-certificate?certificate_id=${typo}`);
    expect([rest.status, rest.body.error]).toEqual([400, MESSAGES.certificateIdInvalid]);
    const empty = await api.get('/api/verify-certificate?certificate_id=%20');
    expect([empty.status, empty.body.error]).toEqual([400, MESSAGES.certificateIdRequired]);
    const gql = await api.gql('query($id: String!) { verifyCertificate(certificateId: $id) { valid error } }', { id: 'CERT-12345' });
    expect(gql.body.errors?.[0]).toMatchObject({ message: MESSAGES.certificateIdInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    const bulk = await api.post('/api/verify-certificates', { ids: [typo, 'O1J9Z3K8Q4M7N2P5R6S8T0V1W3X'] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.results.map((r: { error: string }) => r.error)).toEqual([MESSAGES.certificateIdInvalid, MESSAGES.certificateIdInvalid]);
    for (const message of [rest.body.error, gql.body.errors[0].message, ...bulk.body.results.map((r: { error: string }) => r.error)]) {
      expect(message).not.toMatch(/certificate_id|certificateId/);
    }
  });

  it('detects a record changed in the database without the signing key', async () => {
    const member = await createUser(t.services);
    const { certificateId } = await earnCertificate(member, { pePointsValue: 1 });
    await t.db.query('UPDATE certificates SET pe_points = 40 WHERE id = $1', [certificateId]);
    const res = await verify(certificateId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: false, signature_valid: false, pe_points: null });
  });

  it('revocation by an admin makes verification answer invalid with the reason', async () => {
    const member = await createUser(t.services);
    const { article, certificateId } = await earnCertificate(member);
    const REVOKE = `mutation($input: RevokeCertificateInput!) { revokeCertificate(input: $input) { certificate { certificateId revoked revocationReason } userErrors { field message code } } }`;
    const revoke = (id: string, reason: string, token?: string) => api.gql(REVOKE, { input: { certificateId: id, reason } }, token);
    expect((await revoke(certificateId, 'Issued in error', member.token)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await revoke(certificateId, 'Issued in error')).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    expect((await revoke(certificateId, '   ', admin.token)).body.data.revokeCertificate).toEqual({
      certificate: null,
      userErrors: [{ field: ['reason'], message: 'A reason is required', code: 'BAD_USER_INPUT' }],
    });
    expect((await revoke('1'.repeat(26), 'x', admin.token)).body.data.revokeCertificate).toEqual({
      certificate: null,
      userErrors: [{ field: ['certificateId'], message: MESSAGES.certificateNotFound, code: 'NOT_FOUND' }],
    });
    const revoked = await revoke(certificateId, 'Issued in error', admin.token);
    expect(revoked.body.data.revokeCertificate).toEqual({ certificate: { certificateId, revoked: true, revocationReason: 'Issued in error' }, userErrors: [] });

    const res = await verify(certificateId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: false,
      revoked: true,
      revocation_reason: 'Issued in error',
      user_name: null,
      error: `${MESSAGES.certificateRevoked} Issued in error`,
    });
    expect(typeof res.body.revoked_at).toBe('string');
    const download = await api.get(`/api/certificate/${article.id}`, member.token);
    expect(download.status).toBe(409);
    const pdf = await api.get(`/api/certificate/${article.id}/pdf`, member.token);
    expect(pdf.status).toBe(409);
    expect(pdf.body.error).toBe(`${MESSAGES.certificateRevoked} Issued in error`);
    expect((await api.get(`/api/users/${member.user.id}/certificates`, member.token)).body[0].revoked).toBe(true);
    // REST alias for admins.
    expect((await api.post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'x' }, member.token)).status).toBe(403);
    expect((await api.post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'x' }, admin.token)).body.revocation_reason).toBe('Issued in error');
  });
});

/** Windows-1252 (the standard fonts' WinAnsi) at 0x80–0x9F, where it differs from Latin-1. */
const WIN1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = { decode: (b: Buffer) => [...b].map((c) => (c >= 0x80 && c < 0xa0 ? WIN1252_HIGH[c - 0x80] : String.fromCharCode(c))).join('') };

/** The text a PDF page shows: pdfkit writes each run as a hex string of WinAnsi codes in an uncompressed content stream. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)]
    .map((m) => [...m[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => winAnsi.decode(Buffer.from(h[1], 'hex'))).join(''))
    .join('\n');
}

describe('GET /api/certificate/{articleId}/pdf', () => {
  it('downloads a one-page A4 PDF with the name, item, points, date, id, verification address and accreditation line', async () => {
    const member = await createUser(t.services, { firstName: 'Łucja' });
    const { article, certificateId } = await earnCertificate(member, {
      title: 'Audit Sampling Under ISA 530 – “Part 2”',
      category: 'Accounting',
      pePointsValue: 1.5,
    });
    const res = await fetch(`${t.url}/api/certificate/${article.id}/pdf`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${certificateId}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // A4 landscape, in points.
    expect(raw).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    // Only the standard fonts: nothing embedded.
    expect(raw).not.toMatch(/\/FontFile/);
    expect(raw).toMatch(/\/BaseFont \/Helvetica/);
    expect(raw).toMatch(/\/Subtype \/Image/);
    const text = pdfText(pdf);
    for (const expected of [
      'Certificate of Completion',
      'Lucja User',
      'Audit Sampling Under ISA 530 \u2013 \u201cPart 2\u201d',
      'PE points',
      '1.5',
      'Completion date',
      new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      certificateId,
      'Accreditation Body X',
      'BODY-X-TEST-0001',
      'is accredited by',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    // The address may wrap after its '?'; it is also the page's link.
    expect(text.replace(/\s+/g, '')).toContain(`${t.url}/verify?certificate_id=${certificateId}`);
    expect(raw).toContain(`/URI (${t.url}/verify?certificate_id=${certificateId})`);
    expect(text).not.toContain(member.user.email);
  });

  it("is the owner's only: 401 without a token, 404 for another member, 403 on a plan without certificates, 400 for a bad id", async () => {
    const member = await createUser(t.services);
    const { article } = await earnCertificate(member);
    expect((await api.get(`/api/certificate/${article.id}/pdf`)).status).toBe(401);
    const other = await createUser(t.services);
    const foreign = await api.get(`/api/certificate/${article.id}/pdf`, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(MESSAGES.certificateNotEarned);
    expect((await api.get('/api/certificate/abc/pdf', member.token)).status).toBe(400);
    await t.db.query(`UPDATE users SET subscription_plan = 'professionalInsights' WHERE id = $1`, [member.user.id]);
    const downgraded = await api.get(`/api/certificate/${article.id}/pdf`, member.token);
    expect(downgraded.status).toBe(403);
    expect(downgraded.body.error).toBe(MESSAGES.certificateNotIncluded);
  });
});

describe('signed credentials', () => {
  it('downloads an Ed25519-signed Open Badges 3.0 credential as JWT and JSON that verifies against the published key', async () => {
    const member = await createUser(t.services, { firstName: 'Anouk' });
    const { article, certificateId } = await earnCertificate(member, { title: 'Signed article', category: 'Tax', pePointsValue: 2 });
    const res = await fetch(`${t.url}/api/certificate/${article.id}/credential`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${certificateId}.credential.json"`);
    const decoded = (await res.json()) as Record<string, unknown>;
    const jwtRes = await fetch(`${t.url}/api/certificate/${article.id}/credential?format=jwt`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(jwtRes.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${certificateId}.credential.jwt"`);
    const jws = await jwtRes.text();
    expect(decodeProtectedHeader(jws)).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });

    // An outside verifier: fetch the published key and check the signature without the database.
    const jwks = (await (await fetch(`${t.url}/.well-known/jwks.json`)).json()) as { keys: Array<Record<string, string>> };
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: decodeProtectedHeader(jws).kid });
    expect(jwks.keys[0].d).toBeUndefined();
    expect((await api.get('/api/certificates/public-key')).body).toEqual(jwks);
    const { payload } = await compactVerify(jws, await importJWK(jwks.keys[0] as unknown as Parameters<typeof importJWK>[0], 'EdDSA'));
    const credential = JSON.parse(new TextDecoder().decode(payload));
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential['@context'][0]).toBe('https://www.w3.org/ns/credentials/v2');
    expect(credential.id).toBe(`${t.url}/verify?certificate_id=${certificateId}`);
    expect(credential.issuer).toMatchObject({ id: t.url, name: 'Leerpunt' });
    expect(credential.credentialSubject.name).toBe('Anouk User');
    expect(credential.credentialSubject.achievement).toMatchObject({ name: 'Signed article', fieldOfStudy: 'Tax', creditsAvailable: 2 });
    expect(credential.credentialSubject.creditsEarned).toBe(2);
    expect(JSON.stringify(credential)).not.toContain(member.user.email);
    // The JSON download is the decoded payload without the JWT's registered claims, secured by its own Data Integrity proof.
    const { iss: _iss, jti: _jti, nbf: _nbf, sub: _sub, ...plain } = credential;
    const { proof, ...unsecured } = decoded as { proof: { type: string; cryptosuite: string } };
    expect(unsecured).toEqual(plain);
    expect(proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' });

    // The platform's own verification API accepts the JWT.
    const v = await api.post('/api/verify-credential', { credential: jws });
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({ valid: true, signature_valid: true, certificate_id: certificateId, user_name: 'Anouk User', pe_points: 2 });
    const gql = await api.gql('query($c: String!) { verifyCredential(credential: $c) { valid signatureValid certificateId } }', { c: jws });
    expect(gql.body.data.verifyCredential).toEqual({ valid: true, signatureValid: true, certificateId });
    const viaGql = await api.gql(
      'query($a: ID!) { certificateCredential(articleId: $a) { certificateId filename jwtFilename json jws } }',
      { a: article.id },
      member.token,
    );
    expect(viaGql.body.data.certificateCredential).toMatchObject({ certificateId, jws, jwtFilename: `certificate-${certificateId}.credential.jwt` });
    expect(JSON.parse(viaGql.body.data.certificateCredential.json)).toEqual(decoded);

    // A forged payload with the original signature fails.
    const [header, , signature] = jws.split('.');
    const forged = { ...credential, credentialSubject: { ...credential.credentialSubject, creditsEarned: 40 } };
    const forgedJws = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const bad = await api.post('/api/verify-credential', { credential: forgedJws });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ valid: false, signature_valid: false });
    expect((await api.post('/api/verify-credential', { credential: 'not a credential' })).status).toBe(400);
    expect((await api.post('/api/verify-credential', {})).status).toBe(400);
  });
});

describe('rate limiting', () => {
  it('limits verification requests per IP with 429', async () => {
    await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'verify-ip:%'`);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await verify('0'.repeat(26))).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    const limited = await verify('0'.repeat(26));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(MESSAGES.certificateVerifyRateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await api.gql('query($id: String!) { verifyCertificate(certificateId: $id) { valid } }', { id: '0'.repeat(26) });
    expect(gql.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'verify-ip:%'`);
  });
});
