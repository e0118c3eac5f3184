import { sign } from 'node:crypto';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { base58btc, walletKey } from '../support/wallet-key';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const CHALLENGE = 'mutation { walletChallenge { challenge expiresAt } }';
const BIND = `mutation ($input: BindWalletInput!) { bindWallet(input: $input) { binding { did boundAt } userErrors { field message code } } }`;

async function challengeFor(member: TestUser): Promise<string> {
  return (await api.gql(CHALLENGE, {}, member.token)).body.data.walletChallenge.challenge as string;
}

/** Passes the test on a fresh article and reads the JWT payload of its credential. */
async function earnPayload(member: TestUser) {
  const article = await createSampleArticle(t.services);
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  expect((await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token)).body.passed).toBe(true);
  const jwt = await (
    await fetch(`${t.url}/api/certificate/${article.id}/credential?format=jwt`, { headers: { authorization: `Bearer ${member.token}` } })
  ).text();
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

describe('holder binding with a did:key', () => {
  it('binds a did:key proven by a signed challenge; new credentials name it as their subject', async () => {
    const member = await createUser(t.services);
    const before = await earnPayload(member);
    expect(before.sub).toMatch(/^urn:uuid:/);

    const w = walletKey();
    const challenge = await challengeFor(member);
    const signature = sign(null, Buffer.from(challenge, 'utf8'), w.privateKey).toString('base64url');

    // Refused: a signature by another key, a challenge of another member, something that is no Ed25519 did:key.
    const other = walletKey();
    const byOther = sign(null, Buffer.from(challenge, 'utf8'), other.privateKey).toString('base64url');
    expect((await api.gql(BIND, { input: { did: w.did, challenge, signature: byOther } }, member.token)).body.data.bindWallet).toMatchObject({
      binding: null,
      userErrors: [{ field: ['signature'] }],
    });
    const stranger = await createUser(t.services);
    const theirs = await challengeFor(stranger);
    const signedTheirs = sign(null, Buffer.from(theirs, 'utf8'), w.privateKey).toString('base64url');
    expect((await api.gql(BIND, { input: { did: w.did, challenge: theirs, signature: signedTheirs } }, member.token)).body.data.bindWallet.userErrors).toEqual([
      expect.objectContaining({ field: ['challenge'] }),
    ]);
    const tampered = challenge.replace(/member \d+/, `member ${stranger.user.id}`);
    expect((await api.gql(BIND, { input: { did: w.did, challenge: tampered, signature } }, stranger.token)).body.data.bindWallet.userErrors[0].field).toEqual([
      'challenge',
    ]);
    expect(
      (await api.gql(BIND, { input: { did: 'did:web:example.com', challenge, signature } }, member.token)).body.data.bindWallet.userErrors[0].field,
    ).toEqual(['did']);
    // An expired challenge is refused (checked in the service with a later clock).
    await expect(t.services.wallet.bind(member.user, { did: w.did, challenge, signature }, new Date(Date.now() + 11 * 60_000))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await api.gql('{ walletBinding { did } }', {}, member.token)).body.data.walletBinding.did).toBeNull();

    const bound = await api.gql(BIND, { input: { did: w.did, challenge, signature } }, member.token);
    expect(bound.body.data.bindWallet).toMatchObject({ binding: { did: w.did }, userErrors: [] });
    expect((await api.gql('{ walletBinding { did boundAt } }', {}, member.token)).body.data.walletBinding.did).toBe(w.did);

    // New credentials name the wallet: credentialSubject.id and the JWT's sub; the earlier one is unchanged.
    const after = await earnPayload(member);
    expect(after.credentialSubject.id).toBe(w.did);
    expect(after.sub).toBe(w.did);
    expect(before.sub).toMatch(/^urn:uuid:/);
    const clr = await (await fetch(`${t.url}/api/cpd-record/clr?format=jwt`, { headers: { authorization: `Bearer ${member.token}` } })).text();
    expect(JSON.parse(Buffer.from(clr.split('.')[1], 'base64url').toString('utf8')).sub).toBe(w.did);

    // A multibase (base58btc) signature is accepted too; unbinding goes back to the urn:uuid.
    expect((await api.gql('mutation { unbindWallet { did } }', {}, member.token)).body.data.unbindWallet.did).toBeNull();
    expect((await earnPayload(member)).sub).toBe(before.sub);
    const again = await challengeFor(member);
    const multibase = `z${base58btc(sign(null, Buffer.from(again, 'utf8'), w.privateKey))}`;
    expect((await api.gql(BIND, { input: { did: w.did, challenge: again, signature: multibase } }, member.token)).body.data.bindWallet.userErrors).toEqual([]);
  });

  it('re-issues earlier certificates to the bound wallet on request: same certificate, new subject, still verifiable; revoked ones stay as they were', async () => {
    const member = await createUser(t.services);
    const REISSUE = 'mutation { reissueCertificatesToWallet { reissued userErrors { message code } } }';
    const unbound = (await api.gql(REISSUE, {}, member.token)).body.data.reissueCertificatesToWallet;
    expect(unbound).toEqual({
      reissued: null,
      userErrors: [{ message: 'Bind a wallet first: certificates are re-issued to the bound did:key.', code: 'BAD_USER_INPUT' }],
    });

    const first = await earnPayload(member);
    const second = await earnPayload(member);
    const revokedPayload = await earnPayload(member);
    const revokedId = /[0-9A-HJKMNP-TV-Z]{26}/.exec(String(revokedPayload.id))![0];
    const [revokedRow] = await t.db.query('SELECT id, credential_jws FROM certificates WHERE id = $1', [revokedId]);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const revoke = 'mutation($input: RevokeCertificateInput!) { revokeCertificate(input: $input) { userErrors { message } } }';
    expect(
      (await api.gql(revoke, { input: { certificateId: revokedRow.id, reason: 'Issued in error' } }, admin.token)).body.data.revokeCertificate.userErrors,
    ).toEqual([]);

    const w = walletKey();
    const challenge = await challengeFor(member);
    const signature = sign(null, Buffer.from(challenge, 'utf8'), w.privateKey).toString('base64url');
    expect((await api.gql(BIND, { input: { did: w.did, challenge, signature } }, member.token)).body.data.bindWallet.userErrors).toEqual([]);

    expect((await api.gql(REISSUE, {}, member.token)).body.data.reissueCertificatesToWallet).toEqual({ reissued: 2, userErrors: [] });
    // Asked again: nothing left to re-issue.
    expect((await api.gql(REISSUE, {}, member.token)).body.data.reissueCertificatesToWallet.reissued).toBe(0);

    for (const before of [first, second]) {
      const id = /[0-9A-HJKMNP-TV-Z]{26}/.exec(String(before.id))![0];
      const [row] = await t.db.query('SELECT article_id, credential_jws FROM certificates WHERE id = $1', [id]);
      const now = JSON.parse(Buffer.from(String(row.credential_jws).split('.')[1], 'base64url').toString('utf8'));
      expect(now.sub).toBe(w.did);
      expect(now.credentialSubject.id).toBe(w.did);
      // Everything but the subject as issued.
      expect(now.id).toBe(before.id);
      expect(now.validFrom).toBe(before.validFrom);
      expect(now.credentialStatus).toEqual(before.credentialStatus);
      expect(now.credentialSubject.achievement).toEqual(before.credentialSubject.achievement);
      // The site's own checker accepts the new form.
      const checked = await api.post('/api/verify-credential', { credential: row.credential_jws });
      expect(checked.body).toMatchObject({ valid: true });
    }
    const [stillRevoked] = await t.db.query('SELECT credential_jws FROM certificates WHERE id = $1', [revokedRow.id]);
    expect(stillRevoked.credential_jws).toBe(revokedRow.credential_jws);
    expect((await api.gql(REISSUE, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('needs a signed-in member', async () => {
    expect((await api.gql(CHALLENGE, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
