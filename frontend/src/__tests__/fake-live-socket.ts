// A stand-in for the public socket.io connection: records what the page emits and lets a test push
// server events. Used with vi.mock('@/lib/realtime/public-socket') and LIVE_EVENTS_ENABLED on.
import type { PublicServerToClientEvents } from '@storefront/contracts/browser';

type Handler = (...args: unknown[]) => void;

export class FakeLiveSocket {
  connected = false;
  active = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, payload: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  connect() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The connection drops (network, server restart); socket.io keeps trying until `connect()`. */
  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server closes the connection (a ban, an ended session): socket.io does not retry. */
  closeByServer() {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** The server pushes `event` to this page. */
  push<E extends keyof PublicServerToClientEvents>(
    event: E,
    ...args: Parameters<PublicServerToClientEvents[E]>
  ) {
    this.fire(event, ...args);
  }

  /** Whether the page has a handler for `event` (a push before that would go unheard). */
  listens(event: string) {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  emits(event: string) {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }
}
