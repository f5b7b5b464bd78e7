/**
 * Paying at BTCPay's stand-in in a browser. By Lightning: the checkout offers it, the payment page
 * shows the invoice as a lightning: QR code and copies it whole, the stand-in's signed webhook
 * settles it and the credits appear without a reload; in English and French, at 1440 and 375 px,
 * with nothing wider than the screen. In LTC: a real regtest transaction to the page's address,
 * seen and then confirmed by the stand-in's node, moves the page to confirming, then paid; in both
 * languages at both widths too.
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import bolt11 from 'bolt11';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeBtcpay } from '../tests/support/fake-btcpay.mjs';
import { AuthKit, call, kitFor, registeredUser } from '../tests/support/auth-kit';
import { LitecoinRegtest } from '../tests/support/litecoin-regtest';
import { startStack, waitFor } from '../tests/support/stack';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { appStarted, horizontalOverflow } from './support/storefront';

const JOURNEY_MS = 150000;
/** How long one step of the regtest payment (seen, then mined) may take to show on the page. */
const CHAIN_STEP_MS = 45_000;
const LANGUAGE_STORAGE_KEY = 'oddsmith.language';
const CART_STORAGE_KEY = 'oddsmith.cart';
const STORE = 'LightningE2eStore';
const SECRET = 'lightning-e2e-secret';

type Buyer = { email: string; password: string; token: string };

const WORDS = {
  en: {
    title: 'Pay with Lightning',
    copy: 'Copy invoice',
    copied: 'Invoice copied!',
    checkoutLink: 'Open BTCPay checkout',
    confirmed: 'Payment confirmed!',
    credits: (n: number) => `${n} credits`,
    sendLtc: 'Send LTC to complete your order',
    confirming: 'Confirming',
  },
  fr: {
    title: 'Payer avec Lightning',
    copy: 'Copier la facture',
    copied: 'Facture copiée !',
    checkoutLink: 'Ouvrir la page de paiement BTCPay',
    confirmed: 'Paiement confirmé !',
    credits: (n: number) => `${n} crédits`,
    sendLtc: 'Envoyez des LTC pour finaliser votre commande',
    confirming: 'En confirmation',
  },
} as const;

describe('paying at the BTCPay stand-in in a browser: Lightning, and LTC on a regtest chain', () => {
  let btcpay: FakeBtcpay;
  let litecoin: LitecoinRegtest;
  let kit: AuthKit;
  let browser: Browser;
  let btcpayUrl: string;

  beforeAll(async () => {
    // npm test installs litecoind; without it this throws, naming what to install.
    litecoin = await LitecoinRegtest.start();
    btcpay = new FakeBtcpay({
      apiKey: 'e2e-key',
      storeId: STORE,
      webhookSecret: SECRET,
      retryDelaysMs: [300],
      litecoin,
    });
    btcpayUrl = await btcpay.start();
    const [stack, launched] = await Promise.all([
      startStack({
        services: SERVICE_NAMES,
        env: {
          RATE_LIMIT_PER_IP: '500',
          PAYMENT_PROVIDER: 'btcpay',
          BTCPAY_URL: btcpayUrl,
          BTCPAY_API_KEY: 'e2e-key',
          BTCPAY_STORE_ID: STORE,
          BTCPAY_WEBHOOK_SECRET: SECRET,
          // Only the stand-in's webhook moves the payments.
          PAYMENT_POLL_INTERVAL_MS: '3600000',
          RECONCILE_INTERVAL_MS: '3600000',
          PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        },
      }),
      launchBrowser(),
    ]);
    browser = launched;
    kit = kitFor(stack, 'lightning-e2e');
    btcpay.webhookUrl = `${stack.baseUrl}/api/payments/btcpay/webhook`;
  }, 180000);

  // Everything the stack asked of the stand-in, and every answer and webhook it gave, as documented.
  afterEach(() => expect(btcpay.violations).toEqual([]));

  afterAll(async () => {
    await browser?.close();
    await kit?.close();
    await btcpay?.stop();
    await litecoin?.stop();
  });

  async function newBuyer(label: string): Promise<Buyer> {
    const { email, password, session } = await registeredUser(kit, label);
    return { email, password, token: session.access_token };
  }
  const balance = async (buyer: Buyer) =>
    (await call(kit, 'GET', '/api/credits/balance', { token: buyer.token })).body.balance as number;

  /** A signed-in page in `language`, allowed to read what it copied. */
  async function signedInPage(
    buyer: Buyer,
    language: 'en' | 'fr',
    viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: kit.stack.baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${kit.stack.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language]);
    return { context, page, errors };
  }

  /** The payment page of a waiting Lightning payment: QR, invoice, copy, checkout link; then settled. */
  async function payAndSettle(
    page: Page,
    buyer: Buyer,
    language: 'en' | 'fr',
    size: string,
    credits: number,
  ) {
    const words = WORDS[language];
    const before = await balance(buyer);
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    const paymentId = page.url().split('/').pop()!;
    const invoice = btcpay.byOrder(paymentId);
    const { bolt11: bolt11Text } = btcpay.lightning(invoice.id);

    const qr = page.getByTestId('payment-qr');
    expect(await qr.getAttribute('data-qr-value')).toBe(`LIGHTNING:${bolt11Text.toUpperCase()}`);
    expect(await qr.locator('svg').isVisible()).toBe(true);
    expect(await page.getByTestId('payment-invoice').textContent()).toBe(bolt11Text);
    expect(bolt11.decode(bolt11Text).millisatoshis).toBe(btcpay.lightning(invoice.id).amountMsat);
    await expect(page.getByTestId('payment-invoice-countdown').textContent()).resolves.toMatch(/^\d\d:\d\d$/);
    expect(await page.getByTestId('payment-address').count()).toBe(0);
    expect(await page.locator('input[name="txHash"], #tx-hash').count()).toBe(0);
    const link = page.getByRole('link', { name: words.checkoutLink });
    // BTCPay's own checkout page for the invoice (its `checkoutLink`), as a second way to pay.
    expect(await link.getAttribute('href')).toBe(`${btcpayUrl}/i/${invoice.id}`);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    await page.getByRole('button', { name: words.copy }).click();
    await page.getByText(words.copied).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bolt11Text);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByText(words.copied).first().waitFor({ state: 'hidden', timeout: 10000 });
    await screenshot(page, `lightning-payment-${language}-${size}`);

    // Settled at the stand-in: its signed webhook reaches the gateway; the page follows live.
    await btcpay.settle(invoice.id);
    await page.getByRole('heading', { level: 1, name: words.confirmed }).waitFor({ timeout: 20000 });
    await page
      .getByTestId('confirmed-balance')
      .getByText(words.credits(before + credits))
      .waitFor({ timeout: 15000 });
    await page.waitForTimeout(300);
    await screenshot(page, `lightning-payment-confirmed-${language}-${size}`);
    await waitFor('the credits', async () => (await balance(buyer)) === before + credits, 15000, 200);
    await btcpay.idle();
    expect(btcpay.deliveries.filter((d) => d.status !== 200)).toEqual([]);
  }

  it(
    'en, 1440 px: checks out a pack in Lightning from the cart, pays it, sees the credits without a reload',
    async () => {
      const buyer = await newBuyer('ln1440');
      const { context, page, errors } = await signedInPage(buyer, 'en', VIEWPORTS.desktop);
      await page.goto(`${kit.stack.baseUrl}/pricing`);
      await appStarted(page);
      await page.getByRole('radio', { name: '20 credits' }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('button', { name: /^Open cart/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pay with crypto' }).waitFor();
      const option = page.getByTestId('crypto-option-lightning');
      await option.getByText('Bitcoin over Lightning: settled in seconds, tiny fees').waitFor();
      await expect(page.getByTestId('estimate-lightning').textContent()).resolves.toMatch(
        /^≈ \d+\.\d{8} BTC$/,
      );
      await option.click();
      await screenshot(page, 'lightning-checkout-en-1440');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
      await payAndSettle(page, buyer, 'en', '1440', 20);
      // The bought pack left the cart.
      expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_MS,
  );

  for (const [language, viewport, size] of [
    ['en', VIEWPORTS.mobile, '375'],
    ['fr', VIEWPORTS.desktop, '1440'],
    ['fr', VIEWPORTS.mobile, '375'],
  ] as const) {
    it(
      `${language}, ${size} px: a Lightning payment's page, paid, then its credits without a reload`,
      async () => {
        const buyer = await newBuyer(`ln${language}${size}`);
        const created = await call(kit, 'POST', '/api/create-payment', {
          token: buyer.token,
          body: { amount: 20, crypto: 'lightning', currency: 'eur' },
        });
        expect(created.status).toBe(201);
        const { context, page, errors } = await signedInPage(buyer, language, viewport);
        await page.goto(`${kit.stack.baseUrl}/payment/${created.body.payment_id}`);
        await payAndSettle(page, buyer, language, size, 10);
        expect(errors).toEqual([]);
        await context.close();
      },
      JOURNEY_MS,
    );
  }

  for (const [language, viewport, size] of [
    ['en', VIEWPORTS.desktop, '1440'],
    ['en', VIEWPORTS.mobile, '375'],
    ['fr', VIEWPORTS.desktop, '1440'],
    ['fr', VIEWPORTS.mobile, '375'],
  ] as const) {
    it(
      `${language}, ${size} px: an LTC payment paid by a real regtest transaction, confirming, then paid without a reload`,
      async () => {
        const words = WORDS[language];
        const node = litecoin;
        const buyer = await newBuyer(`ltc${language}${size}`);
        const before = await balance(buyer);
        const created = await call(kit, 'POST', '/api/create-payment', {
          token: buyer.token,
          body: { amount: 20, crypto: 'ltc', currency: 'eur' },
        });
        expect(created.status).toBe(201);
        const { context, page, errors } = await signedInPage(buyer, language, viewport);
        await page.goto(`${kit.stack.baseUrl}/payment/${created.body.payment_id}`);
        await page.getByRole('heading', { level: 1, name: words.sendLtc }).waitFor();
        const address = (await page.getByTestId('payment-address').textContent())!;
        // Shown with the reader's decimal sign ("0,250000" in French); the node takes a point.
        const amount = (await page.getByTestId('payment-crypto-amount').textContent())!
          .replace(/\s/g, '')
          .replace(',', '.');
        expect((await node.rpc('getaddressinfo', address)).ismine).toBe(true);
        await page.getByRole('link', { name: words.checkoutLink }).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `ltc-payment-${language}-${size}`);

        // What the page shows is what the node pays: its address and its amount.
        const txid = await node.pay(address, amount);
        await btcpay.syncChain();
        // The node's wallet, the stand-in's webhook, the payments service's fresh read of the
        // invoice and the live push each take their turn: on a busy machine that is more than seconds.
        await page
          .getByTestId('payment-status')
          .getByText(words.confirming)
          .waitFor({ timeout: CHAIN_STEP_MS });
        await node.mine(1);
        await btcpay.syncChain();
        await page
          .getByRole('heading', { level: 1, name: words.confirmed })
          .waitFor({ timeout: CHAIN_STEP_MS });
        await page
          .getByTestId('confirmed-balance')
          .getByText(words.credits(before + 10))
          .waitFor({ timeout: 15000 });
        await page.waitForTimeout(300);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `ltc-payment-confirmed-${language}-${size}`);
        await waitFor('the credits', async () => (await balance(buyer)) === before + 10, 15000, 200);
        const { payment } = (
          await call(kit, 'GET', `/api/payment/${created.body.payment_id}`, { token: buyer.token })
        ).body;
        expect(payment).toMatchObject({ status: 'paid', txHash: txid, crypto: 'ltc' });
        expect(errors).toEqual([]);
        await context.close();
      },
      JOURNEY_MS,
    );
  }
});
