import type { LibraryLanguage } from '../../../providers/ai/assistant';
import { foldedWords, STOP_WORDS_BY_LANGUAGE, termOfWord } from './tokenize';

/** The library's languages in a fixed order: a language's index is its bit in the term → languages table. */
export const LIBRARY_LANGUAGES: readonly LibraryLanguage[] = ['en', 'nl', 'de', 'es'];

const NAMES: Record<string, LibraryLanguage> = {
  english: 'en',
  dutch: 'nl',
  nederlands: 'nl',
  german: 'de',
  deutsch: 'de',
  spanish: 'es',
  espanol: 'es',
  español: 'es',
  en: 'en',
  nl: 'nl',
  de: 'de',
  es: 'es',
};

/** The code of an article's `language` ("Dutch" → "nl"); null for languages outside the four. */
export function languageCode(name: string | null | undefined): LibraryLanguage | null {
  return (name && NAMES[name.trim().toLowerCase()]) || null;
}

/** One bit per language, for the term → languages table. */
export const languageBit = (lang: LibraryLanguage) => 1 << LIBRARY_LANGUAGES.indexOf(lang);

/**
 * Guesses a question's language from the library's own vocabulary: each word votes for the
 * languages it belongs to (its stop-word lists, or the articles and keywords it occurs in), a vote
 * split evenly between them, so words every language shares ("IFRS", "AVG") decide nothing.
 * Stop words weigh double: in a short question they are the surest sign. Null when no word is known.
 */
export function detectLanguage(question: string, languagesOfTerm: (term: string) => number): LibraryLanguage | null {
  const score = [0, 0, 0, 0];
  for (const word of foldedWords(question)) {
    const stops = LIBRARY_LANGUAGES.filter((l) => STOP_WORDS_BY_LANGUAGE[l].has(word));
    if (stops.length) {
      for (const l of stops) score[LIBRARY_LANGUAGES.indexOf(l)] += 2 / stops.length;
      continue;
    }
    const term = termOfWord(word);
    if (!term) continue;
    const mask = languagesOfTerm(term);
    const langs = LIBRARY_LANGUAGES.filter((l) => mask & languageBit(l));
    for (const l of langs) score[LIBRARY_LANGUAGES.indexOf(l)] += 1 / langs.length;
  }
  let best = -1;
  for (let i = 0; i < score.length; i++) if (score[i] > 0 && (best < 0 || score[i] > score[best])) best = i;
  return best < 0 ? null : LIBRARY_LANGUAGES[best];
}
