import type { DataSource } from 'typeorm';
import { ArticlesRepository, type ArticleKeywords } from '../../articles/articles.repository';
import { Bm25Index, toBm25Doc, Vocabulary, type Bm25Doc, type ConceptHit } from './bm25';
import { Lexicon, shippedLexicon, type LexiconEntry, type QuestionConcept } from './concepts';
import { conceptWeights, namedTerms, outsideLibrary, references } from './relevance';
import type { LibraryLanguage } from '../../../providers/ai/assistant';
import { detectLanguage, languageBit, languageCode } from './language';
import { articlePassages, type Passage, type PassageSource } from './passages';
import { tokenize } from './tokenize';

export interface RetrievedPassage extends Passage {
  score: number;
  /** Share of the question's idf mass found in the passage (see Bm25Hit.coverage). */
  coverage: number;
  /** The article's language code; null when it is none of the library's four. */
  language: LibraryLanguage | null;
  category: string;
  /** True when the article was found through its multilingual keywords rather than its text. */
  viaKeywords: boolean;
}

export type { ArticleKeywords } from '../../articles/articles.repository';

/**
 * A passage counts as relevant only when it covers at least this share of the question's idf
 * mass: a passage sharing one common word ("world", "capital") with an off-topic question stays out.
 */
export const MIN_COVERAGE = 0.35;
/**
 * Once an article is relevant, a further passage of it needs only this coverage: a question often
 * spreads its terms over two sections ("amoxicillin … pneumonia" in one, "penicillin allergy" in another).
 */
const MIN_COVERAGE_SAME_ARTICLE = 0.2;
/** At most this many passages of one article in a result, so several articles can be cited. */
const MAX_PER_ARTICLE = 2;
const LOAD_CHUNK = 500;
/** Articles whose split passages are kept for the next answers (see passagesOf). */
const PASSAGE_CACHE_ARTICLES = 200;
/** Longest stretch of index work before the build yields to other requests. */
const YIELD_AFTER_MS = 15;

interface IndexedArticle {
  updatedAt: string;
  language: LibraryLanguage | null;
  /** One document per passage, in passage order. */
  docs: Bm25Doc[];
  /** Its keywords in all languages as one more document, so a question in any language can find it. */
  keywordDoc: Bm25Doc | null;
  /** Index terms of each keyword phrase, per language code, in the file's order. */
  phrases: Map<string, string[][]>;
  /** The numbered things its title, summary and text refer to ("IFRS 15", "§ 312"; see references). */
  references: Set<string>;
}

/**
 * A question word the library never uses is matched to a library term sharing its first letters
 * ("allergic" → "allergy", "notifications" → "notification"): the light stemmer does not join
 * such forms, and an unknown word would otherwise count against every passage.
 */
const PREFIX_MATCH_MIN = 6;

/** Marks the keyword document of an article in Snapshot.ordinalOf. */
const KEYWORD_DOC = 0xffff;

interface Snapshot {
  signature: string;
  index: Bm25Index;
  /** Article id and passage position of each indexed document. */
  articleOf: Uint32Array;
  ordinalOf: Uint16Array;
  /** Languages (bit set) each vocabulary term occurs in, through article text or keywords. */
  languagesOf: Uint8Array;
  /** The vocabulary sorted, for prefix matching; built on first need. */
  sortedTerms: string[] | null;
  /** The shipped lexicon and the concepts the articles' aligned keyword lists name in several languages. */
  lexicon: Lexicon;
}

/** The keywords map as stored, reduced to lists of non-empty texts. */
function keywordLists(raw: ArticleKeywords | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!raw || typeof raw !== 'object') return out;
  for (const [lang, list] of Object.entries(raw)) {
    if (Array.isArray(list))
      out.set(
        lang,
        list.filter((k): k is string => typeof k === 'string' && k.trim() !== ''),
      );
  }
  return out;
}

/**
 * An article's keyword lists as lexicon entries: when every language lists as many keywords, the
 * i-th keyword of each is the same concept (the articles' front matter writes them so).
 */
export function alignedKeywords(phrases: ReadonlyMap<string, string[][]>): LexiconEntry[] {
  const lists = [...phrases.entries()].filter(([lang]) => languageCode(lang) !== null);
  if (lists.length < 2 || new Set(lists.map(([, l]) => l.length)).size !== 1) return [];
  const out: LexiconEntry[] = [];
  for (let i = 0; i < lists[0][1].length; i++) {
    const seen = new Set<string>();
    const entry: LexiconEntry = { wordings: [], languages: [] };
    for (const [lang, list] of lists) {
      const terms = list[i];
      if (!terms.length || seen.has(terms.join(' '))) continue;
      seen.add(terms.join(' '));
      entry.wordings.push(terms);
      entry.languages.push(languageCode(lang)!);
    }
    if (entry.wordings.length > 1) out.push(entry);
  }
  return out;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * BM25 retrieval over the passages of published articles. The index is built on first use and
 * rebuilt when the articles table changes, detected by one aggregate query per search (row
 * counts, newest updated_at, highest id). A rebuild re-reads and re-tokenises only articles whose
 * updated_at changed, and yields to the event loop while it works. The index keeps term ids only;
 * the text of the passages it returns is read back from the database for each answer.
 */
export class LibraryRetriever {
  private readonly vocabulary = new Vocabulary();
  private readonly articles = new Map<number, IndexedArticle>();
  private snapshot: Snapshot | null = null;
  private refreshing: Promise<Snapshot> | null = null;
  private readonly passageCache = new Map<number, { title: string; summary: string; content: string; passages: Passage[] }>();
  /** How many times the index was (re)built; for tests and logs. */
  builds = 0;

  /** The articles feature's reads of the published texts and of the table's signature. */
  private readonly texts: ArticlesRepository;

  constructor(db: DataSource) {
    this.texts = new ArticlesRepository(db);
  }

  /** The most relevant passages for `question`, best first; empty when nothing is relevant. */
  async search(question: string, limit = 5): Promise<RetrievedPassage[]> {
    const snapshot = await this.current();
    const concepts = this.questionConcepts(snapshot, question);
    const { hits, idfs } = snapshot.index.searchConcepts(concepts, limit * 6);
    if (outsideLibrary(concepts, idfs, namedTerms(question, this.languageOf(snapshot, question)))) return [];
    // A question citing a numbered thing ("IFRS 17", "§ 622 BGB") is answered only by an article that cites it too.
    const cited = [...new Set(references(question))];
    const citing = (articleId: number) => cited.every((r) => this.articles.get(articleId)?.references.has(r));
    const weights = conceptWeights(idfs);
    const total = weights.reduce((a, w) => a + w, 0);
    const coverageOf = (matches: ArrayLike<number>) => (total ? weights.reduce((sum, w, c) => sum + w * matches[c], 0) / total : 0);
    const relevant = this.relevantArticles(snapshot, hits, coverageOf);
    const terms = concepts.flatMap((c) => c.alternatives.flat());
    const perArticle = new Map<number, number[]>();
    const picked: Array<{ articleId: number; ordinal: number; score: number; coverage: number; viaKeywords: boolean }> = [];
    for (const hit of hits) {
      const coverage = coverageOf(hit.matches);
      const articleId = snapshot.articleOf[hit.doc];
      if (!citing(articleId)) continue;
      if (coverage < (relevant.has(articleId) ? MIN_COVERAGE_SAME_ARTICLE : MIN_COVERAGE)) continue;
      const used = perArticle.get(articleId) ?? [];
      if (used.length >= MAX_PER_ARTICLE) continue;
      const ordinal = snapshot.ordinalOf[hit.doc];
      const viaKeywords = ordinal === KEYWORD_DOC;
      // A keyword match stands for its article: it brings the article's best passages for the translated terms.
      const candidates = viaKeywords ? this.passagesForKeywords(snapshot, articleId, terms) : [ordinal];
      for (const o of candidates) {
        if (used.length >= MAX_PER_ARTICLE || picked.length >= limit) break;
        if (used.includes(o)) continue;
        used.push(o);
        picked.push({ articleId, ordinal: o, score: hit.score, coverage, viaKeywords });
      }
      perArticle.set(articleId, used);
      if (picked.length >= limit) break;
    }
    if (!picked.length) return [];
    const rows = await this.texts.publishedTexts([...perArticle.keys()]);
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    const passagesOf = new Map(rows.map((r) => [r.id, this.passagesOf(r)]));
    const out: RetrievedPassage[] = [];
    for (const p of picked) {
      // An article changed since the index was built may no longer have this passage; skip it.
      const passage = passagesOf.get(p.articleId)?.[p.ordinal];
      const row = rowOf.get(p.articleId);
      if (!passage || !row) continue;
      out.push({ ...passage, score: p.score, coverage: p.coverage, language: languageCode(row.language), category: row.category, viaKeywords: p.viaKeywords });
    }
    return out;
  }

  /**
   * The passages at the given places (article id and position among its passages), in the order given; a place in an
   * article no longer published, or past its last passage, is left out. For hybrid retrieval's vector matches.
   */
  async passagesAt(places: ReadonlyArray<{ articleId: number; ordinal: number }>): Promise<RetrievedPassage[]> {
    if (!places.length) return [];
    const rows = await this.texts.publishedTexts([...new Set(places.map((p) => p.articleId))]);
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    const out: RetrievedPassage[] = [];
    for (const { articleId, ordinal } of places) {
      const row = rowOf.get(articleId);
      const passage = row ? this.passagesOf(row)[ordinal] : undefined;
      if (!row || !passage) continue;
      out.push({ ...passage, score: 0, coverage: 0, language: languageCode(row.language), category: row.category, viaKeywords: false });
    }
    return out;
  }

  /**
   * Whether the article cites every numbered thing the question cites ("IFRS 17", "§ 622 BGB"), as search requires of
   * every article it returns; as the index last saw the article (false for one it does not hold).
   */
  citesReferencesOf(question: string, articleId: number): boolean {
    const article = this.articles.get(articleId);
    return !!article && references(question).every((r) => article.references.has(r));
  }

  /** The articles table's state the index was last built from (see signature), or null before the first search. */
  get version(): string | null {
    return this.snapshot?.signature ?? null;
  }

  /** The question's concepts (see Lexicon.concepts); a word neither the lexicon nor the library knows is matched by prefix. */
  private questionConcepts(snapshot: Snapshot, question: string): QuestionConcept[] {
    return snapshot.lexicon.concepts(tokenize(question, { query: true })).map((c) => {
      if (c.fromLexicon) return c;
      const known = this.knownForm(snapshot, c.terms[0]);
      return known === c.terms[0] ? c : { ...c, alternatives: [[known]] };
    });
  }

  /**
   * Articles that answer the question: their two best passages together cover MIN_COVERAGE of it.
   * A question often spreads over neighbouring passages ("amoxicillin" in one, "penicillin allergy" in
   * the next), and judging single passages would make a relevant article drop out as the library
   * grows and every word's idf shifts.
   */
  private relevantArticles(snapshot: Snapshot, hits: ConceptHit[], coverageOf: (matches: ArrayLike<number>) => number): Set<number> {
    const best = new Map<number, ConceptHit[]>();
    for (const hit of hits) {
      const articleId = snapshot.articleOf[hit.doc];
      const list = best.get(articleId) ?? [];
      if (list.length < 2) best.set(articleId, [...list, hit]);
    }
    const relevant = new Set<number>();
    for (const [articleId, list] of best) {
      const union = list[0].matches.map((m, c) => Math.max(m, ...list.map((h) => h.matches[c])));
      if (coverageOf(union) >= MIN_COVERAGE) relevant.add(articleId);
    }
    return relevant;
  }

  /** `term` itself when the library knows it, else the shortest known term sharing its first letters. */
  private knownForm(snapshot: Snapshot, term: string): string {
    const id = this.vocabulary.lookup(term);
    if ((id !== undefined && snapshot.index.idfOf(id) > 0) || term.length < PREFIX_MATCH_MIN || /\d/.test(term)) return term;
    snapshot.sortedTerms ??= this.vocabulary.terms().sort();
    const sorted = snapshot.sortedTerms;
    const prefix = term.slice(0, PREFIX_MATCH_MIN);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    let best: string | null = null;
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) {
      const candidate = sorted[i];
      const known = this.vocabulary.lookup(candidate);
      if (known === undefined || snapshot.index.idfOf(known) === 0) continue;
      if (!best || candidate.length < best.length) best = candidate;
    }
    return best ?? term;
  }

  /**
   * The language of `question` judged by the library's vocabulary per language (see detectLanguage).
   * Uses the index as the last search left it: a vocabulary a moment old judges a language as well.
   */
  async detectLanguage(question: string): Promise<LibraryLanguage | null> {
    return this.languageOf(this.snapshot ?? (await this.current()), question);
  }

  private languageOf(snapshot: Snapshot, question: string): LibraryLanguage | null {
    return detectLanguage(question, (term) => {
      const id = this.vocabulary.lookup(term);
      return id === undefined || id >= snapshot.languagesOf.length ? 0 : snapshot.languagesOf[id];
    });
  }

  /**
   * The passage of an article found through its keywords: the question's terms are translated
   * through the keyword lists (a matched phrase brings the phrase at the same position in the
   * article's own language, or all of them when the lists do not line up), and the passage with the
   * most idf mass of those terms come first; the summary alone when none has any, nothing when the
   * article is gone.
   */
  private passagesForKeywords(snapshot: Snapshot, articleId: number, questionTerms: string[]): number[] {
    const article = this.articles.get(articleId);
    if (!article?.docs.length) return [];
    const asked = new Set(questionTerms);
    const own = (article.language && article.phrases.get(article.language)) || [];
    const wanted = new Set(questionTerms);
    for (const [lang, phrases] of article.phrases) {
      phrases.forEach((phrase, i) => {
        if (!phrase.length || !phrase.some((t) => asked.has(t))) return;
        const translated = lang !== article.language && own.length === phrases.length ? [own[i]] : own;
        for (const p of translated) for (const t of p) wanted.add(t);
      });
    }
    const ids = new Set<number>();
    for (const t of wanted) {
      const id = this.vocabulary.lookup(t);
      if (id !== undefined) ids.add(id);
    }
    const scored = article.docs.map((doc, ordinal) => {
      let score = 0;
      for (const id of doc.terms) if (ids.has(id)) score += snapshot.index.idfOf(id);
      return { ordinal, score };
    });
    const ranked = scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.ordinal - b.ordinal);
    return ranked.length ? ranked.map((x) => x.ordinal) : [0];
  }

  /**
   * The passages of an article as just read, reusing the last split of the same text: splitting
   * Markdown is most of an answer's time. Only a shortcut; a changed text is split anew.
   */
  private passagesOf(row: PassageSource): Passage[] {
    const cached = this.passageCache.get(row.id);
    if (cached && cached.title === row.title && cached.summary === row.summary && cached.content === row.content) return cached.passages;
    const passages = articlePassages(row);
    if (this.passageCache.size >= PASSAGE_CACHE_ARTICLES) this.passageCache.delete(this.passageCache.keys().next().value!);
    this.passageCache.set(row.id, { title: row.title, summary: row.summary, content: row.content, passages });
    return passages;
  }

  /** Number of passages currently indexed (builds the index if needed). */
  async size(): Promise<number> {
    return (await this.current()).articleOf.length;
  }

  private async current(): Promise<Snapshot> {
    const signature = await this.signature();
    if (this.snapshot?.signature === signature) return this.snapshot;
    this.refreshing ??= this.rebuild(signature).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async signature(): Promise<string> {
    const r = await this.texts.textsSignature();
    return `${r.total}/${r.published}/${r.changed ?? ''}/${r.max_id ?? ''}`;
  }

  private async rebuild(signature: string): Promise<Snapshot> {
    const current = await this.texts.publishedVersions();
    const live = new Set(current.map((r) => r.id));
    for (const id of this.articles.keys()) if (!live.has(id)) this.articles.delete(id);
    const stale = current.filter((r) => this.articles.get(r.id)?.updatedAt !== r.updated_at).map((r) => r.id);
    let sliceStart: number;
    for (let i = 0; i < stale.length; i += LOAD_CHUNK) {
      const rows = await this.texts.textsForIndex(stale.slice(i, i + LOAD_CHUNK));
      sliceStart = Date.now();
      for (const row of rows) {
        const docs = articlePassages(row).map((p) => toBm25Doc(tokenize(`${p.title} ${p.heading} ${p.text}`), this.vocabulary));
        const phrases = new Map<string, string[][]>();
        for (const [lang, list] of keywordLists(row.keywords))
          phrases.set(
            lang,
            list.map((k) => tokenize(k)),
          );
        const keywordTokens = [...phrases.values()].flat(2);
        const keywordDoc = keywordTokens.length ? toBm25Doc(keywordTokens, this.vocabulary) : null;
        const refs = new Set(references(`${row.title}\n${row.summary}\n${row.content}`));
        this.articles.set(row.id, { updatedAt: row.updated_at, language: languageCode(row.language), docs, keywordDoc, phrases, references: refs });
        if (Date.now() - sliceStart > YIELD_AFTER_MS) {
          await yieldToEventLoop();
          sliceStart = Date.now();
        }
      }
    }
    const docs: Bm25Doc[] = [];
    const articleIds: number[] = [];
    const ordinals: number[] = [];
    const languagesOf = new Uint8Array(this.vocabulary.size);
    const keywordEntries: LexiconEntry[] = [];
    for (const { id } of current) {
      const a = this.articles.get(id);
      if (!a) continue;
      const bit = a.language ? languageBit(a.language) : 0;
      a.docs.forEach((d, ordinal) => {
        docs.push(d);
        articleIds.push(id);
        ordinals.push(ordinal);
        if (bit) for (const t of d.terms) languagesOf[t] |= bit;
      });
      if (a.keywordDoc) {
        docs.push(a.keywordDoc);
        articleIds.push(id);
        ordinals.push(KEYWORD_DOC);
      }
      keywordEntries.push(...alignedKeywords(a.phrases));
      for (const [lang, phrases] of a.phrases) {
        const code = languageCode(lang);
        if (!code) continue;
        for (const phrase of phrases) {
          for (const t of phrase) {
            const termId = this.vocabulary.lookup(t);
            if (termId !== undefined) languagesOf[termId] |= languageBit(code);
          }
        }
      }
    }
    this.snapshot = {
      signature,
      index: new Bm25Index(docs, this.vocabulary),
      articleOf: Uint32Array.from(articleIds),
      ordinalOf: Uint16Array.from(ordinals),
      languagesOf,
      sortedTerms: null,
      lexicon: new Lexicon([...shippedLexicon().entries, ...keywordEntries]),
    };
    this.builds += 1;
    return this.snapshot;
  }
}
