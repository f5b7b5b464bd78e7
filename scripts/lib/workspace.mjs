// Install and build steps shared by the start and test commands.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const SERVICES = ['auth', 'payments', 'credits', 'notifications', 'presence', 'admin'];

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** Installs dependencies on first run, or when the lock file changed since the last install. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies…');
  // `npm install` honours the lock file; `npm ci` refuses locks written without registry URLs
  // (omit-lockfile-registry-resolved), which some npm setups use.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function build() {
  console.log('Building…');
  run('npm', ['run', '--silent', 'build']);
}

export function migrate(env) {
  for (const name of SERVICES) {
    run(process.execPath, [join(ROOT, 'services', name, 'dist', 'migrate.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}
