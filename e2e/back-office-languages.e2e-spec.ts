/**
 * The back office in one language at a time: it opens in French, the language switch in its menu
 * turns every tab English (none of the French catalogue's sentences left), the choice survives a
 * reload, and leaving for the storefront gives it back its own language. The Transactions tab and
 * the broadcast dialog are saved in both languages (e2e/screenshots/back-office-*.png).
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { admin as enAdmin } from '../frontend/src/lib/i18n/locales/en/admin';
import { admin as frAdmin } from '../frontend/src/lib/i18n/locales/fr/admin';
import { adminSession, AuthKit, call, registeredUser, startKit } from '../tests/support/auth-kit';
import { openRecordedPage, RecordedPage } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 180000;

const TABS = [
  { tab: 'users', fr: 'Gestion des utilisateurs', en: 'User management' },
  { tab: 'traffic', fr: 'Trafic en direct', en: 'Live traffic' },
  { tab: 'transactions', fr: 'Transactions crypto', en: 'Crypto transactions' },
  { tab: 'credits', fr: 'Gestion des crédits', en: 'Credit management' },
  { tab: 'notifications', fr: 'Notifications', en: 'Notifications' },
  { tab: 'ip-banning', fr: 'Bannissement IP', en: 'IP banning' },
  { tab: 'maintenance', fr: 'Mode maintenance', en: 'Maintenance mode' },
  { tab: 'connection-history', fr: 'Historique des Connexions', en: 'Connection history' },
  { tab: 'overview', fr: "Vue d'ensemble", en: 'Overview' },
  { tab: 'audit', fr: "Journal d'audit", en: 'Audit log' },
] as const;

/** Every text of a catalogue with two words or more, without its {{values}}. */
function phrases(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.trim())
      .filter((part) => /\p{L}+\s+\p{L}+/u.test(part) && part.length >= 8);
  if (value && typeof value === 'object') return Object.values(value).flatMap(phrases);
  return [];
}

/** The French back office's phrases that English does not share. */
const FRENCH_ONLY = (() => {
  const english = new Set(phrases(enAdmin));
  return [...new Set(phrases(frAdmin))].filter((phrase) => !english.has(phrase));
})();

async function frenchOnPage(page: Page): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  return FRENCH_ONLY.filter((phrase) => text.includes(phrase));
}

describe('the back office, one language at a time', () => {
  let kit: AuthKit;
  let browser: Browser;
  let base: string;
  let admin: RecordedPage;

  beforeAll(async () => {
    [kit, browser] = await Promise.all([
      startKit({
        services: SERVICE_NAMES,
        env: { RATE_LIMIT_PER_IP: '1000', PRICE_API_URL: 'http://127.0.0.1:9/simple/price' },
      }),
      launchBrowser(),
    ]);
    base = kit.stack.baseUrl;
    admin = await openRecordedPage(browser, VIEWPORTS.desktop);
    // The owner signs in with the authenticator app the role requires.
    await signInAsStaff(admin.page, base, await adminSession(kit));
  }, JOURNEY_MS);

  afterAll(async () => {
    await admin?.close();
    await browser?.close();
    await kit?.close();
  });

  afterEach(() => {
    expect(admin.errors.splice(0)).toEqual([]);
  });

  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

  it(
    'opens in French, the Transactions tab and the broadcast dialog included',
    async () => {
      const { page } = admin;
      await page.goto(`${base}/admin?tab=transactions`);
      await heading(page, 'Transactions crypto');
      await page.getByText(/^Transactions \d+ à \d+ sur \d+$/).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
      await screenshot(page, 'back-office-transactions-fr-1440', { fullPage: false });
      await page.goto(`${base}/admin?tab=notifications`);
      await page.getByRole('button', { name: 'Envoyer une notification' }).click();
      const dialog = page.getByRole('dialog', { name: 'Envoyer une notification' });
      await dialog.getByLabel('Titre').waitFor();
      await dialog.getByRole('radio', { name: 'Alerte' }).waitFor();
      await screenshot(page, 'back-office-broadcast-fr-1440', { fullPage: false });
      await dialog.getByRole('button', { name: 'Annuler' }).click();
    },
    JOURNEY_MS,
  );

  it(
    'turns English with the language switch, on every tab, and stays English after a reload',
    async () => {
      const { page } = admin;
      await page.goto(`${base}/admin?tab=users`);
      await heading(page, 'Gestion des utilisateurs');
      await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
      await heading(page, 'User management');
      for (const { tab, en } of TABS) {
        await page.goto(`${base}/admin?tab=${tab}`);
        await heading(page, en);
        await page.waitForLoadState('networkidle');
        expect({ tab, french: await frenchOnPage(page) }).toEqual({ tab, french: [] });
        if (tab === 'transactions')
          await screenshot(page, 'back-office-transactions-en-1440', { fullPage: false });
      }
      await page.goto(`${base}/admin?tab=notifications`);
      await page.getByRole('button', { name: 'Send Notification' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send Notification' });
      await dialog.getByLabel('Title').waitFor();
      expect(await frenchOnPage(page)).toEqual([]);
      await screenshot(page, 'back-office-broadcast-en-1440', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.reload();
      await heading(page, 'Notifications');
      await page.getByRole('button', { name: 'Send Notification' }).waitFor();
    },
    JOURNEY_MS,
  );

  it(
    'says in words in the audit log, in English and in French, what was done to whom',
    async () => {
      const owner = await adminSession(kit);
      const { user, email } = await registeredUser(kit, 'audited');
      const as = (method: string, path: string, body?: unknown) =>
        call(kit, method, path, { token: owner.token, body });
      expect(
        (await as('POST', `/api/admin/users/${user.id}/notes`, { body: 'Rappeler demain' })).status,
      ).toBe(201);
      // Above the four-eyes threshold: a request, cancelled by its requester.
      const asked = await as('POST', '/api/admin/credits/adjust', {
        userId: user.id,
        amount: 600,
        direction: 'add',
        reason: 'goodwill',
      });
      expect(asked.status).toBe(202);
      expect((await as('POST', `/api/admin/approvals/${asked.body.approval.id}/cancel`)).status).toBe(200);
      const key = await as('POST', '/api/admin/service-keys', {
        name: 'Billing',
        scopes: ['credits:read'],
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      });
      expect(key.status).toBe(201);
      expect((await as('DELETE', `/api/admin/service-keys/${key.body.key.id}`)).status).toBe(200);

      const { page } = admin;
      const log = page.getByRole('table', { name: 'Audit log' });
      await page.goto(`${base}/admin?tab=audit`);
      await heading(page, 'Audit log');
      for (const sentence of [
        `added an internal note about ${email}`,
        `asked for 600 credits to be added to ${email}`,
        `cancelled the request to add 600 credits to ${email}`,
        'created the service key “Billing”',
        'revoked the service key “Billing”',
      ])
        await log.getByText(sentence, { exact: false }).first().waitFor();
      // The request's coded details in words.
      for (const line of ['Kind: Credit adjustment', 'Reason: Goodwill gesture', 'Status: Cancelled'])
        await log.getByText(line).first().waitFor();
      expect(await frenchOnPage(page)).toEqual([]);
      await screenshot(page, 'back-office-audit-en-1440', { fullPage: false });

      await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await heading(page, "Journal d'audit");
      const journal = page.getByRole('table', { name: "Journal d'audit" });
      for (const sentence of [
        `a ajouté une note interne sur ${email}`,
        `a demandé l’ajout de 600 crédits à ${email}`,
        `a annulé la demande d’ajout de 600 crédits à ${email}`,
        'a créé la clé de service « Billing »',
        'a révoqué la clé de service « Billing »',
      ])
        await journal.getByText(sentence, { exact: false }).first().waitFor();
      for (const line of ['Nature : Ajustement de crédits', 'Motif : Geste commercial', 'Statut : Annulée'])
        await journal.getByText(line).first().waitFor();
      await screenshot(page, 'back-office-audit-fr-1440', { fullPage: false });
      await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
      await heading(page, 'Audit log');
    },
    JOURNEY_MS,
  );

  it(
    'gives the storefront back its own language when the administrator leaves',
    async () => {
      const { page } = admin;
      await page.goto(`${base}/admin?tab=users`);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await heading(page, 'Gestion des utilisateurs');
      await page.getByRole('link', { name: 'Accueil' }).click();
      await page.waitForURL(`${base}/`);
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('link', { name: 'Pricing' }).first().waitFor();
    },
    JOURNEY_MS,
  );
});
