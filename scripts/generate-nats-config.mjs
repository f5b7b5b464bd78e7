// Writes k8s/base/dependencies/nats.conf, the NATS server's users and subject permissions for
// Kubernetes and docker-compose.yml, from libs/contracts/src/bus-permissions.ts (built first:
// `npm run build:backend`). Each password is the server's environment variable
// NATS_PASSWORD_<USER> (from the Secret, or compose's environment); the processes send theirs
// as NATS_PASSWORD. tests/deploy/bus-permissions.spec.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
export const NATS_CONFIG_FILE = join(ROOT, 'k8s', 'base', 'dependencies', 'nats.conf');

const { natsServerConfig, natsPasswordVariable } = createRequire(import.meta.url)(
  join(ROOT, 'libs', 'contracts', 'dist', 'index.js'),
);
writeFileSync(
  NATS_CONFIG_FILE,
  natsServerConfig({ password: (user) => ({ env: natsPasswordVariable(user) }) }),
);
console.log(`wrote ${NATS_CONFIG_FILE}`);
