/**
 * Accounts in a browser, against the whole stack: register, read the code in the dev mailbox,
 * verify, land on the dashboard; sign out, reset the password with an emailed code, sign in with
 * the new one. Also two-factor sign-in and account deletion. Every screen is saved at 375 and
 * 1440 px in e2e/screenshots (accounts-*.png).
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { AuthKit, registeredUser, startKit } from '../tests/support/auth-kit';
import { DevMailbox, openRecordedPage, RecordedPage, screenshotBoth, typeCode } from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const JOURNEY_MS = 180000;

describe('accounts in a browser', () => {
  let kit: AuthKit;
  let browser: Browser;
  let mailbox: DevMailbox;
  let base: string;
  let opened: RecordedPage | undefined;

  beforeAll(async () => {
    [kit, browser] = await Promise.all([
      // Every request comes from 127.0.0.1: the per-address limits are raised for the journey.
      startKit({ services: SERVICE_NAMES, env: { RATE_LIMIT_PER_IP: '500', RATE_LIMIT_PER_EMAIL: '50' } }),
      launchBrowser(),
    ]);
    base = kit.stack.baseUrl;
    mailbox = new DevMailbox(base);
  }, 180000);

  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await kit?.close();
  });

  afterEach(() => {
    // Every screen this test shot: nothing wider than the screen, no serious or critical axe violation.
    expect(problems.splice(0)).toEqual([]);
  });

  async function open(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
    opened = await openRecordedPage(browser, viewport);
    return opened.page;
  }

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

  /** Layout and accessibility problems seen on the screens shot, across all tests. */
  const problems: string[] = [];
  /** Both widths; `audit: false` for screens the accounts work does not own (the dashboard has its own tests). */
  const shoot = (
    page: Page,
    name: string,
    { audit = true, ...options }: { fullPage?: boolean; audit?: boolean } = {},
  ) => screenshotBoth(page, name, { ...options, problems: audit ? problems : undefined });

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async function signOut(page: Page) {
    await nav(page)
      .getByRole('button', { name: /\(account menu\)$/ })
      .click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${base}/`);
    await nav(page).getByRole('link', { name: 'Login' }).waitFor();
  }

  it(
    'register → emailed code → dashboard; sign out → reset the password by code → sign in with the new one',
    async () => {
      const page = await open();
      const email = `journey-${randomBytes(4).toString('hex')}@example.test`;
      const firstPassword = 'Cobol-1959!';
      const newPassword = 'Compiler-1952?';

      // Registration, with the spec's messages for an empty form and the live checklist.
      await page.goto(`${base}/register`);
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      await shoot(page, 'accounts-register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('First name is required').waitFor();
      await page.getByText('You must accept the terms of service').waitFor();
      await shoot(page, 'accounts-register-errors');

      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(firstPassword);
      await page.getByLabel('Confirm password').fill(firstPassword);
      await page.getByLabel(/I agree to the/).check();
      expect(await page.locator('[data-met="true"]').count()).toBe(5);
      await shoot(page, 'accounts-register-filled');
      await page.getByRole('button', { name: 'Create account' }).click();

      // Account created: a 5-second countdown to the verification screen.
      await page.waitForURL(`${base}/account-created?email=${encodeURIComponent(email)}`);
      await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
      await shoot(page, 'accounts-account-created');
      await page.waitForURL(`${base}/verify-email?email=${encodeURIComponent(email)}`, { timeout: 15000 });

      // Verify: the resend button waits (mm:ss) and the code comes from the dev mailbox.
      await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
      expect(await page.getByRole('button', { name: /Resend Code/ }).isDisabled()).toBe(true);
      expect(await page.getByTestId('resend-countdown').textContent()).toMatch(/^(01:00|00:[0-5]\d)$/);
      await shoot(page, 'accounts-verify-email');
      const signup = await mailbox.nextCode(email);
      await typeCode(page, signup.code);
      await page.waitForURL(`${base}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Welcome, Grace Hopper' }).waitFor();
      const verifiedToast = page.getByText('Email verified successfully! Welcome to Oddsmith!');
      await verifiedToast.waitFor();
      await shoot(page, 'accounts-dashboard', { audit: false });
      await verifiedToast.waitFor({ state: 'hidden' });

      // The signed-in navbar: user menu on wide screens, the same entries in the mobile menu.
      await nav(page).getByRole('button', { name: 'Grace (account menu)' }).click();
      await page.getByText(email).first().waitFor();
      await screenshot(page, 'accounts-user-menu-1440', { fullPage: false });
      await page.keyboard.press('Escape');
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).waitFor();
      await screenshot(page, 'accounts-mobile-menu-375', { fullPage: false });
      await page.getByRole('button', { name: 'Close menu' }).click();
      await page.setViewportSize(VIEWPORTS.desktop);

      // Settings: the three tabs and the delete confirmation.
      await page.goto(`${base}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByLabel('Current password').waitFor();
      await shoot(page, 'accounts-settings-password');
      await page.getByRole('tab', { name: '2-Factor Authentication' }).click();
      await page.getByRole('button', { name: 'Turn on email codes' }).waitFor();
      await shoot(page, 'accounts-settings-2fa');
      await page.getByRole('tab', { name: 'Account' }).click();
      await page.getByRole('heading', { name: 'Danger Zone' }).waitFor();
      await shoot(page, 'accounts-settings-account');
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
      await shoot(page, 'accounts-settings-delete', { fullPage: false });
      await page.getByRole('button', { name: 'Cancel' }).click();

      await signOut(page);
      await page.getByText('Sign out successful!').waitFor();

      // Password reset: request, emailed code, new password, then the login page 2 s later.
      await page.goto(`${base}/login`);
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      await shoot(page, 'accounts-login');
      await page.getByRole('link', { name: 'Forgot password' }).click();
      await page.waitForURL(`${base}/reset-password`);
      await page.getByText('The code expires in 60 minutes.').waitFor();
      await shoot(page, 'accounts-reset-request');
      await mailbox.skipExisting(email);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send Reset Code' }).click();
      await page.getByText('Password reset code sent to your email!').waitFor();
      await page.getByRole('button', { name: 'Verify Code' }).waitFor();
      await shoot(page, 'accounts-reset-code');
      const recovery = await mailbox.nextCode(email);
      expect(recovery.text).toMatch(/60 minutes/);
      await typeCode(page, recovery.code);
      await page.waitForURL(`${base}/new-password?code=${recovery.code}&email=${encodeURIComponent(email)}`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await shoot(page, 'accounts-new-password');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page
        .getByText('Password updated successfully! You can now log in with your new password.')
        .waitFor();
      await page.getByText('Your password is updated. Taking you to sign in…').waitFor();
      await shoot(page, 'accounts-new-password-done', { fullPage: false });
      await page.waitForURL(`${base}/login`, { timeout: 10000 });

      // The old password no longer works; the new one does.
      await signIn(page, email, firstPassword);
      await page.locator('form').getByText('Invalid email or password').waitFor();
      await shoot(page, 'accounts-login-error', { fullPage: false });
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Redirecting to dashboard...' }).waitFor();
      await page.waitForURL(`${base}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Welcome, Grace Hopper' }).waitFor();

      expect(opened!.errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'two-factor: turned on in Settings with an emailed code, then every sign-in asks for a new one',
    async () => {
      const { email, password } = await registeredUser(kit, 'twofactor-e2e');
      const page = await open();
      await signIn(page, email, password);
      await page.waitForURL(`${base}/dashboard`);

      await page.goto(`${base}/settings/2fa`);
      await mailbox.skipExisting(email);
      await page.getByRole('button', { name: 'Turn on email codes' }).click();
      await page.getByText('Verification code sent to your email!').waitFor();
      await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
      await shoot(page, 'accounts-settings-2fa-code');
      await typeCode(page, (await mailbox.nextCode(email)).code);
      await page.getByText('2FA enabled successfully!').waitFor();
      // The account's first second factor brings its recovery codes, shown this once.
      const recovery = page.getByRole('dialog', { name: 'Your recovery codes' });
      expect(await recovery.getByRole('listitem').count()).toBe(10);
      await recovery.getByRole('button', { name: 'I’ve saved them' }).click();
      await page.getByRole('button', { name: 'Turn off email codes' }).waitFor();
      await shoot(page, 'accounts-settings-2fa-on');
      // Still signed in (this session passed the code): the API answers.
      await page.reload();
      await page.getByRole('button', { name: 'Turn off email codes' }).waitFor();

      await signOut(page);
      await mailbox.skipExisting(email);
      await signIn(page, email, password);
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      expect(page.url()).toBe(`${base}/login`);
      await nav(page).getByRole('link', { name: 'Login' }).waitFor();
      await shoot(page, 'accounts-login-2fa');
      await typeCode(page, (await mailbox.nextCode(email)).code);
      await page.waitForURL(`${base}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }).waitFor();

      expect(opened!.errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'signed out, protected pages send to /login and come back; Settings says Access Denied first',
    async () => {
      const { email, password } = await registeredUser(kit, 'guard-e2e');
      const page = await open(VIEWPORTS.mobile);
      await page.goto(`${base}/settings`);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await shoot(page, 'accounts-access-denied');
      await page.waitForURL(`${base}/login?redirect=%2Fsettings`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${base}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

      // A reload keeps the session (restored from storage, "Remember me" or not, in this tab).
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      expect(opened!.errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'the Account tab deletes the account once the password confirms it',
    async () => {
      const { email, password } = await registeredUser(kit, 'delete-e2e');
      const page = await open();
      await signIn(page, email, password);
      await page.waitForURL(`${base}/dashboard`);
      await page.goto(`${base}/settings?tab=account`);
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByText('The password is incorrect').waitFor();
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL(`${base}/`);
      await page.getByText('Your account has been deleted').waitFor();
      await nav(page).getByRole('link', { name: 'Login' }).waitFor();

      await signIn(page, email, password);
      await page.locator('form').getByText('Invalid email or password').waitFor();
      expect(opened!.errors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
