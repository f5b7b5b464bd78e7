// Waits until a running stack answers GET /health with 200 and every service up, then prints the
// report; exits 1 with the last answer if it does not within the time given. For a stack started
// from the image (docker run, docker compose, Kubernetes port-forward):
//   node scripts/check-health.mjs [http://127.0.0.1:5001] [--timeout 180]
const args = process.argv.slice(2);
const timeoutAt = args.indexOf('--timeout');
const seconds = timeoutAt >= 0 ? Number(args[timeoutAt + 1]) : 180;
const base = (
  args.find((a, i) => !a.startsWith('--') && i !== timeoutAt + 1) ?? 'http://127.0.0.1:5001'
).replace(/\/$/, '');
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error('--timeout takes a number of seconds');
  process.exit(2);
}

const deadline = Date.now() + seconds * 1000;
let last;
for (;;) {
  try {
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) });
    const body = await res.text();
    last = `${res.status} ${body}`;
    const report = JSON.parse(body);
    const services = Object.entries(report.services ?? {});
    if (res.status === 200 && services.length > 0 && services.every(([, state]) => state === 'up')) {
      console.log(
        `${base}/health: 200, ${services.map(([name]) => name).join(', ')} up; dependencies ${JSON.stringify(report.dependencies)}`,
      );
      process.exit(0);
    }
  } catch (err) {
    last = err instanceof Error ? err.message : String(err);
  }
  if (Date.now() > deadline) {
    console.error(
      `${base}/health did not answer 200 with every service up within ${seconds} s; last: ${last}`,
    );
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
