/**
 * NATS and Redis servers a test run starts from their installed binaries, on free ports of
 * 127.0.0.1, with credentials: NATS with the bus users and permissions of
 * libs/contracts/src/bus-permissions.ts (localNatsServerConfig), Redis with a password (and its
 * replicas and Sentinels, for failovers).
 *
 * Every process of a test stack connects as its own NATS user (tests/support/stack.ts), and the
 * tests' own clients (which stand in for services and drop the streams they made) as `tests`,
 * allowed everything. The passwords derive from the run's secret, TEST_NATS_SECRET.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type Redis from 'ioredis';
import { connect } from 'nats';
import {
  derivedNatsPassword,
  localNatsServerConfig,
  type NatsClusterOptions,
} from '../../libs/platform/src/messaging/nats-server-config';
import { natsServers } from '../../libs/platform/src/messaging/nats-servers';
import { createRedis } from '../../libs/platform/src/redis/redis';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { redisServerArgs } from '../../scripts/lib/server-args.mjs';

/** The NATS user of the tests' own clients. */
export const TEST_NATS_USER = 'tests';

/** The run's secret (set by the global setup); one is made for this process if none was. */
export function testNatsSecret(): string {
  process.env.TEST_NATS_SECRET ||= randomBytes(16).toString('hex');
  return process.env.TEST_NATS_SECRET;
}

/** What a test's own NATS client connects with (a server without authorization ignores it). */
export function testNatsCredentials(): { user: string; pass: string } {
  return { user: TEST_NATS_USER, pass: derivedNatsPassword(testNatsSecret(), TEST_NATS_USER) };
}

/** NATS_USER and NATS_PASSWORD of one process of a test stack. */
export function natsEnvOf(user: string, secret = testNatsSecret()): Record<string, string> {
  return { NATS_USER: user, NATS_PASSWORD: derivedNatsPassword(secret, user) };
}

/** TEST_NATS_SERVER (unless `off`), else `nats-server` on the PATH or in /usr/sbin; undefined when none is installed. */
export function installedNatsServer(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const setting = env.TEST_NATS_SERVER;
  if (setting && setting !== 'off') return setting;
  if (spawnSync('sh', ['-c', 'command -v nats-server'], { stdio: 'ignore' }).status === 0)
    return 'nats-server';
  return existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : undefined;
}

/** The nats-server a test run starts for all its stacks: none with TEST_NATS_SERVER=off. */
export function natsServerBinary(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_NATS_SERVER === 'off' ? undefined : installedNatsServer(env);
}

export interface LocalServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface LocalNatsServer extends LocalServer {
  /** Ends the server at once (SIGKILL), as a crashed machine would; its store stays until stop(). */
  crash(): Promise<void>;
  /**
   * Starts it again after crash(), on the same port with the same configuration: with its store, as
   * a restarted machine, or with `emptyStore`, as the new machine that replaces a lost one.
   */
  restart(options?: { emptyStore?: boolean }): Promise<void>;
}

/** Starts `cmd` and resolves once it printed `ready`; rejects with its output if it exits first. */
function startProcess(cmd: string, args: string[], ready: RegExp, logFile?: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${cmd} did not start within 20 s: ${output}`));
    }, 20_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        // Keep draining (into the log when there is one), or a chatty server blocks on a full pipe.
        if (logFile) {
          mkdirSync(dirname(logFile), { recursive: true });
          const log = createWriteStream(logFile);
          log.write(output);
          child.stdout!.pipe(log, { end: false });
          child.stderr!.pipe(log, { end: false });
        } else {
          child.stdout!.resume();
          child.stderr!.resume();
        }
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${cmd} exited (${code}) before it was ready: ${output}`));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** A nats-server with JetStream and the bus users' permissions, passwords derived from `secret`. */
export async function startLocalNats(
  options: {
    secret?: string;
    binary?: string;
    superusers?: readonly string[];
    /** Where the server's output goes: refused publishes and subscriptions are logged there. */
    logFile?: string;
    /** The client port (a free one by default). */
    port?: number;
    /** One node of a cluster (startLocalNatsCluster). */
    cluster?: NatsClusterOptions;
  } = {},
): Promise<LocalNatsServer> {
  const binary = options.binary ?? installedNatsServer() ?? 'nats-server';
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nats-'));
  const port = options.port ?? (await freePort());
  const file = join(dir, 'nats.conf');
  writeFileSync(
    file,
    localNatsServerConfig({
      port,
      storeDir: join(dir, 'jetstream'),
      secret: options.secret ?? testNatsSecret(),
      superusers: options.superusers ?? [TEST_NATS_USER],
      cluster: options.cluster,
    }),
  );
  const start = () => startProcess(binary, ['-c', file], /Server is ready/, options.logFile);
  let child = await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    crash: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    restart: async ({ emptyStore = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null)
        throw new Error('restart() follows crash(): the server is still running');
      if (emptyStore) rmSync(join(dir, 'jetstream'), { recursive: true, force: true });
      child = await start();
    },
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface LocalNatsCluster {
  /** The nodes, by server name (`n0`, `n1`…). */
  nodes: Map<string, LocalNatsServer>;
  /** NATS_URL of the whole cluster: every node's URL apart by commas. */
  url: string;
  stop(): Promise<void>;
}

/**
 * `size` nats-servers of startLocalNats routed to each other on free ports of 127.0.0.1: one
 * JetStream cluster, resolved once JetStream answers (its nodes elected a leader).
 */
export async function startLocalNatsCluster(
  size: number,
  options: { secret?: string; binary?: string } = {},
): Promise<LocalNatsCluster> {
  const names = Array.from({ length: size }, (_, i) => `n${i}`);
  const clientPorts = await Promise.all(names.map(() => freePort()));
  const routePorts = await Promise.all(names.map(() => freePort()));
  const routes = routePorts.map((port) => `nats-route://127.0.0.1:${port}`);
  const started = await Promise.allSettled(
    names.map((name, i) =>
      startLocalNats({
        ...options,
        port: clientPorts[i],
        cluster: {
          name: 'storefront-test',
          serverName: { value: name },
          listen: `127.0.0.1:${routePorts[i]}`,
          routes,
        },
      }),
    ),
  );
  const nodes = new Map(
    started.flatMap((s, i) => (s.status === 'fulfilled' ? [[names[i], s.value] as const] : [])),
  );
  const stop = async () => {
    await Promise.all([...nodes.values()].map((node) => node.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const url = [...nodes.values()].map((node) => node.url).join(',');
  try {
    await jetStreamAnswers(url);
  } catch (err) {
    await stop();
    throw err;
  }
  return { nodes, url, stop };
}

/** Waits until the cluster's JetStream answers (a meta leader was elected), for 30 s at most. */
async function jetStreamAnswers(url: string): Promise<void> {
  const nc = await connect({ servers: natsServers(url), ...testNatsCredentials() });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        await (await nc.jetstreamManager({ timeout: 2000 })).getAccountInfo();
        return;
      } catch (err) {
        if (Date.now() > deadline)
          throw new Error(`the NATS cluster's JetStream did not answer: ${String(err)}`, { cause: err });
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  } finally {
    await nc.close();
  }
}

export interface LocalRedis extends LocalServer {
  /** Ends the server at once (SIGKILL), as a crashed machine would. */
  crash(): Promise<void>;
}

/**
 * A redis-server that asks for `password`, storing nothing on disk; with `replicaOf`, a replica of
 * that server (authenticating with the same password).
 */
export async function startLocalRedis(
  password: string,
  binary = 'redis-server',
  replicaOf?: LocalServer,
): Promise<LocalRedis> {
  const port = await freePort();
  // Its own folder: a replica writes the primary's snapshot there as it syncs.
  const dir = mkdtempSync(join(tmpdir(), 'storefront-redis-'));
  const args = [
    ...redisServerArgs(port, password),
    '--dir',
    dir,
    // The same password towards its primary: a replica's, and a primary's once it is demoted.
    ...(password ? ['--masterauth', password] : []),
    ...(replicaOf ? ['--replicaof', '127.0.0.1', String(replicaOf.port)] : []),
  ];
  const child = await startProcess(binary, args, /Ready to accept connections/);
  return {
    url: `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    port,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether `redis-server` and `redis-sentinel` are on the PATH (scripts/test.mjs installs them). */
export function missingRedisBinaries(): string[] {
  return ['redis-server', 'redis-sentinel'].filter(
    (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status !== 0,
  );
}

/**
 * A redis-sentinel watching `primary` as `name`, with a quorum of 2, quick to call it down and to
 * fail over (the test waits for it); it asks for `sentinelPassword` and gives it to the other
 * Sentinels. Its configuration file is its own, in a temporary folder: a Sentinel rewrites it.
 */
export async function startLocalSentinel(options: {
  primary: LocalServer;
  password: string;
  sentinelPassword: string;
  name?: string;
  downAfterMs?: number;
  failoverTimeoutMs?: number;
}): Promise<LocalServer> {
  const { primary, password, sentinelPassword, name = 'mymaster' } = options;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-sentinel-'));
  const port = await freePort();
  const file = join(dir, 'sentinel.conf');
  writeFileSync(
    file,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      `requirepass ${sentinelPassword}`,
      `sentinel sentinel-pass ${sentinelPassword}`,
      `sentinel monitor ${name} 127.0.0.1 ${primary.port} 2`,
      `sentinel auth-pass ${name} ${password}`,
      `sentinel down-after-milliseconds ${name} ${options.downAfterMs ?? 1000}`,
      `sentinel failover-timeout ${name} ${options.failoverTimeoutMs ?? 3000}`,
      `sentinel parallel-syncs ${name} 1`,
      '',
    ].join('\n'),
  );
  const child = await startProcess('redis-sentinel', [file], /\+monitor master/);
  return {
    url: `redis://:${encodeURIComponent(sentinelPassword)}@127.0.0.1:${port}`,
    port,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface LocalSentinelGroup {
  primary: LocalRedis;
  replica: LocalRedis;
  sentinels: LocalServer[];
  /** A client of the group through its Sentinels (the same for every command: it follows failovers). */
  watcher: Redis;
  /** What a process is given to use the group: REDIS_URL (its password), REDIS_SENTINELS, REDIS_SENTINEL_PASSWORD. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A primary asking for `password`, its replica, and three Sentinels watching it as `mymaster`
 * (startLocalSentinel), resolved once every Sentinel knows the replica and the two others, so a
 * failover can happen.
 */
export async function startLocalSentinelGroup(
  password: string,
  sentinelPassword: string,
): Promise<LocalSentinelGroup> {
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const server of started.reverse()) await server.stop();
  };
  try {
    const primary = await startLocalRedis(password);
    started.push(primary);
    const replica = await startLocalRedis(password, 'redis-server', primary);
    started.push(replica);
    const sentinels: LocalServer[] = [];
    for (let i = 0; i < 3; i++) {
      sentinels.push(await startLocalSentinel({ primary, password, sentinelPassword }));
      started.push(sentinels[i]);
    }
    const watcher = createRedis(sentinels[0].url, { enableOfflineQueue: true, maxRetriesPerRequest: 3 });
    started.push({ stop: async () => watcher.disconnect() });
    const deadline = Date.now() + 30_000;
    const linked = async () => {
      const replicas = (await watcher.call('SENTINEL', 'REPLICAS', 'mymaster')) as string[][];
      const peers = (await watcher.call('SENTINEL', 'SENTINELS', 'mymaster')) as string[][];
      return replicas.some((r) => r.join(' ').includes('master-link-status ok')) && peers.length === 2;
    };
    while (!(await linked().catch(() => false))) {
      if (Date.now() > deadline)
        throw new Error('the Sentinels did not see the replica and each other in 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    return {
      primary,
      replica,
      sentinels,
      watcher,
      env: {
        // Through Sentinel, REDIS_URL's host is not used: only its password.
        REDIS_URL: `redis://:${encodeURIComponent(password)}@127.0.0.1:1`,
        REDIS_SENTINELS: sentinels.map((s) => `127.0.0.1:${s.port}`).join(','),
        REDIS_SENTINEL_PASSWORD: sentinelPassword,
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
