/**
 * Authenticator apps in a browser, against the whole stack: a user adds one from Settings (the
 * test reads the setup key shown and computes the codes an app would), keeps the recovery codes
 * shown once, signs out, signs in with a code from the app, then with a recovery code. Screens are
 * saved at 375 and 1440 px in e2e/screenshots (two-factor-apps-*.png).
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { registeredUser } from '../tests/support/auth-kit';
import { openRecordedPage, RecordedPage, screenshotBoth, typeCode } from './support/accounts';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { HomeKit, signInThroughLogin, startHomeKit } from './support/home';

const JOURNEY_MS = 240000;

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
function appCode(secret: string, offsetSteps = 0): string {
  const generator = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

describe('authenticator apps and recovery codes in a browser', () => {
  let home: HomeKit;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let opened: RecordedPage | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    [home, browser] = await Promise.all([startHomeKit(), launchBrowser()]);
  }, 180000);

  afterAll(async () => {
    await opened?.close();
    await browser?.close();
    await home?.close();
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  async function signOut(page: Page) {
    await nav(page)
      .getByRole('button', { name: /\(account menu\)$/ })
      .click();
    await page.getByTestId('user-menu').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${home.base}/`);
  }

  async function passwordStep(page: Page, email: string, password: string) {
    await page.goto(`${home.base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  it(
    'adds an app from the shown key, then signs in with its code and with a recovery code once',
    async () => {
      const { email, password } = await registeredUser(home.kit, 'totp-e2e');
      opened = await openRecordedPage(browser, VIEWPORTS.desktop);
      const { page } = opened;
      await signInThroughLogin(page, home.base, email, password);

      await page.goto(`${home.base}/settings?tab=2fa`);
      await page.getByRole('button', { name: 'Add an authenticator app' }).click();
      await page.getByRole('heading', { name: 'Scan the QR code' }).waitFor();
      const qr = page.getByTestId('totp-qr-code');
      await qr.waitFor();
      // The QR code is a real image (the SVG decoded), not a broken one.
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await screenshotBoth(page, 'two-factor-apps-enrol', { problems });

      await typeCode(page, appCode(secret));
      const dialog = page.getByRole('dialog', { name: 'Your recovery codes' });
      await dialog.waitFor();
      const codes = (await dialog.getByRole('listitem').allTextContents()).map((code) => code.trim());
      expect(codes).toHaveLength(10);
      await screenshotBoth(page, 'two-factor-apps-recovery-codes', { fullPage: false, problems });
      await dialog.getByRole('button', { name: 'I’ve saved them' }).click();
      await page.getByText('Unused codes left: 10').waitFor();
      await page.getByRole('button', { name: 'Remove' }).waitFor();
      await screenshotBoth(page, 'two-factor-apps-settings', { problems });

      // Signing in again asks for the app's code after the password. The enrolment used this
      // step's code; the next step's is within the one step of drift allowed.
      await signOut(page);
      await passwordStep(page, email, password);
      await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor();
      await screenshotBoth(page, 'two-factor-apps-sign-in', { problems });
      await typeCode(page, appCode(secret, 1));
      await page.waitForURL(`${home.base}/dashboard`);

      // A recovery code instead: it works once, and the page says how many are left.
      await signOut(page);
      await passwordStep(page, email, password);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]);
      await screenshotBoth(page, 'two-factor-apps-recovery-sign-in', { problems });
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByText('Signed in with a recovery code. Unused codes left: 9').waitFor();
      await page.waitForURL(`${home.base}/dashboard`);

      await signOut(page);
      await passwordStep(page, email, password);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByText('That recovery code is not valid or was already used').first().waitFor();
      expect(page.url()).toBe(`${home.base}/login`);

      expect(problems).toEqual([]);
      expect(opened.errors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
