import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { renderArticleHtml } from '../../server/src/modules/articles/article-html';
import { ArticleEntity } from '../../server/src/modules/articles/article.entity';
import { createDiscountSchema } from '../../server/src/modules/billing/billing.inputs';
import { PATHS } from '../../server/src/paths';
import type { PlanId } from '@leerpunt/shared/plans';
import { normaliseSource } from '../../server/src/modules/articles/source-key';
import { isYoutubeUrl } from '../../server/src/modules/articles/youtube';
import { UserEntity } from '../../server/src/modules/users/user.entity';
import type { Services } from '../../server/src/services';
import { parseInput } from '../../server/src/validation';

export interface UserOptions {
  plan?: PlanId | null;
  isAdmin?: boolean;
  confirmed?: boolean;
  password?: string;
  monthsSubscribed?: number;
  profession?: string;
  secondaryProfession?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface TestUser {
  user: UserEntity;
  password: string;
  token: string;
}

/** Inserts a user directly (bypassing registration) and signs an access token for it. */
export async function createUser(services: Services, options: UserOptions = {}): Promise<TestUser> {
  const password = options.password ?? 'Correct-Horse-9';
  const plan = options.plan === undefined ? 'professional' : options.plan;
  const started = new Date();
  started.setUTCMonth(started.getUTCMonth() - (options.monthsSubscribed ?? 6));
  const repo = services.db.getRepository(UserEntity);
  const user = await repo.save(
    repo.create({
      email: options.email ?? `user-${randomBytes(6).toString('hex')}@example.test`,
      passwordHash: await services.auth.hashPassword(password),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      emailConfirmed: options.confirmed ?? true,
      isAdmin: options.isAdmin ?? false,
      subscriptionStatus: plan ? 'active' : 'inactive',
      subscriptionPlan: plan,
      subscriptionStartedAt: plan ? started : null,
      profession: options.profession ?? 'Accountant',
      secondaryProfession: options.secondaryProfession ?? null,
      company: 'Example B.V.',
      jobTitle: 'Controller',
      country: 'Netherlands',
      address: 'Damrak 1',
      city: 'Amsterdam',
      state: 'North Holland',
      postalCode: '1012 LG',
      phone: '612345678',
      phoneCountryCode: '+31',
      termsAcceptedAt: new Date(),
      privacyAcceptedAt: new Date(),
    }),
  );
  return { user, password, token: await services.auth.issueAccessToken(user) };
}

/** A complete, valid registration form (camelCase, as the client sends it). */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Femke',
    lastName: 'Visser',
    email: `femke-${randomBytes(5).toString('hex')}@example.test`,
    password: 'Sterk-Wachtwoord-1',
    confirmPassword: 'Sterk-Wachtwoord-1',
    profession: 'Accountant',
    secondaryProfession: 'None',
    company: 'Visser Accountancy',
    jobTitle: 'Partner',
    country: 'Netherlands',
    address: 'Oudegracht 10',
    city: 'Utrecht',
    state: 'Utrecht',
    postalCode: '3511 AR',
    phone: '687654321',
    phoneCountryCode: '+31',
    licenseNumber: 'NBA-12345',
    acceptPrivacy: true,
    acceptTerms: true,
    ...overrides,
  };
}

/** The newest outbox link for `to` (confirmation or reset), from the real mail outbox. */
export async function latestMailLink(services: Services, to: string, template: string): Promise<string> {
  const messages = await services.mail.recent(200);
  const msg = messages.find((m) => m.to === to && m.template === template);
  if (!msg) throw new Error(`no ${template} mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(msg.text)?.[0];
  if (!link) throw new Error('mail has no link');
  return link;
}

export interface ArticleOptions {
  title?: string;
  category?: string;
  secondaryCategory?: string | null;
  subcategory?: string | null;
  language?: string;
  difficultyLevel?: string | null;
  pePointsValue?: number;
  source?: string | null;
  publicationDate?: string | null;
  summary?: string;
  content?: string;
  externalUrl?: string | null;
  estimatedReadTime?: number | null;
  /** The credit formula's study minutes (reading, video and test); null (the default) leaves the item without. */
  studyMinutes?: number | null;
  professions?: string[];
  isPublished?: boolean;
  pdfFilename?: string | null;
  slug?: string | null;
}

/** A complete article row with its derived fields (source key, YouTube flag, rendered HTML), as the service stores them. */
export function articleRow(options: ArticleOptions = {}): Partial<ArticleEntity> {
  const content = options.content ?? '## Key points\n\nA short **test** article.\n\n- first\n- second';
  const source = options.source === undefined ? 'Leerpunt Test Desk' : options.source;
  const externalUrl = options.externalUrl ?? null;
  return {
    slug: options.slug ?? null,
    title: options.title ?? `Article ${randomBytes(4).toString('hex')}`,
    category: options.category ?? 'Accounting',
    secondaryCategory: options.secondaryCategory ?? null,
    subcategory: options.subcategory ?? null,
    language: options.language ?? 'English',
    difficultyLevel: options.difficultyLevel === undefined ? 'Intermediate' : options.difficultyLevel,
    pePointsValue: options.pePointsValue ?? 1,
    source,
    sourceKey: source ? normaliseSource(source) : null,
    publicationDate: options.publicationDate === undefined ? '2025-01-15' : options.publicationDate,
    summary: options.summary ?? '- One\n- Two',
    content,
    contentHtml: renderArticleHtml(content),
    pdfFilename: options.pdfFilename ?? null,
    externalUrl,
    isYoutube: isYoutubeUrl(externalUrl),
    estimatedReadTime: options.estimatedReadTime === undefined ? 6 : options.estimatedReadTime,
    studyMinutes: options.studyMinutes ?? null,
    professions: options.professions ?? ['Accountant'],
    isPublished: options.isPublished ?? true,
  };
}

/** Inserts one article directly and returns it. */
export async function createArticle(services: Services, options: ArticleOptions = {}): Promise<ArticleEntity> {
  const repo = services.db.getRepository(ArticleEntity);
  return repo.save(repo.create(articleRow(options)));
}

/** Inserts `count` articles in one statement; `options(i)` varies them. Returns their ids in order. */
export async function createArticles(services: Services, count: number, options: (i: number) => ArticleOptions = () => ({})): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => articleRow(options(i)));
  const result = await services.db.getRepository(ArticleEntity).insert(rows);
  return result.identifiers.map((r) => Number(r.id));
}

const SAMPLE_ARTICLE = matter(readFileSync(path.join(PATHS.content, 'articles/a-audit-sampling-isa-530.md'), 'utf8'));

/**
 * The opening of the library's ISA 530 module, about 5 kB: an ordinary article's length, long enough for a full
 * offline question bank whatever id seeds the generator, and cheap to insert by the thousand.
 */
export const SAMPLE_TEXT = SAMPLE_ARTICLE.content.slice(0, SAMPLE_ARTICLE.content.lastIndexOf('\n\n', 5000));

/** Inserts the opening of the library's ISA 530 module as an article worth 1.5 points, with any overrides. */
export async function createSampleArticle(services: Services, overrides: ArticleOptions = {}): Promise<ArticleEntity> {
  const data = SAMPLE_ARTICLE.data as Record<string, unknown>;
  return createArticle(services, {
    title: String(data.title),
    category: String(data.category),
    subcategory: (data.subcategory as string) ?? null,
    language: String(data.language),
    difficultyLevel: (data.difficulty_level as string) ?? null,
    // Fixed rather than the module's study-time points, so tests of awarding and recording points stay independent of its length.
    pePointsValue: 1.5,
    source: (data.source as string) ?? null,
    publicationDate: null,
    summary: (data.summary as string | undefined) ?? '',
    content: SAMPLE_TEXT,
    professions: (data.professions as string[]) ?? [],
    ...overrides,
  });
}

export interface DiscountOptions {
  code?: string;
  kind?: 'percent' | 'fixed';
  value?: number;
  validFrom?: Date | null;
  validUntil?: Date | null;
  maxRedemptions?: number | null;
  planRestriction?: PlanId | null;
  active?: boolean;
}

/** Creates a discount code through the service (default: 20 % off, unlimited, any paid plan). */
export async function createDiscountCode(services: Services, options: DiscountOptions = {}) {
  return services.discounts.create(
    parseInput(createDiscountSchema, {
      code: options.code ?? `TEST${randomBytes(4).toString('hex').toUpperCase()}`,
      kind: options.kind ?? 'percent',
      value: options.value ?? 20,
      validFrom: options.validFrom ?? null,
      validUntil: options.validUntil ?? null,
      maxRedemptions: options.maxRedemptions ?? null,
      planRestriction: options.planRestriction ?? null,
      active: options.active ?? true,
    }),
  );
}

export interface CompletionSeed {
  articleId: number;
  completedAt: Date;
  /** PE points awarded (default 1). */
  points?: number;
  /** Points charged to the monthly allowance (default 0). */
  allowanceCharged?: number;
}

/**
 * Records passed tests directly (a graded attempt and a completion per item, and the points on the
 * user), in three statements whatever the count; no certificates. For history and volume tests; use the
 * real start/submit flow where certificates matter.
 */
export async function createCompletions(services: Services, userId: number, seeds: CompletionSeed[]): Promise<void> {
  if (!seeds.length) return;
  const articleIds = seeds.map((s) => s.articleId);
  const times = seeds.map((s) => s.completedAt.toISOString());
  const attempts: Array<{ id: number; article_id: number }> = await services.db.query(
    `INSERT INTO test_attempts (user_id, article_id, attempt_number, status, questions, score, total, started_at, submitted_at)
     SELECT $1, a, 1, 'passed', '[]'::jsonb, 5, 5, t::timestamptz, t::timestamptz FROM unnest($2::int[], $3::text[]) AS s(a, t)
     RETURNING id, article_id`,
    [userId, articleIds, times],
  );
  const attemptOf = new Map(attempts.map((a) => [a.article_id, a.id]));
  await services.db.query(
    `INSERT INTO article_completions (user_id, article_id, attempt_id, completion_year, pe_points_awarded, allowance_charged, completed_at)
     SELECT $1, a, att, extract(year FROM t::timestamptz AT TIME ZONE 'UTC')::int, p, ch, t::timestamptz
       FROM unnest($2::int[], $3::int[], $4::text[], $5::numeric[], $6::numeric[]) AS s(a, att, t, p, ch)`,
    [userId, articleIds, articleIds.map((id) => attemptOf.get(id)), times, seeds.map((s) => s.points ?? 1), seeds.map((s) => s.allowanceCharged ?? 0)],
  );
  const total = seeds.reduce((n, s) => n + Math.round((s.points ?? 1) * 100), 0) / 100;
  await services.db.query('UPDATE users SET pe_points_earned = pe_points_earned + $2 WHERE id = $1', [userId, total]);
}
