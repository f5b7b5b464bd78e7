import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { CORRELATION_HEADER, runWithCorrelationId } from '@storefront/platform';

const ID_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * Gives each request a correlation id (the caller's `x-request-id` when well formed), echoes it
 * back, runs the request inside it so it travels over NATS, and logs one line when it ends.
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
        logger.info(
          { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      });
      next();
    });
  };
}
