import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { CORRELATION_HEADER, runWithCorrelationId } from '@storefront/platform';

const ID_PATTERN = /^[\w.:-]{1,100}$/;
/** Requests slower than this are logged at info even when they succeed. */
const SLOW_MS = 1000;

/**
 * Gives each request a correlation id (the caller's `x-request-id` when well formed), echoes it
 * back, runs the request inside it so it travels over NATS, and logs one line when it ends: at
 * info for failures and slow answers, at debug for the rest (rates and latencies of every request
 * are in `/metrics`; a line per request at info would cost more than the request).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header(CORRELATION_HEADER);
    const id = incoming && ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.setHeader(CORRELATION_HEADER, id);
    const started = process.hrtime.bigint();
    runWithCorrelationId(id, () => {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const level = res.statusCode >= 400 || ms >= SLOW_MS ? 'info' : 'debug';
        logger[level](
          { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      });
      next();
    });
  };
}
