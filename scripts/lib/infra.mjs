// Finds Postgres, Redis and NATS at their configured URLs, or starts them: with Docker Compose
// when a Docker engine answers, otherwise with locally installed server binaries.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/storefront',
  REDIS_URL: 'redis://127.0.0.1:6379',
  NATS_URL: 'nats://127.0.0.1:4222',
};

const INSTALL_HINT = {
  postgres: 'PostgreSQL 14+ (Debian/Ubuntu: apt-get install postgresql; macOS: brew install postgresql)',
  redis: 'Redis 6+ (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis)',
  nats: 'NATS server 2.10+ with JetStream (Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server)',
};

function hostPort(url, defaultPort) {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || defaultPort) };
}

export function endpoints(env) {
  return {
    postgres: hostPort(env.DATABASE_URL ?? DEFAULTS.DATABASE_URL, 5432),
    redis: hostPort(env.REDIS_URL ?? DEFAULTS.REDIS_URL, 6379),
    nats: hostPort(env.NATS_URL ?? DEFAULTS.NATS_URL, 4222),
  };
}

export function isListening({ host, port }, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitListening(target, seconds = 30) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await isListening(target, 250)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function dockerEngineAnswers() {
  return has('docker') && spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;
}

/** How to start each dependency with local binaries, and how to stop what was started. */
const LOCAL = {
  postgres: {
    available: () => has('pg_ctlcluster') && existsSync('/etc/postgresql'),
    start: () => {
      const version = readdirSync('/etc/postgresql')[0];
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
      return () =>
        spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'stop'], {
          stdio: 'ignore',
        });
    },
  },
  redis: {
    available: () => has('redis-server'),
    start: ({ port }) => {
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
          detached: true,
        },
      );
      child.unref();
      return () => child.kill('SIGTERM');
    },
  },
  nats: {
    available: () => has('nats-server'),
    start: ({ port }, root) => {
      const store = join(root, '.run', 'nats');
      mkdirSync(store, { recursive: true });
      const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], {
        stdio: 'ignore',
        detached: true,
      });
      child.unref();
      return () => child.kill('SIGTERM');
    },
  },
};

/**
 * Makes sure every dependency answers. Returns a function that stops only what this call
 * started. Exits with a message naming exactly what is missing when it cannot.
 */
export async function ensureInfrastructure(env, root, log = console.log) {
  const targets = endpoints(env);
  const stops = [];
  const missing = [];
  for (const name of Object.keys(targets)) {
    if (await isListening(targets[name])) continue;
    missing.push(name);
  }
  if (!missing.length) return async () => {};

  const local = (t) => ['127.0.0.1', 'localhost', '::1'].includes(t.host);
  const remote = missing.filter((n) => !local(targets[n]));
  if (remote.length) {
    fail(remote.map((n) => `${n} is not answering at ${targets[n].host}:${targets[n].port}`));
  }

  if (dockerEngineAnswers()) {
    log(`Starting ${missing.join(', ')} with docker compose…`);
    execFileSync('docker', ['compose', 'up', '-d', '--wait', ...missing], { cwd: root, stdio: 'inherit' });
    stops.push(() => spawnSync('docker', ['compose', 'stop', ...missing], { cwd: root, stdio: 'ignore' }));
  } else {
    const unavailable = missing.filter((n) => !LOCAL[n].available());
    if (unavailable.length) {
      fail(
        unavailable.map(
          (n) =>
            `${n} is not running at ${targets[n].host}:${targets[n].port} and there is no Docker engine or local binary to start it. Install ${INSTALL_HINT[n]}, or point ${n === 'postgres' ? 'DATABASE_URL' : n === 'redis' ? 'REDIS_URL' : 'NATS_URL'} at a running one.`,
        ),
      );
    }
    for (const name of missing) {
      log(`Starting ${name} from its local installation…`);
      stops.push(LOCAL[name].start(targets[name], root));
    }
  }
  for (const name of missing) {
    if (!(await waitListening(targets[name])))
      fail([`${name} did not start listening on ${targets[name].port} within 30 s`]);
  }
  return async () => {
    for (const stop of stops.reverse()) stop();
  };
}

function fail(lines) {
  console.error('\nCannot bring the stack up:');
  for (const line of lines) console.error(`  - ${line}`);
  process.exit(1);
}
