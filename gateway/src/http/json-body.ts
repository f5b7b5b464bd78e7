import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonErrorCode } from '@storefront/contracts';
import type { Readable } from 'node:stream';
import { RequestRejected } from './http-error.filter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the body's exact bytes too (a provider that signs them): `request.rawBody`. */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    /** The body's exact bytes, kept only on routes whose config asks for them (what Nest's @RawBody reads). */
    rawBody?: Buffer;
  }
}

const malformed = () =>
  new RequestRejected(400, CommonErrorCode.MalformedJson, 'The request body is not valid JSON');
const tooLarge = () =>
  new RequestRejected(413, CommonErrorCode.PayloadTooLarge, 'The request body is too large');
const unsupported = (what: string) =>
  new RequestRejected(415, CommonErrorCode.UnsupportedMediaType, `Unsupported ${what}`);

/** Past this many times the limit, a refused body is no longer read: the connection is dropped. */
const DRAIN_FACTOR = 16;

/**
 * The body's bytes, refused once they pass `limit`, whether declared by Content-Length or
 * chunked. A chunked body found too large is read to its end (and dropped) before the 413 goes
 * out, so a client still sending gets the answer instead of a reset connection; one that keeps
 * sending far past the limit is cut off.
 */
function readBytes(request: FastifyRequest, payload: Readable, limit: number): Promise<Buffer> {
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
    payload.on('end', () => (size <= limit ? resolve(Buffer.concat(chunks)) : reject(tooLarge())));
    payload.on('error', reject);
  });
}

/**
 * The API takes JSON bodies only, up to `limit` bytes; a route configured with `rawBody: true`
 * (`@RouteConfig`) also gets their exact bytes. An empty body is `{}`; `__proto__` and
 * `constructor.prototype` keys are refused as malformed. Any other media type gets 415.
 */
export function acceptJsonBodies(fastify: FastifyInstance, limit: number): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const bytes = await readBytes(request, payload, limit);
    if (request.routeOptions.config?.rawBody) request.rawBody = bytes;
    const text = bytes.toString('utf8');
    if (text.trim() === '') return {};
    return new Promise((resolve, reject) =>
      parse(request, text, (err, body) => (err ? reject(malformed()) : resolve(body))),
    );
  });
  fastify.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) => {
    await readBytes(request, payload, limit);
    throw unsupported('media type');
  });
}
