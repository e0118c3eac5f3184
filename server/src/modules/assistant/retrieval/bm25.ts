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
}
