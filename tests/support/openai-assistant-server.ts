import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the local server received it. */
export interface ReceivedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    temperature?: number;
    max_completion_tokens?: number;
  };
}

export type CompletionBehaviour =
  /** Answers like a grounded tutor: cites the first supplied passage's url. */
  | { kind: 'grounded' }
  /** Answers with exactly this text. */
  | { kind: 'fixed'; content: string }
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
  article_id: number;
  title: string;
  url: string;
  section: string;
  text: string;
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
    if (behaviour.kind === 'fixed') {
      content = behaviour.content;
    } else if (behaviour.kind === 'from-passages') {
      content = behaviour.build(suppliedPassages(received));
    } else {
      const [first] = suppliedPassages(received);
      content = first
        ? `As a tutor I would put it this way: ${first.text.slice(0, 120)} See [${first.title}](${first.url}).`
        : 'Our library has no article on this topic. As general guidance (not from the library): consult a qualified colleague.';
    }
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
