import { HttpException } from '@nestjs/common';
import { isServiceErrorPayload } from '@storefront/contracts';
import { ServiceError } from '../errors/service-error';
import { natsHandledMessages, natsHandlerDuration } from '../metrics/platform-metrics';
import { secondsSince } from '../metrics/registry';

/**
 * `ok`, `rejected` for an expected refusal (4xx: validation, not found, ...), else `error`. The
 * failure may still be thrown (an event's) or already be the payload a request's reply carries.
 */
export function handlerOutcome(err?: unknown): 'ok' | 'rejected' | 'error' {
  if (err === undefined) return 'ok';
  const status =
    err instanceof ServiceError
      ? err.status
      : err instanceof HttpException
        ? err.getStatus()
        : isServiceErrorPayload(err)
          ? err.status
          : 500;
  return status < 500 ? 'rejected' : 'error';
}

/**
 * Starts timing one message of the handler of `subject` (as declared, never the prefixed wire
 * subject, so `nats_handled_messages_total` has one series per handler and outcome). The function
 * returned counts it once, with its outcome, when the handler has finished.
 */
export function timeHandler(subject: string, type: 'request' | 'event'): (err?: unknown) => void {
  const started = process.hrtime.bigint();
  let settled = false;
  return (err) => {
    if (settled) return;
    settled = true;
    const series = { subject, type, outcome: handlerOutcome(err) };
    natsHandledMessages.inc(series);
    natsHandlerDuration.observe(series, secondsSince(started));
  };
}
