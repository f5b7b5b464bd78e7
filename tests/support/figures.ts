/**
 * Figures a standing suite reports (routes × roles checked, fuzz cases run, faults injected…).
 * Each suite records its own file under `.run/test-results/figures`; `npm test` prints them all
 * in its summary, so a run shows what was proven and not only that nothing failed.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export const FIGURES_DIR = join(__dirname, '..', '..', '.run', 'test-results', 'figures');

export type Figures = Record<string, number | string>;

/** Adds to (or sets) the figures of one suite; numbers add up across calls, strings replace. */
export function recordFigures(suite: string, figures: Figures): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = join(FIGURES_DIR, `${suite}.json`);
  const current: Figures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const [key, value] of Object.entries(figures)) {
    const before = current[key];
    current[key] = typeof value === 'number' && typeof before === 'number' ? before + value : value;
  }
  writeFileSync(file, JSON.stringify(current, null, 2));
  console.log(
    `[${suite}] ${Object.entries(current)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
}
