/**
 * Okapi BM25 over an in-memory set of documents (here: passages of library articles).
 *
 *   score(d, q) = Σ_t∈q idf(t) · tf(t,d)·(k1+1) / (tf(t,d) + k1·(1 − b + b·|d|/avgdl))
 *   idf(t)      = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5))        (never negative)
 *
 * Besides the score, each hit reports its coverage: the share of the query's idf mass that the
 * document matches, which tells "matches the topic" apart from "shares one common word".
 */

export interface Bm25Params {
  /** Term-frequency saturation. */
  k1: number;
  /** Length normalisation (0 = none, 1 = full). */
  b: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

export interface Bm25Hit {
  /** Position of the document in the array the index was built from. */
  doc: number;
  score: number;
  /** Matched idf mass / total idf mass of the distinct query terms, 0..1. */
  coverage: number;
  matchedTerms: string[];
}

interface Posting {
  docs: number[];
  freqs: number[];
}

export class Bm25Index {
  private readonly postings = new Map<string, Posting>();
  private readonly lengths: Float64Array;
  private readonly avgLength: number;

  /** `documents[i]` is the token list of document i. */
  constructor(
    documents: readonly (readonly string[])[],
    private readonly params: Bm25Params = DEFAULT_BM25,
  ) {
    this.lengths = new Float64Array(documents.length);
    let total = 0;
    documents.forEach((tokens, doc) => {
      this.lengths[doc] = tokens.length;
      total += tokens.length;
      const counts = new Map<string, number>();
      for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [term, tf] of counts) {
        let p = this.postings.get(term);
        if (!p) this.postings.set(term, (p = { docs: [], freqs: [] }));
        p.docs.push(doc);
        p.freqs.push(tf);
      }
    });
    this.avgLength = documents.length ? total / documents.length : 0;
  }

  get size(): number {
    return this.lengths.length;
  }

  /** Number of documents containing `term`. */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  idf(term: string): number {
    const n = this.documentFrequency(term);
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5));
  }

  /** The best `limit` documents for the query terms, highest score first (ties: lower doc first). */
  search(queryTokens: readonly string[], limit = 10): Bm25Hit[] {
    const terms = [...new Set(queryTokens)];
    if (!terms.length || !this.size) return [];
    const { k1, b } = this.params;
    const scores = new Map<number, { score: number; matchedIdf: number; matched: string[] }>();
    let totalIdf = 0;
    for (const term of terms) {
      const idf = this.idf(term);
      totalIdf += idf;
      const posting = this.postings.get(term);
      if (!posting) continue;
      for (let i = 0; i < posting.docs.length; i++) {
        const doc = posting.docs[i];
        const tf = posting.freqs[i];
        const norm = k1 * (1 - b + (b * this.lengths[doc]) / (this.avgLength || 1));
        const part = (idf * tf * (k1 + 1)) / (tf + norm);
        const entry = scores.get(doc) ?? { score: 0, matchedIdf: 0, matched: [] };
        entry.score += part;
        entry.matchedIdf += idf;
        entry.matched.push(term);
        scores.set(doc, entry);
      }
    }
    return [...scores]
      .map(([doc, s]) => ({ doc, score: s.score, coverage: totalIdf ? s.matchedIdf / totalIdf : 0, matchedTerms: s.matched }))
      .sort((x, y) => y.score - x.score || x.doc - y.doc)
      .slice(0, limit);
  }
}
