/**
 * Okapi BM25 over an in-memory set of documents (here: passages of library articles).
 *
 *   score(d, q) = Σ_t∈q idf(t) · tf(t,d)·(k1+1) / (tf(t,d) + k1·(1 − b + b·|d|/avgdl))
 *   idf(t)      = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5))        (never negative)
 *
 * Besides the score, each hit reports its coverage: the share of the query's idf mass that the
 * document matches, which tells "matches the topic" apart from "shares one common word".
 * Postings are stored compactly (one typed array per column, offsets per term) so that a library
 * of 10,000 articles fits in tens of megabytes.
 */

export interface Bm25Params {
  /** Term-frequency saturation. */
  k1: number;
  /** Length normalisation (0 = none, 1 = full). */
  b: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

/** Maps terms to dense integer ids; shared by the documents of an index and its rebuilds. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();

  /** The id of `term`, assigning a new one when unseen. */
  id(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) this.ids.set(term, (id = this.ids.size));
    return id;
  }

  lookup(term: string): number | undefined {
    return this.ids.get(term);
  }

  get size(): number {
    return this.ids.size;
  }

  /** Every known term (insertion order). */
  terms(): string[] {
    return [...this.ids.keys()];
  }
}

/** A document as the index needs it: its distinct term ids, their frequencies and its length. */
export interface Bm25Doc {
  terms: Uint32Array;
  freqs: Uint16Array;
  length: number;
}

/** Counts the tokens of one document into a Bm25Doc. */
export function toBm25Doc(tokens: readonly string[], vocabulary: Vocabulary): Bm25Doc {
  const counts = new Map<number, number>();
  for (const t of tokens) {
    const id = vocabulary.id(t);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const terms = new Uint32Array(counts.size);
  const freqs = new Uint16Array(counts.size);
  let i = 0;
  for (const [id, tf] of counts) {
    terms[i] = id;
    freqs[i] = Math.min(tf, 0xffff);
    i += 1;
  }
  return { terms, freqs, length: tokens.length };
}

export interface Bm25Hit {
  /** Position of the document in the array the index was built from. */
  doc: number;
  score: number;
  /** Matched idf mass / total idf mass of the distinct query terms, 0..1. */
  coverage: number;
  /** Bit i set when the document contains the i-th distinct query term (the first 31 terms). */
  matched: number;
}

/**
 * One idea of a question: the ways it can be worded in the library (the question's own words and
 * their translations from the lexicon), each a list of index terms. A wording of several terms
 * matches a document in proportion to the idf mass of its terms the document contains.
 */
export interface QueryConcept {
  alternatives: readonly (readonly string[])[];
}

export interface ConceptHit {
  doc: number;
  score: number;
  /** Per concept of the query, how fully the document matches it (0..1). */
  matches: Float32Array;
}

export interface ConceptSearch {
  hits: ConceptHit[];
  /**
   * Per concept, its idf as one term: from the documents matching one of its wordings fully, or
   * null when no document does (the library does not know the concept).
   */
  idfs: (number | null)[];
}

export class Bm25Index {
  private readonly lengths: Float32Array;
  private readonly avgLength: number;
  /** Postings of term t: docs/freqs in [offsets[t], offsets[t + 1]). */
  private readonly offsets: Uint32Array;
  private readonly postingDocs: Uint32Array;
  private readonly postingFreqs: Uint16Array;

  constructor(
    documents: readonly Bm25Doc[],
    private readonly vocabulary: Vocabulary,
    private readonly params: Bm25Params = DEFAULT_BM25,
  ) {
    const vocabSize = vocabulary.size;
    this.lengths = new Float32Array(documents.length);
    const df = new Uint32Array(vocabSize);
    let total = 0;
    let postings = 0;
    documents.forEach((d, i) => {
      this.lengths[i] = d.length;
      total += d.length;
      postings += d.terms.length;
      for (const t of d.terms) df[t] += 1;
    });
    this.avgLength = documents.length ? total / documents.length : 0;
    this.offsets = new Uint32Array(vocabSize + 1);
    for (let t = 0; t < vocabSize; t++) this.offsets[t + 1] = this.offsets[t] + df[t];
    this.postingDocs = new Uint32Array(postings);
    this.postingFreqs = new Uint16Array(postings);
    const cursor = this.offsets.slice(0, vocabSize);
    documents.forEach((d, doc) => {
      for (let k = 0; k < d.terms.length; k++) {
        const at = cursor[d.terms[k]]++;
        this.postingDocs[at] = doc;
        this.postingFreqs[at] = d.freqs[k];
      }
    });
  }

  /** An index over token lists, with its own vocabulary. */
  static fromTokens(documents: readonly (readonly string[])[], params: Bm25Params = DEFAULT_BM25): Bm25Index {
    const vocabulary = new Vocabulary();
    return new Bm25Index(
      documents.map((d) => toBm25Doc(d, vocabulary)),
      vocabulary,
      params,
    );
  }

  get size(): number {
    return this.lengths.length;
  }

  /** Number of documents containing `term`. */
  documentFrequency(term: string): number {
    const id = this.vocabulary.lookup(term);
    return id === undefined || id + 1 >= this.offsets.length ? 0 : this.offsets[id + 1] - this.offsets[id];
  }

  /** idf of a term by its vocabulary id (0 for ids this index has not seen). */
  idfOf(id: number): number {
    const n = id + 1 < this.offsets.length ? this.offsets[id + 1] - this.offsets[id] : 0;
    return n ? Math.log(1 + (this.size - n + 0.5) / (n + 0.5)) : 0;
  }

  idf(term: string): number {
    const n = this.documentFrequency(term);
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5));
  }

  /** The best `limit` documents for the query terms, highest score first (ties: lower doc first). */
  search(queryTokens: readonly string[], limit = 10): Bm25Hit[] {
    const terms = [...new Set(queryTokens)];
    if (!terms.length || !this.size || limit <= 0) return [];
    const { k1, b } = this.params;
    const scores = new Float64Array(this.size);
    const matchedIdf = new Float64Array(this.size);
    const matchedTerms = new Int32Array(this.size);
    const touched: number[] = [];
    let totalIdf = 0;
    for (const [position, term] of terms.entries()) {
      const bit = position < 31 ? 1 << position : 0;
      const idf = this.idf(term);
      totalIdf += idf;
      const id = this.vocabulary.lookup(term);
      if (id === undefined || id + 1 >= this.offsets.length) continue;
      for (let at = this.offsets[id]; at < this.offsets[id + 1]; at++) {
        const doc = this.postingDocs[at];
        const tf = this.postingFreqs[at];
        const norm = k1 * (1 - b + (b * this.lengths[doc]) / (this.avgLength || 1));
        if (matchedIdf[doc] === 0) touched.push(doc);
        scores[doc] += (idf * tf * (k1 + 1)) / (tf + norm);
        matchedIdf[doc] += idf;
        matchedTerms[doc] |= bit;
      }
    }
    // Keep the best `limit` in a small sorted array instead of sorting every touched document.
    const best: number[] = [];
    const better = (x: number, y: number) => scores[x] > scores[y] || (scores[x] === scores[y] && x < y);
    for (const doc of touched) {
      if (best.length === limit && !better(doc, best[limit - 1])) continue;
      let i = best.length === limit ? limit - 1 : best.length;
      while (i > 0 && better(doc, best[i - 1])) {
        best[i] = best[i - 1];
        i -= 1;
      }
      best[i] = doc;
    }
    return best.map((doc) => ({ doc, score: scores[doc], coverage: totalIdf ? matchedIdf[doc] / totalIdf : 0, matched: matchedTerms[doc] }));
  }

  /**
   * BM25 over concepts instead of terms: a concept is scored as one term whose frequency in a
   * document is that of its best-matching wording (the rarest-known term of it), weighted by how
   * fully that wording is present. The best `limit` documents, highest score first.
   */
  searchConcepts(concepts: readonly QueryConcept[], limit = 10): ConceptSearch {
    const n = concepts.length;
    if (!n || !this.size || limit <= 0) return { hits: [], idfs: concepts.map(() => null) };
    const { k1, b } = this.params;
    const maxIdf = Math.log(1 + (this.size + 0.5) / 0.5);
    const idfs: (number | null)[] = [];
    const scores = new Float64Array(this.size);
    const matches = new Map<number, Float32Array>();
    // Scratch per wording and per concept, reset through the touched lists.
    const share = new Float64Array(this.size);
    const minTf = new Uint32Array(this.size);
    const bestShare = new Float64Array(this.size);
    const bestTf = new Uint32Array(this.size);
    concepts.forEach((concept, c) => {
      const conceptDocs: number[] = [];
      for (const wording of concept.alternatives) {
        const terms = [...new Set(wording)];
        const weights = terms.map((t) => this.idf(t));
        const total = weights.reduce((a, w) => a + (w || maxIdf), 0);
        if (!total) continue;
        const touched: number[] = [];
        terms.forEach((term, k) => {
          const id = this.vocabulary.lookup(term);
          if (id === undefined || id + 1 >= this.offsets.length) return;
          for (let at = this.offsets[id]; at < this.offsets[id + 1]; at++) {
            const doc = this.postingDocs[at];
            if (share[doc] === 0) {
              touched.push(doc);
              minTf[doc] = this.postingFreqs[at];
            } else {
              minTf[doc] = Math.min(minTf[doc], this.postingFreqs[at]);
            }
            share[doc] += weights[k] / total;
          }
        });
        for (const doc of touched) {
          const value = Math.min(1, share[doc]);
          if (bestShare[doc] === 0) conceptDocs.push(doc);
          if (value > bestShare[doc] + 1e-9 || (Math.abs(value - bestShare[doc]) <= 1e-9 && minTf[doc] > bestTf[doc])) {
            bestShare[doc] = value;
            bestTf[doc] = minTf[doc];
          }
          share[doc] = 0;
        }
      }
      let full = 0;
      for (const doc of conceptDocs) if (bestShare[doc] >= 0.999) full += 1;
      const idf = full ? Math.log(1 + (this.size - full + 0.5) / (full + 0.5)) : null;
      idfs.push(idf);
      const weight = idf ?? maxIdf;
      for (const doc of conceptDocs) {
        let row = matches.get(doc);
        if (!row) matches.set(doc, (row = new Float32Array(n)));
        row[c] = bestShare[doc];
        const tf = bestTf[doc];
        const norm = k1 * (1 - b + (b * this.lengths[doc]) / (this.avgLength || 1));
        scores[doc] += (bestShare[doc] * weight * tf * (k1 + 1)) / (tf + norm);
        bestShare[doc] = 0;
        bestTf[doc] = 0;
      }
    });
    const ranked = [...matches.keys()].sort((x, y) => scores[y] - scores[x] || x - y).slice(0, limit);
    return { hits: ranked.map((doc) => ({ doc, score: scores[doc], matches: matches.get(doc)! })), idfs };
  }
}
