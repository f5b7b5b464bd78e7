// `npm start`: installs on first run, reuses or starts Postgres/Redis/NATS, builds, migrates,
// starts the six services and the gateway, waits for /health and prints the URL.
// `npm start -- --replicas N`: N processes of every service and N gateways behind a local load
// balancer on PORT (the gateways on the next N ports).
// Ctrl-C stops everything this command started, and nothing else.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startBalancer } from './lib/balancer.mjs';
import { DEFAULTS, ensureInfrastructure } from './lib/infra.mjs';
import { build, ensureDependencies, migrate, ROOT, SERVICES } from './lib/workspace.mjs';

const env = {
  ...DEFAULTS,
  NODE_ENV: 'development',
  ...process.env,
};
const port = env.PORT ?? '5001';
const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
const replicas = replicasArgument(process.argv.slice(2));
// Every gateway names the balancer's address as the site's (CORS, socket origin, mail links).
env.PUBLIC_URL = url;
const gatewayPorts =
  replicas > 1 ? Array.from({ length: replicas }, (_, i) => Number(port) + 1 + i) : [Number(port)];
// One health port cannot serve two processes.
if (replicas > 1) delete env.HEALTH_PORT;

function replicasArgument(args) {
  const at = args.findIndex((a) => a === '--replicas' || a.startsWith('--replicas='));
  if (at === -1) return 1;
  const value = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 8) {
    console.error(`--replicas takes a whole number from 1 to 8, not "${value ?? ''}"`);
    process.exit(1);
  }
  return n;
}

ensureDependencies();
const stopInfrastructure = await ensureInfrastructure(env, ROOT);
build();
migrate(env);

const logDir = join(ROOT, '.run', 'logs');
mkdirSync(logDir, { recursive: true });
const children = [];

function startProcess(name, entry, extraEnv = {}) {
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(file, { end: false });
    // The console shows warnings and errors; the full JSON log is in .run/logs.
    createInterface({ input: stream }).on('line', (line) => {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        return console.log(`${name.padEnd(16)}| ${line}`);
      }
      if (entry.level >= 40)
        console.log(`${name.padEnd(16)}| ${entry.level >= 50 ? 'ERROR' : 'WARN'} ${entry.msg}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!shuttingDown)
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); see .run/logs/${name}.log`);
  });
  children.push(child);
}

let shuttingDown = false;
let balancer;
async function shutdown() {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping…');
  await balancer?.close();
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

if (replicas === 1) {
  for (const name of SERVICES) startProcess(name, join(ROOT, 'services', name, 'dist', 'main.js'));
  startProcess('gateway', join(ROOT, 'gateway', 'dist', 'main.js'));
} else {
  // Replicas of a service share its NATS queue group (each request goes to one of them), its
  // BullMQ queues (each job to one worker) and its schema; the gateways share socket rooms
  // through the Redis adapter.
  for (const name of SERVICES)
    for (let i = 1; i <= replicas; i++)
      startProcess(`${name}-${i}`, join(ROOT, 'services', name, 'dist', 'main.js'));
  gatewayPorts.forEach((gatewayPort, i) =>
    startProcess(`gateway-${i + 1}`, join(ROOT, 'gateway', 'dist', 'main.js'), { PORT: String(gatewayPort) }),
  );
  const balancerLog = createWriteStream(join(logDir, 'balancer.log'), { flags: 'a' });
  balancer = await startBalancer({
    port: Number(port),
    // Every interface, as a lone gateway listens.
    host: undefined,
    targets: gatewayPorts.map((p) => `http://127.0.0.1:${p}`),
    log: (line) => balancerLog.write(`${JSON.stringify({ time: new Date().toISOString(), msg: line })}\n`),
  }).catch(async (err) => {
    console.error(`The load balancer could not listen on port ${port}: ${err.message}`);
    await shutdown();
  });
}

// Every gateway must be up and see every service, not just the first to answer.
const deadline = Date.now() + 90_000;
let report;
for (const gatewayPort of gatewayPorts) {
  report = undefined;
  while (Date.now() < deadline && !shuttingDown) {
    try {
      const res = await fetch(`http://127.0.0.1:${gatewayPort}/health`);
      report = await res.json();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (report?.status !== 'ok') break;
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
  Storefront is up:   ${url}${replicas > 1 ? `   (load balancer → ${replicas} gateways on ports ${gatewayPorts.join(', ')}; ${replicas} processes of each service)` : ''}
  Health:             ${url}/health
  API docs:           ${url}/api/docs
  Admin sign-in:      ${admin} / ${adminPassword}   (then open ${url}/admin)
${env.NODE_ENV !== 'production' && !env.SMTP_URL ? `  Dev mailbox:        ${url}/dev/mailbox   (verification and reset codes land here)\n` : ''}  Logs:               .run/logs/
  Press Ctrl-C to stop.
`);
