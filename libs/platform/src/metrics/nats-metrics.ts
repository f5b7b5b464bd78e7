import { isServiceErrorPayload } from '@storefront/contracts';
import { TimeoutError } from 'rxjs';
import { natsClientRequests, natsConnected, natsReconnects } from './platform-metrics';

/** What Nest's NATS client and server report on their `status` stream. */
interface StatusStream {
  subscribe(next: (status: string) => void): { unsubscribe(): void };
}

export type NatsConnectionKind = 'server' | 'client';

/**
 * Mirrors a NATS connection's status into `nats_connected` and counts reconnections. The gauge
 * appears once the connection first comes up (a client connects on its first message).
 */
export function watchNatsStatus(status: StatusStream, connection: NatsConnectionKind) {
  let lost = false;
  return status.subscribe((state) => {
    if (state === 'connected') {
      natsConnected.set({ connection }, 1);
      if (lost) natsReconnects.inc({ connection });
      lost = false;
    } else if (state === 'disconnected' || state === 'reconnecting') {
      natsConnected.set({ connection }, 0);
      lost = true;
    }
  });
}

export type ClientRequestOutcome = 'ok' | 'rejected' | 'error' | 'timeout' | 'unavailable';

/**
 * How a NATS request ended, from what it failed with: the service refused it (4xx) or failed
 * (5xx), nobody answered in time, or it could not be sent (no connection, no responders).
 */
export function clientRequestOutcome(err?: unknown): ClientRequestOutcome {
  if (err === undefined) return 'ok';
  if (isServiceErrorPayload(err)) return err.status < 500 ? 'rejected' : 'error';
  if (err instanceof TimeoutError) return 'timeout';
  return 'unavailable';
}

export function countClientRequest(subject: string, err?: unknown): void {
  natsClientRequests.inc({ subject, outcome: clientRequestOutcome(err) });
}
