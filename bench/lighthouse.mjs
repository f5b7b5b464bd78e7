// Lighthouse (mobile preset, simulated throttling) against a running gateway that serves the built
// frontend. `lighthouseScores(baseUrl, paths)` runs one audit per path in one headless Chromium and
// returns the scores (0-100) with LCP, TBT and CLS; run alone it prints them as a table:
//
//   node bench/lighthouse.mjs http://127.0.0.1:5001 [/ /pricing …]
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const DEFAULT_PATHS = ['/', '/pricing'];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('Chromium not found: install it or set CHROMIUM_PATH');
  return found;
}

const percent = (category) => (typeof category?.score === 'number' ? Math.round(category.score * 100) : null);
const numeric = (audit, digits = 0) =>
  typeof audit?.numericValue === 'number' ? Number(audit.numericValue.toFixed(digits)) : null;

/**
 * @param {string} baseUrl e.g. http://127.0.0.1:5001
 * @param {string[]} [paths]
 * @returns {Promise<{ path: string, performance: number|null, accessibility: number|null, bestPractices: number|null, lcpMs: number|null, tbtMs: number|null, cls: number|null }[]>}
 */
export async function lighthouseScores(baseUrl, paths = DEFAULT_PATHS) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const rows = [];
    for (const path of paths) {
      const url = new URL(path, baseUrl).href;
      // Lighthouse's defaults are the mobile form factor, screen emulation and simulated throttling.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      rows.push({
        path,
        performance: percent(categories.performance),
        accessibility: percent(categories.accessibility),
        bestPractices: percent(categories['best-practices']),
        lcpMs: numeric(audits['largest-contentful-paint']),
        tbtMs: numeric(audits['total-blocking-time']),
        cls: numeric(audits['cumulative-layout-shift'], 3),
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** One line per path, aligned. */
export function formatTable(rows) {
  const header = ['path', 'perf', 'a11y', 'best', 'LCP ms', 'TBT ms', 'CLS'];
  const lines = rows.map((r) =>
    [r.path, r.performance, r.accessibility, r.bestPractices, r.lcpMs, r.tbtMs, r.cls].map((v) =>
      String(v ?? '-'),
    ),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [header, ...lines]
    .map((l) => l.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  '))
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error(
      'usage: node bench/lighthouse.mjs <baseUrl> [path …]   e.g. node bench/lighthouse.mjs http://127.0.0.1:5001',
    );
    process.exit(2);
  }
  const rows = await lighthouseScores(baseUrl, paths.length ? paths : DEFAULT_PATHS);
  console.log(formatTable(rows));
}
