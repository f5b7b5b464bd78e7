// Load generation and measurement: autocannon with every response time kept (so any percentile,
// p95 included, comes from the real samples), and CPU/memory sampling of the stack's processes.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { RawHttpPool } from './raw-http.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');
const pidusage = require('pidusage');

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarize(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1] : null),
  };
}

/** One autocannon run; resolves to its errors (timeouts included) and non-2xx count. */
async function run(options, onResponse) {
  const instance = autocannon(options);
  if (onResponse) instance.on('response', onResponse);
  const result = await instance;
  return { errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/**
 * `overallRate` requests a second, evenly spaced, from one light client (raw-http.mjs; autocannon's own rate
 * limit lets each connection send its share as soon as each second starts, so 40/s would arrive
 * as one burst of 40 a second; and one autocannon per request slot costs the machine a good part
 * of a core at a few hundred a second, taken from the stack being measured). Request k leaves
 * k/rate s after the start, from slot k mod rate: each slot walks `requests` in order with its
 * own context, as an autocannon connection does (`setupRequest(req, context)`,
 * `onResponse(status, body, context)`).
 */
async function paced(
  { url, overallRate: rate, duration, requests = [{}], method = 'GET', headers = {}, body, timeout },
  onResponse,
) {
  const target = new URL(url);
  const client = new RawHttpPool(url);
  const base = { method, path: `${target.pathname}${target.search}`, headers, body };
  const slots = Array.from({ length: rate }, () => ({ context: {}, next: 0, busy: Promise.resolve() }));
  let errors = 0;
  let non2xx = 0;

  // A slot's requests go one after another, as on an autocannon connection, so a retry follows
  // the answer it repeats; one that falls due while the slot waits leaves when the slot is free,
  // and its time still counts from when it fell due (the wait is part of what a client sees).
  const send = (slot, dueAtMs) => {
    const spec = requests[slot.next++ % requests.length];
    let req = {
      ...base,
      ...(spec.method ? { method: spec.method } : {}),
      ...(spec.body !== undefined ? { body: spec.body } : {}),
    };
    if (spec.setupRequest) req = spec.setupRequest(req, slot.context);
    return client.request(req, timeout * 1000).then(
      ({ status, body: text }) => {
        if (status < 200 || status > 299) non2xx++;
        spec.onResponse?.(status, text, slot.context);
        onResponse?.(null, status, text.length, performance.now() - dueAtMs);
      },
      () => {
        errors++;
      },
    );
  };

  const total = rate * duration;
  const startedAt = performance.now();
  const dueAt = (k) => startedAt + (k * 1000) / rate;
  await new Promise((resolve) => {
    let k = 0;
    const tick = () => {
      while (k < total && dueAt(k) <= performance.now()) {
        const slot = slots[k % rate];
        const due = dueAt(k++);
        slot.busy = slot.busy.then(() => send(slot, due));
      }
      if (k >= total) resolve();
      else setTimeout(tick, Math.max(0, dueAt(k) - performance.now()));
    };
    tick();
  });
  await Promise.all(slots.map((slot) => slot.busy));
  client.close();
  return { errors, non2xx };
}

/**
 * Calls `fn(i)` for i from 0 to count − 1, call i at i/rate s after the start, without waiting
 * for the calls (they may take longer than the gap); resolves to the seconds the calls took to
 * start and their results, once all have settled.
 */
export async function atRate(rate, count, fn) {
  const started = performance.now();
  const calls = [];
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    calls.push(Promise.resolve().then(() => fn(i)));
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, results: await Promise.allSettled(calls) };
}

/**
 * One measured load: autocannon at full speed over `connections`, or at a steady `overallRate`
 * (see paced). A short unmeasured warm-up first so the JIT and pools are warm. `requests` as
 * autocannon takes them (each connection walks the list in order).
 */
export async function load(options) {
  const { warmupSeconds = 2, ...rest } = options;
  const base = { timeout: 10, ...rest };
  const drive = (opts, onResponse) => (opts.overallRate ? paced(opts, onResponse) : run(opts, onResponse));
  if (warmupSeconds > 0) await drive({ ...base, duration: warmupSeconds });
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  const result = await drive(base, (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  // A paced run's slots each run `duration`, started over its first second: rate × duration requests.
  const seconds = base.overallRate ? base.duration : (performance.now() - started) / 1000;
  const completed = latencies.length;
  return {
    connections: base.overallRate ?? base.connections,
    durationSeconds: base.duration,
    ...(base.overallRate ? { overallRate: base.overallRate } : {}),
    requests: completed,
    rps: Math.round(completed / seconds),
    ...summarize(latencies),
    ...result,
    statuses,
  };
}

/**
 * Samples CPU % (of one core) and RSS of named processes until stopped; keeps each one's peak.
 * A name stands for one pid, several, or a function that lists them at each sample (Postgres's
 * backends, which open as the pools grow): their figures are added up, and a pid first seen
 * after the first sample counts its CPU from its start.
 */
export function sampleProcesses(pids, intervalMs = 250) {
  const peaks = {};
  const names = Object.keys(pids);
  /** pid → CPU ms when first seen (0 after the first sample) and at the latest sample. */
  const started = new Map();
  const latest = new Map();
  const owned = Object.fromEntries(names.map((n) => [n, new Set()]));
  let first = true;
  let stopped = false;
  const usage = async (list) => {
    try {
      return await pidusage(list);
    } catch {
      // one of them ended: the others one by one
      const each = await Promise.all(list.map((pid) => pidusage(pid).catch(() => undefined)));
      return Object.fromEntries(list.map((pid, i) => [pid, each[i]]));
    }
  };
  const tick = async () => {
    const lists = await Promise.all(
      names.map(async (n) =>
        [typeof pids[n] === 'function' ? await pids[n]() : pids[n]].flat().filter(Boolean),
      ),
    );
    const all = lists.flat();
    if (!all.length) return;
    const stats = await usage(all);
    names.forEach((name, k) => {
      let cpu = 0;
      let memory = 0;
      let seen = false;
      for (const pid of lists[k]) {
        const s = stats[pid];
        if (!s) continue;
        seen = true;
        cpu += s.cpu;
        memory += s.memory;
        if (!started.has(pid)) started.set(pid, first ? s.ctime : 0);
        latest.set(pid, s.ctime);
        owned[name].add(pid);
      }
      if (!seen) return;
      const peak = (peaks[name] ??= { cpu: 0, rssMB: 0, cpuSeconds: 0 });
      // The first reading is the average since the process started; peaks start from the second.
      if (!first) peak.cpu = Math.max(peak.cpu, Math.round(cpu));
      peak.rssMB = Math.max(peak.rssMB, Math.round(memory / 1048576));
      // CPU time spent during the scenario: comparable across runs even on a busy machine.
      let ms = 0;
      for (const pid of owned[name]) ms += latest.get(pid) - started.get(pid);
      peak.cpuSeconds = Math.round(ms / 10) / 100;
    });
    first = false;
  };
  const loop = (async () => {
    while (!stopped) {
      await tick();
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    await tick();
    return peaks;
  };
}

/** The process with the highest peak of `field`, as { name, value }. */
export function topOf(peaks, field) {
  let best = null;
  for (const [name, p] of Object.entries(peaks ?? {})) {
    if (!best || p[field] > best.value) best = { name, value: p[field] };
  }
  return best;
}

/** Runs `fn` while sampling the given processes; returns its result with `processes` peaks. */
export async function measured(pids, fn) {
  const stop = sampleProcesses(pids);
  try {
    const result = await fn();
    return { ...result, processes: await stop() };
  } catch (err) {
    await stop();
    throw err;
  }
}

export async function startBaselineServer() {
  const child = fork(join(import.meta.dirname, 'baseline-server.mjs'), { stdio: 'ignore' });
  const [{ port }] = await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
