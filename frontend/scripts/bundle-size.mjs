// Prints the home page's initial JavaScript: the entry script and every modulepreload that
// dist/index.html names (what the browser fetches before the first render), raw and gzip, and,
// when the Vite manifest is there, the home route's own chunks fetched right after.
//
//   npx vite build && node scripts/bundle-size.mjs [distDir=dist] [--files] [--json]
//
// --packages splits the home page's JavaScript by npm package (and the app's own code by folder),
// from source maps: each file's gzip size shared out in proportion to the minified bytes each
// source produced. It needs a build with maps, kept out of dist:
//
//   npx vite build --sourcemap --outDir /tmp/mapped && node scripts/bundle-size.mjs /tmp/mapped --packages
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { routeChunks } from './lib/route-chunks.mjs';

const args = process.argv.slice(2);
const distDir = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const listFiles = args.includes('--files');
const asJson = args.includes('--json');
const byPackage = args.includes('--packages');

const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
if (entry.length === 0)
  throw new Error(`no module script in ${join(distDir, 'index.html')}: run vite build first`);

function measure(urls) {
  const files = [...new Set(urls)].map((url) => {
    const bytes = readFileSync(join(distDir, url.replace(/^\//, '')));
    return { file: url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** The home route's split chunks and their imports not already loaded initially. */
function homeRouteChunks(initial) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return routeChunks(manifest, ['index']).filter((f) => !initial.has(f));
}

const initialUrls = [...entry, ...preloads];
const initial = measure(initialUrls);
const routeUrls = homeRouteChunks(new Set(initialUrls));
const route = routeUrls ? measure(routeUrls) : null;
// kB = 1000 bytes, as Vite prints them.
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

/** `react-dom`, `@tanstack/router-core`…, or `app: src/features/cart` for the app's own code. */
function owner(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const lib = source.match(/(?:^|\/)(libs\/[^/]+)\//);
  if (lib) return `app: ${lib[1]}`;
  const app = source.match(/(?:^|\/)(src\/[^/?]+(?:\/[^/?]+)?)/);
  return app ? `app: ${app[1].replace(/\.\w+$/, '')}` : `other: ${source}`;
}

/** Estimated gzip bytes per owner over `files`, largest first. */
function sharesByPackage(files) {
  const shares = new Map();
  const mapped = files.filter(({ file }) => existsSync(join(distDir, `${file}.map`)));
  if (mapped.length === 0)
    throw new Error(`no source maps in ${distDir}: build with --sourcemap (see the top of this script)`);
  for (const { file, gzip } of files) {
    const path = join(distDir, file.replace(/^\//, ''));
    if (!mapped.some((m) => m.file === file)) {
      // Bundler glue with no sources of its own (rolldown's runtime).
      shares.set(`other: ${file}`, gzip);
      continue;
    }
    const lines = readFileSync(path, 'utf8').split('\n');
    const total = lines.reduce((sum, line) => sum + line.length, 0);
    const mappings = [];
    new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8'))).eachMapping(
      (m) => mappings.push(m),
      null,
      SourceMapConsumer.GENERATED_ORDER,
    );
    const add = (key, length) => shares.set(key, (shares.get(key) ?? 0) + (length / total) * gzip);
    let attributed = 0;
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end =
        next?.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
      add(m.source ? owner(m.source) : 'other: unmapped', end - m.generatedColumn);
      attributed += end - m.generatedColumn;
    });
    add('other: unmapped', total - attributed);
  }
  return [...shares].sort((a, b) => b[1] - a[1]);
}

if (byPackage) {
  const files = [...initial.files, ...(route?.files ?? [])];
  const shares = sharesByPackage(files);
  const sumOf = (test) => shares.filter(([key]) => test(key)).reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `Home page JS by package, gzip estimated from source maps (${files.length} files, ${kb(initial.gzip + (route?.gzip ?? 0))} in all):`,
  );
  for (const [key, bytes] of shares) if (bytes >= 50) console.log(`  ${kb(bytes).padStart(9)}  ${key}`);
  console.log(`  ${kb(sumOf((key) => !key.includes(':'))).padStart(9)}  npm packages in all`);
  console.log(`  ${kb(sumOf((key) => key.startsWith('app:'))).padStart(9)}  the app's own code in all`);
  console.log(
    `  ${kb(sumOf((key) => key.startsWith('other:'))).padStart(9)}  bundler glue and unmapped bytes in all`,
  );
} else if (asJson) {
  console.log(JSON.stringify({ initial, homeRoute: route }, null, 2));
} else {
  console.log(
    `Home page initial JS (entry + ${preloads.length} modulepreloads, ${initial.files.length} files): ${kb(initial.raw)} raw, ${kb(initial.gzip)} gzip`,
  );
  if (route)
    console.log(
      `Home route chunks loaded after the entry (${route.files.length} files): ${kb(route.raw)} raw, ${kb(route.gzip)} gzip`,
    );
  if (route)
    console.log(
      `Home page total JS: ${kb(initial.raw + route.raw)} raw, ${kb(initial.gzip + route.gzip)} gzip`,
    );
  if (listFiles) {
    for (const f of [...initial.files, ...(route?.files ?? [])].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(f.gzip).padStart(9)} gzip ${kb(f.raw).padStart(9)} raw  ${f.file}`);
    }
  }
}
