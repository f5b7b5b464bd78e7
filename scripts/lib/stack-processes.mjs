// The processes of a stack: the six services and the gateway, each `node <package>/dist/main.js`
// with its own environment, N of each with replicas. npm start (scripts/start.mjs), the benchmark
// (bench/lib/stack.mjs) and the tests' stacks (tests/support/stack.ts) name, spawn, watch, stop
// and wait for them here; each keeps its own settings (what the environment says, where the output
// goes). Node built-ins only, as npm start imports it before anything is installed; TypeScript
// tests import it with its types (stack-processes.d.mts).
import { spawn } from 'node:child_process';
import { closeSync, createWriteStream, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './workspace.mjs';

/** The built entry of a service or the gateway: `main.js` (the process) or `migrate.js`. */
export function entryOf(role, file = 'main.js') {
  return role === 'gateway'
    ? join(ROOT, 'gateway', 'dist', file)
    : join(ROOT, 'services', role, 'dist', file);
}

/**
 * The processes of `roles` (services, `gateway`), in start order: each role once, named after it,
 * or `replicas` times, named `<role>-1` … `<role>-N`.
 */
export function stackLayout(roles, replicas = 1) {
  return roles.flatMap((role) =>
    replicas === 1
      ? [{ name: role, role }]
      : Array.from({ length: replicas }, (_, i) => ({ name: `${role}-${i + 1}`, role })),
  );
}

/**
 * Starts one process of the stack: `node [nodeArgs] <role>/dist/main.js` (or `entry` and `args`,
 * e.g. the load balancer) in the repository, with exactly `env`. Its output goes to `logFile` (appended; straight from the process when nothing
 * else reads it), is kept in memory with `capture` (`output()`), and is handed line by line to
 * `onLine`. `onExit(code, signal)` hears when it ends, however it ends.
 */
export function startStackProcess({
  name,
  role = name,
  entry = entryOf(role),
  args = [],
  env,
  nodeArgs = [],
  logFile,
  capture = false,
  onLine,
  onExit,
}) {
  const watched = capture || Boolean(onLine);
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  const fd = logFile && !watched ? openSync(logFile, 'a') : undefined;
  const out = fd ?? (watched ? 'pipe' : 'ignore');
  const child = spawn(process.execPath, [...nodeArgs, entry, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  if (fd !== undefined) closeSync(fd);
  let output = '';
  if (watched) {
    const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
    for (const stream of [child.stdout, child.stderr]) {
      if (file) stream.pipe(file, { end: false });
      if (capture) stream.on('data', (chunk) => (output += chunk));
      if (onLine) createInterface({ input: stream }).on('line', onLine);
    }
  }
  child.once('error', () => undefined);
  if (onExit) child.once('exit', onExit);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    role,
    child,
    pid: child.pid,
    output: () => output,
    exited,
    /** SIGTERM (or `signal`), then SIGKILL after `timeoutMs`; resolves once it exited. */
    stop: ({ signal = 'SIGTERM', timeoutMs = 10_000 } = {}) =>
      exited()
        ? Promise.resolve()
        : new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
            timer.unref();
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill(signal);
          }),
    /** At once and synchronously, for a process that is exiting itself. */
    kill: () => {
      if (!exited()) child.kill('SIGKILL');
    },
  };
}

/** Stops them all at once (see `stop` of startStackProcess). */
export function stopAll(processes, options) {
  return Promise.all(processes.map((p) => p.stop(options)));
}

/** Thrown by waitForHealth when time is up; `health` is the last report, if one came. */
export class HealthTimeout extends Error {
  constructor(message, health) {
    super(message);
    this.health = health;
  }
}

/**
 * Waits until `url`/health answers as wanted: every service of `services` `up` in the report when
 * given (an empty list: any answer), else a 200, or whatever `ready(report, response)` says.
 * `check()` runs before every try and may throw to give up (a process of the stack died, a stop
 * was asked for). Resolves to the report.
 */
/** How long one /health request may take before it counts as not answering. */
const ATTEMPT_TIMEOUT_MS = 5000;

export async function waitForHealth(
  url,
  {
    services,
    ready = (report, res) => (services ? services.every((s) => report.services?.[s] === 'up') : res.ok),
    timeoutMs = 120_000,
    intervalMs = 500,
    check = () => undefined,
    onWait = () => undefined,
  } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let last;
  let lastError;
  for (;;) {
    check();
    // A referenced timer: a connection that is reset or never answered (a port forwarder while
    // the server behind it starts) must not leave the process with nothing to wait for.
    const attempt = new AbortController();
    const timer = setTimeout(
      () => attempt.abort(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)),
      ATTEMPT_TIMEOUT_MS,
    );
    try {
      const res = await fetch(`${url}/health`, { signal: attempt.signal });
      last = await res.json();
      if (ready(last, res)) return last;
      onWait(`answered ${res.status}: ${JSON.stringify(last)}`);
    } catch (err) {
      // not listening yet
      lastError = err;
      onWait(`not answering (${err.cause?.code ?? err.message})`);
    } finally {
      clearTimeout(timer);
    }
    if (Date.now() > deadline) {
      const why = last
        ? `last report: ${JSON.stringify(last)}`
        : `not answering${lastError ? ` (${lastError.message})` : ''}`;
      throw new HealthTimeout(
        `${url}/health was not ready within ${Math.round(timeoutMs / 1000)} s; ${why}`,
        last,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
