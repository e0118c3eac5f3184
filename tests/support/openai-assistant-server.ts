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

export interface OpenAiAssistantServer {
  /** Base URL for the SDK (OPENAI_BASE_URL), ending in /v1. */
  baseURL: string;
  apiKey: string;
  requests: ReceivedCompletion[];
  behaviour: CompletionBehaviour;
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
 * A local HTTP server speaking the OpenAI chat completions API (POST /v1/chat/completions),
 * for the assistant's OpenAI adapter in tests.
 */
export async function startOpenAiAssistantServer(apiKey = 'sk-test-assistant'): Promise<OpenAiAssistantServer> {
  const state: Pick<OpenAiAssistantServer, 'requests' | 'behaviour'> = { requests: [], behaviour: { kind: 'grounded' } };
  const pending = new Set<NodeJS.Timeout>();
  const error = (status: number, message: string, type: string) => ({ status, payload: { error: { message, type, param: null, code: null } } });

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of pending) clearTimeout(t);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
