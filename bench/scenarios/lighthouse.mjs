// Lighthouse scores of public pages from bench/lighthouse.mjs, kept apart so the rest of the run
// never depends on it (Chromium missing, an audit failing).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MODULE = join(import.meta.dirname, '..', 'lighthouse.mjs');
const PATHS = ['/', '/pricing'];

/** Rows of `{ path, performance, accessibility, … }` (scores 0-100). */
export async function lighthouseRows(baseUrl) {
  if (!existsSync(MODULE)) return { skipped: 'bench/lighthouse.mjs is missing', rows: [] };
  const { lighthouseScores } = await import(pathToFileURL(MODULE).href);
  return { rows: await lighthouseScores(baseUrl, PATHS) };
}
