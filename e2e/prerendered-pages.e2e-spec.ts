/**
 * The public pages arrive already rendered (frontend/scripts/prerender.mjs, served by the gateway's
 * prerendered-pages handler): their HTML holds the page before any script runs, other routes still
 * get the empty app shell, and the app takes a prerendered page over without errors, in the
 * visitor's own state (language, session, cart).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registeredUser } from '../tests/support/auth-kit';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { signInThroughLogin, startHomeKit, type HomeKit } from './support/home';
import { appStarted, PUBLIC_PAGES } from './support/storefront';

const EMPTY_ROOT = '<div id="root"></div>';
const PRICING_HEADING = 'Pay only for the analyses you run';
/** A React hydration complaint, in development wording or as a production error code. */
const HYDRATION_MESSAGE = /hydrat|Minified React error #(418|419|422|423|425)/i;

function heading(path: string): string | RegExp {
  const page = PUBLIC_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`no public page ${path}`);
  return page.heading;
}

/** Text with the tags taken out and whitespace collapsed, as a reader sees the raw HTML. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('prerendered public pages', () => {
  let home: HomeKit;
  let browser: Browser;

  beforeAll(async () => {
    [home, browser] = await Promise.all([startHomeKit(), launchBrowser()]);
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await home?.close();
  });

  describe('the HTML, before any script runs', () => {
    it.each([
      ['/', ['Stop guessing.', 'Add to Cart', 'Frequently asked questions']],
      ['/pricing', [PRICING_HEADING, 'Add to Cart', '10 credits']],
      ['/pricing/', [PRICING_HEADING]],
      ['/about', ['The analyst in your corner']],
      ['/terms', ['Terms of Service']],
    ])('%s already holds its heading and content', async (path, texts) => {
      const res = await fetch(home.base + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0');
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      const html = await res.text();
      expect(html).not.toContain(EMPTY_ROOT);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(visibleText(h1 ?? '')).toMatch(heading(path.replace(/(.)\/$/, '$1')));
      for (const text of texts) expect(visibleText(html)).toContain(text);
      // The policy allows no inline script: every script is a file of the app.
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        expect(attributes).toMatch(/\bsrc="\/assets\//);
        expect(body.trim()).toBe('');
      }
    });

    it.each(['/dashboard', '/no-such-page', '/login', '/checkout/crypto'])(
      '%s (not prerendered) still gets the empty app shell',
      async (path) => {
        const res = await fetch(home.base + path);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(EMPTY_ROOT);
        expect(html).not.toMatch(/<h1\b/);
      },
    );

    it('lets browsers keep every content-hashed file (scripts, styles, fonts) for a year, and nothing else', async () => {
      const html = await (await fetch(home.base + '/')).text();
      const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
      const script = /<script[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(stylesheet).toBeDefined();
      expect(script).toBeDefined();
      const css = await (await fetch(home.base + stylesheet!)).text();
      const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(css)?.[1];
      expect(font).toBeDefined();
      // Fonts are already compressed: they take the static server's path, not the compressed one.
      for (const path of [script!, stylesheet!, font!]) {
        const res = await fetch(home.base + path, { headers: { 'accept-encoding': 'gzip' } });
        expect({ path, status: res.status, cache: res.headers.get('cache-control') }).toEqual({
          path,
          status: 200,
          cache: 'public, max-age=31536000, immutable',
        });
      }
      const fontRes = await fetch(home.base + font!);
      expect(fontRes.headers.get('content-type')).toBe('font/woff2');
      expect((await fontRes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      // Names that stay the same across releases are checked again on every visit.
      for (const path of ['/favicon.svg', '/dashboard']) {
        const res = await fetch(home.base + path);
        expect({ path, status: res.status, cache: res.headers.get('cache-control') }).toEqual({
          path,
          status: 200,
          cache: 'public, max-age=0',
        });
      }
    });
  });

  describe('in a browser', () => {
    interface Opened {
      context: BrowserContext;
      page: Page;
      /** Console errors, uncaught exceptions and any hydration complaint (whatever its level). */
      problems: string[];
    }

    async function open(
      options: { viewport?: { width: number; height: number }; javaScript?: boolean; init?: () => void } = {},
    ): Promise<Opened> {
      const context = await browser.newContext({
        viewport: options.viewport ?? VIEWPORTS.desktop,
        locale: 'en-US',
        reducedMotion: 'reduce',
        javaScriptEnabled: options.javaScript ?? true,
      });
      context.setDefaultTimeout(30000);
      if (options.init) await context.addInitScript(options.init);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || HYDRATION_MESSAGE.test(msg.text()))
          problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
      return { context, page, problems };
    }

    const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

    it('shows /pricing and / without JavaScript, laid out as with it', async () => {
      for (const [path, slug] of [
        ['/pricing', 'pricing'],
        ['/', 'home'],
      ] as const) {
        for (const [width, viewport] of [
          ['375', VIEWPORTS.mobile],
          ['1440', VIEWPORTS.desktop],
        ] as const) {
          const bare = await open({ viewport, javaScript: false });
          await bare.page.goto(home.base + path);
          await h1(bare.page, heading(path)).waitFor();
          await bare.page.evaluate(() => document.fonts.ready.then(() => undefined));
          const bareHeight = await bare.page.evaluate(() => document.documentElement.scrollHeight);
          await screenshot(bare.page, `prerendered-${slug}-${width}-no-js`);
          await bare.context.close();

          const live = await open({ viewport });
          await live.page.goto(home.base + path);
          await appStarted(live.page);
          await live.page.waitForLoadState('networkidle');
          await live.page.evaluate(() => document.fonts.ready.then(() => undefined));
          const liveHeight = await live.page.evaluate(() => document.documentElement.scrollHeight);
          await screenshot(live.page, `prerendered-${slug}-${width}-js`);
          await live.context.close();

          // Same page, same length: the app's render replaces the markup with what it already was.
          expect({ path, width, height: bareHeight }).toEqual({ path, width, height: liveHeight });
        }
      }
    });

    it('takes /pricing over with no console error and no hydration warning, and its buttons then work', async () => {
      const { context, page, problems } = await open();
      await page.goto(`${home.base}/pricing`);
      await appStarted(page);
      await expect(page.title()).resolves.toBe('Pricing · Oddsmith');
      await h1(page, PRICING_HEADING).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('added to cart!').first().waitFor();
      await page.getByRole('button', { name: 'Open cart, 1 item' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows a visitor who chose French the French page once the app has started', async () => {
      const { context, page, problems } = await open({
        init: () => localStorage.setItem('oddsmith.language', 'fr'),
      });
      await page.goto(`${home.base}/pricing`);
      await appStarted(page);
      await h1(page, 'Ne payez que les analyses que vous lancez').waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
      await expect(h1(page, PRICING_HEADING).count()).resolves.toBe(0);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows a visitor with packs in the cart their cart once the app has started', async () => {
      const { context, page, problems } = await open({
        init: () =>
          localStorage.setItem(
            'oddsmith.cart',
            JSON.stringify([
              {
                id: 'credits-20',
                name: '20 Credits (20)',
                price: 40,
                description: 'One-time purchase of 20 credits',
                billing: 'one-time',
                quantity: 2,
              },
            ]),
          ),
      });
      await page.goto(`${home.base}/`);
      await appStarted(page);
      await page.getByRole('button', { name: 'Open cart, 2 items' }).first().waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows a signed-in visitor their own navbar on a prerendered page', async () => {
      const user = await registeredUser(home.kit, 'prerender');
      const { context, page, problems } = await open();
      await signInThroughLogin(page, home.base, user.email, user.password);
      await page.goto(`${home.base}/pricing`);
      await appStarted(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await page.getByTestId('user-menu').getByRole('button', { name: /^Ada/ }).waitFor();
      await expect(nav.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
