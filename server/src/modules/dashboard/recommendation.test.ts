import { newestFirst, type RecommendableArticle, recommendArticles, RECOMMENDATION_WEIGHTS as W, recommendationScore } from './recommendation';

let nextId = 1;
const article = (professions: string[], publicationDate: string | null = '2025-01-01', createdAt = '2025-01-01T00:00:00Z'): RecommendableArticle => ({
  id: nextId++,
  professions,
  publicationDate,
  createdAt: new Date(createdAt),
});

const accountant = { profession: 'Accountant', secondaryProfession: null };
const accountantAuditor = { profession: 'Accountant', secondaryProfession: 'Auditor' };

describe('recommendationScore (SPEC §9)', () => {
  it.each([
    ['primary profession is the article primary', accountant, ['Accountant', 'Auditor'], W.primaryProfession],
    ['primary profession is an article secondary', accountant, ['Auditor', 'Accountant'], W.secondaryProfession],
    [
      'second profession is the article primary',
      { profession: 'Lawyer', secondaryProfession: 'Auditor' },
      ['Auditor', 'Accountant'],
      W.secondProfessionPrimaryMatch,
    ],
    [
      'second profession is an article secondary',
      { profession: 'Lawyer', secondaryProfession: 'Auditor' },
      ['Tax Advisor', 'Auditor'],
      W.secondProfessionSecondaryMatch,
    ],
    [
      'both professions match (primary + second on secondary)',
      accountantAuditor,
      ['Accountant', 'Auditor'],
      W.primaryProfession + W.secondProfessionSecondaryMatch,
    ],
    [
      'both professions match (secondary + second on primary)',
      accountantAuditor,
      ['Auditor', 'Accountant'],
      W.secondaryProfession + W.secondProfessionPrimaryMatch,
    ],
    ['no match', accountant, ['Nurse', 'Medical Doctor'], 0],
    ['article without professions', accountantAuditor, [], 0],
  ])('%s', (_case, member, professions, expected) => {
    expect(recommendationScore(member, article(professions, null))).toBeCloseTo(expected, 10);
  });

  it('adds 0.1 for a publication date', () => {
    expect(recommendationScore(accountant, article(['Accountant'], '2024-05-01'))).toBeCloseTo(2.1, 10);
    expect(recommendationScore(accountant, article(['Nurse'], '2024-05-01'))).toBeCloseTo(0.1, 10);
    expect(recommendationScore(accountant, article(['Nurse'], null))).toBe(0);
  });

  it('compares professions ignoring case and spacing', () => {
    expect(recommendationScore({ profession: ' tax  advisor', secondaryProfession: null }, article(['Tax Advisor'], null))).toBe(2);
  });

  it("ignores an empty or 'None' second profession and one equal to the first", () => {
    for (const secondaryProfession of [null, '', 'None', 'Accountant']) {
      expect(recommendationScore({ profession: 'Accountant', secondaryProfession }, article(['Accountant', 'Auditor'], null))).toBe(2);
    }
  });
});

describe('newestFirst', () => {
  it('orders by publication date, undated last, then creation time, then id', () => {
    const undated = article([], null, '2030-01-01T00:00:00Z');
    const old = article([], '2020-01-01');
    const recentEarlier = article([], '2025-06-01', '2025-06-01T00:00:00Z');
    const recentLater = article([], '2025-06-01', '2025-06-02T00:00:00Z');
    expect([undated, old, recentEarlier, recentLater].sort(newestFirst)).toEqual([recentLater, recentEarlier, old, undated]);
  });
});

describe('recommendArticles', () => {
  it('returns the 3 best uncompleted articles, ties broken by the newest', () => {
    const bestButCompleted = article(['Accountant'], '2025-03-01');
    const primaryOld = article(['Accountant'], '2021-01-01');
    const primaryNew = article(['Accountant'], '2024-01-01');
    const secondOnPrimary = article(['Auditor'], '2025-01-01');
    const secondaryMatch = article(['Lawyer', 'Accountant'], '2025-02-01');
    const unrelated = article(['Nurse'], '2025-12-01');
    const picked = recommendArticles(
      accountantAuditor,
      [unrelated, secondaryMatch, primaryOld, bestButCompleted, secondOnPrimary, primaryNew],
      [bestButCompleted.id],
    );
    expect(picked.map((p) => p.article)).toEqual([primaryNew, primaryOld, secondOnPrimary]);
    expect(picked.map((p) => p.score)).toEqual([2.1, 2.1, 1.6].map((v) => expect.closeTo(v, 10)));
  });

  it('orders equal multi-profession scores (1 + 0.75 + 0.1) by the newest', () => {
    const a = article(['Lawyer', 'Accountant', 'Auditor'], '2020-01-01');
    const b = article(['Lawyer', 'Accountant', 'Auditor'], '2024-01-01');
    const picked = recommendArticles(accountantAuditor, [a, b]);
    expect(picked.map((p) => p.article)).toEqual([b, a]);
  });

  it('falls back to the newest articles when nothing matches, and honours the limit', () => {
    const older = article(['Nurse'], '2020-01-01');
    const newer = article(['Nurse'], '2024-01-01');
    expect(recommendArticles(accountant, [older, newer], [], 1).map((p) => p.article)).toEqual([newer]);
    expect(recommendArticles(accountant, [], [])).toEqual([]);
  });
});
