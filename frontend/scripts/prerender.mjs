// Second half of `npm run build`: after `vite build` wrote the app to dist/, renders the public pages
// (src/prerender/render-page.tsx, bundled for Node by a Vite SSR build) into
// dist/prerendered/<page>.html: dist/index.html with the page's markup in #root and its <title>. The
// gateway serves them for their paths; every other path still gets dist/index.html, the empty shell.
//
// What a prerendered page loads, in order: the stylesheet and the Latin faces of its two fonts (all
// the first paint needs), then, once the browser reports that paint, the app: the entry script and
// the page's route chunks, fetched together by dist/assets/start-<hash>.js. Nothing of the app's
// ~150 kB gzip of JavaScript competes with the paint for the network or the main thread.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { routeChunks } from './lib/route-chunks.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const outDir = join(dist, 'prerendered');
// Outside dist/: the server bundle is a build tool, not something to serve.
const serverDir = join(root, 'node_modules', '.cache', 'prerender');

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: true } },
  },
});

const { renderPage, PRERENDERED_PATHS } = await import(pathToFileURL(join(serverDir, 'render-page.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = ENTRY_SCRIPT.exec(template)?.[1];
const stylesheet = STYLESHEET.exec(template)?.[1];
if (!template.includes(ROOT_ELEMENT) || !TITLE.test(template) || !entry || !stylesheet) {
  throw new Error(
    `dist/index.html lacks an empty ${ROOT_ELEMENT}, a <title>, the entry script or the stylesheet`,
  );
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * The basic-Latin face of every font family in the stylesheet (Inter for text, Space Grotesk for
 * headings): both are on screen at once on every page, and preloaded they arrive with the
 * stylesheet, so the first paint already uses them (no later swap that moves text).
 */
function latinFonts() {
  const css = readFileSync(join(dist, stylesheet), 'utf8');
  const fonts = (css.match(/@font-face\{[^}]*\}/g) ?? [])
    .filter((face) => /unicode-range:\s*U\+\?\?,/.test(face))
    .map((face) => /url\((\/assets\/[^)]+\.woff2)\)/.exec(face)?.[1])
    .filter(Boolean);
  if (fonts.length === 0) throw new Error(`${stylesheet}: no basic-Latin @font-face to preload`);
  return fonts;
}

/**
 * The module a prerendered page loads instead of the entry. The entry's download and evaluation
 * and the app's first render are the heaviest work of a visit; started once the browser reports the
 * first contentful paint, they never delay the HTML already there. The page's route chunks (listed
 * in #root's `data-route-chunks`) are fetched alongside the entry, not after it. A page opened in
 * the background, or a browser that reports no paint within 2 s, starts at once.
 */
function writeStartScript() {
  const source = `// Written by frontend/scripts/prerender.mjs: starts the app once the prerendered page has painted.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const chunks = document.getElementById('root')?.dataset.routeChunks ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === 'visible' && typeof PerformanceObserver === 'function') {
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    setTimeout(start, 0);
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(start, 2000);
} else start();
`;
  const name = `start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, 'assets', name), source);
  return `/assets/${name}`;
}

const startScript = writeStartScript();
const fontPreloads = latinFonts()
  .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`)
  .join('\n    ');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const { html, routeFiles } = await renderPage(path);
  // React 19 emits the page's <title> ahead of the markup: it belongs in <head>, once.
  const title = TITLE.exec(html)?.[0];
  const body = html.replace(TITLE, '');
  const chunks = routeChunks(manifest, routeFiles).join(' ');
  const page = template
    .replace(TITLE, () => title ?? TITLE.exec(template)[0])
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="${startScript}"></script>`)
    .replace(STYLESHEET, (link) => `${link}\n    ${fontPreloads}`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-prerendered data-route-chunks="${chunks}">${body}</div>`,
    );
  const name = path === '/' ? 'index' : path.slice(1);
  writeFileSync(join(outDir, `${name}.html`), page);
  console.log(`prerendered ${path} → dist/prerendered/${name}.html (${(page.length / 1000).toFixed(1)} kB)`);
}
