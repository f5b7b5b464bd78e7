// The newcomer's path, as CI checks it before the tests: `npm start` on this clone (installing on
// first run), until /health answers 200 and the printed URL serves the home page; then Ctrl-C, as
// a user stops it, and nothing it started may be left: no process of this clone, no port it
// opened. Node built-ins only, as it runs before anything is installed.
// Prints the time the start took; exits non-zero, saying why, on any failure.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 5001);
const INFRA_PORTS = { postgres: 5432, redis: 6379, nats: 4222 };
const DEADLINE_MS = 30 * 60_000;

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/** This process and the ones that started it (the CI shell runs inside the clone too). */
function ancestors() {
  const pids = new Set();
  for (let pid = process.pid; pid > 1 && !pids.has(pid);) {
    pids.add(pid);
    // `pid (comm) state ppid …`; comm may contain spaces, so read after the last ')'.
    pid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  }
  return pids;
}

/** Processes (other than this one and its ancestors) whose command line or working directory is inside this clone. */
function processesOfThisClone() {
  const found = [];
  const mine = ancestors();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    if (mine.has(Number(pid))) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cmdline && (cmdline.includes(ROOT) || cwd === ROOT || cwd.startsWith(`${ROOT}/`)))
        found.push(`${pid} ${cmdline}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

function fail(lines) {
  console.error(`\nfirst start: FAILED\n${lines.map((l) => `  ${l}`).join('\n')}`);
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const before = {};
for (const [name, port] of Object.entries(INFRA_PORTS)) before[name] = await listening(port);
if (await listening(PORT)) fail([`port ${PORT} is already taken before npm start`]);

console.log(`━━ first start: npm start on ${ROOT} ━━`);
const started = Date.now();
// Its own process group, so that a Ctrl-C reaches every process of it, as in a terminal.
const child = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
let exit;
child.once('exit', (code, signal) => (exit = { code, signal }));

let seconds;
while (!seconds) {
  if (exit) fail([`npm start exited (${exit.signal ?? `exit ${exit.code}`}) before /health answered 200`]);
  if (Date.now() - started > DEADLINE_MS) {
    process.kill(-child.pid, 'SIGKILL');
    fail([`/health did not answer 200 within ${DEADLINE_MS / 60_000} minutes`]);
  }
  const res = await fetch(`http://127.0.0.1:${PORT}/health`).catch(() => null);
  // npm start prints the URL once every gateway is healthy.
  if (res?.status === 200 && /Storefront is up:\s+(\S+)/.test(output))
    seconds = (Date.now() - started) / 1000;
  else await sleep(1000);
}
const url = output.match(/Storefront is up:\s+(\S+)/)[1];
const home = await fetch(url.replace('localhost', '127.0.0.1'));
const html = await home.text();
const homeOk = home.status === 200 && html.includes('<div id="root"');

console.log(`\nfirst start: /health 200 after ${seconds.toFixed(0)} s; ${url} → ${home.status}`);
process.kill(-child.pid, 'SIGINT');
for (let i = 0; i < 60 && !exit; i++) await sleep(500);
if (!exit) {
  process.kill(-child.pid, 'SIGKILL');
  fail(['npm start did not stop within 30 s of Ctrl-C']);
}

await sleep(500);
const problems = [];
if (!homeOk) problems.push(`${url} answered ${home.status} without the application's page`);
if (exit.code !== 0 && exit.signal !== 'SIGINT' && exit.code !== 130)
  problems.push(`npm start ended with ${exit.signal ?? `exit ${exit.code}`} after Ctrl-C`);
const left = processesOfThisClone();
if (left.length) problems.push('processes left running:', ...left.map((p) => `  ${p}`));
if (await listening(PORT)) problems.push(`port ${PORT} still answers`);
for (const [name, port] of Object.entries(INFRA_PORTS))
  if (!before[name] && (await listening(port)))
    problems.push(`${name} (port ${port}) was started by npm start and is still running`);
if (problems.length) fail(problems);
console.log(`first start: ok in ${seconds.toFixed(0)} s, and everything it started is stopped`);
