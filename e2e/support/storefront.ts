/**
 * What the storefront and accessibility specs share: the public pages with the heading that
 * identifies each, a page factory that records console errors, and the ban answer /ip-banned needs.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitFor } from '../../tests/support/stack';

export interface PublicPage {
  /** Used in test names and screenshot file names. */
  slug: string;
  path: string;
  /** The page's only level-1 heading: proves the right page rendered. */
  heading: string | RegExp;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { slug: 'home', path: '/', heading: /Stop guessing\.\s*Let AI test your strategy\./ },
  { slug: 'pricing', path: '/pricing', heading: 'Pay only for the analyses you run' },
  { slug: 'about', path: '/about', heading: 'The analyst in your corner' },
  { slug: 'legal', path: '/legal', heading: 'Legal information' },
  { slug: 'terms', path: '/terms', heading: 'Terms of Service' },
  { slug: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { slug: 'success', path: '/success', heading: 'Success!' },
  { slug: 'ip-banned', path: '/ip-banned', heading: 'ACCESS DENIED' },
  { slug: '404', path: '/no-such-page', heading: 'Page not found' },
];

/**
 * A 24-hour ban as the gateway's GET /api/check-ip-status answers it (403). The ban notice only
 * shows for a banned visitor; banning the test browser's own address would shut it out of every
 * other page, so /ip-banned gets this answer in the browser instead.
 */
export const SAMPLE_BAN = {
  error: 'Access denied',
  code: 'IP_BANNED',
  banned: true,
  reason: 'Multiple accounts',
  expires_at: new Date(Date.now() + 26 * 3600_000).toISOString(),
  is_permanent: false,
  banned_at: new Date().toISOString(),
  admin_note: 'Appeal by email if this is wrong.',
};

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  close(): Promise<void>;
}

export interface PageOptions {
  viewport: { width: number; height: number };
  /** Answer /api/check-ip-status with SAMPLE_BAN. */
  banned?: boolean;
  /** Ignore the gateway's Content-Security-Policy (script-src 'self'), so a test can inject axe-core. */
  bypassCSP?: boolean;
}

/** A fresh context (own localStorage), English, reduced motion so screenshots are settled. */
export async function openPage(browser: Browser, options: PageOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport,
    locale: 'en-US',
    reducedMotion: 'reduce',
    bypassCSP: options.bypassCSP ?? false,
  });
  context.setDefaultTimeout(30000);
  context.setDefaultNavigationTimeout(45000);
  if (options.banned) {
    await context.route('**/api/check-ip-status', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(SAMPLE_BAN) }),
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = `console: ${msg.text()} (${msg.location().url})`;
    // Chromium logs every non-2xx response; for a banned visitor the 403 *is* the ban answer.
    if (options.banned && /status of 403 .*\/api\/check-ip-status\)$/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return { context, page, errors, close: () => context.close() };
}

export interface SettleOptions {
  /** Also wait for the network to go quiet (late requests, their console errors). Default true. */
  idle?: boolean;
}

/** Loads `target` and waits until its heading is shown and its fonts are in (and the network is quiet). */
export async function visit(page: Page, baseUrl: string, target: PublicPage, options?: SettleOptions) {
  const response = await page.goto(baseUrl + target.path);
  await settle(page, target, options);
  return response;
}

/**
 * Resolves once the app runs the page. A prerendered public page shows its heading and buttons
 * before any script has run; frontend/src/main.tsx drops `data-prerendered` from #root once the
 * app's own render has replaced that markup, and only then do its buttons work.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

export async function settle(
  page: Page,
  target: PublicPage,
  { idle = true }: SettleOptions = {},
): Promise<void> {
  await appStarted(page);
  await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
  if (idle) await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Horizontal overflow in px (0 when the page fits its viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.scrollingElement!.scrollWidth - window.innerWidth));
}

type Manifest = Record<
  string,
  { file: string; imports?: string[]; isDynamicEntry?: boolean; isEntry?: boolean }
>;

/**
 * Gzip budget, in bytes (level 9), for the JS the home page needs before it is interactive: the
 * entry, its modulepreloads and the home route's chunks. About 158.4 kB today: the English texts
 * of the entry (sign-in with its factors and passkeys, inline errors and waits, the payment
 * toasts) and the cart's record of which payment took which packs are part of the first load;
 * the WebAuthn library itself is loaded only when a passkey ceremony starts.
 */
export const HOME_JS_GZIP_BUDGET = 160_000;

export interface BuiltApp {
  /** Entry script and modulepreloads named by dist/index.html: what every page loads first. */
  initial: string[];
  /** `/assets/…` files a route's split component chunk pulls in, with its static imports. */
  routeChunks(routeFile: string): Set<string>;
  /**
   * Chunks only the back office needs: what the /admin component and features/admin's lazy parts
   * import, minus anything the entry or another route also uses. None may load on a public page.
   */
  backOffice: Set<string>;
  /** Each route file's split component chunk, e.g. `pricing.tsx` → `/assets/pricing-….js`. */
  routeComponents: Map<string, string>;
}

/** Reads the built frontend (dist/index.html and the Vite manifest). */
export function readBuiltApp(dist: string): BuiltApp {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build the frontend (vite build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);

  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visitKey = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      chunk.imports?.forEach(visitKey);
    };
    keys.forEach(visitKey);
    return files;
  };
  const dynamicEntries = (pattern: RegExp) =>
    Object.keys(manifest).filter((key) => pattern.test(key) && manifest[key].isDynamicEntry);

  const adminSource = /^src\/(routes\/admin[./]|features\/admin\/)/;
  const backOffice = closure(dynamicEntries(adminSource));
  const elsewhere = closure(
    Object.keys(manifest).filter(
      (key) => manifest[key].isEntry || (manifest[key].isDynamicEntry && !adminSource.test(key)),
    ),
  );
  elsewhere.forEach((file) => backOffice.delete(file));

  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const missing = Object.values(manifest).filter((chunk) => !existsSync(join(dist, chunk.file)));
  if (!entry || initial[0] !== `/${entry.file}` || missing.length > 0) {
    throw new Error(`${dist}: index.html, the manifest and the files disagree (a build was writing?)`);
  }

  const routeComponents = new Map(
    Object.keys(manifest)
      .filter((key) => /^src\/routes\/.+\?tsr-split=component/.test(key))
      .map((key) => [key.replace(/^src\/routes\/|\?.*$/g, ''), `/${manifest[key].file}`] as const),
  );

  return {
    initial,
    routeComponents,
    routeChunks: (routeFile) => {
      const keys = dynamicEntries(new RegExp(`^src/routes/${routeFile.replace(/\./g, '\\.')}(\\?|$)`));
      if (keys.length === 0) throw new Error(`no split chunk for src/routes/${routeFile} in the manifest`);
      return closure(keys);
    },
    backOffice,
  };
}

/**
 * A private copy of the built frontend for the gateway to serve (FRONTEND_DIST), so a `vite build`
 * run elsewhere while the tests are running cannot swap the chunks under them. A copy taken while
 * such a build is writing (or before it has written index.html) is thrown away and taken again.
 */
export async function snapshotDist(dist: string): Promise<{ dir: string; built: BuiltApp; remove(): void }> {
  return waitFor(
    `a complete build in ${dist} to copy (run vite build in frontend/)`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
      const remove = () => rmSync(dir, { recursive: true, force: true });
      try {
        cpSync(dist, dir, { recursive: true });
        return { dir, built: readBuiltApp(dir), remove };
      } catch (err) {
        remove();
        throw err;
      }
    },
    60000,
    500,
  );
}
