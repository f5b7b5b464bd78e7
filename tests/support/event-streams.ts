/**
 * The JetStream event streams of test stacks: each stack's prefix has its own stream
 * (`EVENTS_t<tag>`), dropped when the stack shuts down; one left by a run that died (a test's, or
 * a benchmark's `EVENTS_bench<tag>`) is swept by a later run once it is older than any run could be.
 */
import { eventStreamName } from '@storefront/platform';
import { connect, NatsConnection } from 'nats';
import { testNatsCredentials } from './local-servers';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
/** The streams test and bench stacks make: `EVENTS_` and the `t<8 hex>` or `bench<8 hex>` prefix. */
const TEST_STREAM = /^EVENTS_(t|bench)[0-9a-f]{8}$/;
const STALE_MS = 3 * 3_600_000;

async function withNats<T>(fn: (nc: NatsConnection) => Promise<T>): Promise<T | undefined> {
  let nc: NatsConnection | undefined;
  try {
    nc = await connect({
      servers: [NATS_URL],
      name: 'test-streams',
      timeout: 3000,
      ...testNatsCredentials(),
    });
    return await fn(nc);
  } catch {
    // The streams also expire their events by themselves; a test never fails for this.
    return undefined;
  } finally {
    await nc?.close().catch(() => undefined);
  }
}

export async function dropEventStream(subjectPrefix: string): Promise<void> {
  await withNats(async (nc) => {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(eventStreamName(subjectPrefix)).catch(() => undefined);
  });
}

export async function sweepStaleTestStreams(): Promise<void> {
  await withNats(async (nc) => {
    const jsm = await nc.jetstreamManager();
    for await (const info of jsm.streams.list()) {
      if (!TEST_STREAM.test(info.config.name)) continue;
      if (Date.now() - new Date(info.created).getTime() < STALE_MS) continue;
      await jsm.streams.delete(info.config.name).catch(() => undefined);
    }
  });
}
