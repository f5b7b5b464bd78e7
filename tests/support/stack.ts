/**
 * Starts built services and the gateway as separate processes against a fresh database, with
 * NATS subjects and Redis keys of their own, so a test sees exactly the stack it started.
 *
 * With `replicas: N` (or STACK_REPLICAS=N in the environment) every service runs N processes in
 * its NATS queue group and N gateways stand behind the local load balancer
 * (`scripts/lib/balancer.mjs`); `baseUrl` is then the balancer's address.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { ServiceName } from '@storefront/contracts';
import { freePort } from '../../scripts/lib/free-port.mjs';
import {
  stackLayout,
  startStackProcess,
  StackProcess,
  waitForHealth,
} from '../../scripts/lib/stack-processes.mjs';
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
  /** A folder for each process's output as well, `<name>.log` (appended to across restarts). */
  logDir?: string;
}

type Role = ServiceName | 'gateway';
/**
 * `auth` means every replica of auth; `auth-2` the second one (as npm start names them).
 * `balancer` exists only with replicas.
 */
export type ProcessName = Role | `${Role}-${number}` | 'balancer';

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
  /** Ends the named process(es) at once (SIGKILL), as a crashed machine would, and waits for them to exit. */
  kill(name: ProcessName): Promise<void>;
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

const BALANCER = join(ROOT, 'scripts', 'lib', 'balancer.mjs');
const MIGRATE_STACK = join(ROOT, 'tests', 'support', 'migrate-stack.mjs');

/**
 * The migrations step of `migrate()` (scripts/lib/workspace.mjs) for a stack: the services'
 * database migrations and the bus's stream and durable consumers, the same entries, in one process
 * (tests/support/migrate-stack.mjs) rather than one process after another.
 */
async function migrateStack(env: NodeJS.ProcessEnv, services: readonly ServiceName[]): Promise<void> {
  const migration = startStackProcess({
    name: 'migrations',
    entry: MIGRATE_STACK,
    args: [...services],
    env,
    capture: true,
  });
  // `close`: exited, and all it printed read.
  const code = await new Promise<number | null>((resolve) => migration.child.once('close', resolve));
  if (code === 0) return;
  // What the steps logged at level error or above (pino JSON lines), else the output's end.
  const errors = migration
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { level: number; msg: string; err?: { message?: string } };
        return entry.level >= 50 ? [`${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ''}`] : [];
      } catch {
        return [];
      }
    });
  throw new Error(
    `the migrations step failed (exit ${code}):\n${errors.join('\n') || migration.output().slice(-2000)}`,
  );
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
  // The bus's part as the migrations user: the stack's stream and every durable consumer.
  await migrateStack({ ...process.env, ...env, ...natsEnvOf('migrations') }, options.services);

  /** Each process's own environment on top of the stack's: replicas need ports of their own. */
  const own = new Map<string, Record<string, string>>();
  const layout = stackLayout(roles, replicas);
  const roleOf = new Map<string, Role>(layout.map(({ name, role }) => [name, role]));
  const gateways: string[] = [];
  for (const { name, role } of layout) {
    if (role !== 'gateway') {
      // Every service process has its own health port: `/health` and `/metrics` of that process,
      // which also tells when this very replica is listening on NATS.
      own.set(name, { HEALTH_PORT: String(await freePort()) });
    } else if (replicas > 1) {
      const gatewayPort = await freePort();
      gateways.push(`http://127.0.0.1:${gatewayPort}`);
      own.set(name, { PORT: String(gatewayPort) });
    }
  }
  if (withGateway && replicas === 1) gateways.push(`http://127.0.0.1:${port}`);

  const processes = new Map<string, StackProcess>();
  /** The processes a name stands for, in start order. */
  const resolve = (name: ProcessName): string[] => {
    if (name === 'balancer') return replicas > 1 && withGateway ? ['balancer'] : [];
    if (roleOf.has(name)) return [name];
    const named = layout.filter((p) => p.role === name).map((p) => p.name);
    if (!named.length) throw new Error(`this stack has no process ${name}`);
    return named;
  };
  const logFile = (name: string) => (options.logDir ? join(options.logDir, `${name}.log`) : undefined);
  const spawnOne = (name: string) => {
    if (name === 'balancer') {
      const args = ['--port', String(port), ...gateways.flatMap((url) => ['--target', url])];
      const balancer = { entry: BALANCER, args, env: { ...process.env, ...env } };
      processes.set(name, startStackProcess({ name, ...balancer, capture: true, logFile: logFile(name) }));
      return;
    }
    const role = roleOf.get(name)!;
    const ownEnv = {
      ...process.env,
      ...env,
      // Each process is its own NATS user, as in production (tests/support/local-servers.ts).
      ...natsEnvOf(role),
      ...options.roleEnv?.[role],
      ...own.get(name),
    };
    processes.set(
      name,
      startStackProcess({ name, role, env: ownEnv, capture: true, logFile: logFile(name) }),
    );
  };
  const stopOne = async (name: string) => processes.get(name)?.stop();
  const start = async (name: ProcessName) => {
    for (const one of resolve(name)) spawnOne(one);
  };
  const stop = async (name: ProcessName) => {
    await Promise.all(resolve(name).map(stopOne));
  };
  const kill = async (name: ProcessName) => {
    await Promise.all(resolve(name).map((one) => processes.get(one)?.stop({ signal: 'SIGKILL' })));
  };
  const output = (name: string) => processes.get(name)?.output() ?? '';
  const logs = (name: ProcessName) => resolve(name).map(output).join('');
  const allNames = [...layout.map((p) => p.name), ...(replicas > 1 && withGateway ? ['balancer'] : [])];
  for (const name of allNames) spawnOne(name);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stack: Stack = {
    baseUrl,
    gateways,
    replicas,
    env,
    database,
    stop,
    kill,
    start,
    logs,
    healthUrls: (name) =>
      resolve(name).flatMap((one) => {
        const healthPort = own.get(one)?.HEALTH_PORT;
        return healthPort ? [`http://127.0.0.1:${healthPort}`] : [];
      }),
    shutdown: async () => {
      await Promise.all(allNames.map(stopOne));
      await Promise.all([dropEventStream(env.NATS_SUBJECT_PREFIX), database.drop()]);
    },
  };
  try {
    if (replicas > 1) {
      // Every replica up, not just one per queue group. Many processes boot at once on a small
      // machine, so they share one generous deadline.
      const deadline = Date.now() + 150_000;
      const left = () => Math.max(deadline - Date.now(), 1000);
      for (const { name } of layout) {
        const healthPort = own.get(name)?.HEALTH_PORT;
        if (healthPort)
          await waitForHealth(`http://127.0.0.1:${healthPort}`, { timeoutMs: left(), intervalMs: 250 });
      }
      for (const url of gateways)
        await waitForHealth(url, { services: [], timeoutMs: left(), intervalMs: 250 });
    }
    // Seven Node processes booting at once take a while on a busy 2-core machine.
    if (withGateway)
      await waitForHealth(baseUrl, { services: options.services, timeoutMs: 120_000, intervalMs: 100 });
  } catch (err) {
    const tails = allNames.map((n) => `--- ${n}\n${output(n).slice(-2000)}`).join('\n');
    await stack.shutdown();
    throw new Error(`${String(err)}\n${tails}`, { cause: err });
  }
  return stack;
}
