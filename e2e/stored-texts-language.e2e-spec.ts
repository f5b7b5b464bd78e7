/**
 * A customer's history is not frozen in one language: the same purchase, administrator's changes
 * and notifications read in English on the English dashboard (no sentence of the French catalogue,
 * English dates) and in French once the reader picks French. Saved as
 * e2e/screenshots/stored-texts-dashboard-{en,fr}-1440.png.
 */
import { CreditsSubjects } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { en } from '../frontend/src/lib/i18n/locales/en';
import { fr } from '../frontend/src/lib/i18n/locales/fr';
import { adminSession, AuthKit, registeredUser, startKit, STRONG_PASSWORD } from '../tests/support/auth-kit';
import { openRecordedPage, RecordedPage } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { signInThroughLogin } from './support/home';

const JOURNEY_MS = 180000;

/** Every text of a catalogue with two words or more, without its {{values}} and markup. */
function phrases(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(/\{\{[^}]+\}\}|<[^>]+>/)
      .map((part) => part.trim())
      .filter((part) => /\p{L}+\s+\p{L}+/u.test(part) && part.length >= 8);
  if (value && typeof value === 'object') return Object.values(value).flatMap(phrases);
  return [];
}

const FRENCH_ONLY = (() => {
  const english = new Set(phrases(en));
  return [...new Set(phrases(fr))].filter((phrase) => !english.has(phrase));
})();

async function pageText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

describe('a customer’s history in the reader’s language', () => {
  let kit: AuthKit;
  let browser: Browser;
  let customer: RecordedPage;

  beforeAll(async () => {
    [kit, browser] = await Promise.all([
      startKit({
        services: ['auth', 'notifications', 'credits', 'payments', 'presence', 'admin'],
        env: { RATE_LIMIT_PER_IP: '1000', PRICE_API_URL: 'http://127.0.0.1:9/simple/price' },
      }),
      launchBrowser(),
    ]);
    const [{ user, email }, admin] = await Promise.all([registeredUser(kit, 'ada'), adminSession(kit)]);
    await kit.request(CreditsSubjects.grantForPayment, {
      paymentId: `pay-${randomUUID()}`,
      userId: user.id,
      credits: 10,
      crypto: 'eth',
      paymentMethod: 'crypto_eth',
    });
    await kit.request(CreditsSubjects.adjust, {
      userId: user.id,
      amount: 1,
      direction: 'remove',
      adminId: admin.userId,
    });
    customer = await openRecordedPage(browser, VIEWPORTS.desktop);
    await signInThroughLogin(customer.page, kit.stack.baseUrl, email, STRONG_PASSWORD);
  }, JOURNEY_MS);

  afterAll(async () => {
    await customer?.close();
    await browser?.close();
    await kit?.close();
  });

  it(
    'reads in English on the English dashboard, then in French after the switch',
    async () => {
      const { page } = customer;
      await page.goto(`${kit.stack.baseUrl}/dashboard`);
      await page.getByText('Purchase of 10 credits (ETH)').first().waitFor();
      await page.getByText('1 credit removed by an administrator').first().waitFor();
      await page.waitForLoadState('networkidle');
      const english = await pageText(page);
      expect(FRENCH_ONLY.filter((phrase) => english.includes(phrase))).toEqual([]);
      const month = new Intl.DateTimeFormat('en-IE', { month: 'long' }).format(new Date());
      expect(english).toContain(month);
      await screenshot(page, 'stored-texts-dashboard-en-1440', { fullPage: false });
      // The administrator's removal, in the bell.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      const bell = page.getByRole('region', { name: 'Latest notifications' });
      await bell.getByText('Credits removed').waitFor();
      await bell
        .getByText('An administrator removed 1 credit from your account. New balance: 9 credits.')
        .waitFor();
      await screenshot(page, 'stored-texts-bell-en-1440', { fullPage: false });

      await page.evaluate(() => localStorage.setItem('oddsmith.language', 'fr'));
      await page.reload();
      await page.getByText('Achat de 10 crédits (ETH)').first().waitFor();
      await page.getByText('1 crédit retiré par un administrateur').first().waitFor();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await page
        .getByText('Un administrateur a retiré 1 crédit de votre compte. Nouveau solde : 9 crédits.')
        .first()
        .waitFor();
      const moisFr = new Intl.DateTimeFormat('fr-FR', { month: 'long' }).format(new Date());
      expect(await pageText(page)).toContain(moisFr);
      await screenshot(page, 'stored-texts-dashboard-fr-1440', { fullPage: false });
      expect(customer.errors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
