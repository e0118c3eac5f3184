import { SUPPORT_HOURS, SUPPORT_REPLY } from '@leerpunt/shared/messages';
import { apiClient, type ApiClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/harness';

const QUERY = `{ appConfig {
  productName supportEmail supportHours supportReply
  accreditation { accredited statement name url reference logoUrl }
  plans { id name amount currency formattedPrice priceLabel interval priceId canTakeTests canDownloadCertificates hasAssistant features }
} }`;

describe('appConfig', () => {
  let t: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.url);
  });
  afterAll(() => t.close());

  it('is public and carries the defaults, the support details and the plans with formatted prices', async () => {
    const res = await api.gql(QUERY);
    expect(res.body.errors).toBeUndefined();
    const config = res.body.data.appConfig;
    expect(config).toMatchObject({
      productName: 'Leerpunt',
      supportEmail: 'support@leerpunt.example',
      supportHours: SUPPORT_HOURS,
      supportReply: SUPPORT_REPLY,
      // No accrediting body is configured: the deployment says it is not accredited and names no body or reference.
      accreditation: {
        accredited: false,
        statement:
          'This deployment of Leerpunt is not accredited by any professional body (demo). Ask your professional body whether it accepts its PE points and certificates.',
        name: null,
        url: null,
        reference: null,
        logoUrl: null,
      },
    });
    // Nor do the plans promise accredited certificates or official points.
    const features = config.plans.flatMap((p: { features: string[] }) => p.features).join('\n');
    expect(features).not.toMatch(/accredited certificates|official cpd/i);
    expect(features).toContain('PE points (not accredited: demo deployment)');
    expect(
      config.plans.map((p: { id: string; formattedPrice: string; priceLabel: string; priceId: string | null }) => [
        p.id,
        p.formattedPrice,
        p.priceLabel,
        p.priceId,
      ]),
    ).toEqual([
      ['professionalInsights', '0.00', 'Free', null],
      ['professionalMonthly', '49.99', '€49.99 per month excl. VAT', 'price_professional_monthly'],
      ['professional', '499.00', '€499.00 per year excl. VAT', 'price_professional_yearly'],
    ]);
    const professional = config.plans[2];
    expect(professional).toMatchObject({ amount: 49900, currency: 'EUR', interval: 'YEAR', canTakeTests: true, hasAssistant: true });
    expect(professional.features).toContain('AI assistant');
    expect(config.plans[0]).toMatchObject({ amount: 0, interval: null, canTakeTests: false, canDownloadCertificates: false, hasAssistant: false });
  });

  it('inlines the same unaccredited configuration into the page, with no body, reference or CPD claim', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    const inline = /<script[^>]*id="app-config"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    if (inline) expect(JSON.parse(inline[1]).accreditation).toMatchObject({ accredited: false, name: null, reference: null });
    expect(html).not.toMatch(/\bECAC\b|European CPD Accreditation Council|count toward your/i);
  });

  it('serves the default accreditation logo', async () => {
    const res = await fetch(`${t.url}/accreditation-logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});

describe('appConfig from configuration', () => {
  it('follows PRODUCT_NAME, SUPPORT_EMAIL and the ACCREDITATION_* variables', async () => {
    const t = await startTestApp({
      PRODUCT_NAME: 'Kennispunt',
      SUPPORT_EMAIL: 'hulp@kennispunt.test',
      ACCREDITATION_BODY_NAME: 'Accreditation Body X',
      ACCREDITATION_BODY_URL: 'https://body-x.test',
      ACCREDITATION_REFERENCE: 'X-1',
      ACCREDITATION_CPD_STATEMENT: 'PE points earned on Kennispunt count toward your annual CPD requirement.',
      ACCREDITATION_LOGO_URL: 'https://body-x.test/logo.png',
    });
    try {
      const config = (await apiClient(t.url).gql(QUERY)).body.data.appConfig;
      expect(config.productName).toBe('Kennispunt');
      expect(config.supportEmail).toBe('hulp@kennispunt.test');
      expect(config.accreditation).toEqual({
        accredited: true,
        statement:
          'Kennispunt is accredited by Accreditation Body X as a provider of continuing professional education (provider reference X-1). ' +
          'PE points earned on Kennispunt count toward your annual CPD requirement.',
        name: 'Accreditation Body X',
        url: 'https://body-x.test',
        reference: 'X-1',
        logoUrl: 'https://body-x.test/logo.png',
      });
      expect(config.plans[2].features).toContain('Accredited certificates');
    } finally {
      await t.close();
    }
  });
});

describe('where test questions come from (SPEC §9: at most 5 per test)', () => {
  const PLANS_QUERY = '{ plans { id features } }';
  const professionalLine = (features: string[]) => features.find((f) => f.startsWith('Short tests'));

  it.each([
    [{ QUESTION_REVIEW: 'required' }, 'CURATED', 'Short tests of at most 5 curated questions'],
    [
      { QUESTION_REVIEW: 'required', OPENAI_API_KEY: 'sk-test-not-used', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
      'CURATED_AI_REVIEWED',
      'Short tests of at most 5 curated questions, some AI-drafted and reviewed',
    ],
    [{ QUESTION_REVIEW: 'auto' }, 'CURATED_OR_GENERATED', 'Short tests of at most 5 questions, curated or generated from the text'],
  ])('%j: appConfig, the GraphQL plans and GET /api/plans say %s', async (env, source, line) => {
    const t = await startTestApp(env);
    try {
      const api = apiClient(t.url);
      const config = (await api.gql('{ appConfig { questionSource plans { id features } } }')).body.data.appConfig;
      expect(config.questionSource).toBe(source);
      const plans = (await api.gql(PLANS_QUERY)).body.data.plans;
      const rest = (await api.get('/api/plans')).body.plans;
      for (const list of [config.plans, plans, rest]) {
        const byId = new Map<string, string[]>(list.map((p: { id: string; features: string[] }) => [p.id, p.features]));
        expect(professionalLine(byId.get('professional')!)).toBe(line);
        // Monthly's card promises tests without saying how they are made; the free plan has none.
        expect(byId.get('professionalMonthly')).toContain('Tests');
        expect(professionalLine(byId.get('professionalInsights')!)).toBeUndefined();
      }
      for (const text of [...config.plans, ...plans, ...rest].flatMap((p: { features: string[] }) => p.features)) expect(text).not.toMatch(/AI-generated/);
    } finally {
      await t.close();
    }
  });
});
