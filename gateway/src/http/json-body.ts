import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonErrorCode } from '@storefront/contracts';
import type { Readable } from 'node:stream';
import { RequestRejected } from './http-error.filter';

const malformed = () =>
  new RequestRejected(400, CommonErrorCode.MalformedJson, 'The request body is not valid JSON');
const tooLarge = () =>
  new RequestRejected(413, CommonErrorCode.PayloadTooLarge, 'The request body is too large');
const unsupported = (what: string) =>
  new RequestRejected(415, CommonErrorCode.UnsupportedMediaType, `Unsupported ${what}`);

/** Past this many times the limit, a refused body is no longer read: the connection is dropped. */
const DRAIN_FACTOR = 16;

/**
 * The body as text, refused once it passes `limit` bytes, whether declared by Content-Length or
 * chunked. A chunked body found too large is read to its end (and dropped) before the 413 goes
 * out, so a client still sending gets the answer instead of a reset connection; one that keeps
 * sending far past the limit is cut off.
 */
function readText(request: FastifyRequest, payload: Readable, limit: number): Promise<string> {
  if (Number(request.headers['content-length']) > limit) return Promise.reject(tooLarge());
  const encoding = request.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') return Promise.reject(unsupported('body encoding'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit * DRAIN_FACTOR) reject(tooLarge());
    });
    payload.on('end', () =>
      size <= limit ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(tooLarge()),
    );
    payload.on('error', reject);
  });
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
