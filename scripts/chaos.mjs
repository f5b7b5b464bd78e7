// `npm run chaos [-- --no-build]`: the chaos run at full size on this one machine with the real
// engines: three nats-server processes clustered on loopback ports, redis-server with one replica
// and three redis-sentinel, and the stack with two of every process (tests/chaos/chaos-run.ts),
// under 300 payments, 3,000 API spends and live notifications to 500 sockets while it loses the
// NATS node leading the event stream, the Redis primary, a gateway and a credits replica in turn.
// Prints each fault's figures and the checks; exits non-zero on any violation.
//
// Settings (environment): CHAOS_PAYMENTS, CHAOS_SPENDS, CHAOS_SOCKETS (the load), CHAOS_REPLICAS
// (processes of each kind, 2), CHAOS_EVENTS_REPLICAS (copies of the event stream, 3; 1 shows what a
// stream of one copy loses with its node). Postgres is the one of DATABASE_URL (a database of the
// run's own), found or started as npm start does.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS, ensureInfrastructure } from './lib/infra.mjs';
import { cleanUp, report, StartError } from './lib/lifecycle.mjs';
import { ensureCommands } from './lib/system-tools.mjs';
import { build, ensureDependencies, ROOT } from './lib/workspace.mjs';

const FULL = { CHAOS_PAYMENTS: '300', CHAOS_SPENDS: '3000', CHAOS_SOCKETS: '500' };
const skipBuild = process.argv.includes('--no-build');
const env = { ...DEFAULTS, ...FULL, TEST_INFRA: 'services', ...process.env, NODE_ENV: 'test' };

let stopInfrastructure = async () => undefined;
try {
  // Debian puts nats-server in /usr/sbin, off a user's PATH (tests/support/local-servers.ts looks there).
  const missing = ensureCommands(['nats-server', 'redis-server', 'redis-sentinel'], 'the chaos run').filter(
    (name) => name !== 'nats-server' || !existsSync('/usr/sbin/nats-server'),
  );
  if (missing.length)
    throw new StartError([
      `The chaos run needs ${missing.join(', ')}: install ${missing.length > 1 ? 'them' : 'it'} (Debian/Ubuntu, as root: apt-get install -y ${missing.join(' ')}; macOS: brew install nats-server redis), or run this as root on Debian, which does.`,
    ]);
  await ensureDependencies();
  stopInfrastructure = await ensureInfrastructure(env, ROOT);
  if (!skipBuild) await build();
} catch (err) {
  report(err);
  await cleanUp();
  process.exit(1);
}

// The figures it prints are this run's own, not added to an earlier run's.
rmSync(join(ROOT, '.run', 'test-results', 'figures', 'chaos.json'), { force: true });
const run = spawnSync(
  process.execPath,
  [
    join(ROOT, 'node_modules/jest/bin/jest.js'),
    '--selectProjects',
    'integration',
    '--runInBand',
    'tests/faults/chaos.int-spec.ts',
  ],
  { cwd: ROOT, stdio: 'inherit', env },
);
await stopInfrastructure();
process.exit(run.status ?? 1);
