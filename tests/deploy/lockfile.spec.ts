// package-lock.json must hold every package `npm ci` will look for on any machine: the image's
// `deps` stage, CI and a developer's laptop all install from it and refuse it when one is missing
// (`Missing: @swc/core-darwin-arm64@… from lock file`), including the optional native packages of
// the platforms other than the one that last wrote the lock file.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { repoRoot, workspaces } from './deploy-files';

interface LockEntry {
  version?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};
const packages = lock.packages;

/** Where Node (and npm) finds `name` from the package at `location`: the nearest node_modules up. */
function resolve(location: string, name: string): string | undefined {
  let dir = location;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = posix.dirname(dir);
    dir = parent === '.' ? '' : parent;
  }
}

/** `location needs name` for every dependency the lock file does not hold where npm would look. */
function missing(kind: keyof LockEntry, where: (location: string) => boolean = () => true): string[] {
  return Object.entries(packages).flatMap(([location, entry]) => {
    if (entry.link || !where(location)) return [];
    const wanted = (entry[kind] ?? {}) as Record<string, string>;
    return Object.keys(wanted)
      .filter((name) => kind !== 'peerDependencies' || !entry.peerDependenciesMeta?.[name]?.optional)
      .filter((name) => !resolve(location, name))
      .map((name) => `${location || '(root)'} needs ${name}@${wanted[name]}`);
  });
}

describe('package-lock.json', () => {
  it('is a lock file npm ci reads (version 3, with a packages map)', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(Object.keys(packages).length).toBeGreaterThan(100);
  });

  it("records every optional platform package of a locked dependency, every platform's", () => {
    expect(missing('optionalDependencies')).toEqual([]);
    // The native packages that broke `npm ci` on other machines are there for each platform.
    const swc = packages['node_modules/@swc/core'];
    const platforms = Object.keys(swc.optionalDependencies ?? {});
    expect(platforms).toEqual(expect.arrayContaining(['@swc/core-darwin-arm64', '@swc/core-linux-x64-gnu']));
    for (const name of platforms) {
      const entry = packages[`node_modules/${name}`];
      expect({ name, os: entry?.os?.length ?? 0, version: entry?.version }).toEqual({
        name,
        os: 1,
        version: swc.version,
      });
    }
  });

  it('records every dependency and required peer of every locked package', () => {
    expect([...missing('dependencies'), ...missing('peerDependencies')]).toEqual([]);
  });

  it('records every dependency of the root package and of each workspace, dev ones included', () => {
    const own = (location: string) => location === '' || workspaces().includes(location);
    expect(Object.keys(packages)).toEqual(expect.arrayContaining(workspaces()));
    expect([...missing('devDependencies', own), ...missing('dependencies', own)]).toEqual([]);
  });

  it('matches the manifests: every workspace is linked and declares what the lock file says', () => {
    for (const ws of workspaces()) {
      const manifest = JSON.parse(readFileSync(join(repoRoot, ws, 'package.json'), 'utf8'));
      const locked = packages[ws];
      for (const kind of ['dependencies', 'devDependencies', 'optionalDependencies'] as const)
        expect({ ws, kind, deps: locked[kind] ?? {} }).toEqual({ ws, kind, deps: manifest[kind] ?? {} });
      const link = packages[`node_modules/${manifest.name}`];
      expect({ ws, link: link?.link, resolved: (link as { resolved?: string })?.resolved }).toEqual({
        ws,
        link: true,
        resolved: ws,
      });
    }
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    for (const kind of ['dependencies', 'devDependencies'] as const)
      expect({ kind, deps: packages[''][kind] ?? {} }).toEqual({ kind, deps: root[kind] ?? {} });
  });
});
