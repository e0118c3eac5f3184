import { randomInt } from 'node:crypto';
import { givesAway, type GateItem } from './question-gate';

/** A random whole number in [0, n): crypto's by default, a seeded one in tests. */
export type RandomInt = (n: number) => number;

/** One candidate of a draw: the item as the gate sees it, its bank key and the keys it must not meet. */
export interface DrawCandidate {
  item: GateItem;
  /** `<slug>#<item id>` for items from a content file; null for generated ones. */
  externalId: string | null;
  /** Bank keys of items a content editor declared as giving this one away (or the other way round). */
  notWith: readonly string[];
  /** How often the member has already been shown this item. */
  seen: number;
}

export function shuffle<T>(items: readonly T[], random: RandomInt = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Whether two items must not be in one test: an editor declared the pair, or either item's text gives the other's answer away. */
export function inConflict(a: DrawCandidate, b: DrawCandidate, language: string): boolean {
  if (a.externalId && b.notWith.includes(a.externalId)) return true;
  if (b.externalId && a.notWith.includes(b.externalId)) return true;
  return givesAway(a.item, b.item, language) || givesAway(b.item, a.item, language);
}

/**
 * Pairs already judged, across draws: a bank's items change rarely and every test start judges its pairs again. The
 * key is the pair's whole content (what inConflict reads), so an edited item is judged afresh; the map is emptied when
 * it grows past PAIRS_KEPT (about a thousand banks of 15 items).
 */
const judged = new Map<string, boolean>();
const PAIRS_KEPT = 100_000;
const contentKey = ({ item, externalId, notWith }: DrawCandidate) =>
  JSON.stringify([externalId, notWith, item.question, item.options, item.correct, item.explanation, item.source, item.sourceSection, item.sourceQuote]);

function judgedConflict(a: DrawCandidate, b: DrawCandidate, language: string): boolean {
  const [x, y] = [contentKey(a), contentKey(b)].sort();
  const key = `${language}\u0000${x}\u0000${y}`;
  let answer = judged.get(key);
  if (answer === undefined) {
    if (judged.size >= PAIRS_KEPT) judged.clear();
    judged.set(key, (answer = inConflict(a, b, language)));
  }
  return answer;
}

/** `inConflict` over the candidates by index, each pair judged once however often it is asked (and kept for later draws). */
export function conflictsOf(candidates: readonly DrawCandidate[], language: string): (a: number, b: number) => boolean {
  const known = new Map<number, boolean>();
  return (a, b) => {
    const key = Math.min(a, b) * candidates.length + Math.max(a, b);
    let answer = known.get(key);
    if (answer === undefined) known.set(key, (answer = judgedConflict(candidates[a], candidates[b], language)));
    return answer;
  };
}

/**
 * Picks `count` candidates for one test: the least-seen first, ties broken at random; a candidate in
 * conflict with one already picked is skipped. Returns indexes into `candidates`.
 */
export function drawIndexes(
  candidates: readonly DrawCandidate[],
  count: number,
  conflicts: (a: number, b: number) => boolean,
  random: RandomInt = randomInt,
): number[] {
  // Least seen first; among equally seen items, those that clash with more of their equals go first, so a
  // give-away pair is split across attempts early instead of leaving both for a last attempt that can take only one.
  const clashes = candidates.map((c, i) => candidates.filter((o, j) => j !== i && o.seen === c.seen && conflicts(i, j)).length);
  const ordered = shuffle(
    candidates.map((_, i) => i),
    random,
  ).sort((a, b) => candidates[a].seen - candidates[b].seen || clashes[b] - clashes[a]);
  const drawn: number[] = [];
  for (const i of ordered) {
    if (drawn.length >= count) break;
    if (drawn.some((d) => conflicts(d, i))) continue;
    drawn.push(i);
  }
  return drawn;
}
