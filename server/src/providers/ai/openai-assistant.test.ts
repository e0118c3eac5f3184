import { startOpenAiAssistantServer, type OpenAiAssistantServer } from '../../../../tests/support/openai-assistant-server';
import { completionParameters, isReasoningModel, OpenAiAssistant } from './openai-assistant';
import type { AssistantRequest } from './assistant';

const request: AssistantRequest = {
  question: 'How long is the payment term under the Late Payment Directive?',
  language: 'en',
  passages: [{ articleId: 7, title: 'Working capital management', heading: 'Payables', text: 'Business-to-business payment terms may not exceed 60 days.' }],
};

describe('OpenAI assistant: request parameters per model family, against a stub that refuses them like the API', () => {
  let stub: OpenAiAssistantServer;
  beforeAll(async () => {
    stub = await startOpenAiAssistantServer();
  });
  afterAll(() => stub.close());
  const assistant = (model: string) => new OpenAiAssistant({ apiKey: stub.apiKey, baseURL: stub.baseURL, model, timeoutMs: 5000, productName: 'Leerpunt' });

  it.each([
    ['gpt-4o-mini', false],
    ['gpt-4o', false],
    ['gpt-4.1', false],
    ['gpt-4.1-mini', false],
    ['gpt-5-chat-latest', false],
    ['gpt-5', true],
    ['gpt-5-mini', true],
    ['gpt-5-nano', true],
    ['o1', true],
    ['o3', true],
    ['o3-mini', true],
    ['o4-mini', true],
  ])('%s (reasoning: %s) is answered with parameters it accepts', async (model, reasoning) => {
    expect(isReasoningModel(model)).toBe(reasoning);
    stub.behaviour = { kind: 'grounded' };
    const before = stub.requests.length;
    const answer = await assistant(model).answer(request);
    expect(answer).toContain('[Working capital management](/article/7)');
    const { body } = stub.requests[before];
    expect(body.model).toBe(model);
    expect(body.max_completion_tokens).toBeGreaterThan(0);
    expect(body.max_tokens).toBeUndefined();
    expect(body.top_p).toBeUndefined();
    if (reasoning) {
      expect(body.temperature).toBeUndefined();
      expect(body.reasoning_effort).toBe('low');
    } else {
      expect(body.temperature).toBe(0.2);
      expect(body.reasoning_effort).toBeUndefined();
    }
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'library_answer', strict: true } });
  });

  it('the stub refuses temperature for a reasoning model and reasoning_effort for a chat model, like the API', async () => {
    const post = (body: object) =>
      fetch(`${stub.baseURL}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stub.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'x' }], ...body }),
      });
    const refused = await post({ model: 'gpt-5-mini', temperature: 0.2 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ param: 'temperature', code: 'unsupported_value' });
    expect((await post({ model: 'o3-mini', max_tokens: 100 })).status).toBe(400);
    expect((await post({ model: 'gpt-4o-mini', reasoning_effort: 'low' })).status).toBe(400);
    expect((await post({ model: 'gpt-4o-mini', temperature: 0.2 })).status).toBe(200);
    expect(completionParameters('gpt-5-mini')).not.toHaveProperty('temperature');
  });

  it('adds a link for a cited passage the answer text does not link, and treats a refusal or bad JSON as a failure', async () => {
    stub.behaviour = { kind: 'raw', content: JSON.stringify({ answer: 'The term is at most 60 days.', cited_passage_ids: ['p1', 'p9'], refusal: null }) };
    expect(await assistant('gpt-5-mini').answer(request)).toBe('The term is at most 60 days.\n\n[Working capital management](/article/7)');
    stub.behaviour = { kind: 'raw', content: JSON.stringify({ answer: '', cited_passage_ids: [], refusal: 'not covered' }) };
    await expect(assistant('gpt-5-mini').answer(request)).rejects.toThrow('model refused');
    stub.behaviour = { kind: 'raw', content: 'plain text' };
    await expect(assistant('gpt-4o-mini').answer(request)).rejects.toThrow('JSON');
  });
});
