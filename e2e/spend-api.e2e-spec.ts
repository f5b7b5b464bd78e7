/**
 * Credits spent from an analyser, in a browser against the whole stack: a user creates an API key
 * in Settings, examples/analyser-client.mjs spends with it (hold, then capture), the spend shows
 * in the dashboard's history with its details; the key revoked, the client is refused (401).
 * The back office's service keys and the user's usage chart too. Screens are saved at 375 and
 * 1440 px in e2e/screenshots (spend-api-*.png), checked for horizontal overflow and serious axe
 * violations.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminSession, call, registeredUser, TestSession } from '../tests/support/auth-kit';
import { ROOT, waitFor } from '../tests/support/stack';
import { openRecordedPage, RecordedPage, screenshotBoth } from './support/accounts';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { HomeKit, signInThroughLogin, startHomeKit } from './support/home';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 240000;
const CLIENT = join(ROOT, 'examples', 'analyser-client.mjs');

/** Runs the example client as an integrator would: its own process, the key in its environment. */
function runClient(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLIENT],
      { env: { PATH: process.env.PATH, ...env }, timeout: 60000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('credits spent by an analyser, in a browser', () => {
  let home: HomeKit;
  let browser: Browser;
  const opened: RecordedPage[] = [];
  /** Overflow and accessibility problems on the screens shot. */
  const problems: string[] = [];

  beforeAll(async () => {
    [home, browser] = await Promise.all([startHomeKit(), launchBrowser()]);
  }, 180000);

  afterAll(async () => {
    for (const page of opened) await page.close();
    await browser?.close();
    await home?.close();
  });

  async function open(): Promise<RecordedPage> {
    const recorded = await openRecordedPage(browser, VIEWPORTS.desktop);
    opened.push(recorded);
    return recorded;
  }

  const shoot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
    screenshotBoth(page, `spend-api-${name}`, { ...options, problems });

  let member: { email: string; password: string; user: { id: string } };
  let admin: TestSession;

  it(
    'a key made in Settings spends through the example client, the spend shows in the history; revoked, the key is refused',
    async () => {
      const { kit, base } = home;
      const registered = await registeredUser(kit, 'analyst');
      member = { email: registered.email, password: registered.password, user: registered.user };
      admin = await adminSession(kit);
      const grant = await call(kit, 'POST', '/api/admin/credits/adjust', {
        token: admin.token,
        body: { userId: member.user.id, amount: 20, direction: 'add', reason: 'correction' },
      });
      expect(grant.status).toBe(200);

      const { page, errors } = await open();
      await signInThroughLogin(page, base, member.email, member.password);

      // Settings › API keys: a key, its secret shown once.
      await page.goto(`${base}/settings?tab=api-keys`);
      await page.getByRole('heading', { level: 2, name: 'API keys' }).waitFor();
      await page.getByText('No API keys yet').waitFor();
      await page.getByLabel('Key name').fill('Laptop analyser');
      await page.getByRole('button', { name: 'Create key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your new API key' });
      const secret = await dialog.getByLabel('Secret key').inputValue();
      expect(secret).toMatch(/^osk_[A-Za-z0-9_-]{43}$/);
      await dialog.getByText(/you won’t see it again/).waitFor();
      await shoot(page, 'settings-new-key', { fullPage: false });
      await dialog.getByRole('button', { name: 'I’ve saved it' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByTestId('api-key-row').filter({ hasText: 'Laptop analyser' });
      await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
      await row.getByText('Never used').waitFor();
      expect(await page.content()).not.toContain(secret);
      await shoot(page, 'settings-keys');
      // On a phone every settings tab's label fits inside its tab.
      await page.setViewportSize(VIEWPORTS.mobile);
      const cramped = await page
        .getByRole('tab')
        .evaluateAll((tabs) =>
          tabs.filter((tab) => tab.scrollWidth > tab.clientWidth + 1).map((tab) => tab.textContent),
        );
      expect(cramped).toEqual([]);
      await page.setViewportSize(VIEWPORTS.desktop);

      // The analyser holds 5 credits and spends 3 of them.
      const env = {
        OSK_API_KEY: secret,
        STOREFRONT_URL: base,
        HOLD_CREDITS: '5',
        SPEND_CREDITS: '3',
        DESCRIPTION: 'Martingale on roulette, 200 spins',
      };
      const run = await runClient(env);
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(run.stdout).toContain('Balance: 20 credits (0 held, 20 available)');
      expect(run.stdout).toContain('Spent 3 credits: "Martingale on roulette, 200 spins"');
      expect(run.stdout).toContain('Balance now: 17 credits (17 available)');

      // The dashboard's history: the spend, its key and what the analyser sent.
      await page.goto(`${base}/dashboard`);
      await page.getByTestId('credit-balance').getByText('17').waitFor();
      const spend = page
        .getByTestId('transaction-row')
        .filter({ hasText: 'Analysis — Martingale on roulette' });
      await spend.getByText('\u22123').waitFor();
      await page.getByTestId('transaction-row').filter({ hasText: '+20' }).waitFor();
      await shoot(page, 'dashboard-history');
      await page.getByLabel('Show').selectOption({ label: 'Spends' });
      await waitFor(
        'the history to show only the spend',
        async () => (await page.getByTestId('transaction-row').count()) === 1,
        15000,
        200,
      );
      await spend.click();
      const details = page.getByRole('dialog', { name: 'Transaction details' });
      await details.getByText('Laptop analyser').waitFor();
      expect(await details.getByTestId('transaction-metadata').textContent()).toContain(
        '"client": "analyser-client.mjs"',
      );
      await shoot(page, 'dashboard-spend-details', { fullPage: false });
      await details.getByRole('button', { name: 'Close' }).click();

      // Export CSV: the spend is in the file.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const csv = (await streamText(await download.createReadStream())).replace(/^\uFEFF/, '');
      expect(csv.split(/\r?\n/)[0]).toMatch(/^date,type,amount,description/);
      expect(csv).toContain('Martingale on roulette, 200 spins');

      // Settings: the key was used; revoked, it is gone.
      await page.goto(`${base}/settings?tab=api-keys`);
      await row.waitFor();
      expect(await row.getByText('Never used').count()).toBe(0);
      await row.getByRole('button', { name: 'Revoke Laptop analyser' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
      await confirm.getByRole('button', { name: 'Revoke key' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText('No API keys yet').waitFor();

      // Each gateway keeps a key's verification for 3 s: the key is refused everywhere within 5 s.
      await waitFor(
        'the revoked key to be refused',
        async () =>
          (await fetch(`${base}/api/v1/balance`, { headers: { Authorization: `Bearer ${secret}` } }))
            .status === 401,
        10000,
        250,
      );
      const refused = await runClient(env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Refused (401 INVALID_API_KEY)');
      expect(refused.stdout).toBe('');
      expect(
        (await call(kit, 'GET', '/api/credits/balance', { token: registered.session.access_token })).body
          .balance,
      ).toBe(17);

      expect(errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'the back office makes a service key and shows the user’s spending per day',
    async () => {
      const { base } = home;
      const { page, errors } = await open();
      await signInAsStaff(page, base, admin);

      await page.goto(`${base}/admin?tab=service-keys`);
      await page.getByRole('heading', { level: 1, name: 'Clés de service', exact: true }).waitFor();
      await page.getByLabel('Nom', { exact: true }).fill('Production analyser');
      await page.getByRole('checkbox', { name: /credits:read/ }).check();
      await page.getByRole('checkbox', { name: /credits:spend/ }).check();
      await page.getByRole('button', { name: 'Créer la clé' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle clé de service' });
      const secret = await dialog.getByLabel('Clé secrète').inputValue();
      expect(secret).toMatch(/^osk_/);
      await shoot(page, 'admin-new-service-key', { fullPage: false });
      await dialog.getByRole('button', { name: 'Je l’ai enregistrée' }).click();
      const table = page.getByRole('table', { name: 'Clés de service' });
      await table.getByText('Production analyser').waitFor();
      await table.getByText('Active', { exact: true }).waitFor();
      await shoot(page, 'admin-service-keys');

      // The service key acts for the user it names.
      const run = await runClient({
        OSK_API_KEY: secret,
        STOREFRONT_URL: base,
        OSK_USER_ID: member.user.id,
        HOLD_CREDITS: '2',
        SPEND_CREDITS: '1.5',
        DESCRIPTION: 'Batch run',
      });
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(run.stdout).toContain('Balance now: 15.5 credits');

      // Crédits: the selected user's usage and spends.
      await page.goto(`${base}/admin?tab=credits`);
      await page.getByLabel('Rechercher un utilisateur').fill(member.email);
      await page.getByRole('button', { name: `Sélectionner ${member.email}` }).click();
      await page.getByText(`Consommation de ${member.email}`).waitFor();
      await page.getByTestId('usage-total').getByText('4,5 crédits dépensés sur 30 jours').waitFor();
      expect(await page.getByTestId('usage-bar').count()).toBe(30);
      expect(await page.getByTestId('usage-bar').last().getAttribute('data-spent')).toBe('4.5');
      const spends = page.getByRole('table', { name: 'Dépenses de l’utilisateur' });
      await spends.getByText('Batch run').waitFor();
      await spends.getByText('Martingale on roulette, 200 spins').waitFor();
      await spends.getByText('Production analyser').waitFor();
      await page.getByText(`Consommation de ${member.email}`).scrollIntoViewIfNeeded();
      await shoot(page, 'admin-usage');

      expect(errors).toEqual([]);
      expect(problems).toEqual([]);
    },
    JOURNEY_MS,
  );
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
