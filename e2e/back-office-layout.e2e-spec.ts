/**
 * The back office fits its screen: every tab at 1440 and 375 px, with long e-mails, a payment, credit
 * operations and a selected user on the Crédits tab. On each screen no element is wider than its
 * container (unless that container scrolls), and every button and link of the page lies inside the
 * viewport and inside every box that clips it, so no action is out of reach. Screens are saved in
 * e2e/screenshots (layout-admin-<tab>-<width>.png).
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { adminSession, AuthKit, call, registeredUser, startKit } from '../tests/support/auth-kit';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 300000;

const TABS = [
  { tab: 'users', heading: 'Gestion des utilisateurs' },
  { tab: 'traffic', heading: 'Trafic en direct' },
  { tab: 'transactions', heading: 'Transactions crypto' },
  { tab: 'credits', heading: 'Gestion des crédits' },
  { tab: 'notifications', heading: 'Notifications' },
  { tab: 'ip-banning', heading: 'Bannissement IP' },
  { tab: 'maintenance', heading: 'Mode maintenance' },
  { tab: 'connection-history', heading: 'Historique des Connexions' },
  { tab: 'overview', heading: "Vue d'ensemble" },
  { tab: 'audit', heading: "Journal d'audit" },
] as const;

/**
 * Runs in the page: what does not fit. An element is too wide when it is wider than its parent's
 * content box and no ancestor up to that parent scrolls sideways; an action is out of reach when its
 * box leaves the viewport or a box that clips it (overflow hidden or clip) sideways.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? '';
    return `<${el.tagName.toLowerCase()}${label ? ` "${label}"` : ''}> ${text}`;
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  const clips = (el: Element) => ['hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  const main = document.querySelector('main') ?? document.body;
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport + 1) {
    problems.push(`the page is ${document.documentElement.scrollWidth - viewport}px wider than the screen`);
  }
  for (const el of Array.from(main.querySelectorAll('*'))) {
    // Charts size their drawing to their box themselves (recharts' inner wrappers measure 0 wide).
    if (!visible(el) || el.closest('[data-sonner-toaster], svg, .recharts-responsive-container')) continue;
    const parent = el.parentElement;
    if (!parent || scrollsSideways(parent) || getComputedStyle(el).position === 'absolute') continue;
    const box = el.getBoundingClientRect();
    const room = parent.getBoundingClientRect();
    const style = getComputedStyle(parent);
    const inner = room.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const borders = parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
    if (box.width > inner - borders + 1.5 && !el.closest('table')) {
      problems.push(`${describe(el)} is ${Math.round(box.width)}px wide in ${Math.round(inner)}px`);
    }
    // Text cut by its own box (an ellipsis or a clip) hides what the admin needs to read.
    if (
      (clips(el) || getComputedStyle(el).textOverflow === 'ellipsis') &&
      el.scrollWidth > el.clientWidth + 1
    ) {
      problems.push(`${describe(el)} is cut: ${el.scrollWidth}px of text in ${el.clientWidth}px`);
    }
  }
  for (const action of Array.from(main.querySelectorAll('button, a[href], [role="button"], select, input'))) {
    if (!visible(action) || (action as HTMLInputElement).type === 'hidden') continue;
    const box = action.getBoundingClientRect();
    if (box.left < -1 || box.right > viewport + 1) {
      problems.push(
        `${describe(action)} lies outside the screen (${Math.round(box.left)}–${Math.round(box.right)})`,
      );
      continue;
    }
    for (let up = action.parentElement; up && up !== document.body; up = up.parentElement) {
      if (!clips(up) && !scrollsSideways(up)) continue;
      const room = up.getBoundingClientRect();
      if (box.left < room.left - 1 || box.right > room.right + 1) {
        const how = scrollsSideways(up) ? 'scrolled out of view' : 'clipped';
        problems.push(`${describe(action)} is ${how} by ${describe(up).slice(0, 60)}`);
        break;
      }
    }
  }
  return [...new Set(problems)];
}

describe('the back office fits its screen', () => {
  let kit: AuthKit;
  let browser: Browser;
  let page: Page;
  let longEmail: string;

  beforeAll(async () => {
    [kit, browser] = await Promise.all([
      startKit({
        services: SERVICE_NAMES,
        env: { RATE_LIMIT_PER_IP: '1000', PRICE_API_URL: 'http://127.0.0.1:9/simple/price' },
      }),
      launchBrowser(),
    ]);
    // Long addresses are what a real list holds; they must wrap or fit, not push actions away.
    const buyer = await registeredUser(kit, 'a-rather-long-customer-name.with.dots');
    longEmail = buyer.email;
    const token = buyer.session.access_token;
    await call(kit, 'POST', '/api/create-payment', {
      token,
      body: { amount: 150, crypto: 'btc', currency: 'eur' },
    });
    const admin = await adminSession(kit);
    await call(kit, 'POST', '/api/admin/credits/adjust', {
      token: admin.token,
      body: { userId: buyer.user.id, amount: 25, direction: 'add', reason: 'goodwill' },
    });
    page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    // The owner signs in with the authenticator app the role requires.
    await signInAsStaff(page, kit.stack.baseUrl, admin, `${kit.stack.baseUrl}/admin`).catch(
      async (error: Error) => {
        await screenshot(page, 'layout-admin-sign-in-failed');
        throw error;
      },
    );
  }, JOURNEY_MS);

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await kit?.close();
  });

  for (const [size, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['375', VIEWPORTS.mobile],
  ] as const) {
    it(
      `every tab at ${size} px: nothing wider than its container, every action in reach`,
      async () => {
        await page.setViewportSize(viewport);
        const problems: string[] = [];
        for (const { tab, heading } of TABS) {
          await page.goto(`${kit.stack.baseUrl}/admin?tab=${tab}`);
          await page
            .getByRole('heading', { level: 1, name: heading, exact: true })
            .waitFor()
            .catch(async (error: Error) => {
              await screenshot(page, `layout-admin-${tab}-${size}-failed`);
              throw new Error(`${error.message}\nat ${page.url()}`);
            });
          await page.waitForLoadState('networkidle').catch(() => undefined);
          if (tab === 'users') await page.getByText(longEmail).first().waitFor();
          if (tab === 'credits') {
            // The selected-user card, with a long e-mail, next to the form.
            await page.getByText(longEmail).first().waitFor();
            await page.getByRole('button', { name: 'Sélectionner' }).first().click();
            await page.getByTestId('selected-user').waitFor();
          }
          await page.waitForTimeout(300);
          await screenshot(page, `layout-admin-${tab}-${size}`);
          for (const problem of await page.evaluate(layoutProblems)) problems.push(`${tab}: ${problem}`);
        }
        expect(problems).toEqual([]);
      },
      JOURNEY_MS,
    );
  }

  it(
    'gives an audit entry’s details the whole card on a phone, under their label, and every line the card’s width',
    async () => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(`${kit.stack.baseUrl}/admin?tab=audit`);
      const details = page.locator('td[data-wide]').filter({ hasText: `a ajouté 25 crédits à ${longEmail}` });
      await details.first().waitFor();
      const fit = await details.first().evaluate((cell) => {
        const room = cell.getBoundingClientRect();
        const style = getComputedStyle(cell);
        const inner = room.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const sentence = cell.querySelector('p')!.getBoundingClientRect();
        return {
          share: sentence.width / inner,
          indent: sentence.left - room.left - parseFloat(style.paddingLeft),
          // Beside its label, the text starts on the label's line; under it, a line (11 px type) lower.
          belowLabel: sentence.top - room.top - parseFloat(style.paddingTop) > 10,
        };
      });
      expect(fit.share).toBeGreaterThan(0.95);
      expect(Math.abs(fit.indent)).toBeLessThan(1);
      expect(fit.belowLabel).toBe(true);
      // Every line of the card, the target's long e-mail included, spans the card.
      const widths = await details.first().evaluate((cell) => {
        const row = cell.closest('tr')!;
        const style = getComputedStyle(row);
        const inner = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return Array.from(row.children, (td) => Math.round(td.getBoundingClientRect().width - inner));
      });
      expect(widths).toEqual(widths.map(() => 0));
    },
    JOURNEY_MS,
  );
});
