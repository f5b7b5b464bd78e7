import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import { Observable, throwError } from 'rxjs';
import { toErrorPayload } from './error-payload';

/** Every failure in a NATS handler replies with a ServiceErrorPayload the gateway understands. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => toErrorPayload(exception, this.logger));
  }
}
