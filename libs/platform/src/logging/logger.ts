import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { currentCorrelationId } from './correlation';

/**
 * Never written to a log: credentials a logged request or error object might carry (session
 * tokens and API keys travel in the Authorization header).
 */
export const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  '*.authorization',
  '*.headers.authorization',
  'req.headers.authorization',
  'secret',
  '*.secret',
];

/** One JSON logger per process; every line carries the current correlation id when there is one. */
export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  });
}

/** Routes Nest's own logging into the process's pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
