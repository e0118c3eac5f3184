import type { LibraryLanguage } from '../../../providers/ai/assistant';
import type { QueryConcept } from './bm25';
import { LEXICON } from './lexicon';
import { tokenize } from './tokenize';

/** The columns of the lexicon, in order. */
const COLUMNS: readonly LibraryLanguage[] = ['en', 'nl', 'de', 'es'];

/** One lexicon line: a concept's wordings (index terms) and the language of each. */
export interface LexiconEntry {
  wordings: string[][];
  languages: LibraryLanguage[];
}

/**
 * Parses the lexicon's text: one concept a line, `en | nl | de | es`, synonyms within a column
 * separated by `;`, a column may be empty; `#` starts a comment. Wordings are stored as index terms
 * (tokenize), so they meet questions and passages exactly as those are indexed.
 */
export function parseLexicon(text: string): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const columns = line.split('|');
    if (columns.length !== COLUMNS.length) throw new Error(`lexicon line needs ${COLUMNS.length} columns: ${line}`);
    const seen = new Set<string>();
    const entry: LexiconEntry = { wordings: [], languages: [] };
    columns.forEach((column, i) => {
      for (const wording of column.split(';')) {
        const terms = tokenize(wording);
        const key = terms.join(' ');
        if (!terms.length || seen.has(key)) continue;
        seen.add(key);
        entry.wordings.push(terms);
        entry.languages.push(COLUMNS[i]);
      }
    });
    if (entry.wordings.length > 1) entries.push(entry);
  }
  return entries;
}

/** A question's ideas: its words grouped by the lexicon, each with its translations. */
export interface QuestionConcept extends QueryConcept {
  /** The question's own terms this concept stands for. */
  terms: string[];
  /** True when the lexicon knows the concept (it has translations). */
  fromLexicon: boolean;
}

/** The lexicon indexed by the first term of each wording, for longest-match lookup. */
export class Lexicon {
  private readonly byFirst = new Map<string, Array<{ terms: string[]; entry: number }>>();
  private readonly termLanguages = new Map<string, Set<LibraryLanguage>>();

  constructor(readonly entries: readonly LexiconEntry[]) {
    entries.forEach((e, entry) =>
      e.wordings.forEach((terms, w) => {
        const list = this.byFirst.get(terms[0]) ?? [];
        list.push({ terms, entry });
        this.byFirst.set(terms[0], list);
        for (const t of terms) {
          const langs = this.termLanguages.get(t) ?? new Set();
          langs.add(e.languages[w]);
          this.termLanguages.set(t, langs);
        }
      }),
    );
    for (const list of this.byFirst.values()) list.sort((a, b) => b.terms.length - a.terms.length);
  }

  /** The languages whose wordings use `term` (empty when the lexicon does not). */
  languagesOf(term: string): ReadonlySet<LibraryLanguage> {
    return this.termLanguages.get(term) ?? new Set();
  }

  /**
   * Groups a question's index terms into concepts, longest lexicon wording first: a matched
   * wording brings every wording of its entries (all entries that share it) as alternatives; a term
   * the lexicon does not know stands alone.
   */
  concepts(terms: readonly string[]): QuestionConcept[] {
    const out: QuestionConcept[] = [];
    for (let i = 0; i < terms.length;) {
      const candidates = this.byFirst.get(terms[i]) ?? [];
      const found = candidates.find((c) => c.terms.every((t, k) => terms[i + k] === t));
      if (!found) {
        out.push({ terms: [terms[i]], alternatives: [[terms[i]]], fromLexicon: false });
        i += 1;
        continue;
      }
      const key = found.terms.join(' ');
      const alternatives = new Map<string, string[]>([[key, found.terms]]);
      for (const c of candidates) {
        if (c.terms.join(' ') !== key) continue;
        for (const w of this.entries[c.entry].wordings) alternatives.set(w.join(' '), w);
      }
      out.push({ terms: found.terms, alternatives: [...alternatives.values()], fromLexicon: true });
      i += found.terms.length;
    }
    // The same idea asked twice counts once.
    const unique = new Map<string, QuestionConcept>();
    for (const c of out) unique.set(c.terms.join(' '), unique.get(c.terms.join(' ')) ?? c);
    return [...unique.values()];
  }
}

let shipped: Lexicon | null = null;

/** The lexicon shipped with the code (lexicon.ts), parsed once. */
export function shippedLexicon(): Lexicon {
  shipped ??= new Lexicon(parseLexicon(LEXICON));
  return shipped;
}
