import { ABBREVIATIONS, plainInline, sentencesOf } from '../../../providers/ai/article-text';
import { DANGLING_WORDS, STOP_WORDS } from './stop-words';
import type { GateFailure, OptionLetter, QuestionSource } from './question.entity';

/**
 * The one gate every bank item passes before it may be served, whatever wrote it (a content file, an
 * admin, OpenAI or the offline generator). Pure: the caller supplies the article and the library's
 * vocabulary, so the same checks run on import, on admin save, after generation and in unit tests.
 */

export interface GateItem {
  question: string;
  options: readonly [string, string, string, string];
  correct: string;
  explanation: string;
  source: QuestionSource;
  sourceSection?: string | null;
  sourceQuote?: string | null;
}

export interface GateArticle {
  language: string;
  title: string;
  summary: string;
  /** Markdown. */
  content: string;
}

/** Words per library language, from the library's own texts. */
export type Vocabulary = Map<string, Set<string>>;

const LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

/** Case, width, quotes, dashes, spacing and punctuation folded away; decimal points and commas between digits kept. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/(?<!\d)[.,](?!\d)|[!?;:"“”„«»‹›()[\]{}*_#…–—-]/g, ' ')
    .replace(/'/g, '')
    .replace(/\s+%/g, '%')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `inner` occurs in `outer` as a run of whole words. */
const containsWords = (outer: string, inner: string) => inner.length > 0 && ` ${outer} `.includes(` ${inner} `);

/** Lower-case words of at least three letters, without digits. */
function wordsOf(text: string): string[] {
  return [...text.normalize('NFKC').matchAll(/[\p{L}][\p{L}'’-]*[\p{L}]/gu)].map((m) => m[0].toLowerCase().replace(/[’]/g, "'")).filter((w) => w.length >= 3);
}

/** Builds each language's vocabulary from the library's articles (title, summary and text) plus its function words. */
export function buildVocabulary(articles: Iterable<{ language: string; title: string; summary: string; content: string }>): Vocabulary {
  const vocab: Vocabulary = new Map();
  for (const [language, stop] of Object.entries(STOP_WORDS)) vocab.set(language, new Set(stop));
  for (const a of articles) {
    let set = vocab.get(a.language);
    if (!set) vocab.set(a.language, (set = new Set()));
    for (const w of wordsOf(`${a.title}\n${a.summary}\n${plainInline(a.content)}`)) set.add(w);
  }
  return vocab;
}

/**
 * Words of `text` that belong to another language: unknown to `language`'s vocabulary but known to
 * another's. Words no article uses (names, rare terms) are not foreign, only unknown.
 */
export function foreignWords(text: string, language: string, vocab: Vocabulary): string[] {
  const own = vocab.get(language) ?? new Set<string>();
  const found: string[] = [];
  for (const raw of text.normalize('NFKC').matchAll(/[\p{L}][\p{L}'’-]*[\p{L}]/gu)) {
    const original = raw[0];
    // Acronyms and names written with inner capitals (GDPR, IFRS, McKinsey) are language-neutral, and
    // outside German (which capitalises every noun) so are capitalised terms (Commitment, Sprint Goal).
    if (/\p{Lu}.*\p{Lu}/u.test(original)) continue;
    if (language !== 'German' && /^\p{Lu}/u.test(original)) continue;
    const w = original.toLowerCase().replace(/[’]/g, "'");
    if (w.length < 3 || own.has(w)) continue;
    // Professional Dutch, German and Spanish borrow English terms (burndown chart, cash flow); English
    // function words (because, the) are never borrowed.
    if (language !== 'English' && vocab.get('English')?.has(w) && !STOP_WORDS.English.has(w)) continue;
    // Compounds and inflections: a hyphenated word is judged by its parts.
    if (w.includes('-') && w.split('-').every((p) => p.length < 3 || own.has(p))) continue;
    for (const [other, words] of vocab) {
      if (other !== language && words.has(w)) {
        found.push(original);
        break;
      }
    }
  }
  return found;
}

/** Whether an option stops where its sentence had not ended: a dangling function word, an abbreviation, a day number, an open bracket or quote. */
export function cutMidSentence(option: string, language: string): string | null {
  const text = option.trim();
  const opens = (text.match(/[([]/g) ?? []).length;
  const closes = (text.match(/[)\]]/g) ?? []).length;
  if (opens !== closes) return 'has an unbalanced bracket';
  const quotes = (text.match(/["]/g) ?? []).length;
  if (quotes % 2 === 1 || (text.match(/[„“«]/g) ?? []).length > (text.match(/[“”»]/g) ?? []).length) return 'has an unclosed quotation mark';
  if (/[,;:–—-]$/.test(text)) return 'ends with a comma, colon or dash';
  if (ABBREVIATIONS.test(text) || /(?:^|\s)\p{Ll}\.$/u.test(text)) return 'ends with an abbreviation';
  // German writes days and ordinals with a period ("seit dem 28. Juni"), so "… gilt seit dem 28." is a
  // date split at its day; elsewhere a sentence may well end in a number ("… a sample of 25.").
  if (language === 'German' && /\s\d{1,2}\.$/.test(text)) return 'ends with a day or ordinal number';
  // Lower case only: a closing "A" names a matrix or an option, not an article.
  const last =
    text
      .replace(/[.!?]+$/, '')
      .split(/\s+/)
      .pop() ?? '';
  const dangling = DANGLING_WORDS[language] ?? DANGLING_WORDS.English;
  if (text.split(/\s+/).length > 1 && dangling.has(last)) return `ends with "${last}"`;
  return null;
}

interface Section {
  heading: string;
  text: string;
}

/** The article's sections (its ## / ### headings) as plain, normalised text; the part before the first heading has heading ''. */
function sectionsOf(article: GateArticle): Section[] {
  const sections: Section[] = [{ heading: '', text: '' }];
  for (const line of article.content.split(/\r?\n/)) {
    const h = /^#{1,6}\s+(.*)$/.exec(line.trim());
    if (h) sections.push({ heading: plainInline(h[1]), text: '' });
    else sections[sections.length - 1].text += `${plainInline(line.replace(/^\s*(?:[-*+>]|\d+[.)]|\|)\s*/, ''))} `;
  }
  return sections.map((s) => ({ heading: s.heading, text: normalise(s.text) }));
}

/** Passages an explanation quotes (“…”, „…“, «…», "…"). */
export function quotedPassages(explanation: string): string[] {
  return [...explanation.matchAll(/“([^”]+)”|„([^“”]+)[“”]|«([^»]+)»|"([^"]+)"/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4]).trim());
}

/** A word's stem for matching inflections: its first six letters. */
const stem = (w: string) => w.slice(0, 6);

/** Content words of a text in `language`: three letters or more, not function words; numbers kept whole. */
function contentTokens(text: string, language: string): string[] {
  const stop = STOP_WORDS[language] ?? STOP_WORDS.English;
  const words = wordsOf(text).filter((w) => !stop.has(w));
  const numbers = [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0]);
  return [...words, ...numbers];
}

function supportFailure(item: GateItem, article: GateArticle, key: string): string | null {
  const sections = sectionsOf(article);
  if (item.source === 'curated') {
    if (!item.sourceSection || !item.sourceQuote) return 'names no source section and quote';
    const wanted = normalise(plainInline(item.sourceSection));
    const section = sections.find((s) => normalise(s.heading) === wanted);
    if (!section) return `names section "${item.sourceSection}", which the article does not have`;
    const quote = normalise(plainInline(item.sourceQuote));
    if (quote.split(' ').length < 4) return 'quotes fewer than four words';
    if (!section.text.includes(quote)) return `quotes a passage that is not in section "${item.sourceSection}"`;
    return null;
  }
  // Generated items: the explanation quotes one passage of the article, and the key's content words occur in it.
  const whole = normalise(`${plainInline(article.summary)} ${sections.map((s) => s.text).join(' ')}`);
  const passages = quotedPassages(item.explanation)
    .map((p) => normalise(plainInline(p)))
    .filter((p) => p.split(' ').length >= 4 && whole.includes(p));
  if (!passages.length) return 'the explanation quotes no passage of the article';
  const needed = contentTokens(key, article.language);
  const supported = passages.some((p) => {
    const stems = new Set(contentTokens(p, article.language).map((t) => (/\d/.test(t) ? t : stem(t))));
    return needed.every((t) => stems.has(/\d/.test(t) ? t : stem(t)));
  });
  return supported ? null : 'the key is not stated in the passage the explanation quotes';
}

const OPTION_WORDS =
  'options?|opties?|antwoord(?:en)?|answers?|antwort(?:en)?|antwortmöglichkeit(?:en)?|opci(?:ó|o)n(?:es)?|respuestas?|alternatie(?:f|ven)|alternativas?|keuzes?';
const JOINERS = 'and|en|und|y|or|of|oder|o|nor|noch|ni';
/** "option B", "optie C", "Antwort A", "opción D". */
const NAMED_LETTER = new RegExp(`\\b(?:${OPTION_WORDS})\\s+[A-D]\\b`, 'i');
/** A bare letter (or a list of them) that opens a clause and is followed by a verb or phrase: "; B swaps", "A and C start". */
const BARE_LETTER = new RegExp(
  `(?:^|[.;:!?]\\s+|,\\s+|\\b(?:${JOINERS})\\s+)([A-D](?:\\s*,\\s*[A-D])*(?:\\s+(?:${JOINERS})\\s+[A-D])?)\\s+(?!(?:${JOINERS})\\b)[a-zà-ÿ]+`,
  'g',
);
/** Words that make a letter a name of its own (Eurocode's partial factor "Set A", "class B"), not an option. */
const LETTER_LABEL = /\b(?:sets?|class(?:es)?|klassen?|types?|categor\w*|plans?|vitamine?s?|hepatitis|box(?:es)?|niveaus?|levels?)\s*$/i;

/**
 * Where an explanation names an option by its letter. Options are shuffled per attempt, so "B is correct"
 * points at another option than the member saw; explanations name options by their text.
 */
export function optionLetterReference(explanation: string): string | null {
  const named = NAMED_LETTER.exec(explanation);
  if (named) return named[0];
  for (const m of explanation.matchAll(BARE_LETTER)) {
    // A lone "A" opening a clause is the English article ("A sample of 60 ..."), not a letter.
    if (m[1] === 'A') continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    if (!LETTER_LABEL.test(explanation.slice(Math.max(0, start - 16), start))) return m[0].trim().replace(/^[.;:!?,]\s*/, '');
  }
  return null;
}

/** Every rule an item breaks; an empty list means it may be served. */
export function checkItem(item: GateItem, article: GateArticle, vocab: Vocabulary): GateFailure[] {
  const failures: GateFailure[] = [];
  const fail = (rule: string, message: string) => failures.push({ rule, message });
  const options = item.options.map((o) => (o ?? '').trim());
  const norm = options.map(normalise);

  if (!item.question.trim()) fail('question', 'The question is empty');
  if (norm.some((o) => !o)) fail('options', 'Every one of the four options needs text');
  else if (new Set(norm).size !== 4) fail('options', 'The four options are not distinct (ignoring case, spacing and punctuation)');
  else {
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 4; j++) {
        if (i !== j && containsWords(norm[j], norm[i])) fail('options', `Option ${LETTERS[i]} is contained in option ${LETTERS[j]}`);
      }
    }
  }
  const keyIndex = LETTERS.indexOf(item.correct as OptionLetter);
  if (keyIndex === -1) fail('key', 'The answer must be exactly one of A, B, C or D');
  if (!item.explanation.trim()) fail('explanation', 'The explanation is empty');
  const letter = optionLetterReference(item.explanation);
  if (letter) fail('letters', `The explanation names an option by its letter ("${letter}"); options are shuffled, so name it by its text`);

  for (const [label, text] of [['question', item.question], ...options.map((o, i) => [`option ${LETTERS[i]}`, o]), ['explanation', item.explanation]] as Array<
    [string, string]
  >) {
    const foreign = foreignWords(text, article.language, vocab);
    const words = wordsOf(text).length;
    // Languages share many spellings (had, man, best, juni) and borrow technical terms (backlog, burndown
    // chart), so single words prove little: a text is foreign when such words make up half of a short
    // text (a distractor taken from another language's article) or a third of a longer one.
    const share = words ? foreign.length / words : 0;
    // Another language's function words are judged by the stop lists alone: library texts quote foreign
    // titles ("the" occurs in Dutch articles), but a sentence built on them is not Dutch.
    const ownStop = STOP_WORDS[article.language] ?? new Set<string>();
    const functionWords = wordsOf(text).filter((w) => !ownStop.has(w) && Object.entries(STOP_WORDS).some(([l, set]) => l !== article.language && set.has(w)));
    const functionShare = words ? functionWords.length / words : 0;
    if (
      (foreign.length && (words <= 4 ? share >= 0.5 : foreign.length >= 3 && share >= 1 / 3)) ||
      (functionWords.length >= 2 && functionShare >= 0.25) ||
      (words <= 2 && functionWords.length >= 1)
    ) {
      foreign.push(...functionWords.filter((w) => !foreign.some((f) => f.toLowerCase() === w)));
      fail('language', `The ${label} is not in ${article.language}: ${[...new Set(foreign)].slice(0, 5).join(', ')}`);
    }
  }

  options.forEach((o, i) => {
    const cut = cutMidSentence(o, article.language);
    if (cut) fail('cut', `Option ${LETTERS[i]} is cut mid-sentence: it ${cut}`);
  });

  if (keyIndex !== -1 && item.source !== 'curated') {
    // A generated distractor that the article states as written is a second correct answer.
    const whole = normalise(
      `${plainInline(article.summary)} ${sectionsOf(article)
        .map((s) => s.text)
        .join(' ')}`,
    );
    norm.forEach((o, i) => {
      if (i !== keyIndex && o.split(' ').length >= 5 && whole.includes(o))
        fail('ambiguous', `Option ${LETTERS[i]} is stated in the article too, so it is also correct`);
    });
  }
  if (keyIndex !== -1) {
    const support = supportFailure(item, article, options[keyIndex]);
    if (support) fail('support', `The key is not supported by the article: ${support}`);
  }
  return failures;
}

/**
 * Whether showing `a` in a test gives away the answer of `b`: `a`'s question or one of its options
 * contains `b`'s key together with a content word of `b`'s question, so a reader can copy it across.
 */
export function givesAway(a: GateItem, b: GateItem, language: string): boolean {
  const keyIndex = LETTERS.indexOf(b.correct as OptionLetter);
  if (keyIndex === -1) return false;
  const key = normalise(b.options[keyIndex]);
  // A single ordinary word ("misstatement") recurs all over a topic's options and gives nothing away;
  // a phrase or a figure ("twintig jaar", "€ 20.000") does.
  if (key.replace(/\s/g, '').length < 4 || (!key.includes(' ') && !/\d/.test(key))) return false;
  const keyTokens = new Set(contentTokens(b.options[keyIndex], language).map(stem));
  const topic = contentTokens(b.question, language)
    .map(stem)
    .filter((t) => !keyTokens.has(t) && t.length >= 4);
  return [a.question, ...a.options].some((text) => {
    const n = normalise(text);
    if (!containsWords(n, key)) return false;
    const stems = new Set(contentTokens(text, language).map(stem));
    return topic.some((t) => stems.has(t));
  });
}

/** Pairs of item indexes (either way round) that must not be drawn into one test. */
export function conflictingPairs(items: readonly GateItem[], language: string): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (givesAway(items[i], items[j], language) || givesAway(items[j], items[i], language)) pairs.push([i, j]);
    }
  }
  return pairs;
}

/**
 * Textual echo: how much of each option's wording the item's text says in one sentence. A test-wise
 * reader who understands nothing picks the option whose content words overlap most with some sentence
 * of the text, counting the stem's words in that same sentence as a small bonus (they point to the
 * sentence the question is about). Words are compared by their first six letters, numbers whole.
 */
export const ECHO_STEM_BONUS = 0.25;
/** A key that out-echoes every distractor by this many of the text's words is flagged. */
export const ECHO_MARGIN = 3;
/** A distractor is "absent from the text" when fewer than this share of its content words occur in it. */
export const ECHO_ABSENT_SHARE = 0.5;

const echoTokens = (text: string, language: string) => new Set(contentTokens(text, language).map((t) => (/\d/.test(t) ? t : stem(t))));

export interface EchoProfile {
  /** Per option: the best sentence's shared option words plus the stem bonus in that sentence. */
  scores: number[];
  /** Per option: share of its content words that occur anywhere in the text. */
  coverage: number[];
  /** Per option: the option, normalised, occurs word for word in the text. */
  verbatim: boolean[];
}

/** The text an item is judged against: the article's summary and body. */
export interface EchoText {
  language: string;
  sentences: Array<Set<string>>;
  all: Set<string>;
  whole: string;
}

export function echoText(article: GateArticle): EchoText {
  const sentences = sentencesOf(article.summary, article.content).map((s) => s.text);
  const sets = sentences.map((s) => echoTokens(s, article.language));
  const all = new Set<string>();
  for (const set of sets) for (const t of set) all.add(t);
  return { language: article.language, sentences: sets, all, whole: ` ${normalise(sentences.join(' '))} ` };
}

export function echoProfile(item: Pick<GateItem, 'question' | 'options'>, text: EchoText): EchoProfile {
  const stemTokens = echoTokens(item.question, text.language);
  const scores: number[] = [];
  const coverage: number[] = [];
  const verbatim: boolean[] = [];
  for (const option of item.options) {
    const tokens = echoTokens(option, text.language);
    let best = 0;
    for (const sentence of text.sentences) {
      let shared = 0;
      for (const t of tokens) if (sentence.has(t)) shared += 1;
      if (!shared) continue;
      let bonus = 0;
      for (const t of stemTokens) if (!tokens.has(t) && sentence.has(t)) bonus += 1;
      best = Math.max(best, shared + ECHO_STEM_BONUS * bonus);
    }
    scores.push(best);
    coverage.push(tokens.size ? [...tokens].filter((t) => text.all.has(t)).length / tokens.size : 0);
    const n = normalise(option);
    verbatim.push(n.split(' ').length >= 3 && text.whole.includes(` ${n} `));
  }
  return { scores, coverage, verbatim };
}

/**
 * The test-wise solver: the option with the highest echo score; ties are guessed among the tied
 * options with `random`.
 */
export function wordOverlapSolver(item: Pick<GateItem, 'question' | 'options'>, text: EchoText, random: () => number = Math.random): OptionLetter {
  const { scores } = echoProfile(item, text);
  const top = Math.max(...scores);
  const tied = LETTERS.filter((_, i) => scores[i] === top);
  return tied[Math.min(tied.length - 1, Math.floor(random() * tied.length))];
}

/**
 * Cues that let a reader find the key without understanding the text. Warnings for the editor, not
 * failures: the item may still be served (see docs/decisions.md).
 */
export function echoCues(item: Pick<GateItem, 'question' | 'options' | 'correct'>, text: EchoText): GateFailure[] {
  const keyIndex = LETTERS.indexOf(item.correct as OptionLetter);
  if (keyIndex === -1) return [];
  const { scores, coverage, verbatim } = echoProfile(item, text);
  const others = scores.filter((_, i) => i !== keyIndex);
  const cues: GateFailure[] = [];
  const margin = scores[keyIndex] - Math.max(...others);
  if (margin >= ECHO_MARGIN)
    cues.push({
      rule: 'echo',
      message: `The key repeats the text's wording more than any other option (by ${margin} words): paraphrase it, or build the distractors from the text`,
    });
  if (verbatim[keyIndex] && coverage.every((c, i) => i === keyIndex || c < ECHO_ABSENT_SHARE))
    cues.push({
      rule: 'echo',
      message: 'The key is quoted from the text while no distractor uses its words: paraphrase the key, or build the distractors from the text',
    });
  return cues;
}

// ── Review questions inside the material ─────────────────────────────────

/** Review questions an item needs: three per PE point, points rounded up; none for an item below one point. */
export function reviewQuestionsNeeded(points: number): number {
  return points >= 1 ? 3 * Math.ceil(points - 1e-9) : 0;
}

/**
 * Problems with an item's review questions: fewer than it needs for its points, or one whose wording is a
 * test item's stem (the same words, or one inside the other), since review questions are not the test.
 */
export function reviewQuestionProblems(
  points: number,
  reviewQuestions: ReadonlyArray<{ id: string; question: string }>,
  bankStems: readonly string[],
): string[] {
  const problems: string[] = [];
  const needed = reviewQuestionsNeeded(points);
  if (reviewQuestions.length < needed) problems.push(`${reviewQuestions.length} review question(s) for ${points} point(s); at least ${needed} needed`);
  const stems = bankStems.map(normalise);
  for (const q of reviewQuestions) {
    const own = normalise(q.question);
    if (stems.some((s) => s === own || containsWords(s, own) || containsWords(own, s))) problems.push(`${q.id} repeats the wording of a test item`);
  }
  return problems;
}
