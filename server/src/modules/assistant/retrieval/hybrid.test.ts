import pino from 'pino';
import type { DataSource } from 'typeorm';
import type { TextEmbedder } from '../../../providers/ai/openai-embeddings';
import { fuse, HybridRetriever, MIN_SIMILARITY, MIN_SIMILARITY_ALONE } from './hybrid';
import type { LibraryRetriever, RetrievedPassage } from './library-index';
import type { NearPassage } from './passage-embeddings.repository';
import { MemoryEmbeddingStore, passageHash, PassageEmbeddings, RETRY_AFTER_MS } from './passage-vectors';

const passage = (articleId: number, heading: string, text = `${heading} text`): RetrievedPassage => ({
  articleId,
  title: `Article ${articleId}`,
  heading,
  text,
  score: 1,
  coverage: 1,
  language: 'en',
  category: 'Finance',
  viaKeywords: false,
});
const near = (p: RetrievedPassage, similarity: number, ordinal = 0): NearPassage => ({ articleId: p.articleId, ordinal, hash: passageHash(p), similarity });

/** The library as fuse reads it: passages by place, and which articles cite the question's numbered rules. */
function library(byPlace: Record<string, RetrievedPassage>, citing: (articleId: number) => boolean = () => true) {
  return {
    passagesAt: async (places: ReadonlyArray<{ articleId: number; ordinal: number }>) =>
      places.map((p) => byPlace[`${p.articleId}:${p.ordinal}`]).filter((p): p is RetrievedPassage => !!p),
    citesReferencesOf: (_q: string, articleId: number) => citing(articleId),
  };
}

describe('fuse (reciprocal rank fusion of full text and vectors)', () => {
  const a1 = passage(1, 'Measurement');
  const a2 = passage(1, 'Disclosure');
  const b1 = passage(2, 'Scope');
  const c1 = passage(3, 'Unrelated but near');

  it('raises a passage both rankings put high above one only full text ranks first', async () => {
    const out = await fuse('q', [a1, b1], [near(b1, 0.6)], 5, library({}));
    expect(out.map((p) => p.heading)).toEqual(['Scope', 'Measurement']);
  });

  it('ignores vector matches below MIN_SIMILARITY', async () => {
    const out = await fuse('q', [a1, b1], [near(b1, MIN_SIMILARITY - 0.01)], 5, library({}));
    expect(out.map((p) => p.heading)).toEqual(['Measurement', 'Scope']);
  });

  it('adds another passage of an article full text found, read from the library', async () => {
    const out = await fuse('q', [a1], [near(a2, MIN_SIMILARITY + 0.01, 4)], 5, library({ '1:4': a2 }));
    expect(out.map((p) => p.heading)).toEqual(['Measurement', 'Disclosure']);
  });

  it('admits an article full text did not find only from MIN_SIMILARITY_ALONE, and only when it cites the rules the question cites', async () => {
    const places = { '3:0': c1 };
    expect(await fuse('q', [a1], [near(c1, MIN_SIMILARITY_ALONE - 0.01)], 5, library(places))).toEqual([a1]);
    expect((await fuse('q', [a1], [near(c1, MIN_SIMILARITY_ALONE)], 5, library(places))).map((p) => p.articleId)).toEqual([1, 3]);
    expect(
      await fuse(
        'q',
        [a1],
        [near(c1, 0.9)],
        5,
        library(places, (id) => id !== 3),
      ),
    ).toEqual([a1]);
  });

  it('leaves out a vector match whose passage text changed since it was embedded', async () => {
    const changed = { ...a2, text: 'rewritten' };
    expect(await fuse('q', [a1], [near(a2, 0.6, 4)], 5, library({ '1:4': changed }))).toEqual([a1]);
  });

  it('keeps at most two passages of an article and the limit', async () => {
    const a3 = passage(1, 'Transition');
    const out = await fuse('q', [a1, a2, b1], [near(a3, 0.9, 7)], 2, library({ '1:7': a3 }));
    expect(out).toHaveLength(2);
    expect(out.every((p) => p.articleId === 1)).toBe(true);
  });
});

describe('HybridRetriever', () => {
  const a1 = passage(1, 'Measurement');
  /** A full-text retriever returning `results`; the embeddings are never read when it finds nothing. */
  const lexical = (results: RetrievedPassage[]) =>
    ({
      search: async () => results,
      detectLanguage: async () => 'en',
      version: 'v1',
      passagesAt: async () => [],
      citesReferencesOf: () => true,
    }) as unknown as LibraryRetriever;
  const emptyLibrary = {
    query: async (sql: string) => (sql.includes('count(*)') ? [{ total: 0, published: 0, changed: null, max_id: null }] : []),
  } as unknown as DataSource;

  function embedder(fail = false): TextEmbedder & { calls: string[][] } {
    const calls: string[][] = [];
    return {
      model: 'test-embedding',
      calls,
      embed: async (texts) => {
        calls.push(texts);
        if (fail) throw new Error('embeddings down');
        return texts.map(() => [1, 0]);
      },
    };
  }

  it('asks for no embedding when full text finds nothing: the library has nothing on the question', async () => {
    const e = embedder();
    const hybrid = new HybridRetriever(lexical([]), new PassageEmbeddings(emptyLibrary, e, new MemoryEmbeddingStore(), pino({ level: 'silent' })));
    expect(await hybrid.search('anything', 6)).toEqual([]);
    expect(e.calls).toEqual([]);
  });

  it('answers with full text alone when the embeddings fail, and asks again only after RETRY_AFTER_MS', async () => {
    const e = embedder(true);
    let now = 1_000_000;
    const vectors = new PassageEmbeddings(emptyLibrary, e, new MemoryEmbeddingStore(), pino({ level: 'silent' }), () => now);
    const hybrid = new HybridRetriever(lexical([a1]), vectors);
    expect(await hybrid.search('lease', 6)).toEqual([a1]);
    expect(e.calls).toHaveLength(1);
    now += RETRY_AFTER_MS - 1;
    expect(await hybrid.search('lease', 6)).toEqual([a1]);
    expect(e.calls).toHaveLength(1);
    now += 1;
    await hybrid.search('lease', 6);
    expect(e.calls).toHaveLength(2);
  });
});
