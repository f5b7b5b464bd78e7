/**
 * Settings › Sessions in a browser, against the whole stack: a user signed in on a computer and
 * a phone ends the phone's session from the computer's Sessions list, and the phone is signed
 * out. The new sign-in alert mailed for the phone is rendered as a mail client would show it,
 * and its "This wasn't me" link ends every session. Screens and mails are saved at 375 and 1440
 * px in e2e/screenshots (sessions-*.png).
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import Redis from 'ioredis';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AuthKit, registeredUser, startKit } from '../tests/support/auth-kit';
import { waitFor } from '../tests/support/stack';
import {
  DevMailbox,
  NEW_SIGN_IN_SUBJECT,
  openRecordedPage,
  RecordedPage,
  screenshotBoth,
  typeCode,
} from './support/accounts';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

const JOURNEY_MS = 180000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
}

describe('sessions in a browser', () => {
  let kit: AuthKit;
  let browser: Browser;
  let base: string;
  const opened: (RecordedPage | BrowserContext)[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    [kit, browser] = await Promise.all([
      // Every request comes from 127.0.0.1: the per-address limits are raised for the journey.
      startKit({ services: SERVICE_NAMES, env: { RATE_LIMIT_PER_IP: '500', RATE_LIMIT_PER_EMAIL: '50' } }),
      launchBrowser(),
    ]);
    base = kit.stack.baseUrl;
  }, 180000);

  afterAll(async () => {
    for (const one of opened) await one.close();
    await browser?.close();
    await kit?.close();
  });

  async function mails(to: string): Promise<Mail[]> {
    const res = await fetch(`${base}/dev/mailbox.json?${new URLSearchParams({ to })}`);
    return ((await res.json()) as { messages: Mail[] }).messages;
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/dashboard`);
  }

  /** A mail as a mail client shows it, at both widths. */
  async function shootMail(mail: Mail, name: string) {
    const recorded = await openRecordedPage(browser, VIEWPORTS.desktop);
    opened.push(recorded);
    await recorded.page.setContent(mail.html);
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await recorded.page.setViewportSize(viewport);
      await screenshot(recorded.page, `${name}-${viewport.width}`);
      const overflow = await recorded.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) problems.push(`${name}-${viewport.width}: ${overflow}px wider than the screen`);
    }
  }

  it(
    'ends the phone’s session from the computer’s Sessions list; the phone is signed out at once',
    async () => {
      const { email, password } = await registeredUser(kit, 'sessions');

      const computer = await openRecordedPage(browser, VIEWPORTS.desktop);
      opened.push(computer);
      await signIn(computer.page, email, password);

      const phoneContext = await browser.newContext({
        viewport: VIEWPORTS.mobile,
        userAgent: IPHONE,
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      opened.push(phoneContext);
      const phone = await phoneContext.newPage();
      await signIn(phone, email, password);

      const page = computer.page;
      await page.goto(`${base}/settings?tab=sessions`);
      await page.getByRole('heading', { level: 2, name: 'Sessions' }).waitFor();
      const rows = page.getByTestId('session-row');
      await waitFor('three sessions', async () => (await rows.count()) === 3);
      // This device first, marked.
      await rows.first().getByText('This device').waitFor();
      await page.getByText('Mobile Safari on iOS 17.5').waitFor();
      await screenshotBoth(page, 'sessions-list', { problems });

      await page.getByRole('button', { name: 'Sign out Mobile Safari on iOS 17.5' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
      await dialog.waitFor();
      await screenshotBoth(page, 'sessions-end-dialog', { fullPage: false, problems });
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('Session signed out').waitFor();
      await waitFor('two sessions left', async () => (await rows.count()) === 2);
      expect(await page.getByText('Mobile Safari on iOS 17.5').count()).toBe(0);

      // The phone, left on its dashboard, is signed out at once: the server closed its live socket,
      // and the page finds its session over and goes to the login page with no click.
      await phone.waitForURL(/\/login/, { timeout: 10000 });

      // The phone's sign-in was new for the account: one alert, readable on a phone.
      const alerts = await waitFor('the new sign-in alert for the phone', async () => {
        const found = (await mails(email)).filter(
          (m) => NEW_SIGN_IN_SUBJECT.test(m.subject) && m.text.includes('Mobile Safari'),
        );
        return found.length ? found : undefined;
      });
      expect(alerts).toHaveLength(1);
      await shootMail(alerts[0], 'sessions-mail-new-sign-in');

      // "This wasn't me": every session ends, the computer's too, and a code is on its way.
      const link = /(\/account\/disown\?token=[A-Za-z0-9_-]{43})/.exec(alerts[0].text)![1];
      const visitor = await openRecordedPage(browser, VIEWPORTS.desktop);
      opened.push(visitor);
      await visitor.page.goto(`${base}${link}`);
      await visitor.page
        .getByRole('heading', { level: 1, name: 'Every session of your account has ended' })
        .waitFor();
      await screenshotBoth(visitor.page, 'sessions-disowned', { problems });
      await page.goto(`${base}/settings?tab=sessions`);
      await page.waitForURL(/\/login/, { timeout: 20000 });
      // A second visit of the link says it is spent.
      await visitor.page.goto(`${base}${link}`);
      await visitor.page
        .getByRole('heading', { level: 1, name: 'This link is invalid or has expired' })
        .waitFor();

      // Someone signing up with the address (after the resend cool-down of the owner's own sign-up):
      // the answer is a new sign-up's, and the owner is told.
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      await redis.del(`${kit.stack.env.REDIS_KEY_PREFIX}auth:send-slot:signup:${email}`);
      redis.disconnect();
      const signUp = await fetch(`${base}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({
          email,
          password: 'Intruder-Pass-3!',
          data: { first_name: 'E', last_name: 'V' },
        }),
      });
      expect(signUp.status).toBe(200);
      const told = await waitFor('the sign-up attempt mail', async () =>
        (await mails(email)).find((m) => m.subject === 'Someone tried to sign up with your address'),
      );
      await shootMail(told, 'sessions-mail-sign-up-attempt');

      expect(computer.errors.filter((e) => !/401|403/.test(e))).toEqual([]);
      expect(problems).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'a sign-up whose code is confirmed in another browser than the one that signed up asks for a password there',
    async () => {
      // Someone signs the address up from elsewhere (here: a script); the owner gets the code and
      // confirms it in their own browser.
      const email = `pending-${Date.now().toString(36)}@example.test`;
      const mailbox = new DevMailbox(base);
      const signUp = await fetch(`${base}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.80' },
        body: JSON.stringify({
          email,
          password: 'Someone-Elses-1!',
          data: { first_name: 'Grace', last_name: 'Hopper' },
        }),
      });
      expect(signUp.status).toBe(200);
      const { code } = await mailbox.nextCode(email);

      const owner = await openRecordedPage(browser, VIEWPORTS.desktop);
      opened.push(owner);
      const page = owner.page;
      await page.goto(`${base}/verify-email?email=${encodeURIComponent(email)}`);
      await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
      await typeCode(page, code);
      await page.waitForURL(`${base}/choose-password`);
      await page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
      await screenshotBoth(page, 'sessions-choose-password', { problems });

      await page.getByLabel('Password', { exact: true }).fill('Owners-Own-Pass-2!');
      await page.getByLabel('Confirm password').fill('Owners-Own-Pass-2!');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.waitForURL(`${base}/dashboard`);
      await page.getByText('Password saved').waitFor();

      const withTheirs = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Someone-Elses-1!' }),
      });
      expect(withTheirs.status).toBe(400);
      const withMine = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Owners-Own-Pass-2!' }),
      });
      expect(withMine.status).toBe(200);
      expect(owner.errors).toEqual([]);
      expect(problems).toEqual([]);
    },
    JOURNEY_MS,
  );
});
