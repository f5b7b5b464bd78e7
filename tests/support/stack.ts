/**
 * Starts built services and the gateway as separate processes against a fresh database, with
 * NATS subjects and Redis keys of their own, so a test sees exactly the stack it started.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { HealthReport, ServiceName } from '@storefront/contracts';
import { createTestDatabase, TestDatabase } from './test-database';

export const ROOT = join(__dirname, '..', '..');

export interface StackOptions {
  services: readonly ServiceName[];
  gateway?: boolean;
  env?: Record<string, string>;
}

export interface Stack {
  baseUrl: string;
  env: Record<string, string>;
  database: TestDatabase;
  /** Stops one process (SIGTERM) and waits for it to exit. */
  stop(name: ServiceName | 'gateway'): Promise<void>;
  start(name: ServiceName | 'gateway'): Promise<void>;
  logs(name: ServiceName | 'gateway'): string;
  shutdown(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

function entry(name: ServiceName | 'gateway', file = 'main.js'): string {
  return name === 'gateway'
    ? join(ROOT, 'gateway', 'dist', file)
    : join(ROOT, 'services', name, 'dist', file);
}

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

export async function startStack(options: StackOptions): Promise<Stack> {
  const database = await createTestDatabase();
  const port = await freePort();
  const tag = randomBytes(4).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: database.url,
    NATS_SUBJECT_PREFIX: `t${tag}.`,
    REDIS_KEY_PREFIX: `t${tag}:`,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  };
  const names: (ServiceName | 'gateway')[] = [
    ...options.services,
    ...(options.gateway === false ? [] : ['gateway' as const]),
  ];
  for (const name of options.services) await run(entry(name, 'migrate.js'), env);

  const children = new Map<string, ChildProcess>();
  const output = new Map<string, string>();
  const start = async (name: ServiceName | 'gateway') => {
    const child = spawn(process.execPath, [entry(name)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output.set(name, '');
    const append = (d: Buffer) => output.set(name, (output.get(name) ?? '') + d.toString());
    child.stdout!.on('data', append);
    child.stderr!.on('data', append);
    children.set(name, child);
  };
  const stop = async (name: ServiceName | 'gateway') => {
    const child = children.get(name);
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await once(child, 'exit');
    clearTimeout(timer);
  };
  for (const name of names) await start(name);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stack: Stack = {
    baseUrl,
    env,
    database,
    stop,
    start,
    logs: (name) => output.get(name) ?? '',
    shutdown: async () => {
      await Promise.all([...children.keys()].map((n) => stop(n as ServiceName)));
      await database.drop();
    },
  };
  if (options.gateway !== false) {
    try {
      await waitFor('the stack to report its services up', async () => {
        const res = await fetch(`${baseUrl}/health`);
        const report = (await res.json()) as HealthReport;
        return options.services.every((s) => report.services[s] === 'up');
      });
    } catch (err) {
      const logs = names.map((n) => `--- ${n}\n${(output.get(n) ?? '').slice(-2000)}`).join('\n');
      await stack.shutdown();
      throw new Error(`${String(err)}\n${logs}`, { cause: err });
    }
  }
  return stack;
}
