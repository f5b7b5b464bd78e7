import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ActivityEntry, PresenceEvents } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { RealtimeConfig } from './realtime.config';

/**
 * Serialised entries per NATS message: half the server's default 1 MiB max_payload, leaving room
 * for the envelope and headers. Counted in bytes, since a url's length says little of its size.
 */
const MAX_MESSAGE_BYTES = 512 * 1024;
/** And a bounded amount of work for presence per message. */
const MAX_ENTRIES_PER_MESSAGE = 500;

/**
 * Collapses each socket's pings into one entry (latest url and time, count of url changes) and
 * sends them to presence in batches every flush interval, so 5,000 visitors pinging every 2 s
 * cost presence a few messages a second rather than 2,500.
 */
@Injectable()
export class ActivityBuffer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ActivityBuffer.name);
  private pending = new Map<string, ActivityEntry>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly bus: MessageBus,
    private readonly config: RealtimeConfig,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.flush(), this.config.PRESENCE_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  record(visitId: string, url: string, navigated: boolean, at = Date.now()): void {
    const entry = this.pending.get(visitId);
    if (entry) {
      entry.at = at;
      entry.url = url;
      if (navigated) entry.pageViews += 1;
    } else {
      this.pending.set(visitId, { visitId, at, url, pageViews: navigated ? 1 : 0 });
    }
  }

  /** The socket is leaving: its unsent activity travels with its leave instead. */
  take(visitId: string): ActivityEntry | undefined {
    const entry = this.pending.get(visitId);
    this.pending.delete(visitId);
    return entry;
  }

  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const entries = [...this.pending.values()];
    this.pending = new Map();
    for (const batch of batches(entries)) await this.send(batch);
  }

  /** One message; a batch NATS finds too large goes in halves, so no entry costs the others theirs. */
  private async send(entries: ActivityEntry[]): Promise<void> {
    try {
      await this.bus.emit(PresenceEvents.activity, { entries });
    } catch (err) {
      if (entries.length > 1 && isTooLarge(err)) {
        const half = Math.ceil(entries.length / 2);
        await this.send(entries.slice(0, half));
        await this.send(entries.slice(half));
        return;
      }
      // Activity is a best-effort signal: the next ping of each visitor carries it again.
      this.logger.warn(`could not send the activity of ${entries.length} visitor(s): ${String(err)}`);
    }
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** Consecutive slices of the entries, each within the message's byte and entry limits. */
function* batches(entries: ActivityEntry[]): Generator<ActivityEntry[]> {
  let batch: ActivityEntry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    // The entry as JSON, and the comma that separates it from the next.
    const size = Buffer.byteLength(JSON.stringify(entry)) + 1;
    if (batch.length && (batch.length >= MAX_ENTRIES_PER_MESSAGE || bytes + size > MAX_MESSAGE_BYTES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(entry);
    bytes += size;
  }
  if (batch.length) yield batch;
}

/** NATS refuses a message over its server's max_payload before sending anything. */
function isTooLarge(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === 'MAX_PAYLOAD_EXCEEDED' || (typeof message === 'string' && message.includes('MAX_PAYLOAD'));
}
