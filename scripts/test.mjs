// `npm test`: every suite — lint, unit, frontend, integration (real Postgres/Redis/NATS) and
// end-to-end (whole stack in Chromium). Installs what it needs first. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS, ensureInfrastructure } from './lib/infra.mjs';
import { cleanUp, report } from './lib/lifecycle.mjs';
import { aptInstall, hasCommand } from './lib/system-tools.mjs';
import { build, ensureDependencies, ROOT } from './lib/workspace.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const wants = (phase) => !only.length || only.includes(phase);
const env = { ...DEFAULTS, ...process.env, NODE_ENV: 'test' };
const results = join(ROOT, '.run', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function chromiumPath() {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => existsSync(p));
}

/** The suites' names in messages. */
const SUITE_NAMES = { integration: 'integration', e2e: 'end-to-end' };

/**
 * What the suites run besides Node, by command: its Debian package and the suites that need it.
 * pdftoppm renders the receipt PDF to an image; litecoind is the Litecoin regtest node the BTCPay
 * stand-in reads payments from; redis-server and redis-sentinel run a primary, its replica and
 * their Sentinels for the Redis failover test. Chromium, which CHROMIUM_PATH may name, is apart.
 */
const SYSTEM_TOOLS = [
  { command: 'pdftoppm', pkg: 'poppler-utils', suites: ['e2e'] },
  { command: 'litecoind', pkg: 'litecoind', suites: ['integration', 'e2e'] },
  { command: 'redis-server', pkg: 'redis-server', suites: ['integration'] },
  { command: 'redis-sentinel', pkg: 'redis-sentinel', suites: ['integration'] },
];

/** Installs what the chosen suites need with apt-get when missing (run as root), or says what to install. */
function ensureSystemTools() {
  const e2e = wants('e2e');
  const needed = SYSTEM_TOOLS.filter((tool) => tool.suites.some(wants));
  aptInstall(
    [
      ...(!e2e || chromiumPath() ? [] : ['chromium']),
      ...needed.filter((tool) => !hasCommand(tool.command)).map((tool) => tool.pkg),
    ],
    'the tests',
  );
  if (e2e && !chromiumPath()) {
    console.error(
      'Chromium is required for the end-to-end tests: install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  for (const { command, pkg, suites } of needed) {
    if (hasCommand(command)) continue;
    const names = suites.map((suite) => SUITE_NAMES[suite]).join(' and ');
    console.error(`${command} is required for the ${names} tests: install it (apt-get install ${pkg}).`);
    process.exit(1);
  }
}

const phases = [];
function phase(name, cmd, args, reportFile, parse) {
  if (!wants(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, CHROMIUM_PATH: chromiumPath() ?? '' },
  });
  let counts = { passed: 0, failed: r.status === 0 ? 0 : 1 };
  if (reportFile && existsSync(reportFile))
    counts = parse(JSON.parse(readFileSync(reportFile, 'utf8')), r.status);
  phases.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000), ...counts });
}

const fromJest = (json, status) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0),
});
const jest = (project, extra = []) => {
  const file = join(results, `${project}.json`);
  phase(
    project,
    process.execPath,
    [
      join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      project,
      '--json',
      `--outputFile=${file}`,
      ...extra,
    ],
    file,
    fromJest,
  );
};

/**
 * Postgres, Redis and NATS come from containers the integration and end-to-end runs start
 * themselves (tests/support/global-setup.ts) when TEST_INFRA=containers, or when it is unset and a
 * container runtime answers; otherwise from the services at DATABASE_URL/REDIS_URL/NATS_URL.
 */
async function testInfrastructure() {
  if (env.TEST_INFRA === 'containers' || env.TEST_INFRA === 'services') return env.TEST_INFRA;
  if (env.TEST_INFRA)
    throw new Error(`TEST_INFRA must be "containers" or "services", not "${env.TEST_INFRA}"`);
  const { getContainerRuntimeClient } = await import('testcontainers');
  return getContainerRuntimeClient().then(
    () => 'containers',
    () => 'services',
  );
}

let stopInfrastructure = async () => undefined;
try {
  await ensureDependencies();
  if ((await testInfrastructure()) === 'services') stopInfrastructure = await ensureInfrastructure(env, ROOT);
  else console.log('Postgres, Redis and NATS: containers started by the test run (testcontainers).');
  ensureSystemTools();
  await build();
} catch (err) {
  // What was started (Postgres, Redis, NATS) is stopped; the message says what to do.
  report(err);
  await cleanUp();
  process.exit(1);
}

phase('lint', 'npm', ['run', '--silent', 'lint']);
jest('unit');
if (wants('frontend')) {
  const file = join(results, 'frontend.json');
  phase(
    'frontend',
    'npx',
    ['vitest', 'run', '--root', 'frontend', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    file,
    fromJest,
  );
}
jest('integration', ['--maxWorkers=2']);
jest('e2e', ['--runInBand']);

await stopInfrastructure();

const figuresDir = join(results, 'figures');
if (existsSync(figuresDir)) {
  console.log('\n━━ figures ━━');
  for (const file of readdirSync(figuresDir).sort()) {
    const figures = JSON.parse(readFileSync(join(figuresDir, file), 'utf8'));
    const line = Object.entries(figures)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    console.log(`${file.replace(/\.json$/, '').padEnd(14)} ${line}`);
  }
}

console.log('\n━━ summary ━━');
for (const p of phases)
  console.log(
    `${p.ok ? 'ok  ' : 'FAIL'} ${p.name.padEnd(12)} ${String(p.passed).padStart(4)} passed ${String(p.failed).padStart(3)} failed  ${p.seconds}s`,
  );
const passed = phases.reduce((n, p) => n + p.passed, 0);
const failed = phases.reduce((n, p) => n + p.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(phases.every((p) => p.ok) ? 0 : 1);
