import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Answerer } from '../compressed-assets';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface AnswererTestServer {
  /** One raw HTTP request (no automatic decompression, so encodings can be checked). */
  get(path: string, headers?: Record<string, string>, method?: string): Promise<Reply>;
  close(): Promise<void>;
}

/**
 * A Fastify server whose every route asks `answer` first and otherwise stands in for what follows
 * it (answering 299 with `fallThroughBody`), listening on a free loopback port. For the unit tests
 * of the gateway's frontend file serving.
 */
export async function serveAnswerer(answer: Answerer, fallThroughBody: string): Promise<AnswererTestServer> {
  const app = Fastify();
  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    handler: async (req, reply) =>
      (await answer(req, reply)) ? reply : reply.status(299).send(fallThroughBody),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

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
    close: () => app.close(),
  };
}
