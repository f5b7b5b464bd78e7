/**
 * Starts built services and the gateway as separate processes against a fresh database, with
 * NATS subjects and Redis keys of their own, so a test sees exactly the stack it started.
 *
 * With `replicas: N` (or STACK_REPLICAS=N in the environment) every service runs N processes in
 * its NATS queue group and N gateways stand behind the local load balancer
 * (`scripts/lib/balancer.mjs`); `baseUrl` is then the balancer's address.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import type { HealthReport, ServiceName } from '@storefront/contracts';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { dropEventStream, sweepStaleTestStreams } from './event-streams';
import { natsEnvOf } from './local-servers';
import { createTestDatabase, TestDatabase } from './test-database';

export const ROOT = join(__dirname, '..', '..');

export interface StackOptions {
  services: readonly ServiceName[];
  gateway?: boolean;
  env?: Record<string, string>;
  /** Processes of each service and gateways behind a balancer; default STACK_REPLICAS, else 1. */
  replicas?: number;
  /** Put in DATABASE_URL; the local server trusts loopback connections, so any password works. */
  databasePassword?: string;
  /** Settings of one kind of process only, over `env` (e.g. the gateway's own NATS_URL). */
  roleEnv?: Partial<Record<Role, Record<string, string>>>;
}

type Role = ServiceName | 'gateway';
/**
 * `auth` means every replica of auth; `auth#2` the second one. `balancer` exists only with
 * replicas.
 */
export type ProcessName = Role | `${Role}#${number}` | 'balancer';

export interface Stack {
  /** Where clients go: the gateway, or the balancer in front of the gateways. */
  baseUrl: string;
  /** Each gateway's own address, in replica order (one entry without replicas). */
  gateways: string[];
  replicas: number;
  env: Record<string, string>;
  database: TestDatabase;
  /** Stops the named process(es) (SIGTERM) and waits for them to exit. */
  stop(name: ProcessName): Promise<void>;
  start(name: ProcessName): Promise<void>;
  /** What the named process(es) printed; replicas one after another. */
  logs(name: ProcessName): string;
  /** Base URLs of the named service process(es)' own HTTP server (`/health`, `/metrics`). */
  healthUrls(name: ProcessName): string[];
  shutdown(): Promise<void>;
}

/** STACK_REPLICAS, or 1. */
export function defaultReplicas(): number {
  const value = Number(process.env.STACK_REPLICAS || 1);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`STACK_REPLICAS must be a positive integer, not ${process.env.STACK_REPLICAS}`);
  return value;
}

function entry(name: Role, file = 'main.js'): string {
  return name === 'gateway'
    ? join(ROOT, 'gateway', 'dist', file)
    : join(ROOT, 'services', name, 'dist', file);
}

const BALANCER = join(ROOT, 'scripts', 'lib', 'balancer.mjs');

async function run(file: string, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${file} exited with ${code}: ${stderr}`);
}

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | false>,
  timeoutMs = 30000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

function withPassword(url: string, password?: string): string {
  if (!password) return url;
  const u = new URL(url);
  u.password = password;
  return u.toString();
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const replicas = options.replicas ?? defaultReplicas();
  await sweepStaleTestStreams();
  const database = await createTestDatabase();
  const port = await freePort();
  const tag = randomBytes(4).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: withPassword(database.url, options.databasePassword),
    NATS_SUBJECT_PREFIX: `t${tag}.`,
    REDIS_KEY_PREFIX: `t${tag}:`,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Several stacks run at once against one Postgres (max_connections 100 by default).
    DATABASE_POOL_SIZE: '4',
    // Browsers and most test clients all connect from 127.0.0.1; a test of the limit sets its own.
    SOCKET_CONNECTS_PER_IP_PER_MINUTE: '10000',
    // The stack's event stream is dropped at shutdown; this bounds one left by a run that died.
    EVENTS_MAX_AGE_HOURS: '1',
    // Tests open many payments for one user within a minute; a test of these limits sets its own.
    PAYMENTS_OPEN_PER_USER_MAX: '1000',
    PAYMENTS_CREATED_PER_USER_PER_MINUTE: '10000',
    PAYMENTS_RECHECKS_PER_USER_PER_MINUTE: '10000',
    ...options.env,
  };
  const withGateway = options.gateway !== false;
  const roles: Role[] = [...options.services, ...(withGateway ? ['gateway' as const] : [])];
  for (const name of options.services) await run(entry(name, 'migrate.js'), env);

  /** Each process's own environment on top of the stack's: replicas need ports of their own. */
  const own = new Map<string, Record<string, string>>();
  const processNames: string[] = [];
  const gateways: string[] = [];
  for (const role of roles) {
    for (let i = 1; i <= replicas; i++) {
      const name = `${role}#${i}`;
      processNames.push(name);
      // Every service process has its own health port: `/health` and `/metrics` of that process.
      if (replicas === 1) own.set(name, role === 'gateway' ? {} : { HEALTH_PORT: String(await freePort()) });
      else if (role === 'gateway') {
        const gatewayPort = await freePort();
        gateways.push(`http://127.0.0.1:${gatewayPort}`);
        own.set(name, { PORT: String(gatewayPort) });
      } else {
        // Its own health port tells when this very replica is listening on NATS.
        own.set(name, { HEALTH_PORT: String(await freePort()) });
      }
    }
  }
  if (withGateway && replicas === 1) gateways.push(`http://127.0.0.1:${port}`);

  const children = new Map<string, ChildProcess>();
  const output = new Map<string, string>();
  /** The processes a name stands for, in start order. */
  const resolve = (name: ProcessName): string[] => {
    if (name === 'balancer') return replicas > 1 && withGateway ? ['balancer'] : [];
    if (name.includes('#')) {
      if (!processNames.includes(name)) throw new Error(`this stack has no process ${name}`);
      return [name];
    }
    return processNames.filter((p) => p.startsWith(`${name}#`));
  };
  const spawnOne = (name: string) => {
    const args =
      name === 'balancer'
        ? [BALANCER, '--port', String(port), ...gateways.flatMap((url) => ['--target', url])]
        : [entry(name.split('#')[0] as Role)];
    const role = name.split('#')[0] as Role;
    const child = spawn(process.execPath, args, {
      env: {
        ...process.env,
        ...env,
        // Each process is its own NATS user, as in production (tests/support/local-servers.ts).
        ...(name === 'balancer' ? {} : natsEnvOf(role)),
        ...options.roleEnv?.[role],
        ...own.get(name),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output.set(name, '');
    const append = (d: Buffer) => output.set(name, (output.get(name) ?? '') + d.toString());
    child.stdout!.on('data', append);
    child.stderr!.on('data', append);
    children.set(name, child);
  };
  const stopOne = async (name: string) => {
    const child = children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await once(child, 'exit');
    clearTimeout(timer);
  };
  const start = async (name: ProcessName) => {
    for (const one of resolve(name)) spawnOne(one);
  };
  const stop = async (name: ProcessName) => {
    await Promise.all(resolve(name).map(stopOne));
  };
  const logs = (name: ProcessName) =>
    resolve(name)
      .map((one) => output.get(one) ?? '')
      .join('');
  for (const name of processNames) spawnOne(name);
  if (replicas > 1 && withGateway) spawnOne('balancer');

  const baseUrl = `http://127.0.0.1:${port}`;
  const stack: Stack = {
    baseUrl,
    gateways,
    replicas,
    env,
    database,
    stop,
    start,
    logs,
    healthUrls: (name) =>
      resolve(name).flatMap((one) => {
        const healthPort = own.get(one)?.HEALTH_PORT;
        return healthPort ? [`http://127.0.0.1:${healthPort}`] : [];
      }),
    shutdown: async () => {
      await Promise.all([...children.keys()].map(stopOne));
      await dropEventStream(env.NATS_SUBJECT_PREFIX);
      await database.drop();
    },
  };
  try {
    if (replicas > 1) {
      // Every replica up, not just one per queue group. Many processes boot at once on a small
      // machine, so they share one generous deadline.
      const deadline = Date.now() + 150_000;
      const left = () => Math.max(deadline - Date.now(), 1000);
      for (const name of processNames) {
        const { HEALTH_PORT: healthPort } = own.get(name)!;
        if (!healthPort) continue;
        await waitFor(
          `${name} to listen`,
          async () => (await fetch(`http://127.0.0.1:${healthPort}/health`)).ok,
          left(),
          250,
        );
      }
      for (const url of gateways)
        await waitFor(
          `the gateway at ${url} to answer`,
          async () => (await fetch(`${url}/health`)).status > 0,
          left(),
          250,
        );
    }
    if (withGateway) {
      // Seven Node processes booting at once take a while on a busy 2-core machine.
      await waitFor(
        'the stack to report its services up',
        async () => {
          const res = await fetch(`${baseUrl}/health`);
          const report = (await res.json()) as HealthReport;
          return options.services.every((s) => report.services[s] === 'up');
        },
        120_000,
      );
    }
  } catch (err) {
    const names = [...children.keys()];
    const tails = names.map((n) => `--- ${n}\n${(output.get(n) ?? '').slice(-2000)}`).join('\n');
    await stack.shutdown();
    throw new Error(`${String(err)}\n${tails}`, { cause: err });
  }
  return stack;
}
