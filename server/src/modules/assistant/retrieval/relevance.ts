import type { LibraryLanguage } from '../../../providers/ai/assistant';
import type { QuestionConcept } from './concepts';
import { fold, STOP_WORDS, tokenize } from './tokenize';

/**
 * How the retriever tells "the library has nothing on this" from a weak match. Besides the coverage
 * threshold (library-index.ts), a question is outside the library when it names something the library
 * never mentions, when a good part of its words are unknown to the library, or (checked per article)
 * when it cites a numbered rule or standard the article does not cite.
 */

/**
 * Each concept's weight in the question's coverage: its idf. A concept no passage contains weighs
 * as much as the question's known concepts do on average, not the maximal idf BM25 gives it, so one
 * word the library never uses ("adult") does not sink a question whose topic words all match, while
 * a question made of unknown words still covers nothing.
 */
export function conceptWeights(idfs: readonly (number | null)[]): number[] {
  const known = idfs.filter((x): x is number => x !== null);
  const mean = known.length ? known.reduce((a, x) => a + x, 0) / known.length : 1;
  return idfs.map((x) => x ?? mean);
}

/**
 * A question is outside the library when at least this many of its concepts, and at least a third
 * of them, are unknown to the library (no passage contains them in any wording): its subject is not
 * there. One unknown word alone ("temp", "gel") decides nothing.
 */
export const MIN_UNKNOWN_CONCEPTS = 2;
export const UNKNOWN_SHARE = 1 / 3;

/**
 * Why the library cannot answer a question, or null when it may: a named thing (see namedTerms)
 * no passage mentions in any wording, or too many concepts unknown to the library.
 * `idfs[i]` is null when no passage contains concept i (Bm25Index.searchConcepts).
 */
export function outsideLibrary(concepts: readonly QuestionConcept[], idfs: readonly (number | null)[], named: ReadonlySet<string>): string | null {
  const unknownNames = concepts.filter((c, i) => idfs[i] === null && c.terms.some((t) => named.has(t)));
  if (unknownNames.length) return `names what the library never mentions: ${unknownNames.map((c) => c.terms.join(' ')).join(', ')}`;
  const unknown = idfs.filter((x) => x === null).length;
  if (unknown >= MIN_UNKNOWN_CONCEPTS && unknown >= UNKNOWN_SHARE * concepts.length) return `${unknown} of ${concepts.length} concepts unknown to the library`;
  return null;
}

const WORD = /[\p{L}\p{N}]+/gu;
const SENTENCE_START = /(^|[.?!¿¡:;]\s*)$/u;

/**
 * The index terms of a question's names: words that name a particular thing rather than describe
 * one (a drug, a standard, a statute, a form, an organisation): acronyms and mixed-case names
 * ("SOX", "FIU", "ChatGPT", "HbA1c"), letters and digits together ("CT600", "CET1") and capitalised
 * words inside a sentence ("Basel", "Kanban"). German capitalises every noun, so there only the
 * first two kinds count.
 */
export function namedTerms(question: string, language: LibraryLanguage | null): Set<string> {
  const out = new Set<string>();
  for (const match of question.matchAll(WORD)) {
    const word = match[0];
    const upper = (word.match(/\p{Lu}/gu) ?? []).length;
    const hasDigit = /\p{N}/u.test(word);
    const hasLetter = /\p{L}/u.test(word);
    const midSentence = !SENTENCE_START.test(question.slice(0, match.index));
    const named =
      (upper >= 2 && word.length >= 2) ||
      (hasDigit && hasLetter) ||
      (language !== 'de' && upper === 1 && /^\p{Lu}/u.test(word) && midSentence && word.length >= 3);
    if (!named) continue;
    for (const term of tokenize(word)) out.add(term);
  }
  return out;
}

/** A word or § directly followed by a whole number that is not a percentage or a decimal. */
const REFERENCE = /(§|[\p{L}\p{N}]+)[ \u00a0]+(\p{N}+)(?![\p{N}%‰]|[.,]\p{N})/gu;
/** Lower-case words that introduce a numbered thing: article, section, form, box, title, book, chapter, annex. */
const REFERENCE_NOUNS = new Set(
  'article art section sec form box title book chapter annex rule artikel lid afdeling formulier titel boek hoofdstuk bijlage rubriek absatz abschnitt kapitel anhang formular articulo apartado seccion modelo casilla titulo libro capitulo anexo'.split(
    ' ',
  ),
);

/**
 * The references a text makes to a numbered thing ("IFRS 17", "§ 622", "Titel 9", "box 3",
 * "modelo 303", "EN 1990"), as "word number" in folded form: § or a name (a word with a capital
 * letter inside a sentence, capitals, or one of REFERENCE_NOUNS) followed by a number. "in 2026",
 * "net 30", "95 %" and "Question 6:" at the start of a sentence are none.
 */
export function references(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const [, word, number] = match;
    if (/^\p{N}+$/u.test(word)) continue;
    const folded = fold(word);
    const capitals = (word.match(/\p{Lu}/gu) ?? []).length;
    // A capital that only starts a sentence ("Question 6: …") makes no name.
    const capitalised = capitals >= 2 || (capitals === 1 && !SENTENCE_START.test(text.slice(0, match.index)));
    const name = word === '§' || capitalised || REFERENCE_NOUNS.has(folded);
    if (!name || (STOP_WORDS.has(folded) && !/^\p{Lu}{2,}$/u.test(word))) continue;
    out.push(`${folded} ${number}`);
  }
  return out;
}
