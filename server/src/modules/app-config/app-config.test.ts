import { LIMITS } from '@leerpunt/shared/limits';
import { planFeatures, PLAN_ORDER, questionSourceOf, testsFeature } from '@leerpunt/shared/plans';
import { buildAppConfig, type AppConfigSource } from './app-config.service';

describe('the plan card line on tests', () => {
  it('follows the review mode and the model key', () => {
    expect(questionSourceOf('required', false)).toBe('CURATED');
    expect(questionSourceOf('required', true)).toBe('CURATED_AI_REVIEWED');
    expect(questionSourceOf('auto', false)).toBe('CURATED_OR_GENERATED');
    expect(questionSourceOf('auto', true)).toBe('CURATED_OR_GENERATED');
  });

  it('names AI only where admins review AI drafts, and every wording keeps the limit of 5', () => {
    expect(testsFeature('CURATED')).toBe('Short tests of at most 5 curated questions');
    expect(testsFeature('CURATED_AI_REVIEWED')).toBe('Short tests of at most 5 curated questions, some AI-drafted and reviewed');
    expect(testsFeature('CURATED_OR_GENERATED')).toBe('Short tests of at most 5 questions, curated or generated from the text');
    expect(testsFeature(null)).toBe('Short tests of at most 5 questions');
    for (const source of ['CURATED', 'CURATED_OR_GENERATED', null] as const) expect(testsFeature(source)).not.toMatch(/AI/);
    for (const source of ['CURATED', 'CURATED_AI_REVIEWED', 'CURATED_OR_GENERATED', null] as const) {
      expect(testsFeature(source)).toContain(`at most ${LIMITS.questionsPerTest} `);
    }
  });

  it('puts the line among Professional’s features only, in its place', () => {
    const professional = planFeatures('professional', 'CURATED');
    expect(professional.slice(0, 3)).toEqual(['Official CPD points', 'Accredited certificates', 'Short tests of at most 5 curated questions']);
    for (const id of PLAN_ORDER) for (const f of planFeatures(id, 'CURATED')) expect(typeof f).toBe('string');
    expect(planFeatures('professionalMonthly', 'CURATED')).not.toContain(testsFeature('CURATED'));
  });
});

describe('buildAppConfig', () => {
  const source: AppConfigSource = {
    PRODUCT_NAME: 'Leerpunt',
    SUPPORT_EMAIL: 'support@leerpunt.example',
    accreditation: null,
    STRIPE_PRICE_PROFESSIONAL: 'price_y',
    STRIPE_PRICE_MONTHLY: 'price_m',
    QUESTION_REVIEW: 'required',
    OPENAI_API_KEY: undefined,
  };

  it('carries the question source and words the Professional card by it', () => {
    const config = buildAppConfig(source);
    expect(config.questionSource).toBe('CURATED');
    expect(config.plans.find((p) => p.id === 'professional')!.features).toContain('Short tests of at most 5 curated questions');
    expect(buildAppConfig({ ...source, OPENAI_API_KEY: 'sk-x' }).questionSource).toBe('CURATED_AI_REVIEWED');
    expect(buildAppConfig({ ...source, QUESTION_REVIEW: 'auto' }).questionSource).toBe('CURATED_OR_GENERATED');
  });
});
