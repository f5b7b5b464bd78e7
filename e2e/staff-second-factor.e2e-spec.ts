/**
 * Owners and finance need a second factor, in a browser against the whole stack: a finance user
 * without one is sent from the back office to Settings › 2FA with a message saying why (English and
 * French), adds an authenticator app there and goes back; once the sign-in is old, adjusting
 * credits asks for the password in a dialog, then goes through. Settings › 2FA says one thing about
 * the account's second factors and fits a phone in both languages. Screens are saved in
 * e2e/screenshots (staff-second-factor-*.png, settings-two-factor-*.png).
 */
import type { Browser, Page } from 'playwright-core';
import {
  adminSession,
  ageSignIns,
  call,
  registeredUser,
  roleSession,
  staffSession,
  userSession,
} from '../tests/support/auth-kit';
import { nextAppCode } from '../tests/support/authenticator-app';
import { openRecordedPage, RecordedPage, screenshotBoth, typeCode } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { HomeKit, startHomeKit } from './support/home';
import { signInAsStaff } from './support/staff';

const JOURNEY_MS = 240000;
/** The shortest re-authentication window the auth service allows. */
const WINDOW_SECONDS = 60;

/** What reaches past the screen's right edge: the page, then each element of the main content. */
function overflowing(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width)
    found.push(`page ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 0.5) {
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(`${element.tagName.toLowerCase()} "${text}" ends at ${Math.round(box.right)}px`);
    }
  }
  return found;
}

async function setLanguage(page: Page, language: 'en' | 'fr') {
  await page.evaluate((value) => localStorage.setItem('oddsmith.language', value), language);
  await page.reload();
}

async function signInWithPassword(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('staff and their second factor in a browser', () => {
  let home: HomeKit;
  let browser: Browser;
  const pages: RecordedPage[] = [];
  const problems: string[] = [];

  async function openPage(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const opened = await openRecordedPage(browser, viewport);
    pages.push(opened);
    return opened.page;
  }

  beforeAll(async () => {
    [home, browser] = await Promise.all([
      startHomeKit({ REAUTHENTICATION_WINDOW_SECONDS: String(WINDOW_SECONDS) }),
      launchBrowser(),
    ]);
  }, 180000);

  afterAll(async () => {
    for (const opened of pages) await opened.close();
    await browser?.close();
    await home?.close();
  });

  afterEach(() => {
    for (const opened of pages) expect(opened.errors.splice(0)).toEqual([]);
    expect(problems.splice(0)).toEqual([]);
  });

  it(
    'sends a finance user without a second factor to set one up, says why in both languages, then leads back',
    async () => {
      const [finance, owner] = await Promise.all([
        registeredUser(home.kit, 'finance-setup'),
        adminSession(home.kit),
      ]);
      const granted = await call(home.kit, 'PUT', `/api/admin/users/${finance.user.id}`, {
        token: owner.token,
        body: { role: 'finance' },
      });
      expect(granted.status).toBe(200);
      const page = await openPage();
      await signInWithPassword(page, home.base, finance.email, finance.password);
      await page.waitForURL(/\/settings\/2fa\?next=%2Fadmin$/);
      await page.getByRole('region', { name: 'Your role needs two-factor authentication' }).waitFor();
      await screenshotBoth(page, 'staff-second-factor-en', { problems });

      await setLanguage(page, 'fr');
      await page.getByRole('region', { name: 'Votre rôle exige la double authentification' }).waitFor();
      await page.getByTestId('two-factor-status').getByText('Désactivée').waitFor();
      await screenshotBoth(page, 'staff-second-factor-fr', { problems });
      await setLanguage(page, 'en');

      await page.getByRole('button', { name: 'Add an authenticator app' }).click();
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      await typeCode(page, await nextAppCode(secret));
      const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
      await codes.getByRole('button', { name: 'I’ve saved them' }).click();
      const ready = page.getByRole('region', { name: 'Two-factor authentication is on' });
      await ready.waitFor();
      await page.getByTestId('two-factor-status').getByText('On').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBoth(page, 'staff-second-factor-ready', { problems });

      await ready.getByRole('link', { name: 'Back to the back office' }).click();
      await page.waitForURL(`${home.base}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' }).waitFor();
    },
    JOURNEY_MS,
  );

  it(
    'says one thing about the second factors on Settings › 2FA, within 375 px in both languages',
    async () => {
      // Nothing on yet: the longest labels are the ones offering to add a factor.
      const nothing = await registeredUser(home.kit, 'no-factor');
      const bare = await openPage(VIEWPORTS.mobile);
      await signInWithPassword(bare, home.base, nothing.email, nothing.password);
      await bare.waitForURL(/\/dashboard$/);
      await bare.goto(`${home.base}/settings?tab=2fa`);
      for (const language of ['en', 'fr'] as const) {
        await setLanguage(bare, language);
        await bare
          .getByRole('button', {
            name: language === 'fr' ? 'Ajouter une application' : 'Add an authenticator app',
          })
          .waitFor();
        await screenshot(bare, `settings-two-factor-off-${language}-375`);
        expect([language, await bare.evaluate(overflowing)]).toEqual([language, []]);
      }

      // An authenticator app on, the emailed code off: two-factor is on, and nothing says otherwise.
      const withApp = await staffSession(home.kit, await registeredUser(home.kit, 'app-factor'));
      const page = await openPage(VIEWPORTS.mobile);
      await signInAsStaff(page, home.base, withApp, /\/dashboard$/);
      await page.goto(`${home.base}/settings?tab=2fa`);
      for (const language of ['en', 'fr'] as const) {
        await setLanguage(page, language);
        const on = language === 'fr' ? 'Activée' : 'On';
        await page.getByTestId('two-factor-status').getByText(on, { exact: true }).waitFor();
        await page
          .getByRole('button', {
            name: language === 'fr' ? 'Activer les codes par e-mail' : 'Turn on email codes',
          })
          .waitFor();
        expect(await page.getByText(/Enable 2FA|Activer la 2FA/).count()).toBe(0);
        await screenshot(page, `settings-two-factor-${language}-375`);
        expect([language, await page.evaluate(overflowing)]).toEqual([language, []]);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, 'settings-two-factor-fr-1440');
    },
    JOURNEY_MS,
  );

  it(
    'asks for the password in a dialog before adjusting credits once the sign-in is old, then adjusts',
    async () => {
      const [finance, customer] = await Promise.all([
        roleSession(home.kit, await adminSession(home.kit), 'finance', 'finance-window'),
        userSession(home.kit, 'customer'),
      ]);
      const page = await openPage();
      await signInAsStaff(page, home.base, finance);
      await page.goto(`${home.base}/admin?tab=credits`);
      await page.getByRole('heading', { level: 1, name: 'Gestion des crédits' }).waitFor();
      // The sign-in is made older than the window, as if the page had been left open that long.
      await ageSignIns(home.kit, finance.email, WINDOW_SECONDS + 1);

      await page.getByLabel('Rechercher un utilisateur').fill(customer.email);
      await page.getByRole('button', { name: `Sélectionner ${customer.email}` }).click();
      await page.getByLabel('Montant').fill('12');
      await page.getByLabel('Motif').selectOption('goodwill');
      await page.getByRole('button', { name: /^Ajouter 12 crédits/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmez votre identité' });
      await dialog.waitFor();
      await screenshotBoth(page, 'staff-reauthentication-dialog', { fullPage: false, problems });
      await dialog.getByLabel('Mot de passe', { exact: true }).fill(finance.password!);
      await dialog.getByRole('button', { name: 'Continuer' }).click();
      await page.getByText('Crédits ajoutés avec succès').waitFor();
      const balance = await call(home.kit, 'GET', '/api/credits/balance', { token: customer.token });
      expect(balance.body.balance).toBe(12);
    },
    JOURNEY_MS,
  );
});
