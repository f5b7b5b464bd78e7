// Programs the test runs need besides Node (Chromium, litecoind, redis-server…): found on the
// PATH, or installed with apt-get when missing and run as root. Node built-ins only.
import { spawnSync } from 'node:child_process';

export const hasCommand = (name) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * Installs the Debian `packages` with apt-get when this runs as root on a system that has it;
 * otherwise does nothing (the caller then says what to install).
 */
export function aptInstall(packages, purpose) {
  if (!packages.length || process.getuid?.() !== 0 || !hasCommand('apt-get')) return;
  console.log(`Installing ${packages.join(' and ')} for ${purpose} (apt-get)…`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Each command of `commands` (each installed by the Debian package of the same name) on the PATH,
 * installed first with aptInstall when missing; the commands still missing after that.
 */
export function ensureCommands(commands, purpose) {
  aptInstall(
    commands.filter((name) => !hasCommand(name)),
    purpose,
  );
  return commands.filter((name) => !hasCommand(name));
}
