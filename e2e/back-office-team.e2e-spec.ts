/**
 * The back office for a team, in three browsers at once: a finance user asks for 600 credits for a
 * customer (above FOUR_EYES_CREDITS, 500 by default), the owner approves it in another browser
 * context from "Validations en attente", and the customer's open dashboard shows the new balance
 * live. The customer page then shows the purchase, the adjustment with its reason and an internal
 * note. Screens are saved at 1440 and 375 px in e2e/screenshots (team-*.png) and checked for
 * horizontal overflow and serious axe violations.
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import {
  adminSession,
  AuthKit,
  call,
  roleSession,
  startKit,
  STRONG_PASSWORD,
  TestSession,
  userSession,
} from '../tests/support/auth-kit';
import { waitFor } from '../tests/support/stack';
import { axeViolations, openRecordedPage, RecordedPage } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 240000;

describe('a back office for a team, in the browser', () => {
  let kit: AuthKit;
  let browser: Browser;
  let base: string;
  let owner: TestSession;
  let customer: TestSession;
  let finance: TestSession;
  const pages: RecordedPage[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    [kit, browser] = await Promise.all([
      startKit({
        services: SERVICE_NAMES,
        env: { RATE_LIMIT_PER_IP: '1000', PRICE_API_URL: 'http://127.0.0.1:9/simple/price' },
      }),
      launchBrowser(),
    ]);
    base = kit.stack.baseUrl;
    owner = await adminSession(kit);
    customer = await userSession(kit, 'customer');
    // Finance, with the authenticator app the role requires.
    finance = await roleSession(kit, owner, 'finance', 'finance');

    // The customer's purchase: a 20 € pack paid in the sandbox and credited.
    const payment = await call(kit, 'POST', '/api/create-payment', {
      token: customer.token,
      body: { amount: 20, crypto: 'btc', currency: 'eur' },
    });
    expect(payment.status).toBe(201);
    await call(kit, 'POST', `/api/payments/${payment.body.payment_id}/simulate`, { token: customer.token });
    await waitFor(
      'the purchase to be credited',
      async () =>
        (await call(kit, 'GET', '/api/credits/balance', { token: customer.token })).body.balance > 0,
      20000,
    );
  }, JOURNEY_MS);

  afterAll(async () => {
    for (const page of pages) await page.close();
    await browser?.close();
    await kit?.close();
  });

  const balance = async () =>
    (await call(kit, 'GET', '/api/credits/balance', { token: customer.token })).body.balance as number;
  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const recorded = await openRecordedPage(browser, viewport);
    pages.push(recorded);
    return recorded.page;
  }

  async function signIn(page: Page, email: string, password: string, lands: string) {
    await page.goto(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}${lands}`);
  }

  /** A screenshot at 1440 and at 375 px, each checked for overflow and accessibility. */
  async function shootBoth(page: Page, name: string) {
    const size = page.viewportSize();
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(viewport);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const shot = `${name}-${viewport.width}`;
      await screenshot(page, shot);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${shot}: ${overflow}px wider than the screen`);
      for (const violation of await axeViolations(page)) problems.push(`${shot}: ${violation}`);
    }
    if (size) await page.setViewportSize(size);
  }

  it(
    'a finance request of 600 credits waits for the owner, whose approval the customer sees live',
    async () => {
      const start = await balance();

      // The customer watches their dashboard.
      const customerPage = await open(VIEWPORTS.desktop);
      await signIn(customerPage, customer.email, STRONG_PASSWORD, '/dashboard');
      await customerPage.getByTestId('credit-balance').getByText(String(start)).waitFor();

      // Finance asks for 600 credits, with its reason.
      const financePage = await open(VIEWPORTS.desktop);
      await signInAsStaff(financePage, base, finance);
      await financePage.goto(`${base}/admin?tab=credits`);
      await financePage.getByLabel('Rechercher un utilisateur').fill(customer.email);
      await financePage.getByRole('button', { name: `Sélectionner ${customer.email}` }).click();
      await financePage.getByLabel('Montant').fill('600');
      await financePage.getByLabel('Motif').selectOption('off_platform_payment');
      await financePage.getByLabel(/^Précisions/).fill('Virement bancaire du 3 mars');
      await financePage.getByRole('button', { name: /^Ajouter 600 crédits/ }).click();
      // The request is pending: the finance user's menu counts it, the balance has not moved.
      await financePage
        .getByRole('navigation', { name: 'Sections du back office' })
        .getByLabel('1 demande en attente')
        .waitFor();
      expect(await balance()).toBe(start);
      // The form with a reason, as it looks at both sizes (not sent).
      await financePage.getByRole('button', { name: `Sélectionner ${customer.email}` }).click();
      await financePage.getByLabel('Montant').fill('10');
      await financePage.getByLabel('Motif').selectOption('other');
      await financePage.getByLabel(/^Précisions/).fill('Erreur de facturation');
      await shootBoth(financePage, 'team-credits-reason');
      // Their own request: listed, to withdraw but not to approve.
      await financePage.goto(`${base}/admin?tab=approvals`);
      const own = financePage.getByRole('listitem', { name: `Demande pour ${customer.email}` });
      await own.getByRole('button', { name: 'Annuler la demande' }).waitFor();
      expect(await own.getByRole('button', { name: 'Valider' }).count()).toBe(0);
      await shootBoth(financePage, 'team-approvals-requester');

      // The owner, in another browser context, sees the live count and approves.
      const ownerPage = await open(VIEWPORTS.desktop);
      await signInAsStaff(ownerPage, base, owner);
      const menu = ownerPage.getByRole('navigation', { name: 'Sections du back office' });
      await menu.getByLabel('1 demande en attente').waitFor();
      await menu.getByRole('link', { name: /Validations en attente/ }).click();
      const request = ownerPage.getByRole('listitem', { name: `Demande pour ${customer.email}` });
      await request.getByText('Paiement hors plateforme').waitFor();
      await request.getByText(finance.email).waitFor();
      await shootBoth(ownerPage, 'team-approvals-approver');
      await request.getByRole('button', { name: 'Valider' }).click();
      await waitFor('the count to clear', async () => (await menu.getByLabel(/en attente/).count()) === 0);

      // The customer's balance changes live, without a reload.
      await customerPage
        .getByTestId('credit-balance')
        .getByText(String(start + 600))
        .waitFor();
      expect(await balance()).toBe(start + 600);
      await screenshot(customerPage, 'team-customer-dashboard-1440');

      // The finance user's list counted it down live as well.
      await waitFor(
        "the finance user's list to empty",
        async () => (await financePage.getByText('Aucune demande en attente').count()) === 1,
      );
    },
    JOURNEY_MS,
  );

  it(
    "shows the customer's page: the purchase, the adjustment with its reason, and a note",
    async () => {
      const ownerPage = pages[2].page;
      await ownerPage.goto(`${base}/admin?tab=users`);
      await ownerPage.getByLabel('Rechercher un utilisateur').fill(customer.email);
      await ownerPage.getByRole('link', { name: `Ouvrir ${customer.email}` }).click();
      await ownerPage.waitForURL(`${base}/admin/users/${customer.userId}`);
      await ownerPage.getByRole('heading', { level: 1, name: customer.email }).waitFor();
      await ownerPage.getByLabel('Nouvelle note').fill('A appelé pour confirmer le virement');
      await ownerPage.getByRole('button', { name: 'Ajouter la note' }).click();

      const timeline = ownerPage.getByRole('list', { name: 'Historique' });
      await timeline.locator('li[data-kind="note"]').first().waitFor();
      await timeline.getByText('A appelé pour confirmer le virement').waitFor();
      const adjustment = timeline.locator('li[data-kind="adjustment"]').first();
      await adjustment.getByText('Paiement hors plateforme').waitFor();
      await adjustment.getByText('Virement bancaire du 3 mars', { exact: false }).waitFor();
      await adjustment.getByText(`Par ${finance.email}`).waitFor();
      await timeline.locator('li[data-kind="purchase"]').first().waitFor();
      const kinds = await timeline
        .locator('li[data-kind]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
      // Newest first: the note, then the adjustment, and the purchase further down.
      expect(kinds.indexOf('note')).toBeLessThan(kinds.indexOf('adjustment'));
      expect(kinds.indexOf('adjustment')).toBeLessThan(kinds.indexOf('purchase'));
      await shootBoth(ownerPage, 'team-customer-page');

      // The owner's edit form: a role to give, and a reason once the credits change.
      await ownerPage.goto(`${base}/admin?tab=users`);
      await ownerPage.getByLabel('Rechercher un utilisateur').fill(finance.email);
      await ownerPage.getByRole('button', { name: `Modifier ${finance.email}` }).click();
      const dialog = ownerPage.getByRole('dialog', { name: "Modifier l'utilisateur" });
      expect(await dialog.getByLabel('Rôle').inputValue()).toBe('finance');
      await dialog.getByLabel('Crédits').fill('25');
      await dialog.getByLabel('Motif').waitFor();
      await shootBoth(ownerPage, 'team-edit-role');

      for (const page of pages) expect(page.errors).toEqual([]);
      expect(problems).toEqual([]);
    },
    JOURNEY_MS,
  );
});
