import type { LibraryLanguage } from '../../../providers/ai/assistant';
import type { LibraryRetriever, RetrievedPassage } from './library-index';
import type { NearPassage } from './passage-embeddings.repository';
import { passageHash, type PassageEmbeddings } from './passage-vectors';

/** What the assistant asks of retrieval: full text alone, or full text and passage embeddings. */
export interface PassageRetriever {
  search(question: string, limit?: number): Promise<RetrievedPassage[]>;
  detectLanguage(question: string): Promise<LibraryLanguage | null>;
}

/** Reciprocal rank fusion's constant: a passage's share is 1 / (RRF_K + rank). */
export const RRF_K = 60;
/** Below this cosine similarity a passage is no vector evidence at all. */
export const MIN_SIMILARITY = 0.3;
/** A passage of an article full-text retrieval did not return needs this much similarity (and the article's references). */
export const MIN_SIMILARITY_ALONE = 0.5;
/** At most this many passages of one article, as in full-text retrieval. */
const MAX_PER_ARTICLE = 2;

/**
 * Full-text retrieval and passage embeddings together (used with an OpenAI key). Full text keeps the gate: when it
 * finds nothing relevant the answer is "not in the library", whatever the nearest vectors are, because a nearest
 * neighbour exists for every question. When it finds something, its ranking and the vector ranking are fused by
 * reciprocal rank fusion. A vector match counts only from MIN_SIMILARITY; a passage of an article that full text
 * did not return needs MIN_SIMILARITY_ALONE and must cite the numbered rules the question cites. When the
 * embeddings are unavailable the result is full-text retrieval's own.
 */
export class HybridRetriever implements PassageRetriever {
  constructor(
    private readonly lexical: LibraryRetriever,
    private readonly vectors: PassageEmbeddings,
  ) {}

  detectLanguage(question: string): Promise<LibraryLanguage | null> {
    return this.lexical.detectLanguage(question);
  }

  async search(question: string, limit = 5): Promise<RetrievedPassage[]> {
    const lexical = await this.lexical.search(question, limit);
    if (!lexical.length) return [];
    const near = await this.vectors.nearest(question, limit * 4, this.lexical.version);
    if (!near) return lexical.slice(0, limit);
    return fuse(question, lexical, near, limit, this.lexical);
  }
}

const keyOf = (articleId: number, hash: string) => `${articleId}:${hash}`;

/** Reciprocal rank fusion of full-text results and admitted vector matches (see HybridRetriever), best first. */
export async function fuse(
  question: string,
  lexical: RetrievedPassage[],
  near: NearPassage[],
  limit: number,
  library: Pick<LibraryRetriever, 'passagesAt' | 'citesReferencesOf'>,
): Promise<RetrievedPassage[]> {
  const supported = new Set(lexical.map((p) => p.articleId));
  const admitted = near.filter(
    (n) =>
      n.similarity >= MIN_SIMILARITY &&
      (supported.has(n.articleId) || (n.similarity >= MIN_SIMILARITY_ALONE && library.citesReferencesOf(question, n.articleId))),
  );
  const ranked = new Map<string, { score: number; order: number; passage?: RetrievedPassage; near?: NearPassage }>();
  lexical.forEach((passage, i) => ranked.set(keyOf(passage.articleId, passageHash(passage)), { score: 1 / (RRF_K + i + 1), order: i, passage }));
  admitted.forEach((n, i) => {
    const key = keyOf(n.articleId, n.hash);
    const entry = ranked.get(key) ?? { score: 0, order: lexical.length + i };
    ranked.set(key, { ...entry, score: entry.score + 1 / (RRF_K + i + 1), near: n });
  });
  const order = [...ranked.values()].sort((a, b) => b.score - a.score || a.order - b.order);
  const perArticle = new Map<number, number>();
  const chosen: typeof order = [];
  for (const entry of order) {
    const articleId = entry.passage?.articleId ?? entry.near!.articleId;
    if ((perArticle.get(articleId) ?? 0) >= MAX_PER_ARTICLE) continue;
    perArticle.set(articleId, (perArticle.get(articleId) ?? 0) + 1);
    chosen.push(entry);
    if (chosen.length >= limit) break;
  }
  // Passages only the vectors found are read now; one whose text changed since it was embedded is left out.
  const read = await library.passagesAt(chosen.filter((e) => !e.passage).map((e) => e.near!));
  const readByKey = new Map(read.map((p) => [keyOf(p.articleId, passageHash(p)), p]));
  return chosen.flatMap((e) => {
    if (e.passage) return [e.passage];
    const p = readByKey.get(keyOf(e.near!.articleId, e.near!.hash));
    return p ? [p] : [];
  });
}
