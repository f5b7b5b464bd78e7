import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { EMPTY } from 'rxjs';

/**
 * An event has nobody waiting for a reply, so a failure would otherwise vanish without a trace.
 * This logs which event was dropped and why.
 */
@Catch()
export class DroppedEventFilter implements ExceptionFilter {
  private readonly logger = new Logger('Events');

  catch(exception: unknown, host: ArgumentsHost) {
    const subject = host.switchToRpc().getContext<NatsContext>()?.getSubject?.() ?? 'unknown subject';
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
