/**
 * axe-core on every public page at 1440 px (the most responsive ones at 375 px too) and on the
 * storefront's overlays (cart drawer, login-required modal, mobile menu, an open FAQ answer): no
 * serious or critical violation, colour contrast over gradients included.
 *
 * Build first: npx tsc -b tsconfig.build.json && (cd frontend && npx vite build)
 */
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { ROOT, startStack, Stack } from '../tests/support/stack';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { FlattenMode, flattenGradients } from './support/flatten-gradients';
import { openPage, OpenedPage, PUBLIC_PAGES, snapshotDist, visit } from './support/storefront';

const TEST_MS = 90000;
const AXE = require.resolve('axe-core/axe.min.js');

interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

async function runAxe(
  page: Page,
  options: object,
): Promise<{ violations: AxeResult[]; passes: AxeResult[] }> {
  return page.evaluate(async (opts) => {
    type Axe = { run(ctx: Document, o: object): Promise<{ violations: AxeResult[]; passes: AxeResult[] }> };
    const { violations, passes } = await (window as unknown as { axe: Axe }).axe.run(document, opts);
    // Only what the report needs crosses back (axe results hold DOM references).
    const slim = (r: AxeResult) => ({
      id: r.id,
      impact: r.impact,
      help: r.help,
      nodes: r.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    });
    return { violations: violations.map(slim), passes: passes.map(slim) };
  }, options);
}

/**
 * Serious and critical violations on the page as it is now, one readable line per node: a full
 * axe run, then (unless `contrast: false`) the contrast rule again with every gradient flattened to
 * its lightest and to its darkest colour (axe skips text over gradients otherwise; see
 * support/flatten-gradients).
 */
async function seriousViolations(page: Page, label: string, { contrast = true } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const serious = (results: AxeResult[], note = '') =>
    results
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${v.impact} ${v.id}${note} (${v.help}) at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      );

  const lines = serious((await runAxe(page, { resultTypes: ['violations'] })).violations);
  const modes: FlattenMode[] = contrast ? ['lightest', 'darkest'] : [];
  for (const mode of modes) {
    await page.evaluate(flattenGradients, mode);
    const result = await runAxe(page, { runOnly: ['color-contrast'] });
    await page.evaluate(flattenGradients, 'none' as FlattenMode);
    lines.push(...serious(result.violations, ` with gradients at their ${mode} stop`));
    const checked = result.passes.reduce((n, r) => n + r.nodes.length, 0) + result.violations.length;
    if (checked === 0) lines.push(`color-contrast checked no text with gradients at their ${mode} stop`);
  }
  const unique = [...new Set(lines)];
  if (unique.length) console.log(`${label}\n  ${unique.join('\n  ')}`);
  return unique;
}

describe('accessibility of the public storefront (axe-core)', () => {
  let stack: Stack;
  let browser: Browser;
  const opened: OpenedPage[] = [];

  let dist: Awaited<ReturnType<typeof snapshotDist>>;

  beforeAll(async () => {
    dist = await snapshotDist(join(ROOT, 'frontend', 'dist'));
    [stack, browser] = await Promise.all([
      startStack({ services: [], env: { FRONTEND_DIST: dist.dir } }),
      launchBrowser(),
    ]);
  }, 120000);

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.shutdown();
    dist?.remove();
  });

  async function open(viewport: { width: number; height: number }, banned = false) {
    // The gateway's CSP allows only the app's own scripts; axe-core comes in as an inline script.
    const o = await openPage(browser, { viewport, banned, bypassCSP: true });
    opened.push(o);
    return o;
  }

  // Every page at 1440 px; at 375 px the pages whose layout changes most (selector grid, tab list,
  // full-screen notice), which keeps this file within its time budget on a loaded machine.
  const PHONE_CHECKED = ['home', 'pricing', 'terms', 'ip-banned'];
  const cases = [
    ...PUBLIC_PAGES.map((p) => [p.path, VIEWPORTS.desktop.width, p, VIEWPORTS.desktop] as const),
    ...PUBLIC_PAGES.filter((p) => PHONE_CHECKED.includes(p.slug)).map(
      (p) => [p.path, VIEWPORTS.mobile.width, p, VIEWPORTS.mobile] as const,
    ),
  ];

  it.each(cases)(
    '%s at %d px has no serious or critical axe violations',
    async (path, width, target, viewport) => {
      const { page, errors } = await open(viewport, target.slug === 'ip-banned');
      await visit(page, stack.baseUrl, target, { idle: false });
      // Colours are the same at every width: the flattened contrast runs are done at 1440 px.
      const contrast = width === VIEWPORTS.desktop.width;
      expect(await seriousViolations(page, `${path} @${width}`, { contrast })).toEqual([]);
      expect(errors).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'the cart drawer, the login-required modal and an open FAQ answer have no serious or critical axe violations (1440 px)',
    async () => {
      const { page } = await open(VIEWPORTS.desktop);
      await visit(
        page,
        stack.baseUrl,
        PUBLIC_PAGES.find((p) => p.slug === 'home')!,
        { idle: false },
      );
      const faq = page.locator('section[aria-labelledby="faq-title"] button[aria-expanded]');
      await faq.first().click();
      await page.locator('section[aria-labelledby="faq-title"] [role="region"]:not([hidden])').waitFor();
      expect(await seriousViolations(page, 'open FAQ answer')).toEqual([]);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      await drawer.getByTestId('cart-line').waitFor();
      expect(await seriousViolations(page, 'cart drawer with one line')).toEqual([]);

      await drawer.getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('dialog', { name: 'Sign in to check out' }).waitFor();
      expect(await seriousViolations(page, 'login-required modal')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
      await drawer.getByRole('button', { name: 'Clear Cart' }).click();
      await drawer.getByText('Your cart is empty').waitFor();
      expect(await seriousViolations(page, 'empty cart drawer')).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'the open mobile menu has no serious or critical axe violations (375 px)',
    async () => {
      const { page } = await open(VIEWPORTS.mobile);
      await visit(
        page,
        stack.baseUrl,
        PUBLIC_PAGES.find((p) => p.slug === 'pricing')!,
        { idle: false },
      );
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
      expect(await seriousViolations(page, 'mobile menu')).toEqual([]);
    },
    TEST_MS,
  );
});
