import jsonld from 'jsonld';
import { shippedContexts } from '../../server/src/modules/certificates/contexts';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

// The API tiers run with --experimental-vm-modules, so this loads the ES modules natively.
const importModule = (specifier: string): Promise<any> => import(specifier);

type Json = Record<string, any>;
type Loader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const LD = { Accept: 'application/ld+json, application/json' };

/** Passes the test on a fresh article; the certificate id. */
async function earn(member: TestUser): Promise<string> {
  const article = await createSampleArticle(t.services);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  return res.body.certificate_id as string;
}

async function download(member: TestUser, format: 'json' | 'jwt') {
  const res = await fetch(`${t.url}/api/cpd-record/clr${format === 'jwt' ? '?format=jwt' : ''}`, { headers: { authorization: `Bearer ${member.token}` } });
  return res;
}

/** A verifier's local loader: the shipped contexts and their npm packages, and the issuer's documents from the app; nothing from the internet. */
async function localLoader(): Promise<Loader> {
  const did = await importModule('did-context');
  const multikey = await importModule('@digitalbazaar/multikey-context');
  const documents: Record<string, unknown> = {
    ...shippedContexts(t.url),
    'https://www.w3.org/ns/did/v1': (did.default ?? did).contexts.get('https://www.w3.org/ns/did/v1'),
    'https://w3id.org/security/multikey/v1': (multikey.default ?? multikey).contexts.get('https://w3id.org/security/multikey/v1'),
  };
  return async (url: string) => {
    if (!(url in documents)) {
      if (!url.startsWith(`${t.url}/`) && url !== t.url) throw new Error(`not loaded offline: ${url}`);
      const res = await fetch(url, { headers: LD });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      documents[url] = await res.json();
    }
    return { contextUrl: null, documentUrl: url, document: documents[url] };
  };
}

/** Digital Bazaar's verifier (vc + DataIntegrityProof + eddsa-rdfc-2022), the proof only. */
async function digitalBazaarVerify(credential: Json, documentLoader: Loader) {
  const vc = await importModule('@digitalbazaar/vc');
  const { DataIntegrityProof } = await importModule('@digitalbazaar/data-integrity');
  const { cryptosuite } = await importModule('@digitalbazaar/eddsa-rdfc-2022-cryptosuite');
  return vc.verifyCredential({ credential, suite: new DataIntegrityProof({ cryptosuite }), documentLoader, checkStatus: async () => ({ verified: true }) });
}

// The rules of the official CLR 2.0 ClrCredential JSON Schema
// (https://purl.imsglobal.org/spec/clr/v2p0/schema/json/clr_v2p0_clrcredential_schema.json) this record relies
// on, restated: the schema itself is neither copied here nor fetched.
const isUri = (v: unknown) => typeof v === 'string' && /^[a-z][a-z0-9+.-]*:\S+$/i.test(v);
const isDateTime = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v);
const list = (v: unknown): any[] => (v === undefined ? [] : [v].flat());
const typeHas = (v: unknown, name: string) => list(v).includes(name);
const ACHIEVEMENT_TYPES = [
  'Achievement',
  'Assessment',
  'Award',
  'Badge',
  'Certificate',
  'CertificateOfCompletion',
  'Certification',
  'Course',
  'LearningProgram',
];
const IDENTITY_TYPES = ['name', 'sourcedId', 'systemId', 'productId', 'userName', 'accountId', 'emailAddress', 'nationalIdentityNumber', 'identifier'];
const ASSOCIATION_TYPES = ['exactMatchOf', 'isChildOf', 'isParentOf', 'isPartOf', 'isPeerOf', 'isRelatedTo', 'precedes', 'replacedBy'];

function clrViolations(c: Json): string[] {
  const errors: string[] = [];
  const rule = (ok: boolean, text: string) => {
    if (!ok) errors.push(text);
  };
  for (const required of ['@context', 'type', 'id', 'name', 'credentialSubject', 'issuer', 'validFrom'])
    rule(c[required] !== undefined, `${required} is required`);
  const context = c['@context'];
  rule(Array.isArray(context) && context.length >= 3, '@context is an array of at least 3');
  rule(context?.[0] === 'https://www.w3.org/ns/credentials/v2', '@context[0] is the VC 2.0 context');
  rule(/^https:\/\/purl\.imsglobal\.org\/spec\/clr\/v2p0\/context(-2\.\d\.\d)*\.json$/.test(context?.[1]), '@context[1] is the CLR 2.0 context');
  rule(/^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context(-3\.\d\.\d)*\.json$/.test(context?.[2]), '@context[2] is the OB 3.0 context');
  rule(Array.isArray(c.type) && c.type.includes('VerifiableCredential') && c.type.includes('ClrCredential'), 'type has VerifiableCredential and ClrCredential');
  rule(typeof c.id === 'string' && isUri(c.id), 'id is a URI');
  rule(typeof c.name === 'string' && typeof c.description === 'string', 'name and description are strings');
  rule(isDateTime(c.validFrom), 'validFrom is a date-time');
  rule(c.validUntil === undefined || isDateTime(c.validUntil), 'validUntil is a date-time');
  rule(c.partial === undefined || typeof c.partial === 'boolean', 'partial is a boolean');
  rule(isUri(c.issuer) || (isUri(c.issuer?.id) && typeHas(c.issuer?.type, 'Profile')), 'issuer is a URI or a Profile with id and type');
  for (const p of list(c.proof)) rule(typeof p.type === 'string', 'proof.type is a string');

  const s = c.credentialSubject ?? {};
  rule(typeHas(s.type, 'ClrSubject'), 'credentialSubject.type contains ClrSubject');
  rule(typeof s.id === 'string' || list(s.identifier).length > 0, 'the subject has an id or an identifier');
  for (const i of list(s.identifier)) {
    rule(i.type === 'IdentityObject' && typeof i.hashed === 'boolean' && typeof i.identityHash === 'string', 'IdentityObject type/hashed/identityHash');
    rule(IDENTITY_TYPES.includes(i.identityType), 'IdentityObject identityType');
    rule(
      Object.keys(i).every((k) => ['type', 'hashed', 'identityHash', 'identityType', 'salt'].includes(k)),
      'IdentityObject has no other properties',
    );
  }
  const vcs = list(s.verifiableCredential);
  rule(s.verifiableCredential !== undefined && vcs.length >= 1, 'verifiableCredential holds at least one credential');
  for (const v of vcs) {
    rule(!!v && typeof v === 'object', 'verifiableCredential items are objects');
    for (const required of ['@context', 'type', 'issuer', 'validFrom', 'credentialSubject']) rule(v?.[required] !== undefined, `inner ${required} is required`);
    rule(list(v?.['@context'])[0] === 'https://www.w3.org/ns/credentials/v2', 'inner @context starts with VC 2.0');
    rule(typeHas(v?.type, 'VerifiableCredential'), 'inner type has VerifiableCredential');
    rule(isDateTime(v?.validFrom), 'inner validFrom is a date-time');
    rule(list(v?.proof).length > 0, 'inner credentials carry a proof (a verifiable credential)');
  }
  for (const a of list(s.achievement)) {
    for (const required of ['id', 'type', 'criteria', 'description', 'name']) rule(a[required] !== undefined, `achievement ${required} is required`);
    rule(typeHas(a.type, 'Achievement'), 'achievement type has Achievement');
    rule(a.achievementType === undefined || ACHIEVEMENT_TYPES.includes(a.achievementType), 'achievementType from the list');
    rule(a.creditsAvailable === undefined || typeof a.creditsAvailable === 'number', 'creditsAvailable is a number');
    rule(a.creator === undefined || (typeof a.creator.id === 'string' && typeHas(a.creator.type, 'Profile')), 'creator is a Profile');
  }
  for (const a of list(s.association)) {
    rule(a.type === 'Association' && ASSOCIATION_TYPES.includes(a.associationType), 'Association type/associationType');
    rule(typeof a.sourceId === 'string' && typeof a.targetId === 'string', 'Association sourceId/targetId');
  }
  return errors;
}

const VERIFY = `query ($credential: String!) { verifyCredential(credential: $credential) {
  valid signatureValid signatureAlgorithm revoked error selfReportedActivities
  credentials { valid certificateId signatureValid revoked revocationReason }
} }`;

describe('the CPD record as a Comprehensive Learner Record 2.0 credential', () => {
  it('holds the valid certificates as issued and the outside activities as self-reported, in both forms, and verifies each credential in it', async () => {
    const member = await createUser(t.services);
    expect((await download(member, 'json')).status).toBe(404);
    const [first, second] = [await earn(member), await earn(member)];
    const outside = {
      kind: 'CONFERENCE',
      date: '2026-03-02',
      title: 'Demo conference on audit quality',
      provider: 'Example Institute',
      category: 'Audit',
      hours: 6,
      points: 5,
    };
    expect((await api.post('/api/outside-activities', outside, member.token)).status).toBe(201);

    const res = await download(member, 'json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cpd-record-\d{4}-\d{2}-\d{2}\.clr\.json"$/);
    const clr = (await res.json()) as Json;
    expect(clrViolations(clr)).toEqual([]);
    expect(clr.credentialSubject.id).toMatch(/^urn:uuid:/);
    expect(clr.issuer.id).toBe(t.url);
    expect(clr.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' });
    // The certificates as issued, each with its own proof; the outside activity as a self-reported achievement.
    const inner = clr.credentialSubject.verifiableCredential as Json[];
    expect(inner.map((c) => new URL(c.id).searchParams.get('certificate_id')).sort()).toEqual([first, second].sort());
    for (const c of inner) expect(c.proof.cryptosuite).toBe('eddsa-rdfc-2022');
    expect(clr.credentialSubject.achievement).toEqual([
      expect.objectContaining({
        name: outside.title,
        tag: ['self-reported'],
        description: expect.stringMatching(/^Self-reported by the member, not verified/),
      }),
    ]);
    expect(clr.description).toMatch(/self-reported/);

    // Every term is defined: jsonld's safe mode expands it from the shipped contexts.
    const loader = await localLoader();
    const expanded = await jsonld.expand(clr, { documentLoader: loader, safe: true } as unknown as jsonld.Options.Expand);
    expect(JSON.stringify(expanded)).toContain('https://purl.imsglobal.org/spec/vc/clr/vocab.html#ClrSubject');

    // Digital Bazaar's library verifies the record's proof and each credential's own.
    expect((await digitalBazaarVerify(clr, loader)).verified).toBe(true);
    for (const c of inner) expect((await digitalBazaarVerify(c, loader)).verified).toBe(true);

    // The JWT form: the same record, signed as a VC-JWT with the certificates' key.
    const jwtRes = await download(member, 'jwt');
    expect(jwtRes.headers.get('content-type')).toMatch(/^application\/jwt/);
    const jwt = await jwtRes.text();
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Json;
    expect(payload).toMatchObject({ iss: t.url, sub: clr.credentialSubject.id, type: ['VerifiableCredential', 'ClrCredential'] });
    expect(payload.nbf * 1000).toBe(new Date(payload.validFrom).getTime());
    const { iss: _iss, jti: _jti, nbf: _nbf, sub: _sub, ...fromJwt } = payload;
    expect(clrViolations(fromJwt)).toEqual([]);

    // The GraphQL query gives the same record.
    const gql = await api.gql('{ learnerRecordCredential { filename jwtFilename json jws } }', {}, member.token);
    expect(clrViolations(JSON.parse(gql.body.data.learnerRecordCredential.json))).toEqual([]);

    // The site's verifier: the record and each credential in it.
    const site = await api.gql(VERIFY, { credential: JSON.stringify(clr) });
    expect(site.body.data.verifyCredential).toMatchObject({
      valid: true,
      signatureValid: true,
      signatureAlgorithm: 'EDDSA_RDFC_2022',
      selfReportedActivities: 1,
    });
    expect(site.body.data.verifyCredential.credentials).toHaveLength(2);
    for (const c of site.body.data.verifyCredential.credentials) expect(c).toMatchObject({ valid: true, signatureValid: true, revoked: false });
    const viaRest = await api.post('/api/verify-credential', { credential: jwt });
    expect(viaRest.body).toMatchObject({ valid: true, signature_valid: true, self_reported_activities: 1 });
    expect(viaRest.body.credentials).toHaveLength(2);

    // Tampering with a credential inside, or with a self-reported activity, breaks the record's proof.
    const tamperedInner = structuredClone(clr);
    tamperedInner.credentialSubject.verifiableCredential[0].credentialSubject.creditsEarned = 99;
    const tamperedOutside = structuredClone(clr);
    tamperedOutside.credentialSubject.achievement[0].creditsAvailable = 50;
    for (const tampered of [tamperedInner, tamperedOutside]) {
      expect((await digitalBazaarVerify(tampered, loader)).verified).toBe(false);
      expect((await api.gql(VERIFY, { credential: JSON.stringify(tampered) })).body.data.verifyCredential).toMatchObject({
        valid: false,
        signatureValid: false,
      });
    }
    const [head, , signature] = jwt.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, name: 'Someone else' })).toString('base64url')}.${signature}`;
    expect((await api.post('/api/verify-credential', { credential: forged })).body).toMatchObject({ valid: false, signature_valid: false });

    // One certificate revoked: the record's signature holds, that credential shows revoked, the other stays valid.
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    await api.post(`/api/admin/certificates/${first}/revoke`, { reason: 'Issued in error' }, admin.token);
    for (const form of [JSON.stringify(clr), jwt]) {
      const answer = (await api.gql(VERIFY, { credential: form })).body.data.verifyCredential;
      expect(answer).toMatchObject({ valid: false, signatureValid: true, revoked: false, error: expect.stringMatching(/^1 of 2 credentials/) });
      const byId = Object.fromEntries(answer.credentials.map((c: Json) => [c.certificateId, c]));
      expect(byId[first]).toMatchObject({ valid: false, signatureValid: true, revoked: true, revocationReason: 'Issued in error' });
      expect(byId[second]).toMatchObject({ valid: true, revoked: false });
    }
    expect((await digitalBazaarVerify(clr, loader)).verified).toBe(true);

    // A new record leaves the revoked certificate out.
    const later = (await (await download(member, 'json')).json()) as Json;
    expect(later.credentialSubject.verifiableCredential.map((c: Json) => new URL(c.id).searchParams.get('certificate_id'))).toEqual([second]);
  });

  it('needs a signed-in member', async () => {
    expect((await fetch(`${t.url}/api/cpd-record/clr`)).status).toBe(401);
  });
});
