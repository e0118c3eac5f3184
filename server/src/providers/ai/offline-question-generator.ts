import { createHash } from 'node:crypto';
import {
  countOccurrences,
  definitionsOf,
  formatLike,
  numbersOf,
  sentencesOf,
  termKind,
  termsOf,
  type NumberToken,
  type Sentence,
  type Term,
} from './article-text';
import {
  OPTION_LETTERS,
  validateQuestion,
  type GeneratedQuestion,
  type GenerationResult,
  type QuestionGenerator,
  type QuestionRequest,
} from './question-generator';

/**
 * The default generator: no key, no network. It writes questions from the article's own sentences so
 * that every correct answer can be checked in the text:
 *  - definition: "which term is described as …" for the article's "**Term**: description" items;
 *  - cloze: a sentence with one term or number blanked out.
 * It writes no "which statement is correct according to the article" items: their options are copied
 * sentences that test recall of wording, not understanding, and reviewers reject them.
 * Distractors come from the article's own terms and numbers, then from other articles of its category.
 * The output depends only on the input, so an article always gets the same bank.
 */
export class OfflineQuestionGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;

  async generate(request: QuestionRequest): Promise<GenerationResult> {
    return { questions: generateOfflineQuestions(request), generator: 'offline', model: null };
  }
}

interface Phrasing {
  cloze: (sentence: string) => string;
  definition: (description: string) => string;
  explanation: (quote: string, section: string | null) => string;
}

const BLANK = '_____';

const PHRASINGS: Record<string, Phrasing> = {
  English: {
    cloze: (s) => `Which option correctly fills the blank in this statement from the article? “${s}”`,
    definition: (d) => `Which term does the article describe as follows: “${d}”?`,
    explanation: (q, section) => (section ? `In the section “${section}”, the article states: “${q}”` : `The article states: “${q}”`),
  },
  Dutch: {
    cloze: (s) => `Welke optie vult de open plek in deze uitspraak uit het artikel correct in? “${s}”`,
    definition: (d) => `Welk begrip beschrijft het artikel als volgt: “${d}”?`,
    explanation: (q, section) => (section ? `In de paragraaf “${section}” staat: “${q}”` : `Het artikel stelt: “${q}”`),
  },
  German: {
    cloze: (s) => `Welche Option füllt die Lücke in dieser Aussage aus dem Artikel richtig? „${s}“`,
    definition: (d) => `Welcher Begriff wird im Artikel so beschrieben: „${d}“?`,
    explanation: (q, section) => (section ? `Im Abschnitt „${section}“ heißt es: „${q}“` : `Im Artikel heißt es: „${q}“`),
  },
  Spanish: {
    cloze: (s) => `¿Qué opción completa correctamente el espacio en blanco de esta afirmación del artículo? «${s}»`,
    definition: (d) => `¿Qué término describe el artículo de la siguiente manera: «${d}»?`,
    explanation: (q, section) => (section ? `En la sección «${section}», el artículo dice: «${q}»` : `El artículo dice: «${q}»`),
  },
};

type CandidateKind = 'definition' | 'cloze';

interface Candidate {
  kind: CandidateKind;
  /** Sentences this question is built on; a sentence is the source of one question only. */
  sources: string[];
  score: number;
  question: string;
  correctText: string;
  distractors: string[];
  explanation: string;
}

/** One way to falsify a sentence: replace `answer` (at `index`) with one of `alternatives`. */
interface Alteration {
  sentence: Sentence;
  answer: string;
  index: number;
  alternatives: string[];
  weight: number;
}

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Deterministic PRNG (mulberry32) seeded from text. */
function seededRandom(seedText: string): () => number {
  let a = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Whole-word patterns by term: a bank asks for the same terms thousands of times, and compiling is the slow part. */
const termPatterns = new Map<string, RegExp>();

/** Where `term` occurs in `sentence` as whole words, or -1. */
function termIndex(sentence: string, term: string): number {
  // A plain substring test first: most terms are not in most sentences, and a miss needs no pattern.
  if (!sentence.includes(term)) return -1;
  let re = termPatterns.get(term);
  if (!re) {
    if (termPatterns.size >= 20_000) termPatterns.clear();
    re = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(term)}(?![\\p{L}\\d])`, 'u');
    termPatterns.set(term, re);
  }
  // Neither global nor sticky: exec keeps no state between calls.
  return re.exec(sentence)?.index ?? -1;
}

/** Sections listing what not to do: their sentences are not facts to test. */
const COUNTER_EXAMPLE_SECTION =
  /pitfall|mistake|misconception|myth|avoid|error|valkuil|fout|misverst|vermijd|fehler|irrtum|falle|vermeid|error|mito|trampa|evitar|equivoca/i;

/** True when the term touches another capitalised word, e.g. "Product" in "Product Owner". */
function partOfLongerName(sentence: string, index: number, term: string): boolean {
  const before = sentence.slice(0, index).trimEnd().split(/\s+/).pop() ?? '';
  const after =
    sentence
      .slice(index + term.length)
      .trimStart()
      .split(/\s+/)[0] ?? '';
  const capitalised = (w: string) => /^\p{Lu}/u.test(w);
  return (
    (index > 0 && !/[.,;:!?]$/.test(before) && capitalised(before) && sentence.slice(0, index).trim().split(/\s+/).length > 1) ||
    (!/^[.,;:!?)]/.test(sentence.slice(index + term.length)) && capitalised(after) && /^\p{Lu}/u.test(term))
  );
}

const replaceAt = (s: string, index: number, length: number, by: string) => s.slice(0, index) + by + s.slice(index + length);

/**
 * What the generator knows about one article: its sentences, terms, numbers and definitions, the
 * terms of related articles, and one seeded random source, so the same article always gets the same bank.
 */
class ArticleMaterial {
  readonly random: () => number;
  readonly phrasing: Phrasing;
  readonly sentences: Sentence[];
  readonly terms: Array<Term & { count: number }>;
  readonly definitions: ReturnType<typeof definitionsOf>;
  readonly boldTerms: Set<string>;
  private readonly fullText: string;
  private readonly categoryTerms: Term[] = [];
  private readonly kindOf: Map<string, Term['kind']>;
  private readonly numbers: NumberToken[];
  /** `inArticle`'s answers by text: candidates test the same rebuilt sentences many times. */
  private readonly foundInArticle = new Map<string, boolean>();

  constructor({ article, relatedTexts }: QuestionRequest) {
    this.random = seededRandom(`${article.id}\n${article.title}\n${article.summary}\n${article.content}`);
    this.phrasing = PHRASINGS[article.language] ?? PHRASINGS.English;
    this.sentences = sentencesOf(article.summary, article.content);
    this.fullText = norm(this.sentences.map((s) => s.text).join(' '));
    this.terms = termsOf(`${article.summary}\n\n${article.content}`, article.language);
    this.definitions = definitionsOf(article.content);
    const seen = new Set(this.terms.map((t) => norm(t.text)));
    for (const text of relatedTexts) {
      for (const t of termsOf(text, article.language).slice(0, 60)) {
        if (seen.has(norm(t.text))) continue;
        seen.add(norm(t.text));
        this.categoryTerms.push(t);
      }
    }
    this.boldTerms = new Set([...`${article.summary}\n${article.content}`.matchAll(/\*\*([^*\n]{2,80}?)\*\*/g)].map((m) => norm(m[1].replace(/[:.]$/, ''))));
    this.kindOf = new Map(this.terms.map((t) => [t.text, t.kind]));
    this.numbers = this.sentences.flatMap((s) => numbersOf(s.text));
  }

  /** True when the text occurs in the article as written: a distractor must never make a true sentence. */
  inArticle(text: string): boolean {
    let found = this.foundInArticle.get(text);
    if (found === undefined) {
      found = this.fullText.includes(norm(text));
      this.foundInArticle.set(text, found);
    }
    return found;
  }

  /** Up to `n` terms that could stand in for `answer`: same shape, not in `context`, not making a true sentence. */
  termAlternatives(answer: string, context: string, n: number, rebuild?: (alt: string) => string): string[] {
    const kind = this.kindOf.get(answer) ?? termKind(answer);
    const words = wordCount(answer);
    const a = norm(answer);
    const ctx = norm(context);
    // Each pass below asks again about the same terms; the answer (a search of the whole article) is kept.
    const verdicts = new Map<Term, boolean>();
    const ok = (t: Term) => {
      let verdict = verdicts.get(t);
      if (verdict === undefined) {
        const c = norm(t.text);
        verdict = !(c === a || c.includes(a) || a.includes(c) || ctx.includes(c)) && t.kind === kind && !(rebuild && this.inArticle(rebuild(t.text)));
        verdicts.set(t, verdict);
      }
      return verdict;
    };
    // Closer look-alikes first: similar length for names, the same ending (a rough part of speech) for words.
    const passes: Array<(t: Term) => boolean> =
      kind === 'word'
        ? [(t) => t.text.slice(-2) === answer.slice(-2), (t) => t.text.slice(-1) === answer.slice(-1), () => true]
        : [(t) => Math.abs(wordCount(t.text) - words) <= 1, () => true];
    const pools = [this.definitions.map((d) => ({ text: d.term, kind: termKind(d.term) })), this.terms.slice(0, 80), this.categoryTerms];
    const picked: string[] = [];
    const overlaps = (p: string, t: string) => norm(p) === norm(t) || norm(p).includes(norm(t)) || norm(t).includes(norm(p));
    for (const pass of passes) {
      for (const pool of pools) {
        for (const t of shuffled(
          pool.filter((p) => pass(p) && ok(p)),
          this.random,
        )) {
          if (picked.length >= n) return picked;
          if (!picked.some((p) => overlaps(p, t.text))) picked.push(t.text);
        }
      }
    }
    return picked;
  }

  /** Up to `n` wrong values for a number in `sentence`: the article's other numbers of its kind first, then plausible changes. */
  numberAlternatives(token: NumberToken, sentence: string, n: number): string[] {
    const fromArticle = shuffled(
      this.numbers.filter((o) => o.kind === token.kind && o.value !== token.value),
      this.random,
    ).map((o) => o.value);
    const picked: string[] = [];
    const values = new Set<number>([token.value]);
    for (const candidate of [...fromArticle, ...shuffled(perturbationsOf(token), this.random)]) {
      if (picked.length >= n) break;
      const value = token.kind === 'decimal' ? candidate : Math.round(candidate);
      if (value <= 0 || values.has(value) || (token.kind === 'percent' && value > 100)) continue;
      if (token.kind === 'year' && value > new Date().getUTCFullYear() + 1) continue;
      const text = formatLike(token.text, value);
      if (norm(text) === norm(token.text) || picked.includes(text)) continue;
      if (this.inArticle(replaceAt(sentence, token.index, token.text.length, text))) continue;
      values.add(value);
      picked.push(text);
    }
    return picked;
  }

  /** A sentence's most telling term, else its most telling number, with three wrong stand-ins; null when none works. */
  alterationOf(sentence: Sentence): Alteration | null {
    let best: Alteration | null = null;
    for (const term of this.terms) {
      const index = termIndex(sentence.text, term.text);
      if (index === -1 || countOccurrences(sentence.text, term.text) !== 1) continue;
      if (wordCount(sentence.text) - wordCount(term.text) < 5) continue;
      if (partOfLongerName(sentence.text, index, term.text)) continue;
      const rebuild = (alt: string) => replaceAt(sentence.text, index, term.text.length, alt);
      const alternatives = this.termAlternatives(term.text, sentence.text, 3, rebuild);
      if (alternatives.length < 3) continue;
      const weight =
        Math.min(term.count, 5) * 0.5 + (this.boldTerms.has(norm(term.text)) ? 2 : 0) + (sentence.fromSummary ? 3 : 0) - (term.kind === 'word' ? 1.5 : 0);
      if (!best || weight > best.weight) best = { sentence, answer: term.text, index, alternatives, weight };
    }
    if (best) return best;
    const numbers = numbersOf(sentence.text).sort((a, b) => (a.kind === 'year' ? 1 : 0) - (b.kind === 'year' ? 1 : 0));
    for (const token of numbers) {
      const alternatives = this.numberAlternatives(token, sentence.text, 3);
      if (alternatives.length < 3) continue;
      const weight = (token.kind === 'year' ? 0.5 : 1.5) + (sentence.fromSummary ? 3 : 0);
      return { sentence, answer: token.text, index: token.index, alternatives, weight };
    }
    return null;
  }
}

/** Plausible wrong values near a number, by kind (a percentage stays a percentage, a year a year). */
function perturbationsOf(token: NumberToken): number[] {
  const v = token.value;
  if (token.kind === 'percent') return [v + 5, v - 5, v + 10, v - 10, v * 2, v / 2, v + 15];
  if (token.kind === 'year') return [v - 2, v + 3, v - 5, v + 1, v - 10];
  if (token.kind === 'decimal') return [v + 1, v * 2, v / 2, v - 1, v + 0.5, v * 1.5];
  if (v < 10) return [v + 1, v + 2, v - 1, v + 3, v * 2, v + 5];
  return [Math.round(v * 1.5), Math.round(v / 2), v * 2, Math.round(v * 0.75), Math.round(v * 1.25), v + 10];
}

/** A sentence a question may quote: complete, of reasonable length, and not from a section of counter-examples. */
function usable(s: Sentence): boolean {
  const words = wordCount(s.text);
  const complete = /^[\p{Lu}\d"“„«¿¡(]/u.test(s.text) && /[.!"”»)]$/.test(s.text);
  return complete && words >= 7 && words <= 45 && s.text.length <= 320 && !(s.section && COUNTER_EXAMPLE_SECTION.test(s.section));
}

function definitionCandidates(m: ArticleMaterial): Candidate[] {
  const candidates: Candidate[] = [];
  for (const d of m.definitions) {
    const masked = d.description.replace(new RegExp(escapeRegExp(d.term), 'gi'), '…').replace(/[.;,]$/, '');
    const distractors = m.termAlternatives(d.term, masked, 3);
    if (distractors.length < 3 || masked.length > 400) continue;
    candidates.push({
      kind: 'definition',
      sources: [d.source],
      score: 4 + (m.boldTerms.has(norm(d.term)) ? 1 : 0),
      question: m.phrasing.definition(masked),
      correctText: d.term,
      distractors,
      explanation: m.phrasing.explanation(d.source, d.section),
    });
  }
  return candidates;
}

function clozeCandidate(m: ArticleMaterial, alt: Alteration): Candidate {
  return {
    kind: 'cloze',
    sources: [alt.sentence.text],
    score: 2 + alt.weight,
    question: m.phrasing.cloze(replaceAt(alt.sentence.text, alt.index, alt.answer.length, BLANK)),
    correctText: alt.answer,
    distractors: alt.alternatives,
    explanation: m.phrasing.explanation(alt.sentence.text, alt.sentence.section),
  };
}

/** Best first within each kind, then kinds in turn so a bank mixes question types; a sentence or answer serves one question only. */
function pickMixed(candidates: Candidate[], count: number, random: () => number): GeneratedQuestion[] {
  const byKind = new Map<CandidateKind, Candidate[]>();
  for (const c of shuffled(candidates, random).sort((a, b) => b.score - a.score)) {
    byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  }
  const order: CandidateKind[] = ['cloze', 'definition'];
  const used = new Set<string>();
  const chosen: GeneratedQuestion[] = [];
  while (chosen.length < count && order.some((k) => byKind.get(k)?.length)) {
    for (const kind of order) {
      if (chosen.length >= count) break;
      const queue = byKind.get(kind) ?? [];
      while (queue.length) {
        const c = queue.shift()!;
        if (c.sources.some((s) => used.has(norm(s)))) continue;
        const answerKey = `answer:${norm(c.correctText)}`;
        if (used.has(answerKey)) continue;
        const question = toQuestion(c, random);
        if (!question) continue;
        c.sources.forEach((s) => used.add(norm(s)));
        used.add(answerKey);
        chosen.push(question);
        break;
      }
    }
  }
  return chosen;
}

export function generateOfflineQuestions(request: QuestionRequest): GeneratedQuestion[] {
  const m = new ArticleMaterial(request);
  const alterations = m.sentences.filter(usable).flatMap((s) => m.alterationOf(s) ?? []);
  const candidates = [...definitionCandidates(m), ...alterations.map((a) => clozeCandidate(m, a))];
  return pickMixed(candidates, request.count, m.random);
}

function toQuestion(c: Candidate, random: () => number): GeneratedQuestion | null {
  const options = shuffled([c.correctText, ...c.distractors.slice(0, 3)], random);
  const correct = OPTION_LETTERS[options.indexOf(c.correctText)];
  return validateQuestion({ question: c.question, options, correct, explanation: c.explanation });
}
