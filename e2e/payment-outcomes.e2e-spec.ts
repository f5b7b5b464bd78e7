/**
 * The customer's payment page says what happened, in a browser against the whole stack with the
 * NOWPayments stand-in driving each payment through the provider's callbacks: refunded before any
 * credits, refunded after its credits were added (then, live, with the credits taken back by an
 * administrator), partly paid, and expired. None offers a way to pay. Then the voided receipt with
 * its credit note, the dashboard's "Refunded purchase" row, and the credit note and voided receipt
 * as PDFs (first pages rendered with pdftoppm). Screens at 375 and 1440 px, in English and French,
 * go to e2e/screenshots (payment-outcomes-*.png).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminSession, call, registeredUser, TestSession } from '../tests/support/auth-kit';
import { FakeNowPayments } from '../tests/support/fake-nowpayments.mjs';
import { waitFor } from '../tests/support/stack';
import { signIpn } from '../services/payments/src/providers/nowpayments-signature';
import { openRecordedPage, RecordedPage, screenshotBoth } from './support/accounts';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { screenshotPdfFirstPage } from './support/pdf-page';
import { HomeKit, liveSocketRegistered, signInThroughLogin, startHomeKit } from './support/home';

const JOURNEY_MS = 240000;
const IPN_SECRET = 'e2e-ipn-secret';

type Language = 'en' | 'fr';

/** The headline of each state, as each catalogue writes it. */
const HEADLINES: Record<string, Record<Language, string>> = {
  refunded: { en: 'Payment refunded', fr: 'Paiement remboursé' },
  kept: {
    en: 'Payment refunded: credits under review',
    fr: 'Paiement remboursé : crédits en cours d’examen',
  },
  reversed: { en: 'Payment refunded: credits taken back', fr: 'Paiement remboursé : crédits repris' },
  partial: { en: 'Payment partly received', fr: 'Paiement reçu en partie' },
  expired: { en: 'Payment expired', fr: 'Paiement expiré' },
};

describe('the payment page says what happened to a payment', () => {
  const fake = new FakeNowPayments();
  let home: HomeKit;
  let browser: Browser;
  let recorded: RecordedPage;
  let page: Page;
  let buyer: TestSession & { password: string };
  let admin: TestSession;
  const ids: Record<'refunded' | 'kept' | 'partial' | 'expired', string> = {
    refunded: '',
    kept: '',
    partial: '',
    expired: '',
  };
  const problems: string[] = [];
  const downloads = mkdtempSync(join(tmpdir(), 'payment-outcomes-e2e-'));

  beforeAll(async () => {
    const apiUrl = await fake.start();
    [home, browser] = await Promise.all([
      startHomeKit({
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: apiUrl,
        NOWPAYMENTS_API_KEY: 'e2e-key',
        NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
        // No internet here: the price source fails fast and the fixed fallback prices are used.
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
      }),
      launchBrowser(),
    ]);
    const registered = await registeredUser(home.kit, 'outcomes');
    buyer = {
      userId: registered.user.id,
      email: registered.email,
      password: registered.password,
      token: registered.session.access_token,
    };
    admin = await adminSession(home.kit);
    recorded = await openRecordedPage(browser, VIEWPORTS.desktop);
    page = recorded.page;
  }, 180000);

  afterAll(async () => {
    await recorded?.close();
    await browser?.close();
    await home?.close();
    await fake.stop();
    rmSync(downloads, { recursive: true, force: true });
  });

  const api = (method: string, path: string, who: TestSession) =>
    call(home.kit, method, path, { token: who.token });

  async function ipn(body: Record<string, unknown>) {
    const res = await fetch(`${home.base}/api/payments/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(body, IPN_SECRET) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  }

  async function open(amount: number) {
    const res = await call(home.kit, 'POST', '/api/create-payment', {
      token: buyer.token,
      body: { amount, crypto: 'btc', currency: 'eur' },
    });
    expect(res.status).toBe(201);
    const paymentId = res.body.payment_id as string;
    return { paymentId, provider: fake.byOrder(paymentId) as unknown as Record<string, unknown> };
  }

  const paymentOf = async (paymentId: string) =>
    (await api('GET', `/api/payment/${paymentId}`, buyer)).body.payment as {
      status: string;
      creditsAdded: boolean;
      creditsReversedAt: string | null;
    };

  async function settled(paymentId: string, done: (p: Awaited<ReturnType<typeof paymentOf>>) => boolean) {
    await waitFor(`payment ${paymentId} to settle`, async () => done(await paymentOf(paymentId)), 30000);
  }

  async function setLanguage(language: Language) {
    await page.evaluate((value) => localStorage.setItem('oddsmith.language', value), language);
  }

  /** Opens a payment's page and waits for its headline; returns the page's visible text. */
  async function showPayment(paymentId: string, headline: string) {
    await page.goto(`${home.base}/payment/${paymentId}`);
    await page.getByRole('heading', { level: 1, name: headline }).waitFor();
    await page.waitForTimeout(300); // the panel's pop-in
    return page.locator('main').innerText();
  }

  async function expectNoWayToPay() {
    expect(await page.getByRole('img', { name: /QR/ }).count()).toBe(0);
    expect(await page.getByTestId('payment-address').count()).toBe(0);
    expect(await page.getByTestId('payment-countdown').count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Cop(y|ier)/ }).count()).toBe(0);
  }

  it(
    'drives four payments to refunded, refunded after credit, partly paid and expired',
    async () => {
      // Refunded before anything was credited.
      const refunded = await open(20);
      ids.refunded = refunded.paymentId;
      await ipn({ ...refunded.provider, payment_status: 'refunded' });
      await settled(ids.refunded, (p) => p.status === 'refunded');

      // Paid and credited, then refunded by the provider: the credits stay until reviewed.
      const kept = await open(40);
      ids.kept = kept.paymentId;
      await ipn({ ...kept.provider, payment_status: 'finished', payin_hash: '0xfeedbeef' });
      await settled(ids.kept, (p) => p.creditsAdded);
      await ipn({ ...kept.provider, payment_status: 'refunded', payin_hash: '0xfeedbeef' });
      await settled(ids.kept, (p) => p.status === 'refunded');

      // Half of the coins arrived: credited for that half, and closed.
      const partial = await open(80);
      ids.partial = partial.paymentId;
      await ipn({
        ...partial.provider,
        payment_status: 'partially_paid',
        actually_paid: Number(partial.provider.pay_amount) / 2,
        payin_hash: '0xhalf',
      });
      await settled(ids.partial, (p) => p.status === 'partially_paid' && p.creditsAdded);

      // Nothing came before the provider closed it.
      const expired = await open(20);
      ids.expired = expired.paymentId;
      await ipn({ ...expired.provider, payment_status: 'expired' });
      await settled(ids.expired, (p) => p.status === 'expired');
    },
    JOURNEY_MS,
  );

  it(
    'shows each final state by name, in English and in French, with no way to pay it',
    async () => {
      await signInThroughLogin(page, home.base, buyer.email, buyer.password);
      for (const language of ['en', 'fr'] as const) {
        await setLanguage(language);

        let text = await showPayment(ids.refunded, HEADLINES.refunded[language]);
        await expectNoWayToPay();
        expect(text).toContain(language === 'en' ? 'Refunded' : 'Remboursé');
        expect(text).toContain(
          language === 'en'
            ? 'This payment was refunded, so no credits were added for it.'
            : 'Ce paiement a été remboursé : aucun crédit n’a été ajouté pour lui.',
        );
        await screenshotBoth(page, `payment-outcomes-refunded-${language}`, { problems });

        text = await showPayment(ids.kept, HEADLINES.kept[language]);
        await expectNoWayToPay();
        expect(text).toContain(
          language === 'en'
            ? '20 credits were added to your account'
            : 'l’ajout de 20 crédits à votre compte',
        );
        expect(text).not.toMatch(/no credits were added|aucun crédit n’a été ajouté/);
        await screenshotBoth(page, `payment-outcomes-refunded-credits-kept-${language}`, { problems });

        text = await showPayment(ids.partial, HEADLINES.partial[language]);
        await expectNoWayToPay();
        expect(text).toContain(language === 'en' ? 'Partly paid' : 'Payé en partie');
        expect(text).toContain(language === 'en' ? 'It earned 20 credits' : 'Elle vous a valu 20 crédits');
        expect(text).not.toMatch(/Payment confirmed!|Paiement confirmé !/);
        await screenshotBoth(page, `payment-outcomes-partly-paid-${language}`, { problems });

        text = await showPayment(ids.expired, HEADLINES.expired[language]);
        await expectNoWayToPay();
        expect(text).toContain(language === 'en' ? 'Expired' : 'Expiré');
        await screenshotBoth(page, `payment-outcomes-expired-${language}`, { problems });
      }
      await setLanguage('en');
    },
    JOURNEY_MS,
  );

  it(
    'the page turns to "credits taken back" as soon as an administrator reverses them, without a reload',
    async () => {
      await setLanguage('en');
      const registered = liveSocketRegistered(page, true);
      await showPayment(ids.kept, HEADLINES.kept.en);
      await registered;

      const reversed = await api('POST', `/api/admin/transactions/${ids.kept}/reverse-credits`, admin);
      expect(reversed.status).toBe(200);
      await page.getByRole('heading', { level: 1, name: HEADLINES.reversed.en }).waitFor({ timeout: 30000 });
      // The balance change's own notification toast comes at the same moment: let it go first.
      await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), null, {
        timeout: 15000,
      });
      const text = await page.locator('main').innerText();
      expect(text).toContain('the 20 credits it had added were taken back from your balance on');
      await expectNoWayToPay();
      await page.waitForTimeout(300);
      await screenshotBoth(page, 'payment-outcomes-refunded-credits-reversed-en', { problems });

      await setLanguage('fr');
      await showPayment(ids.kept, HEADLINES.reversed.fr);
      await screenshotBoth(page, 'payment-outcomes-refunded-credits-reversed-fr', { problems });
      await setLanguage('en');
    },
    JOURNEY_MS,
  );

  it(
    'the voided receipt names its credit note, shown under it; the dashboard shows the reversal as its own row',
    async () => {
      const { creditNote } = (await api('GET', `/api/receipts/${ids.kept}/credit-note`, buyer)).body;
      const { receipt } = (await api('GET', `/api/receipts/${ids.kept}`, buyer)).body;
      expect(receipt.voidedBy.number).toBe(creditNote.number);
      expect(Number(creditNote.number.slice(-6))).toBeGreaterThan(Number(receipt.number.slice(-6)));

      for (const language of ['en', 'fr'] as const) {
        await setLanguage(language);
        await page.goto(`${home.base}/receipts/${ids.kept}`);
        await page.getByTestId('credit-note').waitFor();
        expect(await page.getByTestId('receipt-void').innerText()).toContain(creditNote.number);
        expect(await page.getByTestId('credit-note-voids').innerText()).toBe(receipt.number);
        await screenshotBoth(page, `payment-outcomes-receipt-voided-${language}`, { problems });

        await page.goto(`${home.base}/dashboard`);
        const reversal = page
          .getByTestId('transaction-row')
          .filter({ hasText: language === 'en' ? 'Refunded purchase' : 'Achat remboursé' });
        await reversal.waitFor();
        expect(await reversal.innerText()).toContain('\u221220');
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshotBoth(page, `payment-outcomes-dashboard-${language}`, { problems });
      }
      await setLanguage('en');
    },
    JOURNEY_MS,
  );

  it(
    'the credit note and the voided receipt render as PDFs',
    async () => {
      for (const [name, path] of [
        ['credit-note', `/api/receipts/${ids.kept}/credit-note/pdf`],
        ['receipt-voided', `/api/receipts/${ids.kept}/pdf`],
      ] as const) {
        const res = await fetch(`${home.base}${path}`, {
          headers: { authorization: `Bearer ${buyer.token}` },
        });
        expect(res.status).toBe(200);
        const pdf = join(downloads, `${name}.pdf`);
        writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
        await screenshotPdfFirstPage(pdf, `payment-outcomes-${name}-pdf-page1`);
      }

      expect(recorded.errors).toEqual([]);
      expect(problems).toEqual([]);
    },
    JOURNEY_MS,
  );
});
