// `npm run migrate`: applies every service's pending migrations (each in its own schema; creates
// the database if needed), then creates or updates the JetStream event stream and every durable
// consumer, connected to NATS_URL as the NATS user `migrations` (NATS_USER's default for that step)
// with NATS_PASSWORD, the password the NATS server has for it.
import { migrate } from './lib/workspace.mjs';

try {
  await migrate({ ...process.env });
  console.log('Migrations applied.');
} catch (err) {
  console.error(`Migrations failed:\n  ${err.lines?.join('\n  ') ?? err.stack ?? String(err)}`);
  process.exitCode = 1;
}
