import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the local server received it. */
export interface ReceivedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    temperature?: number;
    top_p?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
    reasoning_effort?: string;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
}

export type CompletionBehaviour =
  /** Answers like a grounded tutor: cites the first supplied passage's url. */
  | { kind: 'grounded' }
  /** Answers with exactly this text (as the schema's answer when the request asks for structured output). */
  | { kind: 'fixed'; content: string }
  /** Answers with exactly this content, not wrapped in the schema's object. */
  | { kind: 'raw'; content: string }
  /** Answers with what `build` makes of the passages the app supplied. */
  | { kind: 'from-passages'; build: (passages: SuppliedPassage[]) => string }
  /** Answers with an HTTP error in OpenAI's error format. */
  | { kind: 'error'; status: number }
  /** Waits this long before answering (to exceed the client's timeout). */
  | { kind: 'slow'; delayMs: number };

/** An embeddings request as the local server received it (valid or not). */
export interface ReceivedEmbedding {
  model: unknown;
  input: unknown;
  encoding_format?: unknown;
  dimensions?: unknown;
}

export interface OpenAiAssistantServer {
  /** Base URL for the SDK (OPENAI_BASE_URL), ending in /v1. */
  baseURL: string;
  apiKey: string;
  /** Chat completions requests. */
  requests: ReceivedCompletion[];
  behaviour: CompletionBehaviour;
  /** Embeddings requests (POST /v1/embeddings). */
  embeddingRequests: ReceivedEmbedding[];
  /** When set, POST /v1/embeddings answers with this HTTP status in OpenAI's error format. */
  embeddingFailure: number | null;
  close(): Promise<void>;
}

export interface SuppliedPassage {
  passage_id: string;
  article_id: number;
  title: string;
  url: string;
  section: string;
  text: string;
}

/**
 * Whether the real API treats `model` as a reasoning model (o1, o3, o4-mini, gpt-5 and its
 * mini/nano; not gpt-5-chat): those refuse temperature and top_p other than 1, and max_tokens.
 */
export function stubReasoningModel(model: string): boolean {
  return /^(o\d|gpt-5)/.test(model) && !/^gpt-5(\.\d+)?-chat/.test(model);
}

/** The 400 answer the real API gives for a parameter the model family does not accept, or null. */
function unsupportedParameter(body: ReceivedCompletion['body']): { message: string; param: string; code: string } | null {
  if (stubReasoningModel(body.model)) {
    for (const param of ['temperature', 'top_p'] as const)
      if (body[param] !== undefined && body[param] !== 1)
        return {
          message: `Unsupported value: '${param}' does not support ${body[param]} with this model. Only the default (1) value is supported.`,
          param,
          code: 'unsupported_value',
        };
    if (body.max_tokens !== undefined)
      return {
        message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        param: 'max_tokens',
        code: 'unsupported_parameter',
      };
  } else if (body.reasoning_effort !== undefined) {
    return { message: 'Unrecognized request argument supplied: reasoning_effort', param: 'reasoning_effort', code: 'unsupported_parameter' };
  }
  return null;
}

/** The passages JSON the app put between <library_passages> tags in the user message. */
export function suppliedPassages(request: ReceivedCompletion): SuppliedPassage[] {
  const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
  const match = /<library_passages>\n([\s\S]*?)\n<\/library_passages>/.exec(user);
  return match ? JSON.parse(match[1]) : [];
}

/** The stand-in embedding models and their vector length (as the real models: 1,536 and 3,072). */
const EMBEDDING_MODELS: Record<string, number> = { 'text-embedding-3-small': 1536, 'text-embedding-3-large': 3072, 'text-embedding-ada-002': 1536 };
/** Most inputs in one request, as the real API allows. */
const MAX_EMBEDDING_INPUTS = 2048;

/** Frequent words of the library's four languages, which a stand-in embedding leaves out. */
const STUB_STOP_WORDS = new Set(
  'the and for are was were has have had not but with that this from which what who how when where can may must should will would their there its into than then they them also been being does did per each any all our your you one two een het van voor met dat die niet zijn wordt worden bij ook aan als door naar over moet moeten kan wij hoe wat wie welke der die das und oder mit von fur den dem des ist sind wird werden bei auch ein eine einer nicht auf aus wie was wer los las del por para con que una uno son como mas sus ser esta este hay cual debe'.split(
    ' ',
  ),
);

/** The words a stand-in embedding is made of: folded, of three letters or more and not frequent, cut to their first six letters. */
function stubFeatures(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).filter((w) => w.length >= 3 && !STUB_STOP_WORDS.has(w)).map((w) => w.slice(0, 6));
}

/**
 * A deterministic stand-in for an embedding, NOT a language model: each word (see stubFeatures) adds ±1 at two
 * positions chosen by hashing it, and the sum is scaled to unit length. Texts sharing words are near, texts sharing
 * none are about orthogonal; it knows no synonyms and no translations.
 */
export function stubEmbedding(text: string, dimensions: number): number[] {
  const v = new Array<number>(dimensions).fill(0);
  const features = stubFeatures(text);
  for (const f of features.length ? features : ['\u0000']) {
    const h = createHash('sha256').update(f).digest();
    for (let k = 0; k < 2; k++) v[h.readUInt32BE(k * 4) % dimensions] += h[8 + k] & 1 ? 1 : -1;
  }
  const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}

/** Validates an embeddings request like the real API; the inputs as texts, or the 400/404 answer. */
function embeddingInputs(
  body: ReceivedEmbedding,
): { texts: string[]; dimensions: number } | { status: number; message: string; param: string | null; code: string | null } {
  if (typeof body.model !== 'string' || !body.model) return { status: 400, message: 'You must provide a model parameter.', param: null, code: null };
  const native = EMBEDDING_MODELS[body.model];
  if (!native)
    return { status: 404, message: `The model \`${body.model}\` does not exist or you do not have access to it.`, param: null, code: 'model_not_found' };
  if (body.input === undefined) return { status: 400, message: "'input' is a required property", param: null, code: null };
  const invalid = {
    status: 400,
    message: "'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.",
    param: null,
    code: null,
  };
  const isTokens = (x: unknown) => Array.isArray(x) && x.length > 0 && x.every((t) => Number.isInteger(t) && t >= 0);
  let texts: string[];
  if (typeof body.input === 'string') texts = [body.input];
  else if (Array.isArray(body.input) && body.input.length && body.input.every((x) => typeof x === 'string')) texts = body.input;
  else if (isTokens(body.input)) texts = [(body.input as number[]).join(' ')];
  else if (Array.isArray(body.input) && body.input.length && body.input.every(isTokens)) texts = (body.input as number[][]).map((t) => t.join(' '));
  else return invalid;
  if (texts.some((t) => t === '')) return invalid;
  if (texts.length > MAX_EMBEDDING_INPUTS) return { ...invalid, message: `'$.input' is too long: at most ${MAX_EMBEDDING_INPUTS} inputs per request.` };
  if (body.encoding_format !== undefined && body.encoding_format !== 'float' && body.encoding_format !== 'base64')
    return {
      status: 400,
      message: `'${JSON.stringify(body.encoding_format)}' is not one of ['float', 'base64'] - 'encoding_format'`,
      param: 'encoding_format',
      code: null,
    };
  let dimensions = native;
  if (body.dimensions !== undefined) {
    if (
      !Number.isInteger(body.dimensions) ||
      (body.dimensions as number) < 1 ||
      (body.dimensions as number) > native ||
      body.model === 'text-embedding-ada-002'
    )
      return { status: 400, message: 'This model does not support specifying dimensions, or the value is out of range.', param: 'dimensions', code: null };
    dimensions = body.dimensions as number;
  }
  return { texts, dimensions };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/**
 * A local HTTP server speaking the OpenAI chat completions API (POST /v1/chat/completions) and the embeddings API
 * (POST /v1/embeddings), for the assistant's OpenAI adapter in tests. Its embeddings are a stand-in (stubEmbedding):
 * they exercise storage and hybrid retrieval, not the quality of a real model's vectors.
 */
export async function startOpenAiAssistantServer(apiKey = 'sk-test-assistant'): Promise<OpenAiAssistantServer> {
  const state: Pick<OpenAiAssistantServer, 'requests' | 'behaviour' | 'embeddingRequests' | 'embeddingFailure'> = {
    requests: [],
    behaviour: { kind: 'grounded' },
    embeddingRequests: [],
    embeddingFailure: null,
  };
  const pending = new Set<NodeJS.Timeout>();
  const error = (status: number, message: string, type: string) => ({ status, payload: { error: { message, type, param: null, code: null } } });

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (req.method === 'POST' && req.url === '/v1/embeddings') return embeddings(req, send);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      const e = error(404, `Unknown request URL: ${req.method} ${req.url}`, 'invalid_request_error');
      return send(e.status, e.payload);
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      const e = error(401, 'Incorrect API key provided.', 'invalid_request_error');
      return send(e.status, e.payload);
    }
    let body: ReceivedCompletion['body'];
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      const e = error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      return send(e.status, e.payload);
    }
    if (typeof body?.model !== 'string' || !Array.isArray(body.messages) || !body.messages.length) {
      const e = error(400, "Missing required parameter: 'messages'.", 'invalid_request_error');
      return send(e.status, e.payload);
    }
    const received: ReceivedCompletion = { authorization: req.headers.authorization, body };
    state.requests.push(received);
    const unsupported = unsupportedParameter(body);
    if (unsupported)
      return send(400, { error: { message: unsupported.message, type: 'invalid_request_error', param: unsupported.param, code: unsupported.code } });

    const behaviour = state.behaviour;
    if (behaviour.kind === 'error') {
      const e = error(behaviour.status, 'The server had an error while processing your request.', 'server_error');
      return send(e.status, e.payload);
    }
    if (behaviour.kind === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          resolve();
        }, behaviour.delayMs);
        pending.add(timer);
      });
    }
    let content: string;
    if (behaviour.kind === 'fixed' || behaviour.kind === 'raw') {
      content = behaviour.content;
    } else if (behaviour.kind === 'from-passages') {
      content = behaviour.build(suppliedPassages(received));
    } else {
      const [first] = suppliedPassages(received);
      content = first
        ? `As a tutor I would put it this way: ${first.text.slice(0, 120)} See [${first.title}](${first.url}).`
        : 'Our library has no article on this topic. As general guidance (not from the library): consult a qualified colleague.';
    }
    // With a strict JSON schema the content is the schema's object; the cited ids are the passages whose url it links.
    if (body.response_format?.type === 'json_schema' && behaviour.kind !== 'raw') {
      const cited = suppliedPassages(received)
        .filter((p) => content.includes(`(${p.url})`))
        .map((p) => p.passage_id);
      content = JSON.stringify({ answer: content, cited_passage_ids: cited, refusal: null });
    }
    if (behaviour.kind === 'raw') content = behaviour.content;
    send(200, {
      id: `chatcmpl-${state.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
    });
  };
  const embeddings = async (req: IncomingMessage, send: (status: number, payload: unknown) => void) => {
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      const e = error(401, 'Incorrect API key provided.', 'invalid_request_error');
      return send(e.status, e.payload);
    }
    let body: ReceivedEmbedding;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      const e = error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      return send(e.status, e.payload);
    }
    state.embeddingRequests.push(body);
    if (state.embeddingFailure !== null) {
      const e = error(state.embeddingFailure, 'The server had an error while processing your request.', 'server_error');
      return send(e.status, e.payload);
    }
    const checked = embeddingInputs(body ?? {});
    if ('status' in checked)
      return send(checked.status, { error: { message: checked.message, type: 'invalid_request_error', param: checked.param, code: checked.code } });
    const base64 = body.encoding_format === 'base64';
    const data = checked.texts.map((text, index) => {
      const vector = stubEmbedding(text, checked.dimensions);
      return { object: 'embedding', index, embedding: base64 ? Buffer.from(Float32Array.from(vector).buffer).toString('base64') : vector };
    });
    const tokens = checked.texts.reduce((sum, t) => sum + stubFeatures(t).length, 0);
    send(200, { object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } });
  };
  const server: Server = createServer((req, res) => void respond(req, res));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey,
    get requests() {
      return state.requests;
    },
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(b: CompletionBehaviour) {
      state.behaviour = b;
    },
    get embeddingRequests() {
      return state.embeddingRequests;
    },
    get embeddingFailure() {
      return state.embeddingFailure;
    },
    set embeddingFailure(status: number | null) {
      state.embeddingFailure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of pending) clearTimeout(t);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
