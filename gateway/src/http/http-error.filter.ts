import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { toErrorPayload } from '@storefront/platform';

/**
 * Every HTTP error leaves as `{ error, code }` (plus `errorId` on a 500) with the right status, and
 * a refused-for-now request (429) says when to retry in `Retry-After`.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, retryAfterSeconds, ...body } = toErrorPayload(exception, this.logger);
    if (res.headersSent) return;
    if (retryAfterSeconds) res.setHeader('retry-after', String(retryAfterSeconds));
    res.status(status).json(body);
  }
}
