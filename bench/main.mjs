// The benchmark run behind `npm run bench` (bench/run.mjs installs first, then imports this):
// builds, starts the whole stack in production mode on a fresh database, measures a raw Node
// baseline and the scenarios (all, or the numbers given; `lighthouse` for the page scores alone),
// prints one table and writes bench/results/<date>.json and latest.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { DEFAULTS, ensureInfrastructure } from '../scripts/lib/infra.mjs';
import { build, ROOT } from '../scripts/lib/workspace.mjs';
import { load, measured, startBaselineServer, topOf } from './lib/load.mjs';
import { BENCH_OVERRIDES, startStack } from './lib/stack.mjs';
import { lighthouseRows } from './scenarios/lighthouse.mjs';
import s1 from './scenarios/1-crypto-prices.mjs';
import s2 from './scenarios/2-notifications.mjs';
import s3 from './scenarios/3-sign-in.mjs';
import s4 from './scenarios/4-payment-webhooks.mjs';
import s5 from './scenarios/5-visitors.mjs';
import s6 from './scenarios/6-broadcast.mjs';
import s7 from './scenarios/7-admin-transactions.mjs';
import s8 from './scenarios/8-api-spends.mjs';
import s9 from './scenarios/9-hot-spender.mjs';
import s10 from './scenarios/10-live-payment-push.mjs';
import s11 from './scenarios/11-lightning-settlements.mjs';

const SCENARIOS = [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const log = (line) => console.log(line);

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const picked = args.filter((a) => /^\d+$/.test(a)).map(Number);
const unknown = args.filter((a) => !/^\d+$/.test(a) && a !== '--no-build' && a !== 'lighthouse');
if (unknown.length || picked.some((n) => !SCENARIOS.some((s) => s.id === n))) {
  console.error(`usage: npm run bench [-- [--no-build] [1-${SCENARIOS.length} …] [lighthouse]]`);
  process.exit(2);
}
const all = picked.length === 0 && !args.includes('lighthouse');
const selected = SCENARIOS.filter((s) => all || picked.includes(s.id));
const withLighthouse = all || args.includes('lighthouse');
const needsBaseline = selected.some((s) => [1, 2, 3, 4, 7, 8].includes(s.id));

const fdLimit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()) || null;
if (selected.some((s) => s.id === 5) && fdLimit !== null && fdLimit < 12_000) {
  console.warn(
    `Warning: the open-file limit is ${fdLimit}; 5,000 visitors need about 5,000 descriptors in the gateway and as many here. Raise it with \`ulimit -n 20000\`.`,
  );
}

// The same defaults as `npm start`; the stack and scenarios read them from process.env.
const env = { ...DEFAULTS, ...process.env };
const stopInfrastructure = await ensureInfrastructure(env, ROOT);
Object.assign(process.env, env);
if (!skipBuild) await build();

const startedAt = new Date();
log('\nStarting the stack (NODE_ENV=production, fresh database)…');
const stack = await startStack({ log });
let interrupted = false;
process.on('SIGINT', async () => {
  if (interrupted) return;
  interrupted = true;
  console.log('\nStopping…');
  await stack.shutdown();
  await stopInfrastructure();
  process.exit(130);
});

const results = [];
let baseline;
let lighthouse;
try {
  if (needsBaseline) {
    log(`Baseline: raw Node http, fixed JSON body, 100 connections, ${SECONDS} s…`);
    const server = await startBaselineServer();
    try {
      const pids = { baseline: server.pid };
      baseline = await measured(pids, () => load({ url: server.url, connections: 100, duration: SECONDS }));
    } finally {
      await server.stop();
    }
    log(`  ${baseline.rps} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
  }
  for (const scenario of selected) {
    log(`Scenario ${scenario.id}: ${scenario.name}…`);
    try {
      const result = await scenario.run({ stack, baseline, seconds: SECONDS, log });
      if (scenario.judge) result.met = scenario.judge(result);
      results.push({
        id: scenario.id,
        name: scenario.name,
        target: scenario.target,
        notes: scenario.notes,
        ...result,
      });
      log(`  ${result.met ? 'met' : 'MISSED'}: ${oneLine(result)}`);
    } catch (err) {
      results.push({
        id: scenario.id,
        name: scenario.name,
        target: scenario.target,
        failed: String(err?.stack ?? err),
        met: false,
      });
      log(`  FAILED: ${err?.stack ?? err}`);
    }
  }
} finally {
  if (withLighthouse) lighthouse = await runLighthouse();
  await stack.shutdown();
  await stopInfrastructure();
}

async function runLighthouse() {
  log('Lighthouse: / and /pricing…');
  try {
    const found = await lighthouseRows(stack.baseUrl);
    if (found.skipped) log(`  skipped: ${found.skipped}`);
    return found;
  } catch (err) {
    log(`  FAILED: ${err?.stack ?? err}`);
    return { failed: String(err), rows: [] };
  }
}

function oneLine(r) {
  const rps = r.rps === null || r.rps === undefined ? '' : `${r.rps} ${r.rpsLabel ?? 'req/s'}, `;
  return `${rps}${r.p50 != null ? `p50 ${r.p50} ms, ` : ''}${r.tail.label} ${fmtMs(r.tail.ms)}, errors ${r.errors + r.non2xx}`;
}

function fmtMs(ms) {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms} ms`;
}

// ---- the table
const header = [
  '#',
  'scenario',
  'req/s',
  '× baseline',
  'p50',
  'p99/p95',
  'errors',
  'peak CPU',
  'peak RSS',
  'target',
  'met',
];
const rows = [];
if (baseline) {
  rows.push([
    '0',
    'baseline: raw Node http, fixed JSON, 100 conn.',
    String(baseline.rps),
    '1',
    fmtMs(baseline.p50),
    `p99 ${fmtMs(baseline.p99)}`,
    String(baseline.errors + baseline.non2xx),
    peak(baseline, 'cpu'),
    peak(baseline, 'rssMB'),
    '',
    '',
  ]);
}
for (const r of results) {
  if (r.failed) {
    rows.push([String(r.id), r.name, '—', '—', '—', '—', 'failed', '—', '—', r.target, 'no']);
    continue;
  }
  const ratio =
    baseline && typeof r.rps === 'number' && !r.rpsLabel
      ? `${((r.rps / baseline.rps) * 100).toFixed(1)}%`
      : '—';
  rows.push([
    String(r.id),
    r.name,
    typeof r.rps === 'number' ? `${r.rps}${r.rpsLabel ? ` ${r.rpsLabel}` : ''}` : '—',
    ratio,
    fmtMs(r.p50),
    `${r.tail.label} ${fmtMs(r.tail.ms)}`,
    String(r.errors + r.non2xx),
    peak(r, 'cpu'),
    peak(r, 'rssMB'),
    r.target,
    r.met ? 'yes' : 'no',
  ]);
}
for (const row of lighthouse?.rows ?? []) {
  rows.push([
    'LH',
    `Lighthouse ${row.path} (performance / accessibility)`,
    `${row.performance ?? '—'} / ${row.accessibility ?? '—'}`,
    '',
    '',
    '',
    '',
    '',
    '',
    'scores',
    '',
  ]);
}

function peak(r, field) {
  const top = topOf(r.processes, field);
  if (!top) return '—';
  return field === 'cpu' ? `${top.name} ${top.value}%` : `${top.name} ${top.value} MB`;
}

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(
  `\nBenchmarks — ${startedAt.toISOString()} — ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
rows.forEach((r) => console.log(line(r)));

console.log(
  '\nRun settings: NODE_ENV=production, LOG_LEVEL=' +
    stack.env.LOG_LEVEL +
    `, ${SECONDS} s per load scenario after a 2 s warm-up; CPU is % of one core (peak of 250 ms samples).`,
);
for (const [name, value] of Object.entries(BENCH_OVERRIDES))
  console.log(`  ${name}=${value} for this run (see scenario notes)`);
for (const r of results) {
  for (const note of r.notes ?? []) console.log(`  [${r.id}] ${note}`);
  if (r.details) console.log(`  [${r.id}] ${JSON.stringify(r.details)}`);
  if (r.connections !== undefined && r.connections !== null && r.id !== 5)
    console.log(
      `  [${r.id}] ${r.connections} connections${r.overallRate ? `, fixed rate ${r.overallRate}/s` : ''}`,
    );
}
for (const row of lighthouse?.rows ?? []) {
  console.log(`  [LH] ${row.path}: ${JSON.stringify(row)}`);
}
if (lighthouse?.skipped) console.log(`  [LH] skipped: ${lighthouse.skipped}`);
if (lighthouse?.failed) console.log(`  [LH] failed: ${lighthouse.failed}`);

const dir = join(ROOT, 'bench', 'results');
mkdirSync(dir, { recursive: true });
const report = {
  date: startedAt.toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim(),
    memoryMB: Math.round(totalmem() / 1048576),
    loadAverageAtEnd: loadavg(),
    node: process.version,
    openFileLimit: fdLimit,
  },
  settings: {
    nodeEnv: 'production',
    logLevel: stack.env.LOG_LEVEL,
    secondsPerScenario: SECONDS,
    overrides: BENCH_OVERRIDES,
  },
  baseline,
  scenarios: results,
  lighthouse,
  table: { header, rows },
};
const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nResults: ${file} (and bench/results/latest.json); process logs: ${stack.logDir}`);
// Missed targets are in the table; only a scenario that could not run fails the command.
process.exit(results.some((r) => r.failed) ? 1 : 0);
