import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { CORRELATION_HEADER, runWithCorrelationId } from '../logging/correlation';

/** Runs each NATS handler inside the correlation id its caller sent. */
@Injectable()
export class CorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const id = nats?.getHeaders?.()?.get(CORRELATION_HEADER) || undefined;
    return new Observable((subscriber) =>
      runWithCorrelationId(id, () => next.handle().subscribe(subscriber)),
    );
  }
}
