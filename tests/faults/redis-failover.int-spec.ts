/**
 * Redis with Sentinel, on real engines: a primary, its replica and three Sentinels on loopback.
 * The primary is killed; the clients the platform made through the Sentinels (a plain client,
 * BullMQ's queue and worker, the gateway's fixed-window rate limit) carry on against the promoted
 * replica, without being made again.
 */
import { BaseConfig, bullConnection, createRedis, parseConfig, redisTarget } from '@storefront/platform';
import { Job, Queue, QueueEvents, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { countInWindow } from '../../gateway/src/http/fixed-window';
import {
  LocalSentinelGroup,
  LocalServer,
  missingRedisBinaries,
  startLocalRedis,
  startLocalSentinelGroup,
} from '../support/local-servers';
import { waitFor } from '../support/stack';

/** How long the Sentinels may take to call the primary down and promote the replica, and clients to follow. */
const FAILOVER_BOUND_MS = 20_000;

describe('Redis through Sentinel, when the primary dies', () => {
  const password = `pw-${randomUUID()}`;
  const sentinelPassword = `spw-${randomUUID()}`;
  const prefix = `failover-${randomUUID().slice(0, 8)}:`;
  let group: LocalSentinelGroup | undefined;
  const clients: Redis[] = [];
  let queue: Queue | undefined;
  let queueEvents: QueueEvents | undefined;
  let worker: Worker | undefined;
  const replacements: LocalServer[] = [];

  beforeAll(async () => {
    const missing = missingRedisBinaries();
    if (missing.length) {
      throw new Error(
        `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required for the Redis failover test: install ${missing.join(' ')} (apt-get install -y ${missing.join(' ')}), or run npm test -- integration, which does`,
      );
    }
    // Failover needs every Sentinel to know the replica and a majority of the others.
    group = await startLocalSentinelGroup(password, sentinelPassword);
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await queueEvents?.close();
    await queue?.close();
    clients.forEach((c) => c.disconnect());
    for (const server of replacements) await server.stop();
    await group?.stop();
  });

  it('promotes the replica, and every client follows it without being made again', async () => {
    const config = parseConfig(BaseConfig, group!.env);
    const target = redisTarget(config);
    const client = createRedis(target);
    const limits = createRedis(target, { enableAutoPipelining: true, commandTimeout: 1000 });
    clients.push(client, limits);
    const connection = bullConnection(target);
    queue = new Queue('failover', { connection, prefix: `${prefix}bull` });
    queueEvents = new QueueEvents('failover', { connection, prefix: `${prefix}bull` });
    const processed: string[] = [];
    worker = new Worker(
      'failover',
      async (job: Job<{ n: string }>) => {
        processed.push(job.data.n);
      },
      { connection, prefix: `${prefix}bull` },
    );
    // Their lost connection is expected here: BullMQ would print each error.
    for (const emitter of [queue, queueEvents, worker]) emitter.on('error', () => undefined);
    await Promise.all([queue.waitUntilReady(), queueEvents.waitUntilReady(), worker.waitUntilReady()]);
    await waitFor('the plain client to connect', async () => client.status === 'ready', 10_000);

    await client.set(`${prefix}written`, 'before');
    const before = await queue.add('job', { n: 'before' });
    await before.waitUntilFinished(queueEvents, 10_000);
    const window = `${prefix}gateway:ipn-posts:203.0.113.7`;
    for (let i = 0; i < 3; i++) await countInWindow(limits, window, 60_000);
    // Acknowledged by the replica before the primary goes: a failover keeps what was replicated.
    expect(await client.call('WAIT', '1', '2000')).toBe(1);

    const killedAt = Date.now();
    await group!.primary.crash();

    // The plain client: fails fast while there is no primary, then reads and writes on the new one.
    const followedAt = await waitFor(
      'the plain client to write on the promoted replica',
      async () => ((await client.set(`${prefix}after`, 'after')) === 'OK' ? Date.now() : undefined),
      FAILOVER_BOUND_MS,
      200,
    );
    expect(await client.get(`${prefix}written`)).toBe('before');
    expect(await client.call('ROLE')).toEqual(expect.arrayContaining(['master']));
    const serverInfo = (await client.call('INFO', 'server')) as string;
    expect(serverInfo).toContain(`tcp_port:${group!.replica.port}`);

    // The rate limit carries on from its replicated count (its script is loaded again on the new primary).
    const counted = await waitFor(
      'the rate limit to count on the promoted replica',
      async () => countInWindow(limits, window, 60_000),
      FAILOVER_BOUND_MS,
      200,
    );
    expect(counted.count).toBe(4);

    // BullMQ: a job added after the failover is processed by the worker made before it.
    const after = await queue.add('job', { n: 'after' });
    await after.waitUntilFinished(queueEvents, FAILOVER_BOUND_MS);
    expect(processed).toEqual(['before', 'after']);

    const tookMs = followedAt - killedAt;
    console.log(`clients wrote on the promoted replica ${tookMs} ms after the primary was killed`);
    expect(tookMs).toBeLessThan(FAILOVER_BOUND_MS);
    // Closed while there is a primary: the next test kills this one too.
    await worker.close();
    await queueEvents.close();
    await queue.close();
    [worker, queueEvents, queue] = [undefined, undefined, undefined];
  }, 90_000);

  it('follows the next promotion too, whatever each client was doing when the Sentinels announced it', async () => {
    // The group's second failover: the promoted replica is killed in its turn, once a new replica
    // (the machine that replaces the first primary) has caught up with it.
    const primary = group!.replica;
    const replacement = await startLocalRedis(password, 'redis-server', primary);
    replacements.push(replacement);
    const config = parseConfig(BaseConfig, group!.env);
    const target = redisTarget(config);
    // Many clients retrying quickly: while the primary is gone, each one asks a Sentinel for the
    // primary at every attempt, so some are asking at the moment the Sentinels switch.
    const racing = Array.from({ length: 40 }, () => createRedis(target, { retryStrategy: () => 5 }));
    clients.push(...racing);
    await waitFor('the clients to connect', async () => racing.every((c) => c.status === 'ready'), 20_000);
    await waitFor(
      'the new replica to catch up',
      async () => ((await racing[0].call('WAIT', '1', '1000')) as number) >= 1,
      20_000,
      200,
    );

    await primary.crash();
    // Every one of them writes on the newly promoted server, none is left closed for good.
    await waitFor(
      'every client to write on the newly promoted replica',
      async () => {
        const written = await Promise.all(
          racing.map((c, i) =>
            c.set(`${prefix}racing:${i}`, 'after').then(
              (ok) => ok === 'OK',
              () => false,
            ),
          ),
        );
        return written.every(Boolean);
      },
      FAILOVER_BOUND_MS,
      200,
    ).catch((err: Error) => {
      const states = racing.map((c) => c.status);
      throw new Error(`${err.message}; client states: ${states.join(' ')}`, { cause: err });
    });
    const info = (await racing[0].call('INFO', 'server')) as string;
    expect(info).toContain(`tcp_port:${replacement.port}`);
  }, 90_000);
});
