import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { CORRELATION_HEADER, runWithCorrelationId } from '@storefront/platform';
import { pathname } from './request-path';

const ID_PATTERN = /^[\w.:-]{1,100}$/;
/** Requests slower than this are logged at info even when they succeed. */
const SLOW_MS = 1000;

/** The request's correlation id (Fastify's `genReqId`): the caller's `x-request-id` when well formed. */
export function correlationIdOf(req: IncomingMessage): string {
  const incoming = req.headers[CORRELATION_HEADER];
  return typeof incoming === 'string' && ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * Echoes each request's correlation id back, runs the request inside it so it travels over NATS
 * (the checks before the route, then the route itself once its body is read), and logs one line
 * when it ends: at info for failures and slow answers, at debug for the rest (rates and latencies
 * of every request are in `/metrics`; a line per request at info would cost more than the request).
 */
export function logRequests(fastify: FastifyInstance, logger: Logger) {
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header(CORRELATION_HEADER, req.id);
    runWithCorrelationId(req.id, done);
  });
  fastify.addHook('preHandler', (req, _reply, done) => runWithCorrelationId(req.id, done));
  fastify.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const level = reply.statusCode >= 400 || ms >= SLOW_MS ? 'info' : 'debug';
    if (logger.isLevelEnabled(level))
      logger[level](
        {
          method: req.method,
          path: pathname(req.url),
          status: reply.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    done();
  });
}
