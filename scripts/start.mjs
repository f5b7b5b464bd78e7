// `npm start`: installs on first run, reuses or starts Postgres/Redis/NATS, builds, migrates,
// starts the six services and the gateway, waits for /health and prints the URL.
// Ctrl-C stops everything this command started, and nothing else.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULTS, ensureInfrastructure } from './lib/infra.mjs';
import { build, ensureDependencies, migrate, ROOT, SERVICES } from './lib/workspace.mjs';

const env = {
  ...DEFAULTS,
  NODE_ENV: 'development',
  ...process.env,
};
const port = env.PORT ?? '5001';
const url = env.PUBLIC_URL ?? `http://localhost:${port}`;

ensureDependencies();
const stopInfrastructure = await ensureInfrastructure(env, ROOT);
build();
migrate(env);

const logDir = join(ROOT, '.run', 'logs');
mkdirSync(logDir, { recursive: true });
const children = [];

function startProcess(name, entry) {
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(file, { end: false });
    // The console shows warnings and errors; the full JSON log is in .run/logs.
    createInterface({ input: stream }).on('line', (line) => {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        return console.log(`${name.padEnd(13)}| ${line}`);
      }
      if (entry.level >= 40)
        console.log(`${name.padEnd(13)}| ${entry.level >= 50 ? 'ERROR' : 'WARN'} ${entry.msg}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!shuttingDown)
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); see .run/logs/${name}.log`);
  });
  children.push(child);
}

let shuttingDown = false;
async function shutdown() {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping…');
  const exits = children
    .filter((c) => c.exitCode === null && c.signalCode === null)
    .map(
      (c) =>
        new Promise((resolve) => {
          c.once('exit', resolve);
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 10000).unref();
        }),
    );
  await Promise.all(exits);
  await stopInfrastructure();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

for (const name of SERVICES) startProcess(name, join(ROOT, 'services', name, 'dist', 'main.js'));
startProcess('gateway', join(ROOT, 'gateway', 'dist', 'main.js'));

const deadline = Date.now() + 90_000;
let report;
while (Date.now() < deadline && !shuttingDown) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    report = await res.json();
    if (res.ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500));
}
if (report?.status !== 'ok') {
  console.error(
    `The stack did not become healthy: ${report ? `down: ${report.down.join(', ')}` : 'the gateway is not answering'}. Logs: .run/logs/`,
  );
  await shutdown();
}

// The auth service's development defaults (services/auth/src/config.ts) unless overridden.
const admin = env.ADMIN_EMAIL ?? 'admin@storefront.local';
const adminPassword = env.ADMIN_PASSWORD ? '(your ADMIN_PASSWORD)' : 'Storefront-Admin-2024!';
console.log(`
  Storefront is up:   ${url}
  Health:             ${url}/health
  API docs:           ${url}/api/docs
  Admin sign-in:      ${admin} / ${adminPassword}   (then open ${url}/admin)
${env.NODE_ENV !== 'production' && !env.SMTP_URL ? `  Dev mailbox:        ${url}/dev/mailbox   (verification and reset codes land here)\n` : ''}  Logs:               .run/logs/
  Press Ctrl-C to stop.
`);
