// 5,000 socket.io visitors pinging every 2 s, watched by an administrator on /admin.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { signInAdmin } from '../lib/clients.mjs';
import { measured } from '../lib/load.mjs';
import { BENCH_OVERRIDES } from '../lib/stack.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const { io } = require('socket.io-client');

const VISITORS = Number(process.env.BENCH_VISITORS ?? 5000);
const WORKERS = 2;
const PING_EVERY_MS = 2000;
const CLOSE = Math.round(VISITORS / 5);
const LAG_LIMIT_MS = 2000;
const GATEWAY_RSS_LIMIT_MB = 1024;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function reply(child, type) {
  return new Promise((resolve) => {
    const listener = (msg) => {
      if (msg.type !== type) return;
      child.off('message', listener);
      resolve(msg);
    };
    child.on('message', listener);
  });
}

/** When the admin first saw `total`, after `since`; null if never within `timeoutMs`. */
async function adminSaw(updates, total, since, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = updates.find((u) => u.at >= since - 5000 && u.total === total);
    if (hit) return hit.at;
    if (Date.now() > deadline) return null;
    await sleep(50);
  }
}

export default {
  id: 5,
  name: `${VISITORS.toLocaleString('en')} socket.io visitors pinging every 2 s + admin watching`,
  target: `all held, no errors, admin count within ${LAG_LIMIT_MS / 1000} s, gateway RSS < 1 GiB`,
  notes: [
    `SOCKETS_PER_IP_MAX raised to ${BENCH_OVERRIDES.SOCKETS_PER_IP_MAX} for the run (every visitor comes from 127.0.0.1; production default 20)`,
  ],
  async run({ stack, log }) {
    const { token } = await signInAdmin(stack.baseUrl);
    const admin = io(`${stack.baseUrl}/admin`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    const updates = [];
    let adminErrors = 0;
    admin.on('visitors:update', (page) => updates.push({ at: Date.now(), total: page.total }));
    admin.on('connect_error', () => adminErrors++);
    admin.on('disconnect', () => adminErrors++);
    await once(admin, 'connect');

    const workers = Array.from({ length: WORKERS }, () =>
      fork(join(import.meta.dirname, '..', 'lib', 'visitors-worker.mjs'), { stdio: 'inherit' }),
    );
    const share = Math.ceil(VISITORS / WORKERS);
    try {
      return await measured(stack.pids(), async () => {
        const t0 = Date.now();
        const connected = await Promise.all(
          workers.map((w, i) => {
            const done = reply(w, 'connected');
            w.send({
              type: 'connect',
              baseUrl: stack.baseUrl,
              count: Math.min(share, VISITORS - i * share),
              offset: i * share,
              batch: 100,
            });
            return done;
          }),
        );
        const held = connected.reduce((a, c) => a + c.held, 0);
        const connectSeconds = (Date.now() - t0) / 1000;
        log(`    ${held} visitors connected and registered in ${connectSeconds.toFixed(1)} s`);
        const allRegisteredAt = Math.max(...connected.map((c) => c.lastRegisteredAt));
        const sawAll = await adminSaw(updates, held, allRegisteredAt);
        const joinLag = sawAll === null ? null : Math.max(0, sawAll - allRegisteredAt);

        await Promise.all(
          workers.map((w, i) => {
            const done = reply(w, 'pinging');
            w.send({ type: 'ping', everyMs: PING_EVERY_MS, offset: i * share });
            return done;
          }),
        );
        const observeFrom = Date.now();
        await sleep(20_000);
        const during = updates.filter((u) => u.at >= observeFrom + 2000);
        const totals = during.map((u) => u.total);

        const closedAt = await Promise.all(
          workers.map((w) => {
            const done = reply(w, 'closed');
            w.send({ type: 'close', count: CLOSE / WORKERS });
            return done;
          }),
        );
        const closeAt = Math.max(...closedAt.map((c) => c.at));
        const sawLeave = await adminSaw(updates, held - CLOSE, closeAt);
        const leaveLag = sawLeave === null ? null : Math.max(0, sawLeave - closeAt);

        const finals = await Promise.all(
          workers.map((w) => {
            const done = reply(w, 'stats');
            w.send({ type: 'stats' });
            return done;
          }),
        );
        const errors =
          finals.reduce((a, f) => a + f.connectErrors + f.unexpectedDisconnects, 0) + adminErrors;
        const errorSamples = finals.flatMap((f) => f.errors);
        const pingsPerSecond = Math.round((held / PING_EVERY_MS) * 1000);
        return {
          connections: VISITORS,
          requests: null,
          rps: pingsPerSecond,
          rpsLabel: 'pings/s',
          p50: null,
          tail: { label: 'lag', ms: Math.max(joinLag ?? Infinity, leaveLag ?? Infinity) },
          errors,
          non2xx: 0,
          details: {
            held,
            stillHeldAfterClosing: finals.reduce((a, f) => a + f.held, 0),
            connectSeconds,
            adminLagAfterAllJoinedMs: joinLag,
            adminLagAfterClosingMs: leaveLag,
            closed: CLOSE,
            adminTotalsWhilePinging: {
              min: Math.min(...totals),
              max: Math.max(...totals),
              updates: during.length,
            },
            errorSamples,
          },
        };
      });
    } finally {
      workers.forEach((w) => w.connected && w.send({ type: 'stop' }));
      await Promise.all(workers.map((w) => (w.exitCode === null ? once(w, 'exit') : undefined)));
      admin.close();
    }
  },
  /** Judged after sampling, since the gateway's memory is part of the target. */
  judge(result) {
    const d = result.details;
    const gatewayMB = result.processes?.gateway?.rssMB ?? Infinity;
    return (
      d.held === VISITORS &&
      result.errors === 0 &&
      d.adminLagAfterAllJoinedMs !== null &&
      d.adminLagAfterAllJoinedMs <= LAG_LIMIT_MS &&
      d.adminLagAfterClosingMs !== null &&
      d.adminLagAfterClosingMs <= LAG_LIMIT_MS &&
      d.adminTotalsWhilePinging.min === VISITORS &&
      d.adminTotalsWhilePinging.max === VISITORS &&
      gatewayMB < GATEWAY_RSS_LIMIT_MB
    );
  },
};
