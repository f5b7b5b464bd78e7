/**
 * The money path in a browser: sign in, put a credit pack in the cart, check out in crypto, pay in
 * sandbox mode, and find exactly the credits the server computed on the balance.
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { AuthKit, call, kitFor, registeredUser } from '../tests/support/auth-kit';
import { startStack, waitFor } from '../tests/support/stack';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { appStarted } from './support/storefront';

/** Jest's e2e project timeout is not applied per test here; each journey says how long it may take. */
const JOURNEY_MS = 120000;

type Buyer = { email: string; password: string; token: string };
type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

describe('crypto checkout in a browser', () => {
  let kit: AuthKit;
  let browser: Browser;

  beforeAll(async () => {
    const [stack, launched] = await Promise.all([
      startStack({
        services: SERVICE_NAMES,
        env: {
          RATE_LIMIT_PER_IP: '500',
          PAYMENT_POLL_INTERVAL_MS: '500',
          // No internet here: the price source fails fast and the fixed fallback prices are used.
          PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        },
      }),
      launchBrowser(),
    ]);
    browser = launched;
    kit = kitFor(stack, 'checkout-e2e');
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await kit?.close();
  });

  async function newBuyer(label: string): Promise<Buyer> {
    const { email, password, session } = await registeredUser(kit, label);
    return { email, password, token: session.access_token };
  }

  const api = (path: string, buyer: Buyer) => call(kit, 'GET', path, { token: buyer.token });
  const balance = async (buyer: Buyer) => (await api('/api/credits/balance', buyer)).body.balance as number;

  async function signIn(page: Page, buyer: Buyer) {
    await page.goto(`${kit.stack.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
  }

  /** /pricing → pick a pack → Add to Cart → cart → Checkout. */
  async function checkOutPack(page: Page, credits: number) {
    await page.goto(`${kit.stack.baseUrl}/pricing`);
    // The prerendered page shows the packs before the app runs them.
    await appStarted(page);
    await page.getByRole('radio', { name: `${credits} credits` }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page
      .getByRole('button', { name: /^Open cart/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`**/checkout/crypto?amount=${credits * 2}&currency=eur`);
    await page.getByRole('heading', { level: 1, name: 'Pay with crypto' }).waitFor();
  }

  async function journey(
    viewport: Viewport,
    size: string,
    credits: number,
    coin: { name: string; ticker: string },
  ) {
    const buyer = await newBuyer(`buyer${size}`);
    const before = await balance(buyer);
    const amount = credits * 2;
    // bypassCSP: the axe script is injected into the page, which the site's policy would block.
    const page = await browser.newPage({ viewport, bypassCSP: true });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    await signIn(page, buyer);
    await checkOutPack(page, credits);

    // The checkout: read-only amount, the credits it buys, an 8-decimal estimate for every coin.
    expect(await page.getByLabel('Amount').inputValue()).toBe(String(amount));
    expect(await page.getByLabel('Amount').getAttribute('readonly')).not.toBeNull();
    await expect(textOf(page, 'checkout-credits')).resolves.toBe(`${credits} credits`);
    for (const ticker of ['btc', 'eth', 'ltc']) {
      await expect(textOf(page, `estimate-${ticker}`)).resolves.toMatch(/^≈ \d+\.\d{8} [A-Z]{3}$/);
    }
    await page.getByTestId(`crypto-option-${coin.ticker.toLowerCase()}`).click();
    expect(await page.getByRole('radio', { name: new RegExp(coin.name) }).isChecked()).toBe(true);
    await screenshot(page, `checkout-${size}`);
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Redirecting to payment...').waitFor();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    const paymentId = page.url().split('/').pop()!;

    // The payment page: what to send, where, how long is left, and how to pay.
    await page
      .getByRole('heading', { level: 1, name: `Send ${coin.ticker} to complete your order` })
      .waitFor();
    await expect(textOf(page, 'payment-crypto-amount')).resolves.toMatch(/^\d+\.\d{6}$/);
    await expect(textOf(page, 'payment-fiat-amount')).resolves.toBe(`≈ €${amount}.00`);
    await expect(textOf(page, 'payment-address')).resolves.toMatch(
      coin.ticker === 'ETH' ? /^0x[0-9a-f]{40}$/ : /^tb1q/,
    );
    await expect(textOf(page, 'payment-transaction-id')).resolves.toMatch(/^sbx_/);
    const qr = page.getByRole('img', { name: /QR code/ });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const countdown = await textOf(page, 'payment-countdown');
    expect(countdown).toMatch(/^[0-5]\d:[0-5]\d$|^60:00$/);
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="payment-countdown"]')?.textContent !== first,
      countdown,
      { timeout: 3000 },
    );
    await expect(textOf(page, 'payment-status')).resolves.toContain('Pending');
    await page.getByText('Waiting for payment confirmation...').first().waitFor();
    await screenshot(page, `payment-${size}`);
    expect(await layoutAndA11yProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Simulate payment (sandbox)' }).click();
    await page.getByText('Payment confirmed! Your credits have been added.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Payment confirmed!' }).waitFor();
    // The confirmation stays with the new balance; the buyer moves on with Go to Dashboard.
    await page
      .getByTestId('confirmed-balance')
      .getByText(`${before + credits} credits`)
      .waitFor({ timeout: 15000 });
    await page.waitForTimeout(300); // the panel's pop-in animation
    await screenshot(page, `payment-confirmed-${size}`);
    // The bought packs left the cart, without the 'Cart cleared!' toast.
    expect(await page.evaluate(() => localStorage.getItem('oddsmith.cart'))).toBeNull();
    expect(page.url()).toBe(`${kit.stack.baseUrl}/payment/${paymentId}`);

    // The server granted floor(amount / 2) credits, once, recorded against this payment.
    await waitFor('the credits', async () => (await balance(buyer)) === before + credits, 15000, 200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await balance(buyer)).toBe(before + Math.floor(amount / 2));
    const history = await api('/api/credits/transactions', buyer);
    expect(history.body.transactions[0]).toMatchObject({
      type: 'credit_purchase',
      amount: credits,
      payment_id: paymentId,
    });
    // …and the dashboard shows the new balance and the purchase.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${kit.stack.baseUrl}/dashboard`);
    await page
      .getByTestId('credit-balance')
      .getByText(String(before + credits))
      .waitFor();
    await page.getByText(`Purchase of ${credits} credits`).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }

  it(
    'desktop: 20 credits in ETH, simulated payment, 20 more credits',
    async () => {
      await journey(VIEWPORTS.desktop, '1440', 20, { name: 'Ethereum', ticker: 'ETH' });
    },
    JOURNEY_MS,
  );

  it(
    'mobile: 10 credits in BTC, simulated payment, 10 more credits',
    async () => {
      await journey(VIEWPORTS.mobile, '375', 10, { name: 'Bitcoin', ticker: 'BTC' });
    },
    JOURNEY_MS,
  );

  it(
    'sends an anonymous visitor to /login and back to the checkout after signing in',
    async () => {
      const buyer = await newBuyer('anon');
      const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
      await page.goto(`${kit.stack.baseUrl}/checkout/crypto?amount=40&currency=eur`);
      await page.waitForURL(/\/login\?redirect=/);
      await page.getByLabel('Email', { exact: true }).fill(buyer.email);
      await page.getByLabel('Password', { exact: true }).fill(buyer.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/checkout/crypto?amount=40&currency=eur');
      await page.getByRole('heading', { level: 1, name: 'Pay with crypto' }).waitFor();
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    'turns /payment/crypto into Invalid payment ID and the checkout',
    async () => {
      const buyer = await newBuyer('badid');
      const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
      await signIn(page, buyer);
      await page.goto(`${kit.stack.baseUrl}/payment/crypto`);
      await page.getByText('Invalid payment ID').waitFor();
      await page.waitForURL('**/checkout/crypto');
      await page.goto(`${kit.stack.baseUrl}/payment/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b`);
      await page.getByRole('heading', { level: 1, name: 'Payment not found' }).waitFor();
      await page.close();
    },
    JOURNEY_MS,
  );
});

/** Serious or critical axe-core violations in the page's <main>, and any horizontal overflow of the page. */
async function layoutAndA11yProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const problems = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: object, opts: object): Promise<any> } }).axe;
    const result = await axe.run({ include: [['main']] }, { resultTypes: ['violations'] });
    return (result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>)
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? [...problems, `overflows horizontally by ${overflow}px`] : problems;
}

function textOf(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .first()
    .textContent()
    .then((text) => text ?? '');
}
