import { answerKey } from '../support/assessment';
import { apiClient } from '../support/client';
import { createSampleArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

/**
 * Every public surface that speaks of accreditation, read as a visitor, a member and a verifier would:
 * the landing page's inline configuration, appConfig, the printable certificate, the signed credential
 * the CPD record (HTML and CSV), and the plan chooser's plans (GraphQL `plans`, REST /api/plans).
 */
async function surfaces(t: TestApp) {
  const api = apiClient(t.url);
  const member = await createUser(t.services, { firstName: 'Iris' });
  const article = await createSampleArticle(t.services, { title: 'Going concern', category: 'Accounting', pePointsValue: 1 });
  await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, member.user.id, article.id);
  expect((await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token)).body.passed).toBe(true);
  const get = async (path: string) => (await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${member.token}` } })).text();
  const jwt = await get(`/api/certificate/${article.id}/credential?format=jwt`);
  const appConfig = (await api.gql('{ appConfig { accreditation { accredited statement name url reference logoUrl } plans { features } } }')).body.data
    .appConfig;
  return {
    landing: await (await fetch(`${t.url}/`)).text(),
    appConfig,
    certificate: await get(`/api/certificate/${article.id}`),
    credential: JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')),
    recordHtml: await get(`/api/users/${member.user.id}/cpd-record?format=html`),
    recordCsv: await get(`/api/users/${member.user.id}/cpd-record?format=csv`),
    plans: (await api.gql('{ plans { id features } }')).body.data.plans as Array<{ id: string; features: string[] }>,
    restPlans: await (await fetch(`${t.url}/api/plans`)).text(),
  };
}

/** A claim of accreditation or of counting toward a requirement, or the reference once invented for the demo. */
const CLAIM =
  /accredited by(?! any)|provider reference|accreditation reference|count(s)? toward|\bECAC\b|European CPD Accreditation Council|Accredited certificates|Official CPD/i;

describe('a deployment without a configured accrediting body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says on every surface that it is not accredited (demo), with no body, reference or CPD claim', async () => {
    const s = await surfaces(t);
    const notAccredited = 'This deployment of Leerpunt is not accredited by any professional body (demo).';
    expect(s.appConfig.accreditation).toMatchObject({ accredited: false, name: null, url: null, reference: null, logoUrl: null });
    expect(s.appConfig.accreditation.statement).toContain(notAccredited);
    expect(JSON.stringify(s.appConfig)).not.toMatch(CLAIM);
    expect(s.landing).not.toMatch(CLAIM);

    expect(s.certificate).toContain('None: this deployment is not accredited (demo)');
    expect(s.certificate).toContain(notAccredited);
    expect(s.certificate).not.toMatch(CLAIM);
    expect(s.certificate).not.toContain('class="seal"');

    expect(s.credential.credentialSubject.achievement.accreditingBody).toBeUndefined();
    expect(s.credential.credentialSubject.achievement.description).toContain(notAccredited);
    expect(s.credential.issuer.description).toContain(notAccredited);
    expect(JSON.stringify(s.credential)).not.toMatch(CLAIM);

    expect(s.recordHtml).toContain('None: this deployment is not accredited (demo)');
    expect(s.recordHtml).toContain(notAccredited);
    expect(s.recordHtml).not.toMatch(CLAIM);
    expect(s.recordCsv).not.toMatch(CLAIM);

    // The plan chooser reads its own plan list: the same honest lines as appConfig.
    expect(JSON.stringify(s.plans)).not.toMatch(CLAIM);
    expect(s.plans.find((p) => p.id === 'professional')?.features).toContain('PE points (not accredited: demo deployment)');
    expect(s.restPlans).not.toMatch(CLAIM);
  });
});

describe('a deployment with a configured accrediting body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      ACCREDITATION_BODY_NAME: 'Accreditation Body X',
      ACCREDITATION_BODY_URL: 'https://body-x.test',
      ACCREDITATION_REFERENCE: 'BODY-X-7',
      ACCREDITATION_CPD_STATEMENT: 'PE points earned on Leerpunt count toward your annual CPD requirement.',
    });
  });
  afterAll(() => t.close());

  it('shows the configured body, its reference and the configured CPD sentence, and no demo label', async () => {
    const s = await surfaces(t);
    const statement =
      'Leerpunt is accredited by Accreditation Body X as a provider of continuing professional education (provider reference BODY-X-7). ' +
      'PE points earned on Leerpunt count toward your annual CPD requirement.';
    expect(s.appConfig.accreditation).toEqual({
      accredited: true,
      statement,
      name: 'Accreditation Body X',
      url: 'https://body-x.test',
      reference: 'BODY-X-7',
      logoUrl: '/accreditation-logo.svg',
    });
    for (const html of [s.certificate, s.recordHtml]) {
      expect(html).toContain(statement);
      expect(html).toContain('Accreditation Body X');
      expect(html).toContain('BODY-X-7');
      expect(html).not.toMatch(/not accredited|demo/i);
    }
    expect(s.certificate).toContain('class="seal"');
    expect(s.credential.credentialSubject.achievement.accreditingBody).toMatchObject({
      name: 'Accreditation Body X',
      url: 'https://body-x.test',
      otherIdentifier: [{ type: 'IdentifierEntry', identifier: 'BODY-X-7', identifierType: 'identifier' }],
    });
    expect(s.credential.issuer.description).toContain(statement);
    expect(JSON.stringify(s.credential)).not.toMatch(/not accredited|demo/i);
    expect(s.plans.find((p) => p.id === 'professional')?.features).toContain('Accredited certificates');
  });
});
