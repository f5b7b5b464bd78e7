import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { PATTERN_HANDLER_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants';
import { PatternHandler } from '@nestjs/microservices/enums/pattern-handler.enum';
import { Observable, tap } from 'rxjs';
import { ServiceError } from '../errors/service-error';
import { natsHandledMessages, natsHandlerDuration } from '../metrics/platform-metrics';
import { secondsSince } from '../metrics/registry';

/** `ok`, `rejected` for an expected refusal (4xx: validation, not found, ...), else `error`. */
export function handlerOutcome(err?: unknown): 'ok' | 'rejected' | 'error' {
  if (err === undefined) return 'ok';
  const status =
    err instanceof ServiceError ? err.status : err instanceof HttpException ? err.getStatus() : 500;
  return status < 500 ? 'rejected' : 'error';
}

/**
 * Counts and times each NATS handler by its declared subject (never the prefixed wire subject),
 * so `nats_handled_messages_total` has one series per handler and outcome.
 */
@Injectable()
export class NatsMetricsInterceptor implements NestInterceptor {
  /** Labels of handlers with a declared subject, read from their metadata once. */
  private readonly declared = new WeakMap<object, { subject: string; type: string }>();

  constructor(private readonly subjectPrefix = '') {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const labels = this.labelsOf(context.getHandler(), context);
    const started = process.hrtime.bigint();
    let settled = false;
    const record = (err?: unknown) => {
      if (settled) return;
      settled = true;
      const series = { ...labels, outcome: handlerOutcome(err) };
      natsHandledMessages.inc(series);
      natsHandlerDuration.observe(series, secondsSince(started));
    };
    return next.handle().pipe(tap({ complete: () => record(), error: (err) => record(err) }));
  }

  private labelsOf(handler: object, context: ExecutionContext): { subject: string; type: string } {
    const known = this.declared.get(handler);
    if (known) return known;
    const type =
      Reflect.getMetadata(PATTERN_HANDLER_METADATA, handler) === PatternHandler.EVENT ? 'event' : 'request';
    const patterns: unknown = Reflect.getMetadata(PATTERN_METADATA, handler);
    const declared = Array.isArray(patterns) ? patterns[0] : patterns;
    if (typeof declared === 'string') {
      const labels = { subject: declared, type };
      this.declared.set(handler, labels);
      return labels;
    }
    const wire = context.switchToRpc().getContext<NatsContext>()?.getSubject?.() ?? 'unknown';
    return {
      subject: wire.startsWith(this.subjectPrefix) ? wire.slice(this.subjectPrefix.length) : wire,
      type,
    };
  }
}
