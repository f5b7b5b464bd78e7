// The migrations step of a test stack in one Node process: each named service's
// `services/<name>/dist/migrate.js` and the bus's `libs/platform/dist/migrate-event-stream.js`,
// the same entries `migrate()` of scripts/lib/workspace.mjs runs one process after another, all
// loaded here at once. The platform and its dependencies load once instead of once per step, and
// the steps, which touch nothing of each other's (each service its own schema and migrations
// table, the bus its stream), run side by side. Like each entry on its own, the process exits 1
// when any step failed, having logged why.
//
//   node tests/support/migrate-stack.mjs auth credits …
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

for (const name of process.argv.slice(2)) require(join(ROOT, 'services', name, 'dist', 'migrate.js'));
require(join(ROOT, 'libs', 'platform', 'dist', 'migrate-event-stream.js'));
