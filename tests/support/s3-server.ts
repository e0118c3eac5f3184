import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3TestServer {
  endpoint: string;
  /** Objects by "bucket/key". */
  objects: Map<string, { body: Buffer; etag: string; contentType: string }>;
  /** Every request as "METHOD /bucket/key". */
  requests: string[];
  /** While true every call answers 503 SlowDown, as a bucket that is unreachable or overloaded. */
  down: boolean;
  close: () => Promise<void>;
}

function xmlError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A path-style S3 endpoint with the four object calls FileStorage uses: PutObject, GetObject,
 * HeadObject and DeleteObject. Buckets exist on first use; signatures are accepted unchecked (the
 * header must be there, as a real server would insist).
 */
export async function startS3Server(): Promise<S3TestServer> {
  const objects: S3TestServer['objects'] = new Map();
  const requests: string[] = [];
  const state: S3TestServer = {
    endpoint: '',
    objects,
    requests,
    down: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      requests.push(`${req.method} /${bucket}/${key}`);
      if (state.down) return xmlError(res, 503, 'SlowDown', 'Service unavailable');
      if (!(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) return xmlError(res, 403, 'AccessDenied', 'Missing signature');
      if (!bucket || !key) return xmlError(res, 400, 'InvalidRequest', 'Only object calls are supported');
      const id = `${bucket}/${key}`;
      const stored = objects.get(id);
      switch (req.method) {
        case 'PUT': {
          const body = await readBody(req);
          const etag = `"${createHash('md5').update(body).digest('hex')}"`;
          objects.set(id, { body, etag, contentType: req.headers['content-type'] ?? 'application/octet-stream' });
          res.writeHead(200, { etag });
          return res.end();
        }
        case 'GET':
        case 'HEAD':
          if (!stored) {
            if (req.method === 'HEAD') {
              res.writeHead(404);
              return res.end();
            }
            return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          }
          res.writeHead(200, {
            etag: stored.etag,
            'content-type': stored.contentType,
            'content-length': stored.body.length,
            'last-modified': new Date().toUTCString(),
          });
          return res.end(req.method === 'GET' ? stored.body : undefined);
        case 'DELETE':
          objects.delete(id);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed', 'Method not allowed');
      }
    })().catch(() => xmlError(res, 500, 'InternalError', 'error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
