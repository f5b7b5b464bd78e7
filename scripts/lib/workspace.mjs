// Install and build steps shared by the start and test commands.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup, StartError } from './lifecycle.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');
export const SERVICES = ['auth', 'payments', 'credits', 'notifications', 'presence', 'admin'];

/**
 * Runs one step to completion. A failure (or a stop signal meanwhile) rejects with a StartError
 * naming the step; the step's process is stopped with everything else on the way out.
 * `capture`: keep stdout instead of showing it; `explain(stdout)` then adds lines to the failure.
 */
export function run(cmd, args, { capture = false, explain, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
      ...options,
    });
    const stop = onCleanup(
      () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        return new Promise((done) => child.once('exit', done));
      },
      () => child.kill('SIGKILL'),
    );
    let out = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    child.once('error', (err) => {
      stop();
      reject(new StartError([`${cmd} ${args.join(' ')} could not run: ${err.message}`]));
    });
    child.once('exit', (code, signal) => {
      stop();
      if (code === 0) return resolve(out);
      reject(
        new StartError([
          `${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`}).`,
          ...(explain?.(out) ?? []),
        ]),
      );
    });
  });
}

/** Installs dependencies on first run, or when the lock file changed since the last install. */
export async function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies…');
  // Exactly what package-lock.json records, as the image and CI install it; the lock file is never
  // rewritten here (tests/deploy/lockfile.spec.ts keeps it complete for every platform).
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}

export async function build() {
  console.log('Building…');
  await run('npm', ['run', '--silent', 'build']);
}

/** The errors a migration logged (pino JSON on stdout), as `msg: error message` lines. */
function migrationErrors(out) {
  return out.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line);
      return entry.level >= 50 ? [`${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ''}`] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The migrations step: each service's database migrations, then the bus's, which creates or
 * updates the stack's JetStream stream and every durable consumer (the processes may only bind to
 * them). `env` names the NATS user allowed to (NATS_USER `migrations`, its default there, and its
 * NATS_PASSWORD) along with NATS_SUBJECT_PREFIX and the EVENTS_* settings of the stack.
 */
export async function migrate(env, services = SERVICES) {
  const steps = [
    ...services.map((name) => join(ROOT, 'services', name, 'dist', 'migrate.js')),
    join(ROOT, 'libs', 'platform', 'dist', 'migrate-event-stream.js'),
  ];
  for (const step of steps) {
    await run(process.execPath, [step], { env, capture: true, explain: migrationErrors });
  }
}
