// `npm run bench [-- 1 3 …]`: on a fresh clone nothing is installed yet, so this installs first
// (Node built-ins and the repository's plain scripts only), then imports the run itself, whose
// load generators, clients and stand-ins are installed packages.
import { report } from '../scripts/lib/lifecycle.mjs';
import { ensureDependencies } from '../scripts/lib/workspace.mjs';

try {
  await ensureDependencies();
} catch (err) {
  report(err);
  process.exit(1);
}
await import('./main.mjs');
