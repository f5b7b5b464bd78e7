/**
 * The chaos run (tests/chaos/chaos-run.ts) at the size of its settings: light in the integration
 * tests (LIGHT), full under `npm run chaos` (scripts/chaos.mjs sets CHAOS_*). Every fault, every
 * check; the report is printed as it is, and any violation fails the test.
 */
import { chaosRun, LIGHT } from '../chaos/chaos-run';
import { missingRedisBinaries } from '../support/local-servers';

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

const options = {
  payments: setting('CHAOS_PAYMENTS', LIGHT.payments),
  spends: setting('CHAOS_SPENDS', LIGHT.spends),
  sockets: Math.max(1, setting('CHAOS_SOCKETS', LIGHT.sockets)),
  eventsReplicas: setting('CHAOS_EVENTS_REPLICAS', 3),
  replicas: Math.max(2, setting('CHAOS_REPLICAS', 2)),
};
// A minute of setup, four faults of about 20 s and the checks; the full run's load takes longer.
const timeoutMs = 240_000 + (options.spends + 10 * options.payments + 100 * options.sockets) * 40;

describe('the chaos run: losing a NATS node, the Redis primary, a gateway and a credits replica under load', () => {
  it(
    'serves again after each fault, and every payment, spend and notification counts once',
    async () => {
      const missing = missingRedisBinaries();
      if (missing.length)
        throw new Error(
          `${missing.join(' and ')} required for the chaos run: apt-get install -y ${missing.join(' ')} (npm test -- integration and npm run chaos install them as root)`,
        );
      // Straight to the terminal, not through Jest's console: the report is read as it is.
      const report = await chaosRun({ ...options, out: (line) => process.stdout.write(`${line}\n`) });
      expect(report.violations).toEqual([]);
      expect(report.checks.every((c) => c.ok)).toBe(true);
    },
    timeoutMs,
  );
});
