/**
 * The signed-in home in a browser: a new user signs in, finds the welcome notification in the
 * bell, looks at the dashboard (balance, history, details), opens /notifications, and the unread
 * count drops to zero. Screens are saved at 375 and 1440 px in e2e/screenshots (dashboard-*.png,
 * notifications-*.png).
 */
import type { Browser, Page } from 'playwright-core';
import { adminSession, call, registeredUser } from '../tests/support/auth-kit';
import { waitFor } from '../tests/support/stack';
import { openRecordedPage, RecordedPage, screenshotBoth } from './support/accounts';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { HomeKit, seriousAxeViolations, signInThroughLogin, startHomeKit } from './support/home';

const JOURNEY_MS = 180000;

describe('the signed-in home in a browser', () => {
  let home: HomeKit;
  let browser: Browser;
  let opened: RecordedPage | undefined;

  beforeAll(async () => {
    [home, browser] = await Promise.all([startHomeKit(), launchBrowser()]);
  }, 180000);

  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await home?.close();
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

  it(
    'a new user sees the welcome notification in the bell, opens /notifications, and the unread count drops to zero',
    async () => {
      const { kit, base } = home;
      const { email, password, user, session } = await registeredUser(kit, 'home');
      // Something in the history and a second notification: an administrator adds credits.
      const admin = await adminSession(kit);
      const adjust = await call(kit, 'POST', '/api/admin/credits/adjust', {
        token: admin.token,
        body: { userId: user.id, amount: 25, direction: 'add', reason: 'correction' },
      });
      expect(adjust.status).toBe(200);
      // Both notifications are written from events: wait until the API lists them.
      await waitFor(
        'the welcome and credit notifications',
        async () =>
          (await call(kit, 'GET', '/api/notifications', { token: session.access_token })).body?.notifications
            ?.length === 2,
        30000,
        250,
      );

      opened = await openRecordedPage(browser, VIEWPORTS.desktop);
      const { page, errors } = opened;
      await signInThroughLogin(page, base, email, password);
      await page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }).waitFor();

      // The navbar's bell counts the unread ones.
      const navBell = nav(page).getByTestId('notification-bell');
      await waitFor(
        'the bell to count both notifications',
        async () => (await navBell.getAttribute('aria-label')) === 'Notifications, 2 unread',
        30000,
        250,
      );

      // The dashboard: balance, history, notifications card.
      await page.getByTestId('credit-balance').getByText('25').waitFor();
      await page.getByRole('link', { name: 'Buy More Credits' }).waitFor();
      await page.getByTestId('transaction-row').first().waitFor();
      expect(await page.getByTestId('transaction-row').count()).toBe(1);
      await page.getByTestId('dashboard-unread').getByText('2 unread').waitFor();
      await screenshotBoth(page, 'dashboard');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A row opens its details.
      await page.getByTestId('transaction-row').first().click();
      const details = page.getByRole('dialog', { name: 'Transaction details' });
      await details.getByText('Credits added', { exact: true }).waitFor();
      await details.getByText('Adjusted by an administrator').waitFor();
      await screenshotBoth(page, 'dashboard-transaction', { fullPage: false });
      await details.getByRole('button', { name: 'Close' }).click();

      // The bell's dropdown lists the welcome notification.
      await navBell.click();
      const panel = page.getByRole('region', { name: 'Latest notifications' });
      await panel.getByText('Welcome to Oddsmith!').waitFor();
      await panel.getByText('Credits added', { exact: true }).waitFor();
      await screenshotBoth(page, 'dashboard-bell', { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // At 375 px the panel fits the screen.
      await page.setViewportSize(VIEWPORTS.mobile);
      const box = await panel.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await page.setViewportSize(VIEWPORTS.desktop);

      // 'View all notifications' → /notifications, which marks everything read.
      await panel.getByRole('link', { name: 'View all notifications' }).click();
      await page.waitForURL(`${base}/notifications`);
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByTestId('notifications-count').getByText('2 new since your last visit').waitFor();
      await waitFor(
        'the bell to drop to zero',
        async () => (await navBell.getAttribute('aria-label')) === 'Notifications',
        15000,
        200,
      );
      expect(await nav(page).getByTestId('notification-count').count()).toBe(0);
      const items = page.getByTestId('notification-item');
      expect(await items.count()).toBe(2);
      await page.getByRole('main').getByRole('heading', { name: 'Welcome to Oddsmith!' }).waitFor();
      // Both arrived unread: 'New' for this visit, and never 'Read' beside it.
      expect(await page.getByRole('main').getByText('New', { exact: true }).count()).toBe(2);
      expect(await page.getByRole('main').getByText('Read', { exact: true }).count()).toBe(0);
      await page.getByRole('main').getByText('Just now').first().waitFor();
      await screenshotBoth(page, 'notifications');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The server agrees: nothing unread after a reload.
      await page.reload();
      await page.getByTestId('notifications-count').getByText('0 unread').waitFor();
      // A new visit: both read, neither new.
      await page.getByRole('main').getByText('Read', { exact: true }).nth(1).waitFor();
      expect(await page.getByRole('main').getByText('Read', { exact: true }).count()).toBe(2);
      expect(await page.getByRole('main').getByText('New', { exact: true }).count()).toBe(0);

      expect(errors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
