/**
 * What users and administrators type is shown as text, never run as markup: a user whose names
 * are HTML, a broadcast whose title and message are HTML (sent from the back office's form), and a
 * ban whose reason is HTML. Each page that renders them (the dashboard and the bell for the user;
 * the users list, the notifications tab and the bans tab for the administrator) must show the
 * strings literally, with no injected element, no `window.__xss`, and no dialog.
 *
 * The pages run with the Content-Security-Policy bypassed, so an inline handler that got into the
 * DOM would run: what is proven is the rendering itself, not only the policy behind it.
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import {
  adminSession,
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  startKit,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../tests/support/auth-kit';
import { waitFor } from '../tests/support/stack';
import { openRecordedPage, RecordedPage } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 180000;

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const HOSTILE = {
  firstName: IMG,
  lastName: SVG,
  title: SCRIPT,
  message: `${IMG} ${SVG}`,
  reason: `${SCRIPT} ${IMG}`,
};

/** Marks the page as attacked if any hostile string ran, and counts the dialogs it opened. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs };
}

/** Nothing ran and nothing was injected: no flag, no element carrying the payloads' handlers. */
async function expectInert(page: Page, dialogs: string[]) {
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    injected: document.querySelectorAll('img[src="x"], svg[onload], body script:not([src])').length,
  }));
  expect({ ...state, dialogs }).toEqual({ xss: undefined, handlers: 0, injected: 0, dialogs: [] });
}

describe('user content in the browser', () => {
  let kit: AuthKit;
  let browser: Browser;
  let base: string;
  let user: RecordedPage;
  let admin: RecordedPage;
  let userDialogs: string[];
  let adminDialogs: string[];
  let adminToken: string;
  const email = uniqueEmail('hostile-name');

  beforeAll(async () => {
    [kit, browser] = await Promise.all([
      startKit({
        services: SERVICE_NAMES,
        env: {
          RATE_LIMIT_PER_IP: '1000',
          RATE_LIMIT_PER_EMAIL: '50',
          PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        },
      }),
      launchBrowser(),
    ]);
    base = kit.stack.baseUrl;

    // A user whose names are markup, signed up through auth-js like the register form does.
    const client = authClient(kit);
    const code = await codeMailedBy(kit, email, async () => {
      const { error } = await client.signUp({
        email,
        password: STRONG_PASSWORD,
        options: { data: { first_name: HOSTILE.firstName, last_name: HOSTILE.lastName } },
      });
      if (error) throw error;
    });
    const verified = await client.verifyOtp({ email, token: code, type: 'email' });
    if (verified.error) throw verified.error;

    const staff = await adminSession(kit);
    adminToken = staff.token;
    const ban = await call(kit, 'POST', '/api/admin/banned-ips', {
      token: adminToken,
      body: { ip: '198.51.100.77', reason: HOSTILE.reason, duration: '24h' },
    });
    expect(ban.status).toBe(201);

    user = await openRecordedPage(browser, VIEWPORTS.desktop);
    admin = await openRecordedPage(browser, VIEWPORTS.desktop);
    userDialogs = (await watch(user.page)).dialogs;
    adminDialogs = (await watch(admin.page)).dialogs;
    await signIn(user.page, email, STRONG_PASSWORD);
    await signInAsStaff(admin.page, base, staff);
  }, JOURNEY_MS);

  afterAll(async () => {
    await user?.close();
    await admin?.close();
    await browser?.close();
    await kit?.close();
  });

  afterEach(() => {
    expect([...user.errors.splice(0), ...admin.errors.splice(0)]).toEqual([]);
  });

  async function signIn(page: Page, address: string, password: string) {
    await page.goto(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // A customer lands on the dashboard, an administrator in the back office.
    await page.waitForURL((url) => ['/dashboard', '/admin'].includes(url.pathname));
  }

  it(
    'shows the user their own markup-like name as text on the dashboard',
    async () => {
      const { page } = user;
      await page.goto(`${base}/dashboard`);
      await page.getByText(HOSTILE.firstName, { exact: true }).first().waitFor();
      await page
        .getByRole('button', { name: new RegExp(escapeRegExp(HOSTILE.firstName)) })
        .first()
        .click();
      await page.getByText(`${HOSTILE.firstName} ${HOSTILE.lastName}`).first().waitFor();
      await expectInert(page, userDialogs);
      await screenshot(page, 'user-content-dashboard-1440');
    },
    JOURNEY_MS,
  );

  it(
    'sends a markup-like broadcast from the back office; the tab and the user’s bell show it as text',
    async () => {
      const { page } = admin;
      await page.goto(`${base}/admin?tab=notifications`);
      await page.getByRole('button', { name: 'Envoyer une notification' }).click();
      const dialog = page.getByRole('dialog', { name: 'Envoyer une notification' });
      await dialog.getByLabel('Titre').fill(HOSTILE.title);
      await dialog.getByLabel('Message').fill(HOSTILE.message);
      await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
      await dialog.getByTestId('broadcast-result').waitFor();
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await page.getByText(HOSTILE.title).first().waitFor();
      await expectInert(page, adminDialogs);

      const bell = user.page;
      await bell.goto(`${base}/dashboard`);
      // The navbar's bell: the dashboard shows one of its own too.
      const navbar = bell.getByRole('banner');
      await navbar.getByRole('button', { name: /^Notifications/ }).click();
      const panel = navbar.getByLabel('Latest notifications');
      // The dashboard lists the latest notifications too, so the texts may show twice.
      await panel.getByText(HOSTILE.title, { exact: true }).first().waitFor();
      await panel.getByText(HOSTILE.message, { exact: true }).first().waitFor();
      await expectInert(bell, userDialogs);
      await screenshot(bell, 'user-content-bell-1440');

      await bell.goto(`${base}/notifications`);
      await bell.getByText(HOSTILE.message, { exact: true }).filter({ visible: true }).first().waitFor();
      await expectInert(bell, userDialogs);
    },
    JOURNEY_MS,
  );

  it(
    'lists the markup-like names and ban reason as text in the back office',
    async () => {
      const { page } = admin;
      await page.goto(`${base}/admin?tab=users`);
      await page.getByLabel('Rechercher un utilisateur').fill(email);
      const table = page.getByRole('table', { name: 'Utilisateurs' });
      await table.getByText(email, { exact: true }).waitFor();
      await table.getByText(`${HOSTILE.firstName} ${HOSTILE.lastName}`, { exact: true }).waitFor();
      await expectInert(page, adminDialogs);
      await screenshot(page, 'user-content-admin-users-1440');

      await page.goto(`${base}/admin?tab=ip-banning`);
      await waitFor(
        'the ban in the list',
        async () => (await page.getByText('198.51.100.77').count()) > 0,
        30000,
      );
      await page.getByText(HOSTILE.reason, { exact: true }).first().waitFor();
      await expectInert(page, adminDialogs);
      await screenshot(page, 'user-content-admin-bans-1440');
    },
    JOURNEY_MS,
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
