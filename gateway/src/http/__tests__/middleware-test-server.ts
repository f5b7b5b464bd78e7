import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface MiddlewareTestServer {
  /** One raw HTTP request (no automatic decompression, so encodings can be checked). */
  get(path: string, headers?: Record<string, string>, method?: string): Promise<Reply>;
  close(): Promise<void>;
}

/**
 * An Express app with only `middleware` in front of a stand-in for what follows it (answering 299
 * with `fallThroughBody`), listening on a free loopback port. For the unit tests of the gateway's
 * HTTP middleware.
 */
export async function serveMiddleware(
  middleware: RequestHandler,
  fallThroughBody: string,
): Promise<MiddlewareTestServer> {
  const app = express();
  app.use(middleware);
  app.use((_req, res) => void res.status(299).send(fallThroughBody));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    get: (path, headers = {}, method = 'GET') =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      }),
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}
