/**
 * Passkeys in a browser, against the whole stack, with Chromium's virtual authenticator standing
 * in for the device (resident keys, user verification that always succeeds): a user adds a
 * passkey in Settings, keeps the recovery codes shown once, renames it, signs out, signs in with
 * the passkey alone, then with the password and the passkey as the second step, and removes it
 * once a passkey has confirmed it is them (the sign-in is made old first). The page is on
 * localhost: browsers refuse an IP address as a passkey's relying party. Screens are saved at 375
 * and 1440 px, English and French, in e2e/screenshots (passkeys-*.png).
 */
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { registeredUser } from '../tests/support/auth-kit';
import { openRecordedPage, RecordedPage, screenshotBoth } from './support/accounts';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { HomeKit, startHomeKit } from './support/home';

const JOURNEY_MS = 240000;

type Language = 'en' | 'fr';

describe('passkeys in a browser', () => {
  let home: HomeKit;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let opened: RecordedPage | undefined;
  let base: string;
  const problems: string[] = [];

  beforeAll(async () => {
    [home, browser] = await Promise.all([startHomeKit(), launchBrowser()]);
    base = home.base.replace('127.0.0.1', 'localhost');
  }, 180000);

  afterAll(async () => {
    await opened?.close();
    await browser?.close();
    await home?.close();
  });

  /** A device holding passkeys, checking its owner (as a fingerprint would) every time. */
  async function addVirtualAuthenticator(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return {
      credentials: async () =>
        (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as {
          isResidentCredential: boolean;
          rpId: string;
          signCount: number;
        }[],
    };
  }

  async function setLanguage(page: Page, language: Language) {
    await page.evaluate((value) => localStorage.setItem('oddsmith.language', value), language);
    await page.reload();
    await page.waitForFunction((value) => document.documentElement.lang === value, language);
  }

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  async function signOut(page: Page) {
    await nav(page)
      .getByRole('button', { name: /\(account menu\)$/ })
      .click();
    await page.getByTestId('user-menu').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${base}/`);
  }

  it(
    'adds a passkey in Settings, then signs in with it alone and as the second step after the password',
    async () => {
      const { email, password } = await registeredUser(home.kit, 'passkey-e2e');
      opened = await openRecordedPage(browser, VIEWPORTS.desktop);
      const { page } = opened;
      const device = await addVirtualAuthenticator(page);

      await page.goto(`${base}/login`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${base}/dashboard`);

      // The first passkey is the account's first second factor: its recovery codes come with it.
      await page.goto(`${base}/settings?tab=2fa`);
      await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
      await page.getByText('No passkey yet.').waitFor();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await codes.getByRole('button', { name: 'I’ve saved them' }).click();
      const list = page.getByTestId('passkey-list');
      await list.getByRole('listitem').waitFor();
      expect(await list.getByRole('listitem').count()).toBe(1);
      await list.getByText('Never used').waitFor();
      const [stored] = await device.credentials();
      expect(stored).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

      // A name that says where it is kept.
      await list.getByRole('button', { name: /^Rename / }).click();
      const rename = page.getByRole('dialog', { name: 'Rename passkey' });
      await rename.getByLabel('Name').fill('Work laptop');
      await rename.getByRole('button', { name: 'Save' }).click();
      await list.getByText('Work laptop').waitFor();

      for (const language of ['en', 'fr'] as const) {
        await setLanguage(page, language);
        await page.getByRole('heading', { name: language === 'en' ? 'Passkeys' : 'Clés d’accès' }).waitFor();
        await screenshotBoth(page, `passkeys-settings-${language}`, { problems });
      }
      await setLanguage(page, 'en');

      // The passkey alone: no email, no password, no code.
      await signOut(page);
      await page.goto(`${base}/login`);
      for (const language of ['en', 'fr'] as const) {
        await setLanguage(page, language);
        await page
          .getByRole('button', {
            name: language === 'en' ? 'Sign in with a passkey' : 'Se connecter avec une clé d’accès',
          })
          .waitFor();
        await screenshotBoth(page, `passkeys-sign-in-${language}`, { problems });
      }
      await setLanguage(page, 'en');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL(`${base}/dashboard`);
      expect((await device.credentials())[0].signCount).toBeGreaterThan(0);

      await page.goto(`${base}/settings?tab=2fa`);
      await list.getByText(/^Last used /).waitFor();

      // The password, then the passkey as the second step (offered first).
      await signOut(page);
      await page.goto(`${base}/login`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Use your passkey' }).waitFor();
      for (const language of ['en', 'fr'] as const) {
        await setLanguage(page, language);
        await page
          .getByRole('heading', {
            name: language === 'en' ? 'Use your passkey' : 'Utilisez votre clé d’accès',
          })
          .waitFor();
        await screenshotBoth(page, `passkeys-second-step-${language}`, { problems });
      }
      await setLanguage(page, 'en');
      await page.getByRole('button', { name: 'Use passkey' }).click();
      await page.waitForURL(`${base}/dashboard`);

      // Minutes later the sign-in no longer vouches for a removal: the passkey confirms it instead.
      const db = new Client({ connectionString: home.kit.stack.database.url });
      await db.connect();
      await db.query(
        `UPDATE auth.sessions
            SET amr = (SELECT jsonb_agg(jsonb_set(e, '{timestamp}', to_jsonb((e->>'timestamp')::bigint - 3600)))
                         FROM jsonb_array_elements(amr) e)
          WHERE user_id = (SELECT id FROM auth.users WHERE email = $1)`,
        [email],
      );
      await db.end();
      await page.goto(`${base}/settings?tab=2fa`);
      await list.getByRole('button', { name: 'Remove Work laptop' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
      await confirm.getByRole('button', { name: 'Use a passkey instead' }).waitFor();
      await screenshotBoth(page, 'passkeys-reauthenticate-en', { fullPage: false, problems });
      await confirm.getByRole('button', { name: 'Use a passkey instead' }).click();
      await page.getByText('No passkey yet.').waitFor();

      expect(problems).toEqual([]);
      expect(opened.errors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
