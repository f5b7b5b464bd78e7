/**
 * The live channel in a browser, against the whole stack with two gateway replicas: a notification
 * raised through one replica reaches a page open on the other without a reload; maintenance turned
 * on switches a visitor's open page to the maintenance screen while an administrator keeps the
 * site; a ban pushed to an open page sends it to /ip-banned, and lifting it lets the page back in.
 * Screens are saved in e2e/screenshots (live-*.png, maintenance-*.png, ip-banned-*.png).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminSession, registeredUser, TestSession, uniqueIp } from '../tests/support/auth-kit';
import { waitFor } from '../tests/support/stack';
import { screenshotBoth } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import {
  callAt,
  HomeKit,
  liveSocketRegistered,
  Replica,
  signInThroughLogin,
  startGatewayReplica,
  startHomeKit,
} from './support/home';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 150000;

/** Records desktop notifications instead of showing them (permission granted). */
const RECORD_DESKTOP_NOTIFICATIONS = `
  window.__desktop = [];
  window.Notification = class {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { window.__desktop.push({ title, body: options && options.body }); }
  };
`;

describe('the live channel in a browser, across two gateway replicas', () => {
  let home: HomeKit;
  let browser: Browser;
  let replica: Replica;
  let admin: TestSession;
  const contexts: BrowserContext[] = [];
  const adminIp = uniqueIp();

  beforeAll(async () => {
    [home, browser] = await Promise.all([startHomeKit(), launchBrowser()]);
    replica = await startGatewayReplica(home.kit);
    admin = await adminSession(home.kit);
  }, 180000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await replica?.stop();
    await browser?.close();
    await home?.close();
  });

  async function openPage(
    options: {
      viewport?: { width: number; height: number };
      headers?: Record<string, string>;
      initScript?: string;
    } = {},
  ) {
    const context = await browser.newContext({
      viewport: options.viewport ?? VIEWPORTS.desktop,
      locale: 'en-US',
      reducedMotion: 'reduce',
      extraHTTPHeaders: options.headers,
    });
    contexts.push(context);
    context.setDefaultTimeout(30000);
    if (options.initScript) await context.addInitScript(options.initScript);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    return { page, errors };
  }

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  it(
    'a notification raised through gateway B reaches the page open on gateway A live, without a reload',
    async () => {
      const { kit, base } = home;
      const { email, password, user } = await registeredUser(kit, 'live');
      const { page, errors } = await openPage({ initScript: RECORD_DESKTOP_NOTIFICATIONS });
      const registered = liveSocketRegistered(page, true);
      await signInThroughLogin(page, base, email, password);
      await registered;
      await page.getByTestId('credit-balance').getByText('0').waitFor();
      await markDocument(page);
      const bell = nav(page).getByTestId('notification-bell');
      const unreadBefore = Number(
        /, (\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
      );

      // The administrator acts through the other replica.
      expect(new URL(replica.baseUrl).port).not.toBe(new URL(base).port);
      const adjust = await callAt(replica.baseUrl, 'POST', '/api/admin/credits/adjust', {
        token: admin.token,
        ip: adminIp,
        body: { userId: user.id, amount: 15, direction: 'add', reason: 'correction' },
      });
      expect(adjust.status).toBe(200);

      // The toast, the bell (first, one more unread), the desktop notification and the balance.
      await page
        .getByText(/^Credits added — An administrator added 15 credits to your account/)
        .waitFor({ timeout: 15000 });
      await waitFor(
        'the bell to count one more',
        async () => (await bell.getAttribute('aria-label')) === `Notifications, ${unreadBefore + 1} unread`,
        10000,
        100,
      );
      await page.getByTestId('credit-balance').getByText('15').waitFor();
      await screenshot(page, 'live-notification-1440', { fullPage: false });
      await bell.click();
      const firstItem = page
        .getByRole('region', { name: 'Latest notifications' })
        .getByRole('listitem')
        .first();
      await firstItem.getByText('Credits added', { exact: true }).waitFor();
      await firstItem.getByText('Just now').waitFor();
      const desktop = await page.evaluate(
        () => (window as unknown as { __desktop: { title: string }[] }).__desktop,
      );
      // The administrator's notification shows once. The welcome notification travels as a
      // durable event too and may reach the page live if it arrives after the sign-in.
      expect(desktop.map((n) => n.title).filter((title) => title !== 'Welcome to Oddsmith!')).toEqual([
        'Credits added',
      ]);

      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'maintenance turned on: a visitor’s open page switches to the maintenance screen, an administrator keeps the site',
    async () => {
      const { base } = home;
      const visitor = await openPage();
      const visitorRegistered = liveSocketRegistered(visitor.page, false);
      await visitor.page.goto(`${base}/pricing`);
      await nav(visitor.page).waitFor();
      await visitorRegistered;

      const adminPage = await openPage();
      const adminRegistered = liveSocketRegistered(adminPage.page, true);
      // The page learns it belongs to an administrator from the server's admin check.
      const adminChecked = adminPage.page.waitForResponse(
        async (res) => res.url().endsWith('/api/user/admin-status') && (await res.json()).is_admin === true,
      );
      await signInAsStaff(adminPage.page, base, admin);
      await Promise.all([adminRegistered, adminChecked]);
      await markDocument(adminPage.page);

      const maintenance = {
        enabled: true,
        title: 'Mise à jour en cours',
        message: 'Nous améliorons Oddsmith. Retour très bientôt.',
        estimatedTime: '30 minutes',
        showCountdown: true,
        allowAdmins: true,
      };
      const english = {
        title: 'Upgrade in progress',
        message: 'We are improving Oddsmith. Back very soon.',
        estimatedTime: '30 minutes',
      };
      try {
        // The administrator switches it on in the back office, in their own browser context.
        await adminPage.page.goto(`${base}/admin?tab=maintenance`);
        await adminPage.page.getByLabel('Titre', { exact: true }).fill(maintenance.title);
        await adminPage.page.getByLabel('Message', { exact: true }).fill(maintenance.message);
        await adminPage.page.getByLabel('Durée estimée', { exact: true }).fill(maintenance.estimatedTime);
        // The visitor reads English: the English texts are written too (each language keeps its own).
        await adminPage.page.getByRole('radio', { name: 'anglais' }).check({ force: true });
        await adminPage.page.getByLabel('Titre', { exact: true }).fill(english.title);
        await adminPage.page.getByLabel('Message', { exact: true }).fill(english.message);
        await adminPage.page.getByLabel('Durée estimée', { exact: true }).fill(english.estimatedTime);
        await adminPage.page.getByRole('switch', { name: 'Activer le mode maintenance' }).click();
        await adminPage.page.getByRole('button', { name: 'Enregistrer' }).click();
        await adminPage.page.getByText('Maintenance activée').first().waitFor();
        await markDocument(adminPage.page);

        const screenHeading = visitor.page.getByRole('heading', { level: 1, name: english.title });
        await screenHeading.waitFor({ timeout: 10000 });
        // The page reloads 2 s later and still shows it (from GET /api/maintenance this time).
        await visitor.page.waitForEvent('load', { timeout: 10000 });
        await screenHeading.waitFor();
        await visitor.page.getByText(english.message).waitFor();
        await visitor.page.getByTestId('maintenance-estimate').getByText('30 minutes').waitFor();
        expect(await nav(visitor.page).count()).toBe(0);
        await screenshotBoth(visitor.page, 'maintenance', { fullPage: false });

        // The administrator's page neither shows it nor reloads.
        await adminPage.page.waitForTimeout(3000);
        expect(await adminPage.page.getByRole('heading', { name: english.title }).count()).toBe(0);
        await adminPage.page.getByRole('button', { name: 'Enregistrer' }).waitFor();
        expect(await sameDocument(adminPage.page)).toBe(true);
        await screenshot(adminPage.page, 'maintenance-admin-1440', { fullPage: false });
      } finally {
        const off = await callAt(replica.baseUrl, 'POST', '/api/admin/maintenance', {
          token: admin.token,
          ip: adminIp,
          body: { enabled: false },
        });
        expect(off.status).toBe(200);
      }

      // Off again: the visitor's page reloads after 0.5 s and the site is back.
      await nav(visitor.page).waitFor({ timeout: 10000 });
      expect(await visitor.page.getByRole('heading', { name: english.title }).count()).toBe(0);
      expect(visitor.errors).toEqual([]);
      expect(adminPage.errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'a ban pushed to an open page sends it to /ip-banned; once lifted, the 10-second re-check lets it back in',
    async () => {
      const { base } = home;
      // The gateway trusts X-Forwarded-For from loopback (TRUST_PROXY): this browser is 203.0.113.50.
      const bannedIp = '203.0.113.50';
      const visitor = await openPage({ headers: { 'x-forwarded-for': bannedIp } });
      const registered = liveSocketRegistered(visitor.page, false);
      await visitor.page.goto(`${base}/pricing`);
      await nav(visitor.page).waitFor();
      await registered;

      const ban = await callAt<{ bannedIP: { id: string } }>(base, 'POST', '/api/admin/banned-ips', {
        token: admin.token,
        ip: adminIp,
        body: {
          ip: bannedIp,
          reason: 'Abus de la plateforme',
          duration: '1h',
          admin_note: 'Écrivez au support pour faire appel.',
        },
      });
      expect(ban.status).toBe(201);
      try {
        await visitor.page.waitForURL(`${base}/ip-banned`, { timeout: 10000 });
        await visitor.page.getByRole('heading', { name: 'ACCESS DENIED' }).waitFor();
        await visitor.page.getByText('Your IP address has been banned by an administrator').waitFor();
        await visitor.page.getByText('Abus de la plateforme').waitFor();
        await visitor.page.getByText('Écrivez au support pour faire appel.').waitFor();
        await visitor.page.getByText(/^(59m \d+s|1h 0m \d+s)$/).waitFor();
        await visitor.page.getByText('IP_BANNED').waitFor();
        await screenshotBoth(visitor.page, 'ip-banned');

        // The back button stays on the notice.
        await visitor.page.goBack().catch(() => undefined);
        await visitor.page.waitForTimeout(500);
        expect(new URL(visitor.page.url()).pathname).toBe('/ip-banned');
      } finally {
        const lifted = await callAt(base, 'DELETE', `/api/admin/banned-ips/${ban.body.bannedIP.id}`, {
          token: admin.token,
          ip: adminIp,
        });
        expect(lifted.status).toBe(200);
      }
      await visitor.page.waitForURL(`${base}/`, { timeout: 15000 });
      await nav(visitor.page).waitFor();
      expect(visitor.errors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
