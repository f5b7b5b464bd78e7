/**
 * A new customer's purchase from end to end, in English and in French: pricing → a pack in the cart
 * → Checkout → sign up from the login-required modal → verify the emailed code → back in the
 * checkout with the cart → pay (the sandbox provider stands in for the network) → the confirmation
 * with the new balance → browser Back. On every page visited no text of the other language shows
 * (checked against the other catalogue's own values), the cart ends empty and the history holds no
 * checkout that could charge the cart again.
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser } from 'playwright-core';
import { AuthKit, kitFor, STRONG_PASSWORD, uniqueEmail } from '../tests/support/auth-kit';
import { startStack } from '../tests/support/stack';
import { en } from '../frontend/src/lib/i18n/locales/en';
import { fr } from '../frontend/src/lib/i18n/locales/fr';
import { DevMailbox } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { appStarted } from './support/storefront';

const JOURNEY_MS = 240000;
const LANGUAGE_STORAGE_KEY = 'oddsmith.language';
const CART_STORAGE_KEY = 'oddsmith.cart';

/** Every text of a catalogue, flattened. */
function texts(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [catalogue];
  if (Array.isArray(catalogue)) return catalogue.flatMap(texts);
  if (catalogue && typeof catalogue === 'object') return Object.values(catalogue).flatMap(texts);
  return [];
}

/**
 * The pieces of `foreign`'s texts that can only be that language: the literal parts between
 * {{values}} and <tags>, of two words or more, found nowhere in `own`'s texts.
 */
function telltales(foreign: unknown, own: unknown): string[] {
  const ownText = texts(own).join('\n');
  const pieces = texts(foreign).flatMap((text) =>
    text
      .split(/\{\{[^}]*\}\}|<\/?\w+>|[\n|]/)
      .map((piece) => piece.trim().replace(/^[.,:;!?…·–—\s]+|[.,:;!?…·–—\s]+$/g, ''))
      .filter((piece) => piece.split(/\s+/).length >= 2 && piece.length >= 8),
  );
  return [...new Set(pieces)].filter((piece) => !ownText.includes(piece));
}

const JOURNEYS = [
  {
    language: 'en',
    foreign: telltales(fr, en),
    words: {
      pack: /^20 credits/,
      addToCart: 'Add to Cart',
      openCart: /^Open cart/,
      cart: 'Your Cart',
      checkout: 'Checkout',
      modal: 'Sign in to check out',
      signUpTab: 'Sign Up',
      signUpLink: 'Sign Up',
      // The sign-up code is mailed in the language the visitor signed up in.
      codeMail: /^Verify your email for /,
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      password: 'Password',
      confirm: 'Confirm password',
      terms: /I agree/,
      create: 'Create account',
      digit: 'Digit 1 of 6',
      checkoutTitle: 'Pay with crypto',
      continue: 'Continue to payment',
      simulate: 'Simulate payment (sandbox)',
      confirmed: 'Payment confirmed!',
      balance: '20 credits',
      dashboard: 'Go to Dashboard',
      browse: 'Browse credit packs',
    },
  },
  {
    language: 'fr',
    foreign: telltales(en, fr),
    words: {
      pack: /^20 crédits/,
      addToCart: 'Ajouter au panier',
      openCart: /^Ouvrir le panier/,
      cart: 'Votre panier',
      checkout: 'Commander',
      modal: 'Connectez-vous pour commander',
      signUpTab: 'Inscription',
      signUpLink: 'Créer un compte',
      codeMail: /^Vérifiez votre adresse e-mail pour /,
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      password: 'Mot de passe',
      confirm: 'Confirmer le mot de passe',
      terms: /^J’accepte/,
      create: 'Créer le compte',
      digit: 'Chiffre 1 sur 6',
      checkoutTitle: 'Payer en crypto',
      continue: 'Continuer vers le paiement',
      simulate: 'Simuler le paiement (bac à sable)',
      confirmed: 'Paiement confirmé !',
      balance: '20 crédits',
      dashboard: 'Aller au tableau de bord',
      browse: 'Voir les packs de crédits',
    },
  },
] as const;

describe('a purchase that flows to the end, one language at a time', () => {
  let kit: AuthKit;
  let browser: Browser;
  let mailbox: DevMailbox;

  beforeAll(async () => {
    const [stack, launched] = await Promise.all([
      startStack({
        services: SERVICE_NAMES,
        env: {
          RATE_LIMIT_PER_IP: '500',
          PAYMENT_POLL_INTERVAL_MS: '500',
          PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        },
      }),
      launchBrowser(),
    ]);
    browser = launched;
    kit = kitFor(stack, 'purchase-journey');
    mailbox = new DevMailbox(stack.baseUrl);
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await kit?.close();
  });

  for (const { language, foreign, words } of JOURNEYS) {
    it(
      `${language}: pricing → sign up from the checkout → verify → pay → confirmation → Back`,
      async () => {
        const base = kit.stack.baseUrl;
        const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
        await context.addInitScript(
          // about:blank (where Back leaves the site) has no storage of its own.
          ([key, value]) => location.protocol.startsWith('http') && localStorage.setItem(key, value),
          [LANGUAGE_STORAGE_KEY, language],
        );
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (err) => errors.push(err.message));
        const leaks: string[] = [];
        const visited: string[] = [];
        /** Notes the page's texts of the other language (toasts included) under its address. */
        async function look(step: string) {
          await page.waitForTimeout(400);
          const seen = await page.evaluate(() => document.body.innerText);
          visited.push(`${step} ${new URL(page.url()).pathname}`);
          for (const piece of foreign) if (seen.includes(piece)) leaks.push(`${step}: "${piece}"`);
        }

        await page.goto(`${base}/pricing`);
        await appStarted(page).catch(async (error: Error) => {
          await screenshot(page, `purchase-start-failed-${language}`);
          throw new Error(`${error.message}\npage errors: ${errors.join(' | ')}`);
        });
        await page.getByRole('radio', { name: words.pack }).click();
        await page.getByRole('button', { name: words.addToCart }).click();
        await look('pricing');
        await page.getByRole('button', { name: words.openCart }).first().click();
        await page
          .getByRole('dialog', { name: words.cart })
          .getByRole('button', { name: words.checkout })
          .click();
        const modal = page.getByRole('dialog', { name: words.modal });
        await modal.waitFor();
        await modal.getByRole('tab', { name: words.signUpTab }).click();
        await look('login-required modal');
        await modal.getByRole('link', { name: words.signUpLink }).click();

        // Sign up; the way back to the checkout is kept through the next screens.
        await page.waitForURL(/\/register\?redirect=/);
        const email = uniqueEmail(`journey-${language}`);
        await page.getByLabel(words.firstName, { exact: true }).fill('Ada');
        await page.getByLabel(words.lastName, { exact: true }).fill('Lovelace');
        await page.getByLabel(words.email, { exact: true }).fill(email);
        await page.getByLabel(words.password, { exact: true }).fill(STRONG_PASSWORD);
        await page.getByLabel(words.confirm, { exact: true }).fill(STRONG_PASSWORD);
        await page.getByRole('checkbox', { name: words.terms }).check();
        await look('register');
        await page.getByRole('button', { name: words.create }).click();
        await page.waitForURL(/\/account-created\?/);
        await look('account created');
        await page.waitForURL(/\/verify-email\?.*redirect=/, { timeout: 15000 });
        const { code, subject } = await mailbox.nextCode(email);
        expect(subject).toMatch(words.codeMail);
        await page.getByRole('textbox', { name: words.digit }).click();
        await page.keyboard.type(code);

        // Back in the checkout, with the cart's 20 credits (40 €).
        await page.waitForURL(`${base}/checkout/crypto?amount=40&currency=eur`, { timeout: 15000 });
        await page.getByRole('heading', { level: 1, name: words.checkoutTitle }).waitFor();
        await look('checkout');
        await page.getByTestId('crypto-option-btc').click();
        await page.getByRole('button', { name: words.continue }).click();
        await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
        await page.getByRole('button', { name: words.simulate }).waitFor();
        await look('payment');
        await page.getByRole('button', { name: words.simulate }).click();

        // The confirmation stays, with the new balance and the way to the dashboard.
        await page.getByRole('heading', { level: 1, name: words.confirmed }).waitFor();
        await page.getByTestId('confirmed-balance').getByText(words.balance).waitFor({ timeout: 20000 });
        await page.getByRole('link', { name: words.dashboard }).waitFor();
        await look('confirmation');
        await screenshot(page, `purchase-confirmed-${language}`);
        await page.waitForTimeout(3500);
        expect(new URL(page.url()).pathname).toMatch(/^\/payment\//);
        expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();

        // Back, as far as the history goes: never a checkout that could charge the cart again.
        const payable: string[] = [];
        for (let step = 0; step < 8; step++) {
          const before = page.url();
          await page.goBack({ waitUntil: 'domcontentloaded' }).catch(() => null);
          if (page.url() === before || !page.url().startsWith(base)) break;
          await page.waitForTimeout(600);
          await look(`back ${step + 1}`);
          if (await page.getByRole('button', { name: words.continue }).isVisible()) payable.push(page.url());
        }
        expect(payable).toEqual([]);
        // The first page of the visit came from outside the site: back on the site to read its storage.
        if (!page.url().startsWith(base)) await page.goForward({ waitUntil: 'domcontentloaded' });
        expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();
        // The same checkout link, opened again with the cart empty, says so and leads to the packs.
        await page.goto(`${base}/checkout/crypto?amount=40&currency=eur`);
        await page.getByTestId('checkout-emptyCart').getByRole('link', { name: words.browse }).waitFor();
        expect(await page.getByRole('button', { name: words.continue }).count()).toBe(0);
        await look('empty checkout');
        await screenshot(page, `purchase-empty-checkout-${language}`);
        expect(visited.length).toBeGreaterThan(8);
        expect(leaks).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      },
      JOURNEY_MS,
    );
  }
});
