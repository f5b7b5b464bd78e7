// Finds Postgres, Redis and NATS at their configured URLs, or starts them: with Docker Compose
// (docker-compose.dev.yml) when a Docker engine answers, otherwise with locally installed server
// binaries. Whatever it starts is registered with ./lifecycle.mjs, so any way out stops it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { onCleanup, StartError } from './lifecycle.mjs';
import { redisServerArgs } from './server-args.mjs';

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/storefront',
  REDIS_URL: 'redis://127.0.0.1:6379',
  NATS_URL: 'nats://127.0.0.1:4222',
};

/**
 * The development services of docker-compose.dev.yml: published on 127.0.0.1 only, on the port
 * named by each variable (the port of the configured URL), with these credentials
 * (tests/deploy/compose-dev.spec.ts holds the file to them).
 */
export const DEV_COMPOSE = {
  file: 'docker-compose.dev.yml',
  databaseUrl: 'postgres://storefront:storefront@127.0.0.1:5432/storefront',
  redisUrl: 'redis://127.0.0.1:6379',
  natsUrl: 'nats://127.0.0.1:4222',
  portVariables: {
    postgres: 'STOREFRONT_DEV_POSTGRES_PORT',
    redis: 'STOREFRONT_DEV_REDIS_PORT',
    nats: 'STOREFRONT_DEV_NATS_PORT',
  },
};

const VARIABLE = { postgres: 'DATABASE_URL', redis: 'REDIS_URL', nats: 'NATS_URL' };

const INSTALL_HINT = {
  postgres: 'PostgreSQL 14+ (Debian/Ubuntu: apt-get install postgresql; macOS: brew install postgresql)',
  redis: 'Redis 6+ (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis)',
  nats: 'NATS server 2.10+ with JetStream (Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server)',
};

function hostPort(url, defaultPort) {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || defaultPort) };
}

/**
 * Each server of NATS_URL (one, or a cluster's apart by commas). Read before the build, so not with
 * the processes' natsServers (libs/platform), which validates the list when they start.
 */
function natsEndpoints(env) {
  return (env.NATS_URL ?? DEFAULTS.NATS_URL)
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => hostPort(url, 4222));
}

/** Where each dependency is expected; NATS at the first server of its list. */
export function endpoints(env) {
  return {
    postgres: hostPort(env.DATABASE_URL ?? DEFAULTS.DATABASE_URL, 5432),
    redis: hostPort(env.REDIS_URL ?? DEFAULTS.REDIS_URL, 6379),
    nats: natsEndpoints(env)[0] ?? hostPort(DEFAULTS.NATS_URL, 4222),
  };
}

/** Whether a dependency answers: for a NATS cluster, any one of its servers. */
async function answers(name, target, env) {
  if (name !== 'nats') return isListening(target);
  for (const server of natsEndpoints(env)) if (await isListening(server)) return true;
  return isListening(target);
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

/** True when nothing accepts connections on `port` and this process could listen on it. */
export async function portIsFree(port) {
  if (await isListening({ host: '127.0.0.1', port })) return false;
  // Every interface, as the gateway (0.0.0.0) and the load balancer (:: and 0.0.0.0) listen.
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Waits for a port to answer; gives up early when `exited()` says the server process is gone. */
async function waitListening(target, seconds = 30, exited = () => false) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await isListening(target, 250)) return true;
    if (exited()) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function dockerComposeAnswers() {
  return (
    has('docker') &&
    spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0 &&
    spawnSync('docker', ['compose', 'version'], { stdio: 'ignore', timeout: 5000 }).status === 0
  );
}

/** The credentials and database of a postgres:// URL, to compare two URLs. */
function credentials(url) {
  const u = new URL(url);
  return `${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}/${u.pathname.slice(1)}`;
}

const withPort = (url, port) => {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
};

/**
 * A server process of this run, in its own process group: Ctrl-C reaches it only through the
 * cleanup, after the services using it stopped. Not unref()ed: its exit is awaited.
 */
function spawnServer(name, cmd, args, root) {
  const logDir = join(root, '.run', 'logs');
  mkdirSync(logDir, { recursive: true });
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  child.once('error', () => undefined);
  const stop = onCleanup(
    () => {
      if (gone() || child.pid === undefined) return;
      child.kill('SIGTERM');
      return new Promise((resolve) => {
        child.once('exit', resolve);
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
    },
    () => !gone() && child.kill('SIGKILL'),
  );
  return { stop, exited: gone };
}

/** The clusters `pg_lsclusters` knows: version, name, port, status, owner. */
function postgresClusters() {
  let out;
  try {
    out = execFileSync('pg_lsclusters', ['--no-header'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    throw new StartError([
      `postgres is not running, and pg_lsclusters failed: ${(err.stderr || err.message).trim()}`,
      'Start Postgres yourself (sudo systemctl start postgresql), or point DATABASE_URL at a running one.',
    ]);
  }
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 5)
    .map(([version, name, port, status, owner]) => ({ version, name, port: Number(port), status, owner }));
}

/** How to start each dependency with local binaries: each start returns its stop and whether it exited. */
const LOCAL = {
  postgres: {
    available: () => has('pg_ctlcluster') && has('pg_lsclusters'),
    start: ({ port }) => {
      const clusters = postgresClusters();
      const cluster = clusters.find((c) => c.port === port);
      if (!cluster) {
        throw new StartError([
          `postgres is not running at 127.0.0.1:${port}, and no local cluster is set up on that port (pg_lsclusters: ${clusters.map((c) => `${c.version}/${c.name} on ${c.port}`).join(', ') || 'none'}).`,
          `Point DATABASE_URL at a running Postgres, e.g. export DATABASE_URL=postgres://postgres@127.0.0.1:${clusters[0]?.port ?? 5432}/storefront`,
        ]);
      }
      const id = `${cluster.version} ${cluster.name}`;
      const me = userInfo().username;
      if (process.getuid?.() !== 0 && me !== cluster.owner) {
        throw new StartError([
          `postgres is installed but not running, and starting it needs root or the ${cluster.owner} user (you are ${me}). Start it once yourself:`,
          `    sudo pg_ctlcluster ${id} start      (or: sudo systemctl start postgresql)`,
          `then run npm start again; it reuses a running Postgres and leaves it running. Or point DATABASE_URL at another Postgres.`,
        ]);
      }
      const ctl = (action) =>
        execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...id.split(' '), action], {
          stdio: ['ignore', 'pipe', 'pipe'],
          encoding: 'utf8',
        });
      try {
        ctl('start');
      } catch (err) {
        throw new StartError([
          `pg_ctlcluster ${id} start failed: ${(err.stderr || err.message).trim()}`,
          `See /var/log/postgresql/postgresql-${cluster.version}-${cluster.name}.log, or point DATABASE_URL at a running Postgres.`,
        ]);
      }
      const stop = onCleanup(() => {
        try {
          ctl('stop');
        } catch {
          // already stopped
        }
      });
      return { stop, exited: () => false };
    },
  },
  redis: {
    available: () => has('redis-server'),
    start: ({ port }, root, { redisPassword } = {}) =>
      spawnServer('redis', 'redis-server', redisServerArgs(port, redisPassword), root),
  },
  nats: {
    available: () => has('nats-server'),
    start: ({ port }, root, { natsConfig } = {}) => {
      const store = join(root, '.run', 'nats');
      mkdirSync(store, { recursive: true });
      if (!natsConfig)
        return spawnServer(
          'nats',
          'nats-server',
          ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store],
          root,
        );
      // The bus users and their permissions (libs/contracts/src/bus-permissions.ts).
      const file = join(root, '.run', 'nats.conf');
      writeFileSync(file, natsConfig({ port, storeDir: store }), { mode: 0o600 });
      return spawnServer('nats', 'nats-server', ['-c', file], root);
    },
  },
};

/**
 * Makes sure every dependency answers and Postgres accepts the configured user. Sets
 * DATABASE_URL in `env` to the development database when it starts one and the user did not set
 * the variable. Returns a function that stops only what this call started; on a failure stops it
 * itself and throws a StartError naming what to do.
 *
 * `auth`, for servers started from local binaries: `natsConfig({ port, storeDir })` is the
 * nats-server configuration to start NATS with (its users and permissions); `redisPassword` the
 * password Redis asks for (REDIS_URL's own when it has one), put in `env.REDIS_URL`.
 */
export async function ensureInfrastructure(env, root, log = console.log, userEnv = process.env, auth = {}) {
  const stops = [];
  try {
    await startMissing(env, root, log, userEnv, stops, auth);
    await checkDatabase(env, userEnv);
  } catch (err) {
    for (const stop of stops.reverse()) await stop();
    throw err;
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

async function startMissing(env, root, log, userEnv, stops, auth) {
  const targets = endpoints(env);
  const missing = [];
  for (const name of Object.keys(targets)) {
    if (!(await answers(name, targets[name], env))) missing.push(name);
  }
  if (!missing.length) return;

  const local = (t) => ['127.0.0.1', 'localhost', '::1'].includes(t.host);
  const remote = missing.filter((n) => !local(targets[n]));
  if (remote.length) {
    throw new StartError(remote.map((n) => `${n} is not answering at ${targets[n].host}:${targets[n].port}`));
  }

  const exited = {};
  if (dockerComposeAnswers()) {
    if (missing.includes('postgres') && userEnv.DATABASE_URL) {
      if (credentials(userEnv.DATABASE_URL) !== credentials(DEV_COMPOSE.databaseUrl)) {
        throw new StartError([
          `DATABASE_URL (${userEnv.DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}) is not answering, and the development Postgres of ${DEV_COMPOSE.file} has other credentials (${DEV_COMPOSE.databaseUrl}).`,
          `Start your Postgres, or unset DATABASE_URL to let npm start run the development one.`,
        ]);
      }
    }
    const compose = ['compose', '-f', DEV_COMPOSE.file];
    const composeEnv = { ...process.env };
    for (const name of missing) composeEnv[DEV_COMPOSE.portVariables[name]] = String(targets[name].port);
    log(`Starting ${missing.join(', ')} with docker compose (${DEV_COMPOSE.file})…`);
    const down = () =>
      spawnSync('docker', [...compose, 'stop', ...missing], { cwd: root, env: composeEnv, stdio: 'ignore' });
    stops.push(onCleanup(down));
    const up = spawnSync('docker', [...compose, 'up', '-d', '--wait', '--wait-timeout', '120', ...missing], {
      cwd: root,
      env: composeEnv,
      stdio: 'inherit',
    });
    if (up.status !== 0) {
      throw new StartError([
        `docker compose -f ${DEV_COMPOSE.file} up ${missing.join(' ')} failed (exit ${up.status ?? up.signal}); its output is above.`,
        `Free the ports it publishes on 127.0.0.1 (${missing.map((n) => targets[n].port).join(', ')}), or point ${missing.map((n) => VARIABLE[n]).join(', ')} at running servers.`,
      ]);
    }
    if (missing.includes('postgres') && !userEnv.DATABASE_URL)
      env.DATABASE_URL = withPort(DEV_COMPOSE.databaseUrl, targets.postgres.port);
  } else {
    const unavailable = missing.filter((n) => !LOCAL[n].available());
    if (unavailable.length) {
      throw new StartError(
        unavailable.map(
          (n) =>
            `${n} is not running at ${targets[n].host}:${targets[n].port} and there is no Docker engine (with docker compose) or local binary to start it. Install ${INSTALL_HINT[n]}, or point ${VARIABLE[n]} at a running one.`,
        ),
      );
    }
    for (const name of missing) {
      log(`Starting ${name} from its local installation…`);
      // Registered in the lifecycle as soon as it is started, so a failure or signal stops it.
      const redisPassword =
        name === 'redis' && auth.redisPassword
          ? decodeURIComponent(new URL(env.REDIS_URL ?? DEFAULTS.REDIS_URL).password) || auth.redisPassword
          : undefined;
      const started = LOCAL[name].start(targets[name], root, { natsConfig: auth.natsConfig, redisPassword });
      stops.push(started.stop);
      exited[name] = started.exited;
      if (redisPassword) {
        const url = new URL(env.REDIS_URL ?? DEFAULTS.REDIS_URL);
        url.password = encodeURIComponent(redisPassword);
        env.REDIS_URL = url.toString();
      }
    }
  }
  for (const name of missing) {
    if (!(await waitListening(targets[name], 30, exited[name]))) {
      throw new StartError([
        `${name} did not start listening on ${targets[name].port} within 30 s${exited[name]?.() ? ' (it exited)' : ''}; see .run/logs/${name}.log.`,
      ]);
    }
  }
}

/** Why Postgres refused the configured user, and the exact way out. */
function refusal(url, err) {
  const u = new URL(url);
  const user = decodeURIComponent(u.username) || userInfo().username;
  const at = `${u.hostname}:${u.port || 5432}`;
  if (/role .* does not exist/.test(err.message)) {
    return [
      `Postgres at ${at} has no user "${user}" (${err.message}). Create it once, then run npm start again:`,
      `    sudo -u postgres createuser --createdb ${user}`,
      `or point DATABASE_URL at an existing user.`,
    ];
  }
  if (u.password) {
    return [
      `Postgres at ${at} refused user "${user}" with the password in DATABASE_URL: ${err.message}`,
      `Correct DATABASE_URL, or give the user that password:`,
      `    sudo -u postgres psql -c "ALTER USER ${user} PASSWORD '<the password in DATABASE_URL>'"`,
    ];
  }
  const password = user === 'postgres' ? 'postgres' : 'choose-one';
  return [
    `Postgres at ${at} refused user "${user}" without a password: ${err.message}`,
    `(Debian/Ubuntu's default pg_hba.conf asks for a password on 127.0.0.1.) Give the user one and name it in DATABASE_URL, then run npm start again:`,
    `    sudo -u postgres psql -c "ALTER USER ${user} PASSWORD '${password}'"`,
    `    export DATABASE_URL=${withPassword(url, password)}`,
  ];
}

const withPassword = (url, password) => {
  const u = new URL(url);
  if (!u.username) u.username = userInfo().username;
  u.password = password;
  return u.toString();
};

/** Connects as DATABASE_URL's user to the server's `postgres` database, as the migrations do. */
async function tryConnect(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS present,
              (SELECT rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user) AS "canCreate"`,
      [decodeURIComponent(target.pathname.slice(1))],
    );
    return { ok: true, ...rows[0] };
  } catch (err) {
    return { ok: false, err };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const isAuthFailure = (err) => /^28/.test(err.code ?? '') || /password|SASL|SCRAM/i.test(err.message);

/**
 * Fails with the exact remedy when Postgres refuses DATABASE_URL's user (a password required on
 * 127.0.0.1, a missing role) or the user may not create the missing database. When the user did
 * not set DATABASE_URL and the default is refused, the development database of
 * docker-compose.dev.yml (started earlier, by hand) is tried too.
 */
async function checkDatabase(env, userEnv) {
  let url = env.DATABASE_URL;
  let result = await tryConnect(url);
  if (!result.ok && !userEnv.DATABASE_URL && isAuthFailure(result.err)) {
    const dev = withPort(DEV_COMPOSE.databaseUrl, endpoints(env).postgres.port);
    const second = await tryConnect(dev);
    if (second.ok) [url, result] = [dev, second];
  }
  if (!result.ok) {
    if (isAuthFailure(result.err)) throw new StartError(refusal(url, result.err));
    throw new StartError([`Postgres at ${url.replace(/:[^:@/]*@/, ':***@')} failed: ${result.err.message}`]);
  }
  if (!result.present && !result.canCreate) {
    const u = new URL(url);
    const user = decodeURIComponent(u.username) || userInfo().username;
    throw new StartError([
      `The database "${u.pathname.slice(1)}" does not exist and user "${user}" may not create it. Create it once:`,
      `    sudo -u postgres createdb -O "${user}" "${decodeURIComponent(u.pathname.slice(1))}"`,
    ]);
  }
  env.DATABASE_URL = url;
}
