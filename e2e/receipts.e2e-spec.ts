/**
 * Every customer told, in a browser against the whole stack: a buyer opens /pricing?pack=20 (the
 * low-balance email's link), checks out, and watches the payment page while the payment is
 * confirmed behind its back (the sandbox's simulated payment, asked through the API, so only the
 * live `payment:updated` push or the page's check can tell it); the time until "Payment confirmed!"
 * is printed. Then the receipt page (screen at 375 and 1440 px and as printed), its PDF (first page
 * rendered to PNG with pdftoppm), Settings › Email preferences, and the dashboard's monthly
 * statement and a purchase's link to its receipt. Screens go to e2e/screenshots (receipts-*.png).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { call, registeredUser } from '../tests/support/auth-kit';
import { openRecordedPage, RecordedPage, screenshotBoth } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { screenshotPdfFirstPage } from './support/pdf-page';
import { HomeKit, liveSocketRegistered, signInThroughLogin, startHomeKit } from './support/home';
import { appStarted } from './support/storefront';

const JOURNEY_MS = 240000;

describe('every customer told: live payment page, receipt, email preferences, statement', () => {
  let home: HomeKit;
  let browser: Browser;
  let recorded: RecordedPage;
  let page: Page;
  let buyer: { email: string; password: string; token: string };
  let paymentId: string;
  const problems: string[] = [];
  const downloads = mkdtempSync(join(tmpdir(), 'receipts-e2e-'));

  beforeAll(async () => {
    [home, browser] = await Promise.all([
      // No internet here: the price source fails fast and the fixed fallback prices are used.
      startHomeKit({ PRICE_API_URL: 'http://127.0.0.1:9/simple/price' }),
      launchBrowser(),
    ]);
    const registered = await registeredUser(home.kit, 'receipts');
    buyer = {
      email: registered.email,
      password: registered.password,
      token: registered.session.access_token,
    };
    recorded = await openRecordedPage(browser, VIEWPORTS.desktop);
    page = recorded.page;
  }, 180000);

  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await home?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  const shoot = (name: string, options: { fullPage?: boolean } = {}) =>
    screenshotBoth(page, `receipts-${name}`, { ...options, problems });

  it(
    'the payment page turns to "Payment confirmed!" as soon as the payment is paid, without a reload',
    async () => {
      const registered = liveSocketRegistered(page, true);
      await signInThroughLogin(page, home.base, buyer.email, buyer.password);
      await registered;

      // The low-balance email's link: the 20-credit pack is already chosen.
      await page.goto(`${home.base}/pricing?pack=20`);
      await appStarted(page);
      expect(await page.getByRole('radio', { name: '20 credits' }).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('button', { name: /^Open cart/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL('**/checkout/crypto?amount=40&currency=eur');
      await page.getByTestId('crypto-option-btc').click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
      paymentId = page.url().split('/').pop()!;
      await page.getByRole('heading', { level: 1, name: 'Send BTC to complete your order' }).waitFor();
      await page.getByText('Waiting for payment confirmation...').first().waitFor();

      // Paid behind the page's back: nothing on the page asks for it.
      const started = Date.now();
      const simulated = await call(home.kit, 'POST', `/api/payments/${paymentId}/simulate`, {
        token: buyer.token,
      });
      expect(simulated.status).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Payment confirmed!' }).waitFor({ timeout: 90000 });
      const elapsed = Date.now() - started;
      console.log(`payment page showed "Payment confirmed!" ${elapsed} ms after the payment was paid`);
      await page.waitForTimeout(300); // the panel's pop-in
      await screenshot(page, 'receipts-payment-confirmed-1440');
      expect(await page.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
        `/receipts/${paymentId}`,
      );
      // The confirmation stays, with the way on to the dashboard.
      await page.waitForTimeout(3000);
      expect(new URL(page.url()).pathname).toBe(`/payment/${paymentId}`);
      await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    },
    JOURNEY_MS,
  );

  it(
    'the receipt page shows the receipt, prints black on white and downloads its PDF',
    async () => {
      await page.goto(`${home.base}/receipts/${paymentId}`);
      const receipt = page.getByTestId('receipt');
      await receipt.waitFor();
      await expect(page.getByTestId('receipt-number').textContent()).resolves.toMatch(/^R-\d{4}-\d{6}$/);
      await expect(page.getByTestId('receipt-pack').textContent()).resolves.toBe('Pack of 20 credits');
      await expect(page.getByTestId('receipt-total').textContent()).resolves.toBe('€40.00');
      await expect(page.getByTestId('receipt-crypto').textContent()).resolves.toMatch(/^\d+\.\d+ BTC$/);
      await expect(page.getByTestId('receipt-buyer').textContent()).resolves.toContain(buyer.email);
      await expect(page.getByTestId('receipt-terms').textContent()).resolves.toContain('No refunds');
      await shoot('receipt');

      // As printed: the site's bar, footer and the buttons are gone, the page is white.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Download PDF' }).isVisible()).toBe(false);
      expect(await page.locator('footer').first().isVisible()).toBe(false);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      );
      await screenshot(page, 'receipts-receipt-print-1440');
      await page.emulateMedia({ media: 'screen' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{4}-\d{6}\.pdf$/);
      const pdf = join(downloads, download.suggestedFilename());
      await download.saveAs(pdf);
      expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      // Its first page as an image, to look at beside the screens.
      await screenshotPdfFirstPage(pdf, 'receipts-pdf-page1');

      // Another user's receipt, or none: not found.
      await page.goto(`${home.base}/receipts/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b`);
      await page.getByRole('heading', { level: 1, name: 'Receipt not found' }).waitFor();
      await screenshot(page, 'receipts-not-found-1440');
    },
    JOURNEY_MS,
  );

  it(
    'Settings › Email preferences saves a choice the server keeps',
    async () => {
      await page.goto(`${home.base}/settings?tab=email`);
      await page.getByRole('switch', { name: 'Payment received' }).waitFor();
      expect(await page.getByRole('switch', { name: 'Payment expired' }).getAttribute('aria-checked')).toBe(
        'false',
      );
      expect(await page.getByRole('switch', { name: 'Payment confirmed' }).isDisabled()).toBe(true);
      await shoot('email-preferences');

      await page.getByRole('switch', { name: 'Payment expired' }).click();
      await page.getByLabel('Low-balance threshold (credits)').fill('25');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Email preferences saved').first().waitFor();
      const stored = await call(home.kit, 'GET', '/api/account/email-preferences', { token: buyer.token });
      expect(stored.body).toMatchObject({
        preferences: { payment_expired: true, payment_confirmed: true },
        low_balance_threshold: 25,
      });
    },
    JOURNEY_MS,
  );

  it(
    'the dashboard downloads this month’s statement and links the purchase to its receipt',
    async () => {
      await page.goto(`${home.base}/dashboard`);
      await page.getByRole('button', { name: 'Download statement' }).waitFor();
      const month = new Date().toISOString().slice(0, 7);
      await page.getByLabel('Year', { exact: true }).selectOption(month.slice(0, 4));
      await page.getByLabel('Month', { exact: true }).selectOption(month.slice(5));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download statement' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`statement-${month}.csv`);
      const csv = join(downloads, download.suggestedFilename());
      await download.saveAs(csv);
      const lines = readFileSync(csv, 'utf8').trim().split(/\r?\n/);
      expect(lines[0]).toBe('date,type,description,amount,balance_after');
      expect(lines[1]).toContain('opening balance');
      expect(lines.at(-1)).toContain('closing balance');
      expect(lines.some((line) => line.includes(',purchase,') && line.includes(',20.00,'))).toBe(true);
      // The click scrolled down: a full-page shot would draw the sticky bar halfway.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot('dashboard-statement');

      await page.getByTestId('transaction-row').first().click();
      const details = page.getByRole('dialog', { name: 'Transaction details' });
      expect(await details.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
        `/receipts/${paymentId}`,
      );
      await details.getByRole('link', { name: 'View receipt' }).click();
      await page.waitForURL(`**/receipts/${paymentId}`);
      await page.getByTestId('receipt').waitFor();

      expect(recorded.errors).toEqual([]);
      expect(problems).toEqual([]);
    },
    JOURNEY_MS,
  );
});
