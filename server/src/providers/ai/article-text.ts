/**
 * Reads an article's Markdown the way the offline question generator needs it: plain sentences with the
 * section they sit in, the terms the article uses (bold phrases, acronyms, multi-word names), the
 * "term: description" pairs of definition lists, and numbers with their shape.
 */

export interface Sentence {
  text: string;
  section: string | null;
  /** From the summary's key points. */
  fromSummary: boolean;
}

export interface DefinitionPair {
  term: string;
  description: string;
  /** The list item as the reader sees it. */
  source: string;
  section: string | null;
}

/** acronym: GDPR, ISA 530; phrase: a name or bold term; word: a frequent single content word. */
export type TermKind = 'acronym' | 'phrase' | 'word';

export interface Term {
  text: string;
  kind: TermKind;
}

const LEADING_ARTICLES = new Set([
  'the',
  'a',
  'an',
  'de',
  'het',
  'een',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'this',
  'these',
  'that',
  'deze',
  'dit',
  'in',
  'im',
  'en',
  'and',
  'und',
  'y',
  'for',
  'voor',
  'für',
  'para',
  'with',
  'met',
  'mit',
  'con',
]);

/** Inline Markdown to plain text. */
export function plainInline(md: string): string {
  return md
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const ABBREVIATIONS =
  /(?:\b(?:e\.g|i\.e|etc|vs|cf|z\.\s?B|d\.\s?h|u\.\s?a|bzw|ca|bijv|o\.a|m\.a\.w|dwz|art|nr|no|p|pp|fig|Dr|Prof|Mr|Mrs|Ms|St|approx|incl|excl|resp|vgl|sog|Abs|ggf|Nr|Rn|Rdnr|sr|jr|núm|pág|Sr|Sra|aprox|etc)\.)$/i;

const MONTHS =
  /^(?:jan|feb|mär|mar|apr|mai|may|mei|jun|jul|aug|sep|okt|oct|nov|dez|dec|dic|ene|abr|ago|januar|februar|märz|juni|juli|oktober|dezember|januari|februari|maart|augustus|oktober|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)/i;

/**
 * True when `current` ends in a period that does not close a sentence before `next`: an abbreviation
 * ("art.", "bijv.", "e.g.", "z. B."), an initial, or a day or ordinal number ("seit dem 28. Februar", "der 3. Absatz").
 */
export function periodContinues(current: string, next: string): boolean {
  if (ABBREVIATIONS.test(current) || /\b\p{Lu}\.$/u.test(current)) return true;
  // "z. B.", "d. h.", "u. a.", "o. a.": a lower-case initial followed by another initial.
  if (/(?:^|\s)\p{Ll}\.$/u.test(current) && /^\p{L}\./u.test(next)) return true;
  if (/(?:^|\s)\d{1,2}\.$/.test(current)) {
    if (MONTHS.test(next)) return true;
    // A German ordinal: a day or numbered item after an article or preposition ("am 1.", "des 2.").
    if (/\b(?:dem|den|der|des|die|das|am|vom|zum|zur|seit|bis|ab|im|zum|jeden|jedes)\s+\d{1,2}\.$/i.test(current)) return true;
  }
  return /^[\p{Ll}\d]/u.test(next);
}

/** Splits a paragraph into sentences, keeping common abbreviations, initials, dates and decimals together. */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of paragraph.split(/(?<=[.!?])\s+/)) {
    const joinsPrevious = current && periodContinues(current, part);
    if (current && !joinsPrevious) {
      out.push(current);
      current = part;
    } else {
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out.map((s) => s.trim()).filter(Boolean);
}

interface Block {
  markdown: string;
  section: string | null;
  isListItem: boolean;
}

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section: string | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ markdown: paragraph.join(' '), section, isListItem: false });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || /^(-{3,}|\*{3,}|```)/.test(line) || line.startsWith('|')) {
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      section = plainInline(heading[1]);
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      blocks.push({ markdown: item[1], section, isListItem: true });
      continue;
    }
    if (!paragraph.length && blocks.length && blocks[blocks.length - 1].isListItem && /^\s{2,}/.test(raw)) {
      blocks[blocks.length - 1].markdown += ` ${line}`;
      continue;
    }
    paragraph.push(line.replace(/^>\s?/, ''));
  }
  flush();
  return blocks;
}

/** The article's sentences: summary key points first, then the body in reading order. */
export function sentencesOf(summary: string, content: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const block of blocksOf(summary)) {
    for (const text of splitSentences(plainInline(block.markdown))) sentences.push({ text, section: null, fromSummary: true });
  }
  for (const block of blocksOf(content)) {
    for (const text of splitSentences(plainInline(block.markdown))) sentences.push({ text, section: block.section, fromSummary: false });
  }
  return sentences;
}

const cleanTerm = (raw: string): string | null => {
  let t = plainInline(raw)
    .replace(/[:.,;]+$/, '')
    .trim();
  const words = t.split(' ');
  while (words.length > 1 && LEADING_ARTICLES.has(words[0].toLowerCase())) words.shift();
  t = words.join(' ');
  if (t.length < 2 || t.length > 60 || words.length > 6) return null;
  if (/^\d+([.,]\d+)?%?$/.test(t)) return null;
  return t;
};

export const termKind = (t: string): TermKind => (/^[A-Z0-9][A-Z0-9&/-]*(?:\s\d[\d.-]*)?$/.test(t) && /[A-Z].*[A-Z]/.test(t) ? 'acronym' : 'phrase');

/** "**Term**: description" (or "**Term:** description", "**Term** – description") list items. */
export function definitionsOf(content: string): DefinitionPair[] {
  const pairs: DefinitionPair[] = [];
  for (const block of blocksOf(content)) {
    if (!block.isListItem) continue;
    const m = /^\*\*([^*]{2,80}?)\*\*\s*(?::|–|—|-)?\s*(?::\s*)?(.+)$/.exec(block.markdown);
    if (!m) continue;
    const rawTerm = m[1].replace(/:$/, '');
    if (!/[:–—-]\s*$/.test(m[1]) && !/^\s*[:–—-]/.test(block.markdown.slice(m[1].length + 4))) continue;
    const term = cleanTerm(rawTerm);
    const description = plainInline(m[2]).replace(/^[:–—-]\s*/, '');
    if (!term || description.split(' ').length < 4) continue;
    pairs.push({ term, description, source: plainInline(block.markdown), section: block.section });
  }
  return pairs;
}

/**
 * Terms of a Markdown text with how often each occurs: bold phrases, acronyms and multi-word names first
 * (most frequent first), then frequent single content words. In German every noun is capitalised, so
 * single capitalised words count as content words there and as names elsewhere.
 */
export function termsOf(markdown: string, language = 'English'): Array<Term & { count: number }> {
  const found = new Map<string, Term>();
  const add = (raw: string, kind?: TermKind) => {
    const t = cleanTerm(raw);
    if (t && !found.has(t)) found.set(t, { text: t, kind: kind ?? termKind(t) });
  };
  for (const m of markdown.matchAll(/\*\*([^*\n]{2,80}?)\*\*/g)) add(m[1]);
  const plain = plainInline(markdown.replace(/^#{1,6}\s.*$/gm, ''));
  for (const m of plain.matchAll(/\b[A-Z][A-Z0-9&]{1,7}(?:\s\d{1,5}(?:-\d{1,3})*)?\b/g)) {
    if (/^[IVXLC]+$/.test(m[0])) continue;
    add(m[0]);
  }
  const sentences = splitSentences(plain).map((sentence) => sentence.split(' ').map((w) => w.replace(/^[("“„«‘']+|[)"”»’',.;:!?]+$/g, '')));
  const isCapitalised = (w: string) => /^\p{Lu}[\p{L}\d'’-]*$/u.test(w);
  // A sentence's first word is capitalised anyway: it only counts when the text also capitalises it mid-sentence.
  const capitalisedMidSentence = new Set(sentences.flatMap((words) => words.slice(1).filter(isCapitalised)));
  for (const [s, sentence] of splitSentences(plain).entries()) {
    const rawWords = sentence.split(' ');
    let run: string[] = [];
    const flush = () => {
      if (run.length >= 2) add(run.join(' '));
      run = [];
    };
    sentences[s].forEach((w, i) => {
      const counts = isCapitalised(w) && (i > 0 || capitalisedMidSentence.has(w)) && !LEADING_ARTICLES.has(w.toLowerCase());
      if (counts) run.push(w);
      else flush();
      if (/[,.;:!?)”"»]$/.test(rawWords[i] ?? '')) flush();
    });
    flush();
  }
  const wordCounts = new Map<string, number>();
  const singleNames: string[] = [];
  for (const words of sentences) {
    words.forEach((w, i) => {
      if (w.length < 7 || !/^\p{L}+$/u.test(w)) return;
      const capitalised = isCapitalised(w);
      if (capitalised && language !== 'German') {
        if (i > 0) singleNames.push(w);
        return;
      }
      if (capitalised && i === 0) return;
      wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
    });
  }
  for (const [w, n] of wordCounts) if (n >= 2) add(w, 'word');
  // A single capitalised word is a name of its own only when it also occurs outside the multi-word names found.
  const multiWord = [...found.values()].filter((t) => t.text.includes(' '));
  const plainLower = plain.toLowerCase();
  for (const w of new Set(singleNames)) {
    const alone = countOccurrences(plainLower, w.toLowerCase());
    const inNames = multiWord.reduce((n, t) => n + (t.text.split(' ').includes(w) ? countOccurrences(plainLower, t.text.toLowerCase()) : 0), 0);
    if (alone > inNames) add(w, 'phrase');
  }
  const lower = plain.toLowerCase();
  const rank = (t: Term) => (t.kind === 'word' ? 1 : 0);
  return [...found.values()]
    .map((t) => ({ ...t, count: countOccurrences(lower, t.text.toLowerCase()) }))
    .filter((t) => t.count > 0)
    .sort((a, b) => rank(a) - rank(b) || b.count - a.count || a.text.localeCompare(b.text));
}

export function countOccurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n += 1;
  return n;
}

export type NumberKind = 'percent' | 'year' | 'decimal' | 'integer';

export interface NumberToken {
  /** As written, e.g. "95%", "3.0", "300,000". */
  text: string;
  value: number;
  kind: NumberKind;
  /** Position in the sentence. */
  index: number;
}

const NUMBER_RE = /(?<![\p{L}\d.,/-])(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)(\s?%)?(?![\p{L}\d/-]|[.,]\d)/gu;
const REFERENCE_WORDS =
  /^(art|article|artikel|artículo|section|sectie|abschnitt|§|no|nr|isa|ifrs|ias|iso|en|nen|din|bgb|awb|bw|wet|ias|gaap|asc|rule|regel|chapter|hoofdstuk|kapitel|capítulo|version|versie|figure|table|tabel|step|stap|schritt|paso)\.?$/i;

/** Numbers in a sentence that make sense to ask about (not parts of references such as "ISA 530" or "EN 1993-1-9"). */
export function numbersOf(sentence: string): NumberToken[] {
  const tokens: NumberToken[] = [];
  for (const m of sentence.matchAll(NUMBER_RE)) {
    const before = sentence.slice(0, m.index).trimEnd().split(/\s+/).pop() ?? '';
    if (REFERENCE_WORDS.test(before) || /^[A-Z]{2,}$/.test(before)) continue;
    const parsed = parseNumber(m[1]);
    if (parsed === null) continue;
    const percent = !!m[2];
    const kind: NumberKind = percent ? 'percent' : /^(1[89]|20)\d\d$/.test(m[1]) ? 'year' : /[.,]\d{1,2}$/.test(m[1]) ? 'decimal' : 'integer';
    tokens.push({ text: m[0], value: parsed, kind, index: m.index ?? 0 });
  }
  return tokens;
}

/** "300,000" and "1.500" are thousands; "3.0" and "2,5" are decimals. */
function parseNumber(raw: string): number | null {
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(raw)) return Number(raw.replace(/[.,]/g, ''));
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** Formats `value` the way `like` was written (separator, decimals, percent sign). */
export function formatLike(like: string, value: number): string {
  const percentMatch = /(\s?%)$/.exec(like);
  const body = percentMatch ? like.slice(0, -percentMatch[1].length) : like;
  const suffix = percentMatch ? percentMatch[1] : '';
  const thousands = /^\d{1,3}([.,])\d{3}/.exec(body)?.[1];
  const decimal = /^\d+([.,])(\d{1,2})$/.exec(body);
  let out: string;
  if (decimal) {
    out = value.toFixed(decimal[2].length).replace('.', decimal[1]);
  } else if (thousands) {
    out = Math.round(value)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  } else {
    out = String(Math.round(value));
  }
  return out + suffix;
}
