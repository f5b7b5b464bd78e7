// The README's commands (`npm start`, `npm test`, `npm run bench`) and CI's first-start check run
// on a fresh clone before anything is installed: whatever they import statically, directly or
// through the repository's own modules, must be Node's built-ins. Installed packages are imported
// only after the install (a dynamic `import()` or a `require` inside a function).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from './deploy-files';

const ENTRY_POINTS = ['scripts/start.mjs', 'scripts/test.mjs', 'bench/run.mjs', 'scripts/first-start.mjs'];

/** Static `import … from '…'` / `import '…'` / `export … from '…'` specifiers of a module. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm))
    found.push(m[1]);
  // A top-level require (createRequire) loads at import time as well.
  for (const m of source.matchAll(/^(?:const|let|var)\s[^=]+=\s*require\(['"]([^'"]+)['"]\)/gm))
    found.push(m[1]);
  return found;
}

/** Every package the module graph from `entry` loads before its own code runs. */
function packagesLoadedAtStart(entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('node:')) continue;
      const local = resolve(dirname(file), specifier);
      // A relative path that is not a source file here is built output (a workspace's dist/),
      // which exists only after the install and build.
      if (specifier.startsWith('.') && existsSync(local)) visit(local);
      else packages.add(`${specifier} (from ${relative(repoRoot, file)})`);
    }
  };
  visit(join(repoRoot, entry));
  return [...packages];
}

describe('commands that run before the install', () => {
  it.each(ENTRY_POINTS)('%s loads only Node built-ins until it has installed', (entry) => {
    expect(packagesLoadedAtStart(entry)).toEqual([]);
  });

  it('sees a package import where there is one', () => {
    // The bench's own run module needs its installed load generators: the check must notice.
    expect(packagesLoadedAtStart('bench/main.mjs').length).toBeGreaterThan(0);
  });
});
