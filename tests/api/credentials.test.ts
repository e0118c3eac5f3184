import { createHash, createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import jsonld from 'jsonld';
import { CompactSign, compactVerify, createRemoteJWKSet, decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import { MESSAGES } from '@leerpunt/shared/messages';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import { renderCertificateHtml } from '../../server/src/modules/certificates/certificate.html';
import { CredentialSigner } from '../../server/src/modules/certificates/credential-signer';
import { leerpuntContext, shippedDocumentLoader } from '../../server/src/modules/certificates/contexts';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { backend, openTestDatabase, startTestApp, startTestAppOn, type TestApp } from '../support/harness';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'leerpunt-credentials-'));
  dirs.push(d);
  return d;
};

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: tempDir() });
  api = apiClient(t.url);
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Passes the test on a fresh article through `app` and returns the certificate id and its JWT. */
async function earn(app: TestApp, member: TestUser, articleOverrides = {}) {
  const client = apiClient(app.url);
  const article = await createSampleArticle(app.services, articleOverrides);
  await client.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(app.db, member.user.id, article.id);
  const res = await client.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  const jwt = await (
    await fetch(`${app.url}/api/certificate/${article.id}/credential?format=jwt`, { headers: { authorization: `Bearer ${member.token}` } })
  ).text();
  return { article, certificateId: res.body.certificate_id as string, jwt };
}

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

/** An independent verifier: the key named by the JWT's `kid` URL, then the signature (jose) in `alg` only. */
async function verifyWithKidUrl(jwt: string, alg = 'EdDSA') {
  const { kid } = decodeProtectedHeader(jwt);
  const res = await fetch(kid!);
  expect(res.status).toBe(200);
  const jwk = (await res.json()) as JWK;
  expect(jwk).toMatchObject({ alg, use: 'sig', kid, kty: alg === 'RS256' ? 'RSA' : 'OKP' });
  return jwtVerify(jwt, await importJWK(jwk, alg), { typ: 'JWT', algorithms: [alg] });
}

// The Open Badges 3.0 AchievementCredential schema rules this credential relies on, restated here.
const IDENTIFIER_TYPES = [
  'name',
  'sourcedId',
  'systemId',
  'productId',
  'userName',
  'accountId',
  'emailAddress',
  'nationalIdentityNumber',
  'isbn',
  'issn',
  'lisSourcedId',
  'oneRosterSourcedId',
  'sisSourcedId',
  'ltiContextId',
  'ltiDeploymentId',
  'ltiToolId',
  'ltiPlatformId',
  'ltiUserId',
  'identifier',
];
const RESULT_TYPES = [
  'GradePointAverage',
  'LetterGrade',
  'Percent',
  'PerformanceLevel',
  'PredictedScore',
  'RawScore',
  'Result',
  'RubricCriterion',
  'RubricCriterionLevel',
  'RubricScore',
  'ScaledScore',
  'Status',
];
const RESULT_STATUS = ['Completed', 'Enrolled', 'Failed', 'InProgress', 'OnHold', 'Provisional', 'Withdrew'];
const isUri = (v: unknown) => typeof v === 'string' && /^[a-z][a-z0-9+.-]*:\S+$/i.test(v);
const isDateTime = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v);
const typeContains = (v: unknown, name: string) => (Array.isArray(v) ? v.includes(name) : v === name);

/** Every violated rule, as text; empty when the credential passes. */
function schemaViolations(c: Record<string, any>): string[] {
  const errors: string[] = [];
  const rule = (ok: boolean, text: string) => {
    if (!ok) errors.push(text);
  };
  rule(Array.isArray(c['@context']) && c['@context'][0] === 'https://www.w3.org/ns/credentials/v2', '@context starts with the VC 2.0 context');
  rule(
    Array.isArray(c['@context']) && c['@context'].some((x: string) => /^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context-3\.0\.\d+\.json$/.test(x)),
    '@context has the OB 3.0 context',
  );
  rule(
    Array.isArray(c.type) && c.type.includes('VerifiableCredential') && (c.type.includes('OpenBadgeCredential') || c.type.includes('AchievementCredential')),
    'type',
  );
  rule(isUri(c.id), 'id is a URI');
  rule(typeof c.name === 'string' && c.name.length > 0, 'name');
  rule(isDateTime(c.validFrom), 'validFrom is a date-time');
  rule(isUri(c.issuer?.id) && typeContains(c.issuer?.type, 'Profile') && Array.isArray(c.issuer?.type), 'issuer is a Profile');
  for (const e of c.issuer?.otherIdentifier ?? []) {
    rule(e.type === 'IdentifierEntry', 'issuer.otherIdentifier[].type is the single string IdentifierEntry');
    rule(typeof e.identifier === 'string' && typeof e.identifierType === 'string', 'IdentifierEntry identifier/identifierType');
  }
  const s = c.credentialSubject ?? {};
  rule(Array.isArray(s.type) && s.type.includes('AchievementSubject'), 'credentialSubject.type');
  for (const i of s.identifier ?? []) {
    rule(i.type === 'IdentityObject', 'identifier[].type is the single string IdentityObject');
    rule(typeof i.hashed === 'boolean' && typeof i.identityHash === 'string', 'IdentityObject hashed/identityHash');
    rule(IDENTIFIER_TYPES.includes(i.identityType) || /^ext:[A-Za-z0-9._-]+$/.test(i.identityType), `identityType ${i.identityType}`);
    rule(i.salt === undefined || typeof i.salt === 'string', 'salt is a string');
  }
  const a = s.achievement ?? {};
  rule(isUri(a.id) && Array.isArray(a.type) && a.type.includes('Achievement'), 'achievement id/type');
  rule(typeof a.name === 'string' && typeof a.description === 'string', 'achievement name/description');
  rule(!!a.criteria && (typeof a.criteria.narrative === 'string' || isUri(a.criteria.id)), 'achievement criteria');
  rule(a.creditsAvailable === undefined || typeof a.creditsAvailable === 'number', 'creditsAvailable is a number');
  rule(s.creditsEarned === undefined || typeof s.creditsEarned === 'number', 'creditsEarned is a number');
  for (const d of a.resultDescription ?? []) {
    rule(isUri(d.id) && Array.isArray(d.type) && d.type.includes('ResultDescription') && typeof d.name === 'string', 'ResultDescription id/type/name');
    rule(RESULT_TYPES.includes(d.resultType), 'ResultDescription resultType');
    for (const k of ['requiredValue', 'valueMin', 'valueMax']) rule(d[k] === undefined || typeof d[k] === 'string', `ResultDescription ${k} is a string`);
  }
  for (const r of s.result ?? []) {
    rule(Array.isArray(r.type) && r.type.includes('Result'), 'Result type');
    rule(
      r.resultDescription === undefined || (a.resultDescription ?? []).some((d: { id: string }) => d.id === r.resultDescription),
      'Result points at a ResultDescription',
    );
    rule(r.value === undefined || typeof r.value === 'string', 'Result value is a string');
    rule(r.status === undefined || RESULT_STATUS.includes(r.status), 'Result status');
  }
  for (const e of c.evidence ?? []) {
    rule(Array.isArray(e.type) && e.type.includes('Evidence'), 'Evidence type');
    for (const k of ['id', 'narrative', 'name', 'description', 'genre', 'audience'])
      rule(e[k] === undefined || typeof e[k] === 'string', `Evidence ${k} is a string`);
    rule(e.id === undefined || isUri(e.id), 'Evidence id is a URI');
  }
  if (c.credentialStatus) rule(isUri(c.credentialStatus.id) && typeof c.credentialStatus.type === 'string', 'credentialStatus id/type');
  return errors;
}

describe('Open Badges 3.0 credential', () => {
  it('passes the schema rules and carries the holder identity and CPD facts', async () => {
    const member = await createUser(t.services, { firstName: 'Sanne' });
    await t.db.query(`UPDATE users SET license_number = 'NBA-778899' WHERE id = $1`, [member.user.id]);
    const { jwt, certificateId } = await earn(t, member, { title: 'Lease accounting', category: 'Accounting', pePointsValue: 1.5 });
    const c = payloadOf(jwt);
    expect(schemaViolations(c)).toEqual([]);
    // The study the server recorded (none here: the test was started at once) is evidence, next to the formula's study time.
    expect(c.evidence).toEqual([
      expect.objectContaining({ type: ['Evidence'], name: 'Recorded study time', description: expect.stringMatching(/^0 min of study/) }),
    ]);
    expect(schemaViolations({ ...c, evidence: [{ ...c.evidence[0], type: 'Evidence' }] })).toContain('Evidence type');
    // The rule the earlier credential broke: single-string identifier types.
    expect(
      schemaViolations({ ...c, issuer: { ...c.issuer, otherIdentifier: [{ identifier: 'X-1', identifierType: 'identifier', type: ['IdentifierEntry'] }] } }),
    ).toContain('issuer.otherIdentifier[].type is the single string IdentifierEntry');

    const s = c.credentialSubject;
    expect(s.name).toBe('Sanne User');
    const email = s.identifier.find((i: { identityType: string }) => i.identityType === 'emailAddress');
    expect(email).toMatchObject({ type: 'IdentityObject', hashed: true });
    expect(email.salt.length).toBeGreaterThanOrEqual(16);
    // A verifier who knows the address recomputes the hash; the credential never contains it.
    expect(email.identityHash).toBe(
      `sha256$${createHash('sha256')
        .update(member.user.email.toLowerCase() + email.salt)
        .digest('hex')}`,
    );
    expect(jwt).not.toContain(member.user.email);
    expect(Buffer.from(jwt.split('.')[1], 'base64url').toString()).not.toContain(member.user.email);
    expect(s.identifier).toContainEqual({ type: 'IdentityObject', identityType: 'identifier', hashed: false, identityHash: 'NBA-778899' });

    expect(s.achievement).toMatchObject({ creditsAvailable: 1.5, fieldOfStudy: 'Accounting', achievementType: 'CertificateOfCompletion' });
    expect(s.creditsEarned).toBe(1.5);
    expect(s.achievement.resultDescription[0]).toMatchObject({ resultType: 'Percent', requiredValue: '80', valueMax: '100' });
    expect(s.result[0]).toMatchObject({ value: '100', status: 'Completed', resultDescription: s.achievement.resultDescription[0].id });
    // An unconfigured deployment names no accrediting body and no reference, and says it is not accredited.
    expect(s.achievement.accreditingBody).toBeUndefined();
    expect(s.achievement.description).toMatch(/not accredited by any professional body \(demo\)/);
    expect(c.issuer.description).toMatch(/not accredited by any professional body \(demo\)/);
    expect(c.issuer.otherIdentifier).toBeUndefined();
    expect(JSON.stringify(c)).not.toMatch(/count toward|\bECAC\b|provider reference/i);
    expect(c.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: `${t.url}/api/credentials/status/1`,
    });
    expect(c.id).toBe(`${t.url}/verify?certificate_id=${certificateId}`);
  });

  it('follows the JWT proof format: header, registered claims, a dereferenceable kid, tamper rejection', async () => {
    const member = await createUser(t.services);
    const { jwt } = await earn(t, member);
    const header = decodeProtectedHeader(jwt);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: expect.stringMatching(new RegExp(`^${t.url}/api/credentials/keys/[A-Za-z0-9_-]{43}$`)) });
    const { payload } = await verifyWithKidUrl(jwt);
    expect(payload.iss).toBe((payload as { issuer: { id: string } }).issuer.id);
    expect(payload.jti).toBe(payload.id);
    expect(payload.nbf).toBe(Math.floor(new Date(payload.validFrom as string).getTime() / 1000));
    expect(payload.exp).toBeUndefined(); // no validUntil: CPD certificates do not expire
    expect(payload.sub).toBe((payload as { credentialSubject: { id: string } }).credentialSubject.id);
    // The JWKS names the same key by the same URL.
    const jwks = createRemoteJWKSet(new URL(`${t.url}/.well-known/jwks.json`));
    await expect(jwtVerify(jwt, jwks)).resolves.toBeTruthy();

    const [h, p, sig] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payloadOf(jwt), credentialSubject: { ...payloadOf(jwt).credentialSubject, creditsEarned: 9 } })).toString(
      'base64url',
    );
    await expect(verifyWithKidUrl(`${h}.${forged}.${sig}`)).rejects.toThrow();
    expect((await api.post('/api/verify-credential', { credential: `${h}.${forged}.${sig}` })).body.signature_valid).toBe(false);
    expect((await fetch(`${t.url}/api/credentials/keys/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/credentials/keys/..%2F..`)).status).toBe(404);
    expect(p.length).toBeGreaterThan(0);
  });
});

describe('OB 3.0 JWT verification steps on a credential earned by passing a test', () => {
  const UUID_URN = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('nbf read as a date equals validFrom exactly; sub, iss and jti match the credential', async () => {
    const member = await createUser(t.services);
    const { jwt, certificateId } = await earn(t, member);
    const { payload } = await verifyWithKidUrl(jwt);
    const c = payload as unknown as { id: string; validFrom: string; issuer: { id: string }; credentialSubject: { id: string } };
    // Strict: the JWT's nbf as a date is validFrom, to the millisecond (so validFrom has whole seconds).
    expect(new Date((payload.nbf as number) * 1000).toISOString()).toBe(c.validFrom);
    expect(c.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(payload.exp).toBeUndefined();
    expect((payload as { validUntil?: string }).validUntil).toBeUndefined();
    expect(c.credentialSubject.id).toMatch(UUID_URN);
    expect(payload.sub).toBe(c.credentialSubject.id);
    expect(payload.iss).toBe(c.issuer.id);
    expect(payload.jti).toBe(c.id);
    // The register and the member's certificate list say the same moment as the signed credential.
    const [row]: Array<{ completed_at: Date | string }> = await t.db.query('SELECT completed_at FROM certificates WHERE id = $1', [certificateId]);
    expect(new Date(row.completed_at).toISOString()).toBe(c.validFrom);
    const verified = await api.get(`/api/verify-certificate?certificate_id=${certificateId}`);
    expect(verified.body).toMatchObject({ valid: true, signature_valid: true });
    expect((await api.post('/api/verify-credential', { credential: jwt })).body).toMatchObject({ valid: true, signature_valid: true });
  });

  it("names the member by one stable identifier that reveals nothing about them, another member's differs", async () => {
    const member = await createUser(t.services, { firstName: 'Joris' });
    const other = await createUser(t.services);
    const first = payloadOf((await earn(t, member)).jwt);
    const second = payloadOf((await earn(t, member)).jwt);
    const third = payloadOf((await earn(t, other)).jwt);
    expect(first.credentialSubject.id).toMatch(UUID_URN);
    expect(second.credentialSubject.id).toBe(first.credentialSubject.id);
    expect(second.sub).toBe(first.sub);
    expect(third.credentialSubject.id).toMatch(UUID_URN);
    expect(third.credentialSubject.id).not.toBe(first.credentialSubject.id);
    const [row]: Array<{ credential_subject_id: string }> = await t.db.query('SELECT credential_subject_id FROM users WHERE id = $1', [member.user.id]);
    expect(first.credentialSubject.id).toBe(`urn:uuid:${row.credential_subject_id}`);
    expect(first.credentialSubject.id).not.toContain(member.user.email);
  });
});

describe('credential vocabulary', () => {
  it('serves its own JSON-LD context, and the downloaded credential expands in jsonld safe mode from the shipped contexts', async () => {
    const member = await createUser(t.services);
    const { article } = await earn(t, member, { studyMinutes: 45 });
    const res = await fetch(`${t.url}/api/certificate/${article.id}/credential`, { headers: { authorization: `Bearer ${member.token}` } });
    const credential = await res.json();
    const contextUrl = `${t.url}/api/credentials/contexts/leerpunt-v1.jsonld`;
    expect(credential['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json', contextUrl]);
    const served = await fetch(contextUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(await served.json()).toEqual(leerpuntContext(t.url));
    const expanded = await jsonld.expand(credential, { documentLoader: shippedDocumentLoader(t.url), safe: true } as jsonld.Options.Expand);
    // The study time is a Leerpunt term; this deployment has no accrediting body, so the credential names none.
    expect(JSON.stringify(expanded)).toContain(`${contextUrl}#studyTime`);
    expect(JSON.stringify(expanded)).not.toContain(`${contextUrl}#accreditingBody`);
  });
});

/** The bit of `index` in a status list JWT, decoded with nothing but zlib. */
async function statusBit(listUrl: string, index: number, alg = 'EdDSA') {
  const res = await fetch(listUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=10');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  const jwt = await res.text();
  const { payload } = await verifyWithKidUrl(jwt, alg);
  const subject = (payload as { credentialSubject: { type: string; statusPurpose: string; encodedList: string } }).credentialSubject;
  expect(payload.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  expect(subject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
  expect(subject.encodedList[0]).toBe('u');
  const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), 'base64url'));
  expect(bits.length).toBe(16 * 1024);
  return (bits[index >> 3] >> (7 - (index & 7))) & 1;
}

describe('Bitstring Status List', () => {
  it('publishes a signed list whose bit flips when the certificate is revoked', async () => {
    const member = await createUser(t.services);
    const { jwt, certificateId } = await earn(t, member);
    const status = payloadOf(jwt).credentialStatus;
    const index = Number(status.statusListIndex);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(131_072);
    expect(status.id).toBe(`${status.statusListCredential}#${index}`);
    expect(await statusBit(status.statusListCredential, index)).toBe(0);

    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    await api.post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'Issued in error' }, admin.token);
    expect(await statusBit(status.statusListCredential, index)).toBe(1);
    expect((await fetch(`${t.url}/api/credentials/status/999`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/credentials/status/abc`)).status).toBe(404);
  });

  it('draws indexes at random', async () => {
    const member = await createUser(t.services);
    const indexes = [];
    for (let i = 0; i < 3; i++) indexes.push(Number(payloadOf((await earn(t, member)).jwt).credentialStatus.statusListIndex));
    expect(new Set(indexes).size).toBe(3);
    expect(indexes.some((i) => i > 1000)).toBe(true);
  });
});

describe('signing keys in the database', () => {
  it('two processes racing to create the first key agree on one', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const make = () => new CredentialSigner({ db, keySecret: 'k'.repeat(40), publicUrl: () => 'http://x', dataDir: tempDir() });
      const [a, b] = await Promise.all([make().ensureKey(), make().ensureKey()]);
      expect(a).toBe(b);
      const rows = await db.query('SELECT id, is_current, private_key_encrypted FROM credential_signing_keys');
      expect(rows).toHaveLength(1);
      expect(rows[0].private_key_encrypted).not.toContain('"d"');
      // Another key-encryption secret can still verify (public keys are plain) but refuses to sign.
      const other = new CredentialSigner({ db, keySecret: 'z'.repeat(40), publicUrl: () => 'http://x', dataDir: tempDir() });
      await expect(other.sign({ a: 1 })).rejects.toThrow(/CREDENTIAL_KEY_SECRET/);
      const { jws } = await make().sign({ a: 1 });
      expect(await other.verify(jws)).toMatchObject({ payload: { a: 1 } });
    } finally {
      await close();
    }
  });

  it('old certificates verify after a rotation and after a restart with an empty data folder', async () => {
    const member = await createUser(t.services);
    const before = await earn(t, member);
    const oldKid = decodeProtectedHeader(before.jwt).kid!;
    const rotator = new CredentialSigner({ db: t.db, keySecret: t.services.config.credentialKeySecret, publicUrl: () => t.url, dataDir: tempDir() });
    const newKeyId = await rotator.rotate();
    const after = await earn(t, member);
    expect(decodeProtectedHeader(after.jwt).kid).toBe(`${t.url}/api/credentials/keys/${newKeyId}`);
    expect(oldKid).not.toBe(decodeProtectedHeader(after.jwt).kid);
    const jwks = (await (await fetch(`${t.url}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
    expect(jwks.keys[0].kid).toBe(decodeProtectedHeader(after.jwt).kid);
    expect(jwks.keys.map((k) => k.kid)).toContain(oldKid);
    for (const c of [before, after]) {
      await verifyWithKidUrl(c.jwt);
      expect((await api.get(`/api/verify-certificate?certificate_id=${c.certificateId}`)).body).toMatchObject({ valid: true, signature_valid: true });
    }

    // A restart: new services over the same database, with a new, empty data folder.
    const restarted = await startTestAppOn(t.db, { DATA_DIR: tempDir() });
    try {
      const client = apiClient(restarted.url);
      for (const c of [before, after]) {
        expect((await client.get(`/api/verify-certificate?certificate_id=${c.certificateId}`)).body).toMatchObject({ valid: true, signature_valid: true });
        expect((await client.post('/api/verify-credential', { credential: c.jwt })).body).toMatchObject({ valid: true, signature_valid: true });
      }
      const third = await earn(restarted, member);
      expect(decodeProtectedHeader(third.jwt).kid).toMatch(new RegExp(`/${newKeyId}$`));
      expect((await api.get(`/api/verify-certificate?certificate_id=${third.certificateId}`)).body.valid).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  (backend === 'pg' ? it : it.skip)('two app processes on one PostgreSQL database verify each other’s certificates', async () => {
    const { db: db2 } = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 4 });
    const second = await startTestAppOn(db2, { DATA_DIR: tempDir() });
    try {
      const member = await createUser(t.services);
      const fromFirst = await earn(t, member);
      const fromSecond = await earn(second, member);
      for (const [app, c] of [
        [second, fromFirst],
        [t, fromSecond],
      ] as const) {
        const res = await apiClient(app.url).get(`/api/verify-certificate?certificate_id=${c.certificateId}`);
        expect(res.body).toMatchObject({ valid: true, signature_valid: true });
        expect((await apiClient(app.url).post('/api/verify-credential', { credential: c.jwt })).body).toMatchObject({ valid: true });
      }
      const keys = async (app: TestApp) => ((await (await fetch(`${app.url}/.well-known/jwks.json`)).json()) as { keys: JWK[] }).keys.map((k) => k.x);
      expect(await keys(second)).toEqual(await keys(t));
      // Both signed with the same key.
      expect(decodeProtectedHeader(fromFirst.jwt).kid!.split('/').pop()).toBe(decodeProtectedHeader(fromSecond.jwt).kid!.split('/').pop());
      const jwk = (await keys(t))[0];
      expect(jwk).toBeTruthy();
      await compactVerify(fromSecond.jwt, await importJWK({ kty: 'OKP', crv: 'Ed25519', x: jwk }, 'EdDSA'));
    } finally {
      await second.close();
      await db2.destroy();
    }
  });
});

describe('RS256 signing keys', () => {
  // An app of its own, so that switching its current key to RS256 leaves the other tests' key alone.
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp({ DATA_DIR: tempDir() });
  });
  afterAll(() => r.close());

  const rotateTo = (alg: 'EdDSA' | 'RS256') =>
    new CredentialSigner({ db: r.db, keySecret: r.services.config.credentialKeySecret, publicUrl: () => r.url, dataDir: tempDir() }).rotate(alg);
  const verifyApi = (jwt: string) => apiClient(r.url).post('/api/verify-credential', { credential: jwt });

  it('rotating from EdDSA to RS256 signs new credentials and status lists with RS256 and keeps old credentials valid', async () => {
    const member = await createUser(r.services);
    const before = await earn(r, member);
    expect(decodeProtectedHeader(before.jwt).alg).toBe('EdDSA');
    const rsaId = await rotateTo('RS256');
    const after = await earn(r, member);
    expect(decodeProtectedHeader(after.jwt)).toEqual({ alg: 'RS256', typ: 'JWT', kid: `${r.url}/api/credentials/keys/${rsaId}` });

    // jose, as an RS256-only verifier: through the kid URL and through the remote key set.
    const { payload } = await verifyWithKidUrl(after.jwt, 'RS256');
    expect(payload.jti).toBe(payload.id);
    const jwks = createRemoteJWKSet(new URL(`${r.url}/.well-known/jwks.json`));
    await expect(jwtVerify(after.jwt, jwks, { algorithms: ['RS256'] })).resolves.toBeTruthy();
    await expect(jwtVerify(before.jwt, jwks, { algorithms: ['EdDSA'] })).resolves.toBeTruthy();
    await verifyWithKidUrl(before.jwt, 'EdDSA');

    const set = (await (await fetch(`${r.url}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
    expect(set.keys[0]).toEqual({ kty: 'RSA', n: expect.any(String), e: 'AQAB', alg: 'RS256', use: 'sig', kid: `${r.url}/api/credentials/keys/${rsaId}` });
    expect(Buffer.from(set.keys[0].n!, 'base64url').length * 8).toBe(2048);
    expect(set.keys[0].d).toBeUndefined();
    expect(set.keys.find((k) => k.kid === decodeProtectedHeader(before.jwt).kid)).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });

    // The status list is re-signed with the current (RS256) key; revoking the old credential shows in it.
    const oldStatus = payloadOf(before.jwt).credentialStatus;
    const admin = await createUser(r.services, { isAdmin: true, plan: null });
    await apiClient(r.url).post(`/api/admin/certificates/${before.certificateId}/revoke`, { reason: 'Issued in error' }, admin.token);
    expect(await statusBit(oldStatus.statusListCredential, Number(oldStatus.statusListIndex), 'RS256')).toBe(1);

    for (const c of [before, after]) {
      expect((await apiClient(r.url).get(`/api/verify-certificate?certificate_id=${c.certificateId}`)).body).toMatchObject({ signature_valid: true });
      expect((await verifyApi(c.jwt)).body).toMatchObject({ signature_valid: true });
    }
    expect((await verifyApi(after.jwt)).body).toMatchObject({ valid: true });
    const algorithmOf = async (id: string) =>
      (await apiClient(r.url).gql('query($id: String!) { verifyCertificate(certificateId: $id) { signatureValid signatureAlgorithm } }', { id })).body.data
        .verifyCertificate;
    expect(await algorithmOf(after.certificateId)).toEqual({ signatureValid: true, signatureAlgorithm: 'RS256' });
    expect(await algorithmOf(before.certificateId)).toEqual({ signatureValid: true, signatureAlgorithm: 'EDDSA' });

    // And back: EdDSA again for new keys, the RSA key kept for what it signed.
    await rotateTo('EdDSA');
    expect(decodeProtectedHeader((await earn(r, member)).jwt).alg).toBe('EdDSA');
    expect((await verifyApi(after.jwt)).body).toMatchObject({ valid: true, signature_valid: true });
  });

  it('takes the algorithm from the key, never from the token header', async () => {
    const member = await createUser(r.services);
    await rotateTo('RS256');
    const rsa = await earn(r, member);
    await rotateTo('EdDSA');
    const ed = await earn(r, member);
    const rsaKid = decodeProtectedHeader(rsa.jwt).kid!;
    const rsaJwk = (await (await fetch(rsaKid)).json()) as JWK;
    const body = rsa.jwt.split('.')[1];
    const reHeader = (jwt: string, header: object) => [Buffer.from(JSON.stringify(header)).toString('base64url'), ...jwt.split('.').slice(1)].join('.');

    // The same signature under another header alg.
    expect((await verifyApi(reHeader(rsa.jwt, { alg: 'PS256', typ: 'JWT', kid: rsaKid }))).body.signature_valid).toBe(false);
    expect((await verifyApi(reHeader(ed.jwt, { alg: 'RS256', typ: 'JWT', kid: decodeProtectedHeader(ed.jwt).kid }))).body.signature_valid).toBe(false);
    // HS256 keyed with the published RSA key: the classic confusion forgery.
    const hsHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: rsaKid })).toString('base64url');
    for (const secret of [JSON.stringify(rsaJwk), rsaJwk.n!]) {
      const sig = createHmac('sha256', secret).update(`${hsHeader}.${body}`).digest('base64url');
      expect((await verifyApi(`${hsHeader}.${body}.${sig}`)).body.signature_valid).toBe(false);
    }
    // A real RS256 signature by a foreign key naming the platform's Ed25519 key.
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await new CompactSign(Buffer.from(body, 'base64url'))
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: decodeProtectedHeader(ed.jwt).kid })
      .sign(foreign);
    expect((await verifyApi(forged)).body.signature_valid).toBe(false);
    expect((await verifyApi(rsa.jwt)).body.signature_valid).toBe(true);
  });

  it('CREDENTIAL_SIGNING_ALG=RS256 makes the first key an RSA key', async () => {
    const app = await startTestApp({ DATA_DIR: tempDir(), CREDENTIAL_SIGNING_ALG: 'RS256' });
    try {
      const member = await createUser(app.services);
      const { jwt } = await earn(app, member);
      expect(decodeProtectedHeader(jwt).alg).toBe('RS256');
      await verifyWithKidUrl(jwt, 'RS256');
      expect(() => loadConfig({ CREDENTIAL_SIGNING_ALG: 'HS256' })).toThrow(/CREDENTIAL_SIGNING_ALG/);
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  const base = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://cpd.example',
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    PAYMENTS_SANDBOX: 'allow',
  };
  it('refuses to start in production without the key-encryption secret', () => {
    expect(() => loadConfig(base)).toThrow(/CREDENTIAL_KEY_SECRET: required in production/);
    expect(loadConfig({ ...base, CREDENTIAL_KEY_SECRET: 's'.repeat(32) }).credentialKeySecret).toBe('s'.repeat(32));
    const file = path.join(tempDir(), 'secret');
    writeFileSync(file, `${'f'.repeat(40)}\n`);
    expect(loadConfig({ ...base, CREDENTIAL_KEY_FILE: file }).credentialKeySecret).toBe('f'.repeat(40));
    expect(() => loadConfig({ ...base, CREDENTIAL_KEY_FILE: path.join(tempDir(), 'missing') })).toThrow(/CREDENTIAL_KEY_FILE/);
    expect(() => loadConfig({ ...base, CREDENTIAL_KEY_SECRET: 'short' })).toThrow(/CREDENTIAL_KEY_SECRET/);
    // Outside production a development secret keeps `npm start` working.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() }).credentialKeySecret.length).toBeGreaterThanOrEqual(32);
    expect(
      loadConfig({
        ...base,
        CREDENTIAL_KEY_SECRET: 's'.repeat(32),
        ACCREDITATION_BODY_NAME: 'Real Body',
        ACCREDITATION_BODY_URL: 'https://real-body.test',
        ACCREDITATION_REFERENCE: 'RB-1',
      }).accreditation,
    ).toMatchObject({ bodyName: 'Real Body', reference: 'RB-1' });
    expect(loadConfig({ ...base, CREDENTIAL_KEY_SECRET: 's'.repeat(32) }).accreditation).toBeNull();
  });
});

describe('bulk verification', () => {
  const bulk = (ids: unknown, query = '') => api.post(`/api/verify-certificates${query}`, { ids });
  const reset = () => t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'verify-bulk-ip:%'`);
  beforeEach(reset);
  afterAll(reset);

  it('answers each id in order: valid, unknown, malformed, revoked; no e-mail; CSV alike', async () => {
    const member = await createUser(t.services, { firstName: 'Bram' });
    const a = await earn(t, member, { title: 'Audit sample one', pePointsValue: 2 });
    const b = await earn(t, member, { title: 'Audit sample two' });
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    await api.post(`/api/admin/certificates/${b.certificateId}/revoke`, { reason: 'Fraud' }, admin.token);
    const unknown = '0'.repeat(26);
    const res = await bulk([a.certificateId, unknown, 'nonsense', b.certificateId.toLowerCase()]);
    expect(res.status).toBe(200);
    const results = res.body.results;
    expect(results).toHaveLength(4);
    expect(results[0]).toMatchObject({
      certificate_id: a.certificateId,
      valid: true,
      user_name: 'Bram User',
      article_title: 'Audit sample one',
      pe_points: 2,
      revoked: false,
      signature_valid: true,
    });
    expect(typeof results[0].completed_at).toBe('string');
    expect(results[1]).toMatchObject({ certificate_id: unknown, valid: false, error: 'Certificate not found', user_name: null });
    expect(results[2]).toMatchObject({ certificate_id: 'nonsense', valid: false, error: MESSAGES.certificateIdInvalid });
    expect(results[3]).toMatchObject({ certificate_id: b.certificateId, valid: false, revoked: true, revocation_reason: 'Fraud', user_name: null });
    expect(JSON.stringify(res.body)).not.toContain(member.user.email);

    const gql = await api.gql('query($ids: [String!]!) { verifyCertificates(ids: $ids) { certificateId valid userName revoked error } }', {
      ids: [a.certificateId, b.certificateId],
    });
    expect(gql.body.data.verifyCertificates).toEqual([
      { certificateId: a.certificateId, valid: true, userName: 'Bram User', revoked: false, error: null },
      { certificateId: b.certificateId, valid: false, userName: null, revoked: true, error: expect.stringContaining('Fraud') },
    ]);

    const csv = await fetch(`${t.url}/api/verify-certificates?format=csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [a.certificateId, unknown] }),
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="certificate-verification.csv"');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('certificate_id,valid,holder_name,article_title,pe_points,completed_at,revoked,revoked_at,revocation_reason,error');
    expect(lines[1]).toMatch(new RegExp(`^${a.certificateId},true,Bram User,Audit sample one,2,`));
    expect(lines[2]).toBe(`${unknown},false,,,,,false,,,Certificate not found`);
  });

  it('quotes and defuses CSV cells for semicolon and tab separators too', async () => {
    const member = await createUser(t.services, { firstName: 'Jan;=HYPERLINK("http://evil.example","x")', lastName: 'de\t@SUM(A1)' });
    const a = await earn(t, member, { title: 'Audit; +31 trick' });
    const csv = await fetch(`${t.url}/api/verify-certificates?format=csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [a.certificateId] }),
    });
    const row = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')[1];
    expect(row).toMatch(
      new RegExp(`^${a.certificateId},true,"Jan;'=HYPERLINK\\(""http://evil.example"",""x""\\) de\t'@SUM\\(A1\\)","Audit; '\\+31 trick",1\\.5,`),
    );
    // However a spreadsheet splits the line (comma, semicolon or tab, quotes honoured or not), no cell starts a formula.
    for (const piece of row.split(/[,;\t]/)) expect(piece.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('takes 1 to 100 ids', async () => {
    expect((await bulk(Array.from({ length: 100 }, () => '1'.repeat(26)))).body.results).toHaveLength(100);
    for (const bad of [Array.from({ length: 101 }, () => '1'.repeat(26)), [], 'ABC', [1, 2], null]) {
      const res = await bulk(bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    const gql = await api.gql('query($ids: [String!]!) { verifyCertificates(ids: $ids) { valid } }', {
      ids: Array.from({ length: 101 }, () => '1'.repeat(26)),
    });
    expect(gql.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is rate limited per caller with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await bulk(['1'.repeat(26)])).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await bulk(['1'.repeat(26)]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await api.gql('query($ids: [String!]!) { verifyCertificates(ids: $ids) { valid } }', { ids: ['1'.repeat(26)] });
    expect(gql.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('printable certificate', () => {
  const facts = {
    certificateId: 'A'.repeat(26),
    holderName: 'Eva Jansen',
    articleId: 1,
    articleTitle: 'IFRS 16',
    fieldOfStudy: 'Accounting',
    pePoints: 1,
    completedAt: new Date('2026-03-01T10:00:00Z'),
  };
  const issuer = { publicUrl: 'https://cpd.example', productName: 'Leerpunt', accreditation: null };
  const body = { bodyName: 'Body', bodyUrl: 'https://body.example', reference: 'REF-1', cpdStatement: null, logoUrl: '/accreditation-logo.svg' };
  it('says a deployment without an accrediting body is not accredited, and shows the seal only for a configured one', () => {
    const demo = renderCertificateHtml(facts, issuer, 'data:image/png;base64,AAAA');
    expect(demo).toContain('None: this deployment is not accredited (demo)');
    expect(demo).toContain('This deployment of Leerpunt is not accredited by any professional body (demo).');
    expect(demo).not.toMatch(/REF-1|Accreditation reference|provider reference|count toward/);
    expect(demo).not.toContain('class="seal"');
    expect(demo).toContain('https://cpd.example/verify?mode=file');
    expect(demo).toMatch(/@page \{ size: A4 landscape/);
    const real = renderCertificateHtml(facts, { ...issuer, accreditation: body }, 'data:image/png;base64,AAAA', '/accreditation-logo.svg');
    expect(real).not.toContain('demo');
    expect(real).toContain('Leerpunt is accredited by Body as a provider of continuing professional education (provider reference REF-1).');
    expect(real).toContain('<svg class="seal"');
    expect(real).not.toMatch(/<script|src="http/i);
    expect(renderCertificateHtml(facts, { ...issuer, accreditation: body }, 'x', 'https://elsewhere.example/logo.svg')).not.toContain('class="seal"');
  });
});
