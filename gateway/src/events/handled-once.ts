import type Redis from 'ioredis';

/**
 * How long a handled event's id is remembered: an event whose acknowledgement was lost comes
 * again within the ack wait (or when a gateway is back), well inside this.
 */
export const HANDLED_TTL_MS = 24 * 3_600_000;
/** The claim of a replica handling the event now; anything else stored means handled. */
const IN_HAND = 'in-hand';
const HANDLED = '1';

/** Thrown for an event another replica has in hand: it is offered again later. */
export class EventInHand extends Error {}

/**
 * Runs `handle` for the event stored under `key` unless a replica already did. The replica claims
 * the event for `leaseMs` (the ack wait) before handling it, and marks it handled after: one
 * that stops in between (killed after its claim reached Redis) leaves the event to whoever gets
 * it once the claim has lapsed, rather than to nobody. Meanwhile another delivery of it throws
 * EventInHand, so it comes back after the lease instead of being acknowledged unhandled.
 */
export async function handleOnce(
  redis: Pick<Redis, 'set' | 'get' | 'del'>,
  key: string,
  leaseMs: number,
  handle: () => unknown,
): Promise<void> {
  if ((await redis.set(key, IN_HAND, 'PX', leaseMs, 'NX')) !== 'OK') {
    if ((await redis.get(key)) === IN_HAND) {
      throw new EventInHand('another gateway has this event in hand: it is offered again later');
    }
    // Handled already (or its claim lapsed just now, and the next delivery takes it).
    return;
  }
  try {
    await handle();
  } catch (err) {
    // Not handled after all: the next delivery may try again.
    await redis.del(key).catch(() => undefined);
    throw err;
  }
  // Handled. Not waited for: the acknowledgement need not wait on it, as a copy delivered before it
  // lands finds the claim in hand and comes back later; a failure only shortens how long a late
  // copy is recognised.
  void redis.set(key, HANDLED, 'PX', HANDLED_TTL_MS).catch(() => undefined);
}
