// Waits until a running stack answers GET /health with 200 and every service up, then prints the
// report; exits 1 with the last answer if it does not within the time given. For a stack started
// from the image (docker run, docker compose, Kubernetes port-forward):
//   node scripts/check-health.mjs [http://127.0.0.1:5001] [--timeout 180]
import { parseArgs } from 'node:util';
import { HealthTimeout, waitForHealth } from './lib/stack-processes.mjs';

let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: { timeout: { type: 'string', default: '180' } },
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
const seconds = Number(options.values.timeout);
const base = (options.positionals[0] ?? 'http://127.0.0.1:5001').replace(/\/$/, '');
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error('--timeout takes a number of seconds');
  process.exit(2);
}

// A 200 with a report naming at least one service, every one of them up.
const everyServiceUp = (report, res) => {
  const services = Object.values(report.services ?? {});
  return res.status === 200 && services.length > 0 && services.every((state) => state === 'up');
};
// Says what it waits for when that changes, and at least every 10 s while it does not.
let said = '';
let saidAt = 0;
const onWait = (why) => {
  if (why === said && Date.now() - saidAt < 10_000) return;
  [said, saidAt] = [why, Date.now()];
  console.log(`waiting for ${base}/health to answer 200 with every service up: ${why}`);
};
try {
  const report = await waitForHealth(base, {
    ready: everyServiceUp,
    timeoutMs: seconds * 1000,
    intervalMs: 2000,
    onWait,
  });
  console.log(
    `${base}/health: 200, ${Object.keys(report.services).join(', ')} up; dependencies ${JSON.stringify(report.dependencies)}`,
  );
} catch (err) {
  const last = err instanceof HealthTimeout && err.health ? JSON.stringify(err.health) : err.message;
  console.error(`${base}/health did not answer 200 with every service up within ${seconds} s; last: ${last}`);
  process.exit(1);
}
