import { startOpenAiAssistantServer, type OpenAiAssistantServer } from '../../../../tests/support/openai-assistant-server';
import { BATCH_INPUTS, OpenAiEmbedder } from './openai-embeddings';

const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);

describe('OpenAiEmbedder against the local embeddings stub', () => {
  let openai: OpenAiAssistantServer;
  let embedder: OpenAiEmbedder;
  beforeAll(async () => {
    openai = await startOpenAiAssistantServer();
    embedder = new OpenAiEmbedder({ apiKey: openai.apiKey, baseURL: openai.baseURL, model: 'text-embedding-3-small', timeoutMs: 5000 });
  });
  afterAll(() => openai.close());

  it('sends batches of at most BATCH_INPUTS texts and returns unit vectors in input order', async () => {
    const before = openai.embeddingRequests.length;
    const texts = Array.from({ length: BATCH_INPUTS * 2 + 5 }, (_, i) => `passage number ${i} on lease liability measurement`);
    const vectors = await embedder.embed(texts);
    const requests = openai.embeddingRequests.slice(before);
    expect(requests.map((r) => (r.input as string[]).length)).toEqual([BATCH_INPUTS, BATCH_INPUTS, 5]);
    expect(requests.every((r) => r.model === 'text-embedding-3-small' && r.encoding_format === 'float')).toBe(true);
    expect(vectors).toHaveLength(texts.length);
    expect(vectors.every((v) => v.length === 1536 && Math.abs(dot(v, v) - 1) < 1e-9)).toBe(true);
    expect(vectors[7]).toEqual((await embedder.embed([texts[7]]))[0]);
  });

  it('gets stand-in vectors that put texts sharing words nearer than texts sharing none', async () => {
    const [question, related, unrelated] = await embedder.embed([
      'How is the lease liability measured?',
      'The lessee measures the lease liability at the present value of the lease payments.',
      'Sepsis is recognised with the qSOFA score at the bedside.',
    ]);
    expect(dot(question, related)).toBeGreaterThan(0.3);
    expect(Math.abs(dot(question, unrelated))).toBeLessThan(0.15);
  });

  it('meets a stub that checks requests like the real API', async () => {
    const post = (body: unknown) =>
      fetch(`${openai.baseURL}/embeddings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${openai.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ input: 'text' })).status).toBe(400);
    expect((await post({ model: 'text-embedding-3-small' })).status).toBe(400);
    expect((await post({ model: 'text-embedding-3-small', input: '' })).status).toBe(400);
    expect((await post({ model: 'text-embedding-3-small', input: [1.5] })).status).toBe(400);
    expect((await post({ model: 'text-embedding-3-small', input: 'text', encoding_format: 'hex' })).status).toBe(400);
    expect((await post({ model: 'no-such-model', input: 'text' })).status).toBe(404);
    const ok = await post({ model: 'text-embedding-3-small', input: ['a text', 'another text'], dimensions: 256 });
    const body = (await ok.json()) as { data: Array<{ index: number; embedding: number[] }> };
    expect(body.data.map((d) => [d.index, d.embedding.length])).toEqual([
      [0, 256],
      [1, 256],
    ]);
  });

  it('fails when the API does, for the caller to retrieve by full text', async () => {
    openai.embeddingFailure = 503;
    await expect(embedder.embed(['text'])).rejects.toThrow();
    openai.embeddingFailure = null;
  });
});
