// `npm start`: installs on first run, reuses or starts Postgres/Redis/NATS, builds, migrates,
// starts the six services and the gateway, waits for /health and prints the URL.
// `npm start -- --replicas N`: N processes of every service and N gateways behind a local load
// balancer on PORT (the gateways on the next N ports).
// Ctrl-C stops everything this command started, and nothing else; so does any failure, which
// exits non-zero with a message saying what to do.
// On a fresh clone there is no node_modules yet: everything imported here is Node's own or this
// repository's plain scripts; what needs an installed package is imported after the install.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULTS, ensureInfrastructure, portIsFree } from './lib/infra.mjs';
import { cleanUp, hasCleanups, onCleanup, report, StartError } from './lib/lifecycle.mjs';
import {
  HealthTimeout,
  stackLayout,
  startStackProcess,
  stopAll,
  waitForHealth,
} from './lib/stack-processes.mjs';
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

// Registered before anything starts: from here on, every way out stops what this run started.
let up = false;
let stopping;
function stop(code, err) {
  stopping ??= (async () => {
    if (err) report(err);
    if (hasCleanups()) console.log(up || !err ? '\nStopping…' : '\nStopping what this run started…');
    await cleanUp();
    process.exit(code);
  })();
  return stopping;
}
for (const [signal, number] of Object.entries({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 })) {
  process.on(signal, () => {
    // A second Ctrl-C while stopping: the exit hook kills what is left at once.
    if (stopping) process.exit(128 + number);
    // Stopping a running stack is the normal way out; interrupting the start is not a success.
    stop(up ? 0 : 128 + number);
  });
}
process.on('uncaughtException', (err) => stop(1, err));
process.on('unhandledRejection', (err) => stop(1, err));

const logDir = join(ROOT, '.run', 'logs');
const children = [];

/**
 * Credentials for the NATS and Redis this command starts itself (a NATS or Redis already running
 * is used as it is): every process is its own NATS user with the permissions of
 * libs/contracts/src/bus-permissions.ts, its password derived from this run's secret; Redis asks
 * for a password of this run. A NATS without authorization ignores the credentials sent.
 */
const natsSecret = randomBytes(16).toString('hex');
let derivedNatsPassword;
async function serverAuth() {
  const platform = await import(
    pathToFileURL(join(ROOT, 'libs/platform/dist/messaging/nats-server-config.js'))
  );
  derivedNatsPassword = platform.derivedNatsPassword;
  return {
    natsConfig: ({ port, storeDir }) =>
      platform.localNatsServerConfig({ port, storeDir, secret: natsSecret }),
    redisPassword: randomBytes(16).toString('hex'),
  };
}

/** NATS_USER and NATS_PASSWORD of a process: its own user (`auth`…, `gateway`, `migrations`). */
const natsUser = (user) => ({ NATS_USER: user, NATS_PASSWORD: derivedNatsPassword(natsSecret, user) });

function startProcess(name, role, extraEnv = {}) {
  let lastLines = [];
  const child = startStackProcess({
    name,
    role,
    env: { ...env, ...natsUser(role), ...extraEnv },
    logFile: join(logDir, `${name}.log`),
    // The console shows warnings and errors; the full JSON log is in .run/logs.
    onLine: (line) => {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        lastLines = [...lastLines, line].slice(-5);
        return console.log(`${name.padEnd(16)}| ${line}`);
      }
      lastLines = [...lastLines, `${entry.msg}${entry.err ? `: ${entry.err.message}` : ''}`].slice(-5);
      if (entry.level >= 40)
        console.log(`${name.padEnd(16)}| ${entry.level >= 50 ? 'ERROR' : 'WARN'} ${entry.msg}`);
    },
    onExit: (code, signal) => {
      if (!stopping)
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); see .run/logs/${name}.log`);
    },
  });
  children.push(Object.assign(child, { lastLines: () => lastLines }));
}

/** Every port this run listens on must be free: an earlier `npm start` would answer in our place. */
async function assertPortsFree() {
  const ports = replicas > 1 ? [Number(port), ...gatewayPorts] : [Number(port)];
  for (const p of ports) {
    if (await portIsFree(p)) continue;
    const role =
      p === Number(port)
        ? `PORT (${replicas > 1 ? 'the load balancer' : 'the gateway'})`
        : 'a gateway port (PORT + 1 …)';
    throw new StartError([
      `Port ${p}, ${role}, is already in use, perhaps by an earlier npm start still running.`,
      `Stop that process (find it with: ss -ltnp 'sport = :${p}'  or  lsof -i :${p}), or use another port, e.g.:`,
      `    PORT=${Number(port) + 10} npm start`,
    ]);
  }
}

async function waitHealthy() {
  const deadline = Date.now() + 90_000;
  const check = () => {
    const dead = children.find((c) => c.exited());
    if (dead) {
      const { exitCode, signalCode } = dead.child;
      throw new StartError([
        `${dead.name} exited (${signalCode ?? `exit ${exitCode}`}) before the stack became healthy. Its last lines (all in .run/logs/${dead.name}.log):`,
        ...dead.lastLines().map((line) => `    ${line}`),
      ]);
    }
    // A stop was asked for meanwhile: it reports nothing of its own.
    if (stopping) throw new StartError([]);
  };
  for (const gatewayPort of gatewayPorts) {
    await waitForHealth(`http://127.0.0.1:${gatewayPort}`, {
      timeoutMs: Math.max(deadline - Date.now(), 0),
      check,
    }).catch((err) => {
      if (!(err instanceof HealthTimeout)) throw err;
      throw new StartError([
        `The stack did not become healthy within 90 s: ${err.health ? `down: ${err.health.down.join(', ')}` : `the gateway on port ${gatewayPort} is not answering`}. Logs: .run/logs/`,
      ]);
    });
  }
}

/** What the auth service does about the first administrator (services/auth/src/config.ts). */
function adminSignIn() {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  const where = `then open ${url}/admin`;
  if (email && password)
    return `${email} / (your ADMIN_PASSWORD)   (created if no administrator exists; ${where})`;
  if (email || password)
    return `none created: only ${email ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'} is set; set both, or neither for the development default`;
  if (env.NODE_ENV === 'production')
    return 'none created in production without ADMIN_EMAIL and ADMIN_PASSWORD (see the README, "First administrator")';
  return `admin@storefront.local / Storefront-Admin-2024!   (created if no administrator exists; ${where})`;
}

async function main() {
  // Before minutes of installing and building, and again just before the gateway starts.
  await assertPortsFree();
  await ensureDependencies();
  // Built first: the NATS configuration is generated from the built contracts.
  await build();
  await ensureInfrastructure(env, ROOT, console.log, process.env, await serverAuth());
  // As the NATS user allowed to create the event stream and the durable consumers.
  await migrate({ ...env, ...natsUser('migrations') });
  await assertPortsFree();
  if (stopping) return;

  mkdirSync(logDir, { recursive: true });
  // The services, gateways and balancer stop together, before the infrastructure under them.
  onCleanup(
    () => stopAll(children),
    () => children.forEach((c) => c.kill()),
  );
  // Replicas of a service share its NATS queue group (each request goes to one of them), its
  // BullMQ queues (each job to one worker) and its schema; the gateways share socket rooms
  // through the Redis adapter.
  let gateways = 0;
  for (const { name, role } of stackLayout([...SERVICES, 'gateway'], replicas))
    startProcess(name, role, role === 'gateway' ? { PORT: String(gatewayPorts[gateways++]) } : {});
  if (replicas > 1) {
    const { startBalancer } = await import('./lib/balancer.mjs');
    const balancerLog = createWriteStream(join(logDir, 'balancer.log'), { flags: 'a' });
    const balancer = await startBalancer({
      port: Number(port),
      // Every interface, as a lone gateway listens.
      host: undefined,
      targets: gatewayPorts.map((p) => `http://127.0.0.1:${p}`),
      log: (line) => balancerLog.write(`${JSON.stringify({ time: new Date().toISOString(), msg: line })}\n`),
    }).catch((err) => {
      throw new StartError([`The load balancer could not listen on port ${port}: ${err.message}`]);
    });
    onCleanup(() => balancer.close());
  }

  // Every gateway must be up and see every service, not just the first to answer.
  await waitHealthy();
  if (stopping) return;
  up = true;
  console.log(`
  Storefront is up:   ${url}${replicas > 1 ? `   (load balancer → ${replicas} gateways on ports ${gatewayPorts.join(', ')}; ${replicas} processes of each service)` : ''}
  Health:             ${url}/health
  API docs:           ${url}/api/docs
  Admin sign-in:      ${adminSignIn()}
${env.NODE_ENV !== 'production' && !env.SMTP_URL ? `  Dev mailbox:        ${url}/dev/mailbox   (verification and reset codes land here)\n` : ''}  Logs:               .run/logs/
  Press Ctrl-C to stop.
`);
}

try {
  await main();
} catch (err) {
  // A step killed by Ctrl-C fails too: let the signal's own stop win the race.
  await new Promise((r) => setTimeout(r, 100));
  await stop(1, err);
}
