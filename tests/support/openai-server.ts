import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Wait this long before answering (to trigger client timeouts). */
  delayMs?: number;
}

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply;

/** A chat.completion answer whose message content is `content` (a JSON document for structured outputs). */
export function chatCompletion(content: unknown, model = 'gpt-test') {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  };
}

/**
 * A local server speaking the OpenAI REST API (POST /v1/chat/completions) for tests: it records every
 * request and answers with whatever the current handler returns.
 */
export async function startFakeOpenAI() {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = () => ({ status: 500, body: { error: { message: 'no handler', type: 'server_error' } } });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* keep text */
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const reply =
        req.url?.endsWith('/chat/completions') && req.method === 'POST'
          ? handler(recorded, requests.length - 1)
          : { status: 404, body: { error: { message: 'not found', type: 'invalid_request_error' } } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Base URL for the SDK (OPENAI_BASE_URL). */
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    handle(next: FakeHandler) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
