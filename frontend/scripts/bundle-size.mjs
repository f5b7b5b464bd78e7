// Prints the home page's initial JavaScript: the entry script and every modulepreload that
// dist/index.html names (what the browser fetches before the first render), raw and gzip, and,
// when the Vite manifest is there, the home route's own chunks fetched right after.
//
//   npx vite build && node scripts/bundle-size.mjs [distDir=dist] [--files] [--json]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const distDir = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const listFiles = args.includes('--files');
const asJson = args.includes('--json');

const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
if (entry.length === 0) throw new Error(`no module script in ${join(distDir, 'index.html')}: run vite build first`);

function measure(urls) {
  const files = [...new Set(urls)].map((url) => {
    const bytes = readFileSync(join(distDir, url.replace(/^\//, '')));
    return { file: url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** The home route's split component chunk and its static imports not already loaded initially. */
function homeRouteChunks(initial) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const key = Object.keys(manifest).find((k) => /^src\/routes\/index\.tsx(\?|$)/.test(k) && manifest[k].isDynamicEntry);
  if (!key) return null;
  const seen = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(key);
  return [...seen].map((f) => `/${f}`).filter((f) => !initial.has(f));
}

const initialUrls = [...entry, ...preloads];
const initial = measure(initialUrls);
const routeUrls = homeRouteChunks(new Set(initialUrls));
const route = routeUrls ? measure(routeUrls) : null;
// kB = 1000 bytes, as Vite prints them.
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

if (asJson) {
  console.log(JSON.stringify({ initial, homeRoute: route }, null, 2));
} else {
  console.log(`Home page initial JS (entry + ${preloads.length} modulepreloads, ${initial.files.length} files): ${kb(initial.raw)} raw, ${kb(initial.gzip)} gzip`);
  if (route) console.log(`Home route chunks loaded after the entry (${route.files.length} files): ${kb(route.raw)} raw, ${kb(route.gzip)} gzip`);
  if (route) console.log(`Home page total JS: ${kb(initial.raw + route.raw)} raw, ${kb(initial.gzip + route.gzip)} gzip`);
  if (listFiles) {
    for (const f of [...initial.files, ...(route?.files ?? [])].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(f.gzip).padStart(9)} gzip ${kb(f.raw).padStart(9)} raw  ${f.file}`);
    }
  }
}
