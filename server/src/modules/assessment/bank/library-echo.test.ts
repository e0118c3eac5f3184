import { PATHS } from '../../../paths';
import { readContentFolder, type BankFileItem } from '../../content/content-files';
import { echoCues, echoText, wordOverlapSolver, type EchoText } from './question-gate';

/** A small seeded generator (mulberry32), so every run draws the same tests. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const TEST_SIZE = 5;
const PASS_MARK = 4;
const RUNS = 20;

type Guesser = (item: BankFileItem, text: EchoText, random: () => number) => string;

const solver: Guesser = (item, text, random) => wordOverlapSolver(item, text, random);
/** Picks the strictly longest option, else guesses among the longest. */
const longest: Guesser = (item, _text, random) => {
  const top = Math.max(...item.options.map((o) => o.length));
  const tied = LETTERS.filter((_, i) => item.options[i].length === top);
  return tied[Math.floor(random() * tied.length)];
};

/**
 * Share of simulated first attempts the guesser passes: per run, one seeded draw of five items from each
 * article's bank, passed with four right.
 */
function passRate(banks: Array<{ items: BankFileItem[]; text: EchoText }>, guess: Guesser): { passed: number; attempts: number; perRun: number[] } {
  const perRun: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const random = seeded(run * 7919);
    let passed = 0;
    for (const { items, text } of banks) {
      const pool = [...items];
      let right = 0;
      for (let k = 0; k < TEST_SIZE && pool.length; k++) {
        const item = pool.splice(Math.floor(random() * pool.length), 1)[0];
        if (guess(item, text, random) === item.answer) right += 1;
      }
      if (right >= PASS_MARK) passed += 1;
    }
    perRun.push(passed);
  }
  return { passed: perRun.reduce((a, b) => a + b, 0), attempts: RUNS * banks.length, perRun };
}

describe('textual echo in the shipped library', () => {
  let banks: Array<{ slug: string; items: BankFileItem[]; text: EchoText }> = [];

  beforeAll(async () => {
    const content = await readContentFolder(PATHS.content);
    banks = content.articles
      .filter(({ draft }) => content.banks.has(draft.slug))
      .map(({ draft }) => ({ slug: draft.slug, items: content.banks.get(draft.slug)!.items, text: echoText(draft) }));
  });

  it('has no item whose key stands out by echoing the text', () => {
    const flagged = banks.flatMap(({ slug, items, text }) =>
      items.flatMap((item) => echoCues({ ...item, correct: item.answer }, text).map((c) => `${slug}.questions.yaml ${item.id}: ${c.message}`)),
    );
    if (flagged.length) console.log(flagged.join('\n'));
    expect(flagged).toEqual([]);
  });

  /**
   * Calibrated on the rewritten banks: 30.1 % before the first rewrite, 18.0 % after it; the second rewrite,
   * batch by batch, 15.4 %, 13.3 %, 12.3 %, 10.7 %, 9.5 % and 8.7 % over these runs. The aim is 10 %; lower
   * the ceiling as further items are reworded.
   */
  it('lets a word-overlap solver pass at most 9 % of first attempts', () => {
    const { passed, attempts, perRun } = passRate(banks, solver);
    console.log(
      `Word-overlap solver: ${passed} of ${attempts} first attempts passed (${((100 * passed) / attempts).toFixed(1)} %; per run of ${banks.length}: ${perRun.join(', ')}).`,
    );
    expect(passed / attempts).toBeLessThanOrEqual(0.09);
  });

  it('lets a longest-option guesser pass at most 3 % of first attempts', () => {
    const { passed, attempts } = passRate(banks, longest);
    console.log(`Longest-option guesser: ${passed} of ${attempts} first attempts passed (${((100 * passed) / attempts).toFixed(1)} %).`);
    expect(passed / attempts).toBeLessThanOrEqual(0.03);
  });
});
