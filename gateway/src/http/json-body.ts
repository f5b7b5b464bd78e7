import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { RequestRejected } from './http-error.filter';

const malformed = () => new RequestRejected(400, 'MALFORMED_JSON', 'The request body is not valid JSON');
const tooLarge = () => new RequestRejected(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
const unsupported = (what: string) =>
  new RequestRejected(415, 'UNSUPPORTED_MEDIA_TYPE', `Unsupported ${what}`);

/** The body as text, refused once it passes `limit` bytes, whether declared by Content-Length or chunked. */
async function readText(request: FastifyRequest, payload: Readable, limit: number): Promise<string> {
  if (Number(request.headers['content-length']) > limit) throw tooLarge();
  const encoding = request.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') throw unsupported('body encoding');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The API takes JSON bodies only, up to `limit` bytes. An empty body is `{}`; `__proto__` and
 * `constructor.prototype` keys are refused as malformed. Any other media type gets 415.
 */
export function acceptJsonBodies(fastify: FastifyInstance, limit: number): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const text = await readText(request, payload, limit);
    if (text.trim() === '') return {};
    return new Promise((resolve, reject) =>
      parse(request, text, (err, body) => (err ? reject(malformed()) : resolve(body))),
    );
  });
  fastify.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) => {
    await readText(request, payload, limit);
    throw unsupported('media type');
  });
}
