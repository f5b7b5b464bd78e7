import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { toErrorPayload } from '@storefront/platform';

/** Every HTTP error leaves as `{ error, code }` (plus `errorId` on a 500) with the right status. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, ...body } = toErrorPayload(exception, this.logger);
    if (!res.headersSent) res.status(status).json(body);
  }
}
