/**
 * JetStream belongs to the migrations step. On a NATS server started with the generated
 * authorization, the migrations step (`libs/platform/dist/migrate-event-stream.js`, as the NATS
 * user `migrations`) makes the stack's event stream and every durable consumer; a service's user
 * may then only read, pull from and acknowledge on its own consumers and publish its own events
 * into the stream. So a compromised notifications process cannot make a stream capturing the
 * sign-in requests (which carry passwords), cannot subscribe to them, and cannot read another
 * group's events through a consumer of its own or someone else's.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  AckPolicy,
  connect,
  DeliverPolicy,
  JSONCodec,
  millis,
  type JetStreamManager,
  type NatsConnection,
  type Status,
} from 'nats';
import {
  AuthEvents,
  AuthSubjects,
  DURABLE_CONSUMERS,
  natsInboxPrefix,
  NotificationsEvents,
} from '@storefront/contracts';
import {
  bindDurableConsumer,
  derivedNatsPassword,
  durableConsumerName,
  eventStreamName,
  MissingEventStreamError,
} from '@storefront/platform';
import { installedNatsServer, LocalServer, startLocalNats, testNatsSecret } from '../support/local-servers';

const ROOT = join(__dirname, '..', '..');
const MIGRATE = join(ROOT, 'libs', 'platform', 'dist', 'migrate-event-stream.js');
const ACK_WAIT_MS = 4000;
const codec = JSONCodec();

/** A NATS server with the generated authorization: this file's own, or the run's (containers). */
async function authorizedNats(secret: string): Promise<LocalServer> {
  if (installedNatsServer()) return startLocalNats({ secret });
  if (process.env.TEST_NATS_AUTHORIZED === 'true' && process.env.NATS_URL) {
    const url = process.env.NATS_URL;
    return { url, port: Number(new URL(url).port), stop: async () => undefined };
  }
  throw new Error(
    'no NATS with the bus authorization: install nats-server (or set TEST_NATS_SERVER), or run with containers',
  );
}

/** Every permission error the server reports on `nc`, as `operation subject`. */
function refusals(nc: NatsConnection): string[] {
  const seen: string[] = [];
  void (async () => {
    for await (const status of nc.status() as AsyncIterable<Status>) {
      if (status.type === 'error' && status.permissionContext)
        seen.push(`${status.permissionContext.operation} ${status.permissionContext.subject}`);
    }
  })();
  return seen;
}

const waitFor = async (what: string, check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('JetStream on the bus: made by the migrations step, only read by the processes', () => {
  const secret = testNatsSecret();
  const prefix = `t${randomBytes(4).toString('hex')}.`;
  const stream = eventStreamName(prefix);
  let nats: LocalServer;
  const connections: NatsConnection[] = [];
  const open = async (user: string) => {
    const nc = await connect({
      servers: [nats.url],
      user,
      pass: derivedNatsPassword(secret, user),
      name: `test-${user}`,
      inboxPrefix: natsInboxPrefix(user),
    });
    connections.push(nc);
    return nc;
  };
  /** A JetStream manager that asks nothing before its first call, with a short timeout. */
  const manager = (nc: NatsConnection): Promise<JetStreamManager> =>
    nc.jetstreamManager({ timeout: 1500, checkAPI: false });

  /** The migrations step of a stack with `prefix`, as npm start, compose and the Job run it. */
  const migrate = (user = 'migrations', stackPrefix = prefix) =>
    promisify(execFile)(process.execPath, [MIGRATE], {
      env: {
        PATH: process.env.PATH,
        NATS_URL: nats.url,
        NATS_USER: user,
        NATS_PASSWORD: derivedNatsPassword(secret, user),
        NATS_SUBJECT_PREFIX: stackPrefix,
        EVENTS_MAX_AGE_HOURS: '1',
        EVENTS_ACK_WAIT_MS: String(ACK_WAIT_MS),
        LOG_LEVEL: 'info',
      },
    });

  beforeAll(async () => {
    nats = await authorizedNats(secret);
    await migrate();
  });

  afterAll(async () => {
    const operator = await open('migrations').catch(() => undefined);
    if (operator) {
      const jsm = await manager(operator);
      for (const name of [stream, `CAPTURE_${prefix.slice(0, -1)}`, `OPERATOR_${prefix.slice(0, -1)}`])
        await jsm.streams.delete(name).catch(() => undefined);
    }
    await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
    await nats?.stop();
  });

  it('makes the stack’s stream and every durable consumer, with the processes’ configuration, again and again', async () => {
    const jsm = await manager(await open('migrations'));
    const { config } = await jsm.streams.info(stream);
    expect(config.subjects).toContain(`${prefix}${AuthEvents.userRegistered}`);
    expect(millis(config.max_age)).toBe(3_600_000);

    const consumers = [];
    for await (const info of jsm.consumers.list(stream)) consumers.push(info);
    expect(consumers.map((c) => c.name).sort()).toEqual(DURABLE_CONSUMERS.map((c) => c.name).sort());
    const mine = consumers.find((c) => c.name === 'notifications__payments_payment_confirmed')!;
    expect(mine.config).toMatchObject({
      durable_name: 'notifications__payments_payment_confirmed',
      filter_subject: `${prefix}payments.payment.confirmed`,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: -1,
    });
    expect(millis(mine.config.ack_wait!)).toBe(ACK_WAIT_MS);

    // Safe to run again: nothing changes.
    const again = await migrate();
    expect(again.stdout).toContain('up to date');
  });

  it('refuses a service’s user the migrations step: it may not make, change or drop a stream', async () => {
    const nc = await open('notifications');
    const refused = refusals(nc);
    const jsm = await manager(nc);
    const capture = `CAPTURE_${prefix.slice(0, -1)}`;
    // A stream capturing the sign-in requests would keep every password sent.
    await expect(
      jsm.streams.add({
        name: capture,
        subjects: [AuthSubjects.signIn, `${prefix}${AuthSubjects.signIn}`],
      }),
    ).rejects.toThrow();
    // Sent as is: the client's own update asks for the stream's configuration first.
    await expect(
      nc.request(
        `$JS.API.STREAM.UPDATE.${stream}`,
        codec.encode({ name: stream, subjects: [`${prefix}>`] }),
        {
          timeout: 1500,
        },
      ),
    ).rejects.toThrow();
    await expect(jsm.streams.purge(stream)).rejects.toThrow();
    await expect(jsm.streams.delete(stream)).rejects.toThrow();
    await waitFor('the refusals', () => refused.length >= 4);
    expect(refused).toEqual(
      expect.arrayContaining([
        `publish $JS.API.STREAM.CREATE.${capture}`,
        `publish $JS.API.STREAM.UPDATE.${stream}`,
        `publish $JS.API.STREAM.PURGE.${stream}`,
        `publish $JS.API.STREAM.DELETE.${stream}`,
      ]),
    );
    // The operator sees no capturing stream, and the stack's stream as it was.
    const operator = await manager(await open('migrations'));
    await expect(operator.streams.info(capture)).rejects.toThrow(/stream not found/);
    expect((await operator.streams.info(stream)).config.subjects).not.toContain(`${prefix}>`);
  });

  it('refuses a service’s user a subscription to another service’s requests, such as the sign-ins, or to others’ replies', async () => {
    const nc = await open('notifications');
    const refused = refusals(nc);
    nc.subscribe(AuthSubjects.signIn);
    nc.subscribe(`${prefix}${AuthSubjects.signIn}`);
    // The replies to the gateway's requests (sign-in tokens) and the events pulled through its
    // consumers arrive in its inboxes.
    nc.subscribe('_INBOX.>');
    nc.subscribe(`${natsInboxPrefix('gateway')}.>`);
    await nc.flush();
    await waitFor('the refusals', () => refused.length >= 4);
    expect(refused).toEqual([
      `subscription ${AuthSubjects.signIn}`,
      `subscription ${prefix}${AuthSubjects.signIn}`,
      'subscription _INBOX.>',
      'subscription _INBOX_gateway.>',
    ]);
  });

  it('refuses a service’s user a consumer of its own making, and another group’s consumer', async () => {
    const nc = await open('notifications');
    const refused = refusals(nc);
    const jsm = await manager(nc);
    await expect(
      jsm.consumers.add(stream, {
        durable_name: 'notifications__spy',
        filter_subject: `${prefix}${AuthEvents.userDeleted}`,
        ack_policy: AckPolicy.Explicit,
      }),
    ).rejects.toThrow();
    // The gateways' consumer of account deletions: not for notifications to read, pull or ack.
    const theirs = durableConsumerName('gateway', AuthEvents.userDeleted);
    await expect(nc.jetstream({ timeout: 1500 }).consumers.get(stream, theirs)).rejects.toThrow();
    nc.publish(`$JS.API.CONSUMER.MSG.NEXT.${stream}.${theirs}`, codec.encode({ batch: 1 }));
    nc.publish(`$JS.ACK.${stream}.${theirs}.1.1.1.0.0`);
    await jsm.consumers.delete(stream, theirs).catch(() => undefined);
    await waitFor('the refusals', () => refused.length >= 5);
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^publish \\$JS\\.API\\.CONSUMER\\.(DURABLE\\.)?CREATE\\.${stream}\\.notifications__spy`,
          ),
        ),
        `publish $JS.API.CONSUMER.INFO.${stream}.${theirs}`,
        `publish $JS.API.CONSUMER.MSG.NEXT.${stream}.${theirs}`,
        `publish $JS.ACK.${stream}.${theirs}.1.1.1.0.0`,
        `publish $JS.API.CONSUMER.DELETE.${stream}.${theirs}`,
      ]),
    );
    const operator = await manager(await open('migrations'));
    await expect(operator.consumers.info(stream, 'notifications__spy')).rejects.toThrow(/consumer not found/);
    expect((await operator.consumers.info(stream, theirs)).name).toBe(theirs);
  });

  it('lets a service publish its own events into the stream and read its own consumer', async () => {
    const userId = `user-${randomBytes(4).toString('hex')}`;
    const auth = await open('auth');
    const ack = await auth
      .jetstream()
      .publish(
        `${prefix}${AuthEvents.userRegistered}`,
        codec.encode({ pattern: AuthEvents.userRegistered, data: { userId } }),
      );
    expect(ack.stream).toBe(stream);

    const nc = await open('notifications');
    const refused = refusals(nc);
    const consumer = await bindDurableConsumer(
      nc.jetstream(),
      prefix,
      'notifications',
      AuthEvents.userRegistered,
    );
    const messages = await consumer.fetch({ max_messages: 10, expires: 2000 });
    const read: unknown[] = [];
    for await (const msg of messages) {
      read.push((codec.decode(msg.data) as { data: unknown }).data);
      await msg.ackAck();
    }
    expect(read).toContainEqual({ userId });
    // Its own durable event goes into the stream too.
    const own = await nc
      .jetstream()
      .publish(
        `${prefix}${NotificationsEvents.notificationCreated}`,
        codec.encode({ pattern: NotificationsEvents.notificationCreated, data: { userId } }),
      );
    expect(own.stream).toBe(stream);
    await nc.flush();
    expect(refused).toEqual([]);
    const info = await (
      await manager(await open('migrations'))
    ).consumers.info(stream, 'notifications__auth_user_registered');
    expect(info.num_ack_pending).toBe(0);
    expect(info.ack_floor.stream_seq).toBe(ack.seq);
  });

  it('lets the migrations user manage streams and consumers', async () => {
    const jsm = await manager(await open('migrations'));
    const name = `OPERATOR_${prefix.slice(0, -1)}`;
    await jsm.streams.add({ name, subjects: [`${prefix}operator.>`] });
    await jsm.consumers.add(name, { durable_name: 'operator', ack_policy: AckPolicy.Explicit });
    expect((await jsm.consumers.info(name, 'operator')).name).toBe('operator');
    await jsm.consumers.delete(name, 'operator');
    await jsm.streams.purge(name);
    expect(await jsm.streams.delete(name)).toBe(true);
  });

  it('refuses the migrations step to a service’s user, saying which user to run it as', async () => {
    const other = `t${randomBytes(4).toString('hex')}.`;
    const failed = await migrate('notifications', other).then(
      () => undefined,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/may not publish \$JS\.API\./);
    expect(failed?.stdout).toContain('connect as the user migrations');
  });

  it('tells a process whose stream or consumer is missing to run the migrations step', async () => {
    const js = (await open('notifications')).jetstream({ timeout: 1500 });
    const missingStream = bindDurableConsumer(
      js,
      `t${randomBytes(4).toString('hex')}.`,
      'notifications',
      AuthEvents.userRegistered,
    );
    await expect(missingStream).rejects.toBeInstanceOf(MissingEventStreamError);
    await expect(missingStream).rejects.toThrow(/does not exist: run the migrations step/);

    const jsm = await manager(await open('migrations'));
    await jsm.consumers.delete(stream, 'notifications__auth_user_registered');
    await expect(bindDurableConsumer(js, prefix, 'notifications', AuthEvents.userRegistered)).rejects.toThrow(
      `the durable consumer notifications__auth_user_registered of the event stream ${stream} does not exist: run the migrations step`,
    );
    // The step puts it back, and the process binds again.
    await migrate();
    await expect(
      bindDurableConsumer(js, prefix, 'notifications', AuthEvents.userRegistered),
    ).resolves.toBeDefined();
  });
});
