import { LIMITS } from '@leerpunt/shared/limits';
import { PATHS } from '../../../paths';
import { parseBankFile, readContentFolder, type BankFileItem } from '../../content/content-files';
import { conflictsOf, drawIndexes, type DrawCandidate, type RandomInt } from './draw';
import { givesAway, type GateItem } from './question-gate';

/** A small seeded generator (mulberry32), so every run draws the same tests. */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const gateItem = (i: BankFileItem): GateItem => ({
  question: i.question,
  options: i.options,
  correct: i.answer,
  explanation: i.explanation,
  source: 'curated',
  sourceSection: i.section,
  sourceQuote: i.quote,
});

const candidatesOf = (slug: string, items: BankFileItem[]): DrawCandidate[] =>
  items.map((i) => ({ item: gateItem(i), externalId: `${slug}#${i.id}`, notWith: i.notWith.map((id) => `${slug}#${id}`), seen: 0 }));

const DRAWS_PER_BANK = 2000;

describe('drawing a test from a bank', () => {
  let banks: Array<{ slug: string; language: string; items: BankFileItem[] }> = [];

  beforeAll(async () => {
    const content = await readContentFolder(PATHS.content);
    banks = content.articles.map(({ draft }) => ({ slug: draft.slug, language: draft.language, items: content.banks.get(draft.slug)?.items ?? [] }));
  });

  it('never serves a declared or detected give-away pair together, over two thousand draws of every shipped bank', () => {
    const random = seeded(20261128);
    let draws = 0;
    const together: string[] = [];
    const short: string[] = [];
    for (const bank of banks) {
      const candidates = candidatesOf(bank.slug, bank.items);
      const conflicts = conflictsOf(candidates, bank.language);
      for (let n = 0; n < DRAWS_PER_BANK; n++) {
        const drawn = drawIndexes(candidates, LIMITS.questionsPerTest, conflicts, random);
        draws += 1;
        if (drawn.length < LIMITS.questionsPerTest) short.push(`${bank.slug}: ${drawn.length} items`);
        for (const a of drawn) for (const b of drawn) if (a < b && conflicts(a, b)) together.push(`${bank.slug} ${a}/${b}`);
      }
    }
    console.log(`${draws} tests drawn from ${banks.length} banks; give-away pairs served together: ${together.length}`);
    expect(together).toEqual([]);
    expect(short).toEqual([]);
  });

  it('keeps the declared pairs apart although the automatic check does not see them', () => {
    const bank = banks.find((b) => b.slug === 'b-datalekken-en-de-meldplicht-onder-de-avg')!;
    const a = bank.items.find((i) => i.id === 'q03')!;
    const b = bank.items.find((i) => i.id === 'q14')!;
    expect(b.notWith).toEqual(['q03']);
    expect(givesAway(gateItem(a), gateItem(b), bank.language) || givesAway(gateItem(b), gateItem(a), bank.language)).toBe(false);
    const candidates = candidatesOf(bank.slug, bank.items);
    const ia = bank.items.indexOf(a);
    const ib = bank.items.indexOf(b);
    const conflicts = conflictsOf(candidates, bank.language);
    const random = seeded(7);
    let seenA = 0;
    let seenB = 0;
    for (let n = 0; n < 3000; n++) {
      const drawn = drawIndexes(candidates, LIMITS.questionsPerTest, conflicts, random);
      seenA += drawn.includes(ia) ? 1 : 0;
      seenB += drawn.includes(ib) ? 1 : 0;
      expect(drawn.includes(ia) && drawn.includes(ib)).toBe(false);
    }
    // Both are still served, each in a fair share of tests.
    expect(seenA).toBeGreaterThan(500);
    expect(seenB).toBeGreaterThan(500);
  });

  it('shows a member three attempts without a repeated question when the bank holds 15 items or more', () => {
    const random = seeded(42);
    const repeated: string[] = [];
    let large = 0;
    for (const bank of banks.filter((b) => b.items.length >= 3 * LIMITS.questionsPerTest)) {
      large += 1;
      for (let member = 0; member < 50; member++) {
        const candidates = candidatesOf(bank.slug, bank.items);
        const conflicts = conflictsOf(candidates, bank.language);
        const shown = new Set<number>();
        for (let attempt = 0; attempt < 3; attempt++) {
          for (const i of drawIndexes(candidates, LIMITS.questionsPerTest, conflicts, random)) {
            if (shown.has(i)) repeated.push(`${bank.slug} attempt ${attempt + 1}: ${bank.items[i].id}`);
            shown.add(i);
            candidates[i] = { ...candidates[i], seen: candidates[i].seen + 1 };
          }
        }
      }
    }
    console.log(`${large} of ${banks.length} banks hold 15 items or more`);
    expect(repeated).toEqual([]);
  });
});

describe('declared pairs in a bank file', () => {
  const item = (id: string, notWith?: string[]) => ({
    id,
    question: `Question ${id}?`,
    options: { A: 'one', B: 'two', C: 'three', D: 'four' },
    answer: 'A',
    explanation: 'Because.',
    source: { section: 'S', quote: 'Q' },
    ...(notWith ? { not_with: notWith } : {}),
  });
  const yaml = (items: object[]) => JSON.stringify({ items });

  it('reads not_with as ids of the same bank', () => {
    expect(parseBankFile(yaml([item('q1', ['q2']), item('q2')])).map((i) => i.notWith)).toEqual([['q2'], []]);
  });

  it('refuses an id that is not in the bank, or the item itself', () => {
    expect(() => parseBankFile(yaml([item('q1', ['q9']), item('q2')]))).toThrow('not_with names q9, which is not in this bank');
    expect(() => parseBankFile(yaml([item('q1', ['q1'])]))).toThrow('not_with names the item itself');
  });
});
