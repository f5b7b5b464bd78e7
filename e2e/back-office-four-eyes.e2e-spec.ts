/**
 * Money moved by hand under the four-eyes rules, in the French back office against the whole
 * stack: a finance user's grant is made at once until their own 24-hour total would pass
 * FOUR_EYES_CREDITS (500 by default), after which the Crédits tab says the request waits and why;
 * "Validations en attente" says why each request waits; and the finance user gives back a
 * customer's API spend from the Crédits tab with a reason. Screens are saved at 1440 and 375 px in
 * e2e/screenshots (four-eyes-*.png), checked for horizontal overflow and serious axe violations.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { adminSession, call, roleSession, TestSession, userSession } from '../tests/support/auth-kit';
import { axeViolations, openRecordedPage, RecordedPage, screenshotBoth } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { HomeKit, startHomeKit } from './support/home';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 240000;
const REQUEST_SENT = 'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider.';

describe('money moved by hand under the four-eyes rules, in the back office', () => {
  let home: HomeKit;
  let browser: Browser;
  let recorded: RecordedPage;
  let page: Page;
  let customer: TestSession;
  let bystander: TestSession;
  /** Overflow and accessibility problems on the screens shot. */
  const problems: string[] = [];

  beforeAll(async () => {
    [home, browser] = await Promise.all([
      // One sign-in serves every journey's money moves: the longest re-authentication window.
      startHomeKit({ REAUTHENTICATION_WINDOW_SECONDS: '3600' }),
      launchBrowser(),
    ]);
    const { kit } = home;
    const owner = await adminSession(kit);
    [customer, bystander] = await Promise.all([userSession(kit, 'customer'), userSession(kit, 'bystander')]);
    // Finance, with the authenticator app the role requires.
    const finance = await roleSession(kit, owner, 'finance', 'finance');

    // The customer's analyser spends 3 of the 20 credits the owner gave.
    const key = await call(kit, 'POST', '/api/account/api-keys', {
      token: customer.token,
      body: { name: 'Laptop analyser' },
    });
    expect(key.status).toBe(201);
    const grant = await call(kit, 'POST', '/api/admin/credits/adjust', {
      token: owner.token,
      body: { userId: customer.userId, amount: 20, direction: 'add', reason: 'goodwill' },
    });
    expect(grant.status).toBe(200);
    const spend = await call(kit, 'POST', '/api/v1/spends', {
      token: key.body.secret as string,
      body: { amount: 3, description: 'Martingale on roulette, 200 spins' },
      headers: { 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
    });
    expect(spend.status).toBe(201);

    recorded = await openRecordedPage(browser, VIEWPORTS.desktop);
    page = recorded.page;
    await signInAsStaff(page, home.base, finance);
  }, JOURNEY_MS);

  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await home?.close();
  });

  /** Picks `email` in the Crédits tab, types the amount and the reason, and adds. */
  async function grant(email: string, amount: number) {
    await page.getByLabel('Rechercher un utilisateur').fill(email);
    await page.getByRole('button', { name: `Sélectionner ${email}` }).click();
    await page.getByLabel('Montant').fill(String(amount));
    await page.getByLabel('Motif').selectOption('off_platform_payment');
    await page.getByRole('button', { name: new RegExp(`^Ajouter ${amount} crédits`) }).click();
  }

  /** The viewport as it is, toasts included, checked like every other screen. */
  async function shoot(name: string) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await screenshot(page, name, { fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the screen`);
    for (const violation of await axeViolations(page)) problems.push(`${name}: ${violation}`);
  }

  it(
    'says a grant waits for a second person and why, and lists why each request waits',
    async () => {
      await page.goto(`${home.base}/admin?tab=credits`);
      await page.getByRole('heading', { level: 1, name: 'Gestion des crédits' }).waitFor();

      // 400 credits: under the threshold, made at once, and counted in the finance user's 24 h.
      await grant(bystander.email, 400);
      await page.getByText('Crédits ajoutés avec succès').waitFor();

      // 200 more would take that total past 500: the request waits, and the toast says why.
      await grant(customer.email, 200);
      await page
        .getByText(
          `${REQUEST_SENT} Avec elle, les crédits que vous avez déplacés à la main en 24 h dépasseraient 500.`,
        )
        .waitFor();
      await shoot('four-eyes-credits-pending-1440');

      // On a phone: 600 at once is above the threshold by itself.
      await page.setViewportSize(VIEWPORTS.mobile);
      await grant(customer.email, 600);
      await page.getByText(`${REQUEST_SENT} Le montant dépasse 500 crédits.`).waitFor();
      await shoot('four-eyes-credits-pending-375');
      await page.setViewportSize(VIEWPORTS.desktop);

      // Each request says why it waits.
      await page.goto(`${home.base}/admin?tab=approvals`);
      const requests = page.getByRole('listitem', { name: `Demande pour ${customer.email}` });
      await requests
        .getByText('Crédits déplacés à la main par le demandeur en 24 h au-delà du seuil')
        .waitFor();
      await requests.getByText('Montant au-delà du seuil').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBoth(page, 'four-eyes-approvals', { problems });
      expect(recorded.errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'gives back a customer’s API spend with a reason, from the Crédits tab',
    async () => {
      await page.goto(`${home.base}/admin?tab=credits`);
      await page.getByLabel('Rechercher un utilisateur').fill(customer.email);
      await page.getByRole('button', { name: `Sélectionner ${customer.email}` }).click();
      const spends = page.getByRole('table', { name: 'Dépenses de l’utilisateur' });
      const row = spends.getByTestId('spend-row').filter({ hasText: 'Martingale on roulette' });
      await row.getByText('Débitée').waitFor();
      await row.getByRole('button', { name: /^Rembourser la dépense « Martingale on roulette/ }).click();

      const dialog = page.getByRole('dialog', { name: 'Rembourser une dépense API' });
      await dialog
        .getByText(`Rend 3 crédits à ${customer.email}, une seule fois.`, { exact: false })
        .waitFor();
      await dialog.getByLabel('Motif').selectOption('correction');
      await dialog.getByLabel(/^Précisions/).fill('Analyse facturée deux fois');
      await screenshotBoth(page, 'four-eyes-reverse-dialog', { fullPage: false, problems });

      // 3 credits keep the finance user's 24 h total (400) under 500: given back at once.
      await dialog.getByRole('button', { name: 'Rembourser la dépense' }).click();
      await page.getByText(`Dépense remboursée : 3 crédits rendus à ${customer.email}`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('Remboursée').waitFor();
      // Its only spend given back, the list has nothing left to act on.
      expect(await row.getByRole('button', { name: /Rembourser/ }).count()).toBe(0);
      expect(await spends.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
      const balance = await call(home.kit, 'GET', '/api/credits/balance', { token: customer.token });
      expect(balance.body.balance).toBe(20);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBoth(page, 'four-eyes-spend-reversed', { problems });

      expect(recorded.errors).toEqual([]);
      expect(problems).toEqual([]);
    },
    JOURNEY_MS,
  );
});
