import { ArticleEntity } from '../../server/src/modules/articles/article.entity';
import { PassageEmbeddingsRepository } from '../../server/src/modules/assistant/retrieval/passage-embeddings.repository';
import { apiClient, type ApiClient } from '../support/client';
import { createArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startOpenAiAssistantServer, suppliedPassages, type OpenAiAssistantServer } from '../support/openai-assistant-server';

const LEASES = `## Initial measurement

A lessee measures the lease liability at the present value of the lease payments not yet paid, discounted at the interest rate implicit in the lease or, if that cannot be determined, the incremental borrowing rate.

## Right-of-use asset

The right-of-use asset is initially measured at the amount of the lease liability plus initial direct costs.`;

const GOING_CONCERN = `## The assessment period

Under ISA 570 the auditor evaluates management's going concern assessment, which covers at least twelve months from the reporting date.

## Material uncertainty

When events cast significant doubt on the entity's ability to continue as a going concern, the auditor considers whether a material uncertainty exists and whether it is adequately disclosed.`;

const FALLBACK_NOTICE = 'the AI model could not answer just now';

/** The texts of every embeddings request since request `from`, one entry per input. */
const embeddedSince = (openai: OpenAiAssistantServer, from: number) =>
  openai.embeddingRequests.slice(from).flatMap((r) => (Array.isArray(r.input) ? (r.input as string[]) : [r.input as string]));

describe('AI assistant: passage embeddings and hybrid retrieval (local OpenAI stub)', () => {
  let t: TestApp;
  let api: ApiClient;
  let openai: OpenAiAssistantServer;
  let leases: ArticleEntity;
  let goingConcern: ArticleEntity;
  let token: string;

  beforeAll(async () => {
    openai = await startOpenAiAssistantServer();
    t = await startTestApp({ OPENAI_API_KEY: openai.apiKey, OPENAI_BASE_URL: openai.baseURL, OPENAI_MODEL: 'gpt-5-mini', OPENAI_TIMEOUT_MS: '5000' });
    api = apiClient(t.url);
    leases = await createArticle(t.services, { title: 'IFRS 16 Lease Accounting', content: LEASES });
    goingConcern = await createArticle(t.services, { title: 'Going Concern Assessment for Auditors', content: GOING_CONCERN });
    ({ token } = await createUser(t.services));
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  beforeEach(() => {
    openai.behaviour = { kind: 'grounded' };
    openai.embeddingFailure = null;
  });

  const ask = (question: string) => api.post('/api/ai-assistant', { question }, token);

  it('stores pgvector vectors where the database offers the extension (PGlite always; PostgreSQL where pgvector is installed), else real[]', async () => {
    const offered = await t.db.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
    const [column] = await t.db.query(`SELECT udt_name FROM information_schema.columns WHERE table_name = 'passage_embeddings' AND column_name = 'embedding'`);
    expect(column.udt_name).toBe(offered.length ? 'vector' : '_float4');
    if (t.db.kind === 'pglite') expect(column.udt_name).toBe('vector');
  });

  it('embeds every passage of the published library once, with the configured model, and answers from the fused ranking', async () => {
    const before = openai.embeddingRequests.length;
    const res = await ask('How is the lease liability measured at initial measurement?');
    expect(res.status).toBe(200);
    expect(res.body.answer).not.toContain(FALLBACK_NOTICE);
    expect(res.body.sources[0].article_id).toBe(leases.id);
    const requests = openai.embeddingRequests.slice(before);
    expect(requests.every((r) => r.model === 'text-embedding-3-small' && r.encoding_format === 'float')).toBe(true);
    const [column] = await t.db.query(`SELECT udt_name FROM information_schema.columns WHERE table_name = 'passage_embeddings' AND column_name = 'embedding'`);
    const rows: Array<{ article_id: number; ordinal: number; content_hash: string; dims: number }> = await t.db.query(
      `SELECT article_id, ordinal, content_hash, ${column.udt_name === 'vector' ? 'vector_dims(embedding)' : 'cardinality(embedding)'} AS dims
         FROM passage_embeddings WHERE model = 'text-embedding-3-small' ORDER BY article_id, ordinal`,
    );
    expect(new Set(rows.map((r) => r.article_id))).toEqual(new Set([leases.id, goingConcern.id]));
    expect(rows.every((r) => r.dims === 1536 && /^[0-9a-f]{64}$/.test(r.content_hash))).toBe(true);
    // The passages, then the question.
    const texts = embeddedSince(openai, before);
    expect(texts).toHaveLength(rows.length + 1);
    expect(texts.at(-1)).toBe('How is the lease liability measured at initial measurement?');
    expect(suppliedPassages(openai.requests.at(-1)!).some((p) => p.article_id === leases.id)).toBe(true);
  });

  it('embeds only the question while the library is unchanged, and only changed passages after an edit', async () => {
    let before = openai.embeddingRequests.length;
    await ask('What does the going concern assessment period cover?');
    expect(embeddedSince(openai, before)).toEqual(['What does the going concern assessment period cover?']);

    const stored: Array<{ ordinal: number; content_hash: string }> = await t.db.query(
      'SELECT ordinal, content_hash FROM passage_embeddings WHERE article_id = $1 ORDER BY ordinal',
      [goingConcern.id],
    );
    await t.db
      .getRepository(ArticleEntity)
      .update({ id: goingConcern.id }, { content: GOING_CONCERN.replace('at least twelve months', 'at least twelve months (IAS 1.26)') });
    before = openai.embeddingRequests.length;
    await ask('What does the going concern assessment period cover?');
    const texts = embeddedSince(openai, before);
    // The edited passage and the question: the other passages kept their text and their embedding.
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('IAS 1.26');
    const after: Array<{ ordinal: number; content_hash: string }> = await t.db.query(
      'SELECT ordinal, content_hash FROM passage_embeddings WHERE article_id = $1 ORDER BY ordinal',
      [goingConcern.id],
    );
    expect(after.map((r) => r.ordinal)).toEqual(stored.map((r) => r.ordinal));
    expect(after.filter((r, i) => r.content_hash !== stored[i].content_hash)).toHaveLength(1);
  });

  it('drops the embeddings of an article that is no longer published', async () => {
    const draft = await createArticle(t.services, {
      title: 'Lease modifications',
      content: 'A lease modification changes the scope of a lease or its consideration.',
    });
    await ask('How is a lease modification accounted for?');
    expect(await t.db.query('SELECT 1 FROM passage_embeddings WHERE article_id = $1', [draft.id])).not.toHaveLength(0);
    await t.db.getRepository(ArticleEntity).update({ id: draft.id }, { isPublished: false });
    await ask('How is a lease modification accounted for?');
    expect(await t.db.query('SELECT 1 FROM passage_embeddings WHERE article_id = $1', [draft.id])).toHaveLength(0);
  });

  it('answers "not in the library" without asking for embeddings when full text finds nothing relevant', async () => {
    const before = openai.embeddingRequests.length;
    const res = await ask('What is the boiling point of liquid nitrogen in a cryostat?');
    expect(res.status).toBe(200);
    expect(res.body.sources).toEqual([]);
    expect(res.body.answer).toContain('(/account?tab=request)');
    expect(openai.embeddingRequests.length).toBe(before);
  });

  it('keeps answering by full text, with no notice, when the embeddings API fails', async () => {
    openai.embeddingFailure = 500;
    const before = openai.embeddingRequests.length;
    const res = await ask('How is the right-of-use asset measured?');
    expect(res.status).toBe(200);
    expect(res.body.answer).not.toContain(FALLBACK_NOTICE);
    expect(res.body.sources[0].article_id).toBe(leases.id);
    expect(openai.embeddingRequests.length).toBeGreaterThan(before);
    // Within the retry pause the API is not asked again.
    const paused = openai.embeddingRequests.length;
    expect((await ask('How is the right-of-use asset measured?')).status).toBe(200);
    expect(openai.embeddingRequests.length).toBe(paused);
  });

  // Last: it turns this file's column into the real[] a server without pgvector gets, where it had pgvector's vector.
  it('finds the same nearest passages with the real[] column a server without pgvector gets', async () => {
    const vectors = new PassageEmbeddingsRepository(t.db);
    if ((await vectors.storage()) !== 'vector') return; // this database already has the real[] column, which the tests above used
    const [stored] = await t.db.query(`SELECT embedding::real[] AS embedding FROM passage_embeddings WHERE article_id = $1 ORDER BY ordinal LIMIT 1`, [
      leases.id,
    ]);
    const question = (stored.embedding as number[]).map(Number);
    const byVector = await vectors.nearest('text-embedding-3-small', question, 5);
    await t.db.query('ALTER TABLE passage_embeddings ALTER COLUMN embedding TYPE real[] USING embedding::real[]');
    const arrays = new PassageEmbeddingsRepository(t.db);
    expect(await arrays.storage()).toBe('array');
    const byArray = await arrays.nearest('text-embedding-3-small', question, 5);
    // Same similarities in the same order; passages tied on a similarity may come in either order.
    byArray.forEach((p, i) => expect(p.similarity).toBeCloseTo(byVector[i].similarity, 4));
    expect(byArray[0]).toMatchObject({ articleId: leases.id, ordinal: byVector[0].ordinal });
    expect(byArray[0].similarity).toBeCloseTo(1, 4);
  });
});
