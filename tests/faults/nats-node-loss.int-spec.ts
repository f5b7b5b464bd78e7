import { PaymentsEvents, type PaymentConfirmedEvent } from '@storefront/contracts';
import {
  decodeEvent,
  DurableEventConsumer,
  eventStreamName,
  MessageBus,
  natsConnectionOptions,
  natsCredentials,
  PrefixedClientNats,
} from '@storefront/platform';
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connect, Events, type NatsConnection } from 'nats';
import {
  natsEnvOf,
  startLocalNatsCluster,
  testNatsCredentials,
  type LocalNatsCluster,
} from '../support/local-servers';
import { waitFor } from '../support/stack';

const MIGRATE_EVENT_STREAM = join(
  __dirname,
  '..',
  '..',
  'libs',
  'platform',
  'dist',
  'migrate-event-stream.js',
);
const EVENTS = 20;

/** What a process connecting as `user` sends, with its password of the test run. */
function credentialsOf(user: string) {
  const { NATS_USER, NATS_PASSWORD } = natsEnvOf(user);
  return natsCredentials({ NATS_USER, NATS_PASSWORD }, user);
}

/**
 * The migrations step, as Kubernetes runs it: the whole cluster in NATS_URL, and run again when it
 * fails (the Job's backoff), as it may while a young cluster's nodes are still meeting.
 */
async function migrateEventStream(url: string, prefix: string, replicas: number): Promise<void> {
  const failures: string[] = [];
  while (failures.length < 5) {
    try {
      await promisify(execFile)(process.execPath, [MIGRATE_EVENT_STREAM], {
        env: {
          ...process.env,
          ...natsEnvOf('migrations'),
          NATS_URL: url,
          NATS_SUBJECT_PREFIX: prefix,
          EVENTS_REPLICAS: String(replicas),
          EVENTS_MAX_AGE_HOURS: '1',
          LOG_LEVEL: 'warn',
        },
      });
      return;
    } catch (err) {
      const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
      failures.push(`${stdout}${stderr}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  throw new Error(`the migrations step failed ${failures.length} times:\n${failures.join('\n')}`);
}

const CONSUMER = 'notifications__payments_payment_confirmed';

/**
 * A NATS cluster of three loses the node leading the event stream: the stream, kept in three
 * copies (EVENTS_REPLICAS=3), goes on with the other two, the clients given the whole NATS_URL
 * list move to a survivor by themselves, and a durable consumer gets every event once.
 */
describe('a NATS cluster losing a node', () => {
  let cluster: LocalNatsCluster;
  const connections: NatsConnection[] = [];
  let consumer: DurableEventConsumer | undefined;
  let bus: MessageBus | undefined;

  beforeAll(async () => {
    cluster = await startLocalNatsCluster(3);
  }, 60000);

  afterAll(async () => {
    await consumer?.stop();
    await bus?.onApplicationShutdown().catch(() => undefined);
    await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
    await cluster?.stop();
  });

  /** A connection of the tests' own user to the whole cluster. */
  async function admin(): Promise<NatsConnection> {
    const nc = await connect({ ...natsConnectionOptions(cluster.url), ...testNatsCredentials() });
    connections.push(nc);
    return nc;
  }

  it('moves a stream of one copy and its consumers to three copies in place, keeping its events', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}.`;
    const stream = eventStreamName(prefix);
    await migrateEventStream(cluster.url, prefix, 1);
    const nc = await admin();
    const jsm = await nc.jetstreamManager();
    await nc
      .jetstream()
      .publish(`${prefix}${PaymentsEvents.confirmed}`, new Uint8Array(), { msgID: randomUUID() });
    expect((await jsm.streams.info(stream)).cluster?.replicas ?? []).toEqual([]);

    await migrateEventStream(cluster.url, prefix, 3);
    await waitFor(
      'the stream and its consumer to have three current copies',
      async () => {
        const info = await jsm.streams.info(stream);
        const consumer = await jsm.consumers.info(stream, CONSUMER);
        return (
          info.config.num_replicas === 3 &&
          info.cluster?.replicas?.filter((r) => r.current).length === 2 &&
          consumer.config.num_replicas === 3 &&
          consumer.cluster?.replicas?.length === 2
        );
      },
      20000,
      200,
    );
    expect((await jsm.streams.info(stream)).state.messages).toBe(1);
  });

  it('keeps serving the event stream of three copies with two nodes, every event delivered once', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}.`;
    const stream = eventStreamName(prefix);

    await migrateEventStream(cluster.url, prefix, 3);
    const jsm = await (await admin()).jetstreamManager();
    const before = await jsm.streams.info(stream);
    expect(before.config.num_replicas).toBe(3);
    expect(before.cluster?.replicas).toHaveLength(2);
    expect((await jsm.consumers.info(stream, CONSUMER)).config.num_replicas).toBe(3);
    const leader = before.cluster!.leader!;
    const lost = cluster.nodes.get(leader)!;

    // The publisher and the reader connect to the leader first, so its loss moves both; each as the
    // bus user it stands for (payments publishes the event, notifications reads it).
    const leaderFirst = [
      lost.url,
      ...[...cluster.nodes.values()].filter((n) => n !== lost).map((n) => n.url),
    ];
    const clientOptions = { ...natsConnectionOptions(leaderFirst.join(',')), noRandomize: true };
    bus = new MessageBus(
      new PrefixedClientNats({ ...clientOptions, ...credentialsOf('payments') }, prefix),
      5000,
    );
    const reader = await connect({ ...clientOptions, ...credentialsOf('notifications'), name: 'reader' });
    connections.push(reader);
    const reconnects: string[] = [];
    void (async () => {
      for await (const status of reader.status())
        if (status.type === Events.Reconnect) reconnects.push(String(status.data));
    })();

    const delivered = new Map<string, number>();
    consumer = new DurableEventConsumer(async () => reader, {
      group: 'notifications',
      subject: PaymentsEvents.confirmed,
      prefix,
      handle: async (msg) => {
        const { paymentId } = decodeEvent(msg.data) as PaymentConfirmedEvent;
        delivered.set(paymentId, (delivered.get(paymentId) ?? 0) + 1);
      },
    });
    consumer.start();

    const published: string[] = [];
    /** As a service's outbox relays an event: again, under the same id, until the stream has it. */
    const publish = async () => {
      const paymentId = randomUUID();
      const event: PaymentConfirmedEvent = {
        paymentId,
        userId: randomUUID(),
        amount: 20,
        currency: 'eur',
        crypto: 'btc',
        credits: 10,
      };
      await waitFor(
        'the event stream to store an event',
        async () => {
          await bus!.emit(PaymentsEvents.confirmed, event, { id: paymentId });
          return true;
        },
        30000,
        200,
      );
      published.push(paymentId);
    };
    const allDelivered = () =>
      waitFor(
        'every event published to be delivered',
        async () => published.every((id) => delivered.has(id)),
        30000,
        100,
      );

    for (let i = 0; i < EVENTS; i++) await publish();
    await allDelivered();

    await lost.crash();
    for (let i = 0; i < EVENTS; i++) await publish();
    await allDelivered();

    // Each event once: none lost with the node, none handed out twice by the new leader.
    expect(published).toHaveLength(2 * EVENTS);
    expect([...delivered.values()].filter((n) => n !== 1)).toEqual([]);
    expect(delivered.size).toBe(2 * EVENTS);
    // The stream goes on under another leader, with every event, on the two nodes left.
    const after = await jsm.streams.info(stream);
    expect(after.cluster?.leader).not.toBe(leader);
    expect(after.state.messages).toBe(2 * EVENTS);
    // The reader moved to a survivor by itself.
    expect(reconnects.length).toBeGreaterThan(0);
    expect(`nats://${reader.getServer()}`).not.toBe(lost.url);
  }, 60000);
});
