import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { EMPTY, Observable, throwError } from 'rxjs';
import { DurableEventContext, isRetryableEventFailure } from '../messaging/nats-transport';

/**
 * An event has nobody waiting for a reply, so a failure would otherwise vanish without a trace.
 * This logs which event was dropped and why. A durable event (read from the stream) that failed
 * for a reason a retry can fix is passed on instead, so it is not acknowledged and comes again.
 */
@Catch()
export class DroppedEventFilter implements ExceptionFilter {
  private readonly logger = new Logger('Events');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const context = host.switchToRpc().getContext<NatsContext>();
    const subject = context?.getSubject?.() ?? 'unknown subject';
    if (context instanceof DurableEventContext && isRetryableEventFailure(exception)) {
      return throwError(() => exception);
    }
    if (exception instanceof HttpException) {
      this.logger.warn(`dropped a malformed event on ${subject}: ${JSON.stringify(exception.getResponse())}`);
    } else {
      this.logger.error(
        `failed to handle an event on ${subject}: ${String(exception)}`,
        (exception as Error)?.stack,
      );
    }
    return EMPTY;
  }
}
