import { gunzipSync } from 'node:zlib';
import jsonld from 'jsonld';
import { shippedContexts } from '../../server/src/modules/certificates/contexts';
import { CredentialSigner } from '../../server/src/modules/certificates/credential-signer';
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

/** Passes the test on a fresh article and downloads the JSON credential (with its Data Integrity proof). */
async function earn(member: TestUser) {
  const article = await createSampleArticle(t.services);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  const res = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(res.body.passed).toBe(true);
  const download = await fetch(`${t.url}/api/certificate/${article.id}/credential`, { headers: { authorization: `Bearer ${member.token}` } });
  if (download.status !== 200) throw new Error(`download answered ${download.status}: ${await download.text()}`);
  return { article, certificateId: res.body.certificate_id as string, credential: (await download.json()) as Json };
}

/**
 * A verifier's local document loader: the contexts shipped with the app and their npm packages, and the issuer's
 * documents as the app serves them over HTTP (read once here, by content negotiation); nothing from the internet.
 */
async function localLoader(extra: Record<string, unknown> = {}): Promise<Loader> {
  const did = await importModule('did-context');
  const multikey = await importModule('@digitalbazaar/multikey-context');
  const documents: Record<string, unknown> = {
    ...shippedContexts(t.url),
    'https://www.w3.org/ns/did/v1': (did.default ?? did).contexts.get('https://www.w3.org/ns/did/v1'),
    'https://w3id.org/security/multikey/v1': (multikey.default ?? multikey).contexts.get('https://w3id.org/security/multikey/v1'),
    ...extra,
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

/**
 * Digital Bazaar's verifier (vc + DataIntegrityProof + eddsa-rdfc-2022). Its status check reads the Bitstring
 * Status List as JSON-LD through the same loader, verifies the list's own proof and reads the credential's bit.
 */
async function digitalBazaarVerify(credential: Json, documentLoader: Loader) {
  const vc = await importModule('@digitalbazaar/vc');
  const { DataIntegrityProof } = await importModule('@digitalbazaar/data-integrity');
  const { cryptosuite } = await importModule('@digitalbazaar/eddsa-rdfc-2022-cryptosuite');
  const suite = new DataIntegrityProof({ cryptosuite });
  const checkStatus = async ({ credential: c }: { credential: Json }) => {
    const res = await fetch(c.credentialStatus.statusListCredential, { headers: { Accept: 'application/vc+ld+json' } });
    const list = (await res.json()) as Json;
    const listCheck = await vc.verifyCredential({ credential: list, suite, documentLoader });
    if (!listCheck.verified) return { verified: false, error: new Error('status list not verified') };
    return { verified: revocationBit(list, Number(c.credentialStatus.statusListIndex)) === 0 };
  };
  return vc.verifyCredential({ credential, suite, documentLoader, checkStatus });
}

const VERIFY = `query ($credential: String!) { verifyCredential(credential: $credential) { valid signatureValid signatureAlgorithm revoked error } }`;

function revocationBit(statusList: Json, index: number) {
  const bits = gunzipSync(Buffer.from(statusList.credentialSubject.encodedList.slice(1), 'base64url'));
  return (bits[index >> 3] >> (7 - (index & 7))) & 1;
}

describe('the JSON credential with an embedded Data Integrity proof', () => {
  it("verifies with Digital Bazaar's library and the site's verifier, rejects tampering, and shows revocation", async () => {
    const member = await createUser(t.services);
    const { credential, certificateId } = await earn(member);
    const keyId = (await api.get('/.well-known/jwks.json')).body.keys[0].kid.split('/').pop();
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      verificationMethod: `${t.url}/api/credentials/keys/${keyId}`,
    });
    expect(credential.proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]+$/);
    expect(credential.issuer.id).toBe(t.url);
    // The JWT's registered claims stay out of the JSON form.
    expect(Object.keys(credential)).not.toEqual(expect.arrayContaining(['iss']));

    const loaded: string[] = [];
    const loader = await localLoader();
    const verified = await digitalBazaarVerify(credential, async (url) => {
      loaded.push(url);
      return loader(url);
    });
    expect(verified.error).toBeUndefined();
    expect(verified.verified).toBe(true);
    // The issuer's profile is the controller of the verification method.
    expect(loaded).toEqual(expect.arrayContaining([t.url, credential.proof.verificationMethod]));

    const site = await api.gql(VERIFY, { credential: JSON.stringify(credential) });
    expect(site.body.data.verifyCredential).toEqual({ valid: true, signatureValid: true, signatureAlgorithm: 'EDDSA_RDFC_2022', revoked: false, error: null });
    expect((await api.post('/api/verify-credential', { credential })).body).toMatchObject({
      valid: true,
      signature_valid: true,
      certificate_id: certificateId,
    });

    // Tampering: a changed name or number breaks the proof for both verifiers.
    for (const tampered of [
      { ...credential, credentialSubject: { ...credential.credentialSubject, name: 'Someone Else' } },
      { ...credential, credentialSubject: { ...credential.credentialSubject, creditsEarned: 99 } },
    ]) {
      expect((await digitalBazaarVerify(tampered, loader)).verified).toBe(false);
      expect((await api.gql(VERIFY, { credential: JSON.stringify(tampered) })).body.data.verifyCredential).toMatchObject({
        valid: false,
        signatureValid: false,
      });
    }
    // A proof by a key that is not the issuer's does not verify either.
    const foreign = { ...credential, proof: { ...credential.proof, verificationMethod: 'https://elsewhere.example/key' } };
    expect((await api.gql(VERIFY, { credential: JSON.stringify(foreign) })).body.data.verifyCredential.signatureValid).toBe(false);
    // Not a credential at all.
    expect((await api.gql(VERIFY, { credential: '{"proof": 1}' })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    // The status list as JSON-LD carries its own Data Integrity proof, and its bit flips on revocation.
    const index = Number(credential.credentialStatus.statusListIndex);
    const listUrl = credential.credentialStatus.statusListCredential;
    const listOf = async () => {
      const res = await fetch(listUrl, { headers: { Accept: 'application/vc+ld+json' } });
      expect(res.headers.get('content-type')).toMatch(/^application\/vc\+ld\+json/);
      return (await res.json()) as Json;
    };
    const before = await listOf();
    expect((await digitalBazaarVerify(before, loader)).verified).toBe(true);
    expect(revocationBit(before, index)).toBe(0);
    // The JWT form stays the default.
    expect((await fetch(listUrl)).headers.get('content-type')).toMatch(/^application\/vc\+jwt/);

    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    await api.post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'Issued in error' }, admin.token);
    const after = await listOf();
    expect((await digitalBazaarVerify(after, loader)).verified).toBe(true);
    expect(revocationBit(after, index)).toBe(1);
    expect((await api.gql(VERIFY, { credential: JSON.stringify(credential) })).body.data.verifyCredential).toMatchObject({
      valid: false,
      signatureValid: true,
      revoked: true,
    });
    // Digital Bazaar's verifier: the proof holds, the status check fails.
    const revoked = await digitalBazaarVerify(credential, loader);
    expect(revoked.verified).toBe(false);
    expect(revoked.statusResult).toMatchObject({ verified: false });
    expect(revoked.results[0].verified).toBe(true);
  });

  it('keeps verifying after a key rotation, in an RS256 deployment too', async () => {
    const member = await createUser(t.services);
    const { credential } = await earn(member);
    const rotateTo = (alg: 'EdDSA' | 'RS256') =>
      new CredentialSigner({ db: t.db, keySecret: t.services.config.credentialKeySecret, publicUrl: () => t.url, dataDir: t.services.config.dataDir }).rotate(
        alg,
      );
    await rotateTo('RS256');
    const later = await earn(member);
    const loader = await localLoader();
    for (const c of [credential, later.credential]) expect((await digitalBazaarVerify(c, loader)).verified).toBe(true);
    // JWTs are now RS256; the Data Integrity proof still needs an Ed25519 key: the newest one.
    expect(later.credential.proof.verificationMethod).toBe(credential.proof.verificationMethod);
    const profile = (await (await fetch(t.url, { headers: LD })).json()) as Json;
    expect(profile.assertionMethod).toContain(credential.proof.verificationMethod);
    await rotateTo('EdDSA');
  });
});

/**
 * Runs `use` with the network cut off as a verifier offline would see it: only this app answers, plus the documents
 * `served` gives by URL; every other address is refused and listed. The engine's console chatter is kept quiet.
 */
async function offline<T>(served: Record<string, unknown>, use: () => Promise<T>): Promise<{ value: T; outside: string[] }> {
  const quiet = [jest.spyOn(console, 'log').mockImplementation(() => {}), jest.spyOn(console, 'error').mockImplementation(() => {})];
  const realFetch = globalThis.fetch;
  const outside: string[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(`${t.url}/`) || url === t.url) return realFetch(input, init);
    if (url in served) return new Response(JSON.stringify(served[url]), { headers: { 'content-type': 'application/ld+json' } });
    outside.push(url);
    throw new TypeError(`offline: ${url}`);
  };
  try {
    return { value: await use(), outside };
  } finally {
    globalThis.fetch = realFetch;
    for (const spy of quiet) spy.mockRestore();
  }
}

describe('the DCC verifier engine (@digitalcredentials/verifier-core)', () => {
  it('verifies the credential, reads its status and rejects a tampered copy, offline (only this app on loopback)', async () => {
    const member = await createUser(t.services);
    const { credential, certificateId } = await earn(member);
    const { verifyCredential } = await importModule('@digitalcredentials/verifier-core');
    // Offline: the engine's own loader may fetch only this app (its OB 3.0 schema check asks the internet; refused here).
    const { outside } = await offline({}, async () => {
      const result = await verifyCredential({ credential, knownDIDRegistries: [] });
      expect(result.errors).toBeUndefined();
      const steps = Object.fromEntries((result.log as Array<{ id: string; valid: boolean }>).map((s) => [s.id, s.valid]));
      expect(steps).toMatchObject({ valid_signature: true, revocation_status: true, expiration: true });

      const tampered = await verifyCredential({ credential: { ...credential, credentialSubject: { ...credential.credentialSubject, name: 'Someone Else' } } });
      expect(tampered.errors?.[0]?.name).toBe('invalid_signature');

      const admin = await createUser(t.services, { isAdmin: true, plan: null });
      await api.post(`/api/admin/certificates/${certificateId}/revoke`, { reason: 'Issued in error' }, admin.token);
      const revoked = await verifyCredential({ credential, knownDIDRegistries: [] });
      const revokedSteps = Object.fromEntries((revoked.log as Array<{ id: string; valid: boolean }>).map((s) => [s.id, s.valid]));
      expect(revokedSteps).toMatchObject({ valid_signature: true, revocation_status: false });
    });
    // Only the OB 3.0 JSON Schema was asked for outside (and refused); nothing the verification needs.
    expect(outside.every((u) => u.startsWith('https://purl.imsglobal.org/spec/ob/v3p0/schema/'))).toBe(true);
  });
});

const CLR_CONTEXT = 'https://purl.imsglobal.org/spec/clr/v2p0/context-2.0.1.json';

describe('the DCC verifier engine on the whole record (ClrCredential)', () => {
  it('verifies the signed CPD record offline (the CLR 2.0 context served as its publisher does) and rejects a tampered copy', async () => {
    const member = await createUser(t.services);
    await earn(member);
    await earn(member);
    const res = await fetch(`${t.url}/api/cpd-record/clr`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    const record = (await res.json()) as Json;
    const { verifyCredential } = await importModule('@digitalcredentials/verifier-core');
    // The engine ships no CLR 2.0 context and fetches it from 1EdTech: here it gets the copy the app ships.
    const { outside } = await offline({ [CLR_CONTEXT]: shippedContexts(t.url)[CLR_CONTEXT] }, async () => {
      const result = await verifyCredential({ credential: record, knownDIDRegistries: [] });
      expect(result.errors).toBeUndefined();
      const steps = Object.fromEntries((result.log as Array<{ id: string; valid: boolean }>).map((s) => [s.id, s.valid]));
      expect(steps).toMatchObject({ valid_signature: true, expiration: true });
      const subject = record.credentialSubject as Json;
      const tampered = await verifyCredential({ credential: { ...record, credentialSubject: { ...subject, identifier: [] } }, knownDIDRegistries: [] });
      expect(tampered.errors?.[0]?.name).toBe('invalid_signature');
    });
    // Nothing the verification needs came from outside (only JSON Schemas were asked for, and refused).
    expect(outside.every((u) => /\/schema\//.test(u))).toBe(true);
  });
});

describe('dereferenceable ids (content negotiation)', () => {
  it('the issuer id answers its Open Badges 3.0 Profile as JSON-LD, and a browser the app', async () => {
    for (const accept of ['application/ld+json', 'application/json']) {
      const res = await fetch(t.url, { headers: { Accept: accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/ld\+json/);
      expect(res.headers.get('vary')).toMatch(/Accept/i);
      const profile = (await res.json()) as Json;
      expect(profile).toMatchObject({ id: t.url, type: ['Profile'], name: expect.any(String), url: t.url });
      expect(profile.assertionMethod.length).toBeGreaterThan(0);
      expect(profile.verificationMethod[0]).toMatchObject({ type: 'Multikey', controller: t.url, publicKeyMultibase: expect.stringMatching(/^z6Mk/) });
    }
    // It expands in jsonld safe mode from the shipped contexts (every term defined).
    const profile = (await (await fetch(t.url, { headers: LD })).json()) as Json;
    const expanded = await jsonld.expand(profile, { documentLoader: await localLoader(), safe: true } as unknown as jsonld.Options.Expand);
    expect(JSON.stringify(expanded)).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#Profile');

    // A browser's Accept goes on to the app (the SPA, or 404 JSON where no client build exists), never the profile.
    const browser = await fetch(t.url, { headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(browser.headers.get('content-type')).not.toMatch(/ld\+json/);

    // A verification method URL: the JWK by default (the JWT's kid), the Multikey document as JSON-LD.
    const vm = profile.assertionMethod[0] as string;
    expect((await (await fetch(vm)).json()).kty).toBe('OKP');
    expect(await (await fetch(vm, { headers: LD })).json()).toMatchObject({ id: vm, type: 'Multikey', controller: t.url });
  });

  it('an achievement id answers its Achievement as JSON-LD', async () => {
    const member = await createUser(t.services);
    const { credential, article } = await earn(member);
    const id = credential.credentialSubject.achievement.id;
    expect(id).toBe(`${t.url}/article/${article.id}`);
    const res = await fetch(id, { headers: { Accept: 'application/ld+json' } });
    expect(res.status).toBe(200);
    const achievement = (await res.json()) as Json;
    const { id: _id, ...fromCredential } = credential.credentialSubject.achievement;
    expect(achievement).toMatchObject({ id, ...fromCredential, creator: { id: t.url, type: ['Profile'] } });
    await jsonld.expand(achievement, { documentLoader: await localLoader(), safe: true } as unknown as jsonld.Options.Expand);

    expect((await fetch(`${t.url}/article/999999`, { headers: { Accept: 'application/json' } })).status).toBe(404);
    expect((await fetch(`${t.url}/article/abc`, { headers: { Accept: 'application/json' } })).status).toBe(400);
  });
});
