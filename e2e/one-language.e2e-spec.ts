/**
 * One language at a time, everywhere: every route of the storefront, the customer's pages and the
 * back office, the cart and its toast, the maintenance screen and its preview, the receipt page,
 * its PDF and the customer's emails, read in English and in French. Whatever is shown in one
 * language must hold none of the other catalogue's sentences (e2e/support/catalogue-sentences.ts).
 * Every leak is listed at once. Screens go to e2e/screenshots, or LANGUAGE_SHOTS_DIR when set
 * (one-language-<screen>-<language>-<width>.png).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MAINTENANCE_DEFAULT_TEXTS, MAINTENANCE_VISITOR_DEFAULTS } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { receiptWords } from '../services/payments/src/receipts/receipt-words';
import { adminSession, call, registeredUser, TestSession } from '../tests/support/auth-kit';
import { waitFor } from '../tests/support/stack';
import { DevMailbox, openRecordedPage, RecordedPage } from './support/accounts';
import { launchBrowser, SCREENSHOTS, VIEWPORTS } from './support/browser';
import { Language, LANGUAGES, OTHER, sentencesIn, sentencesOnlyIn } from './support/catalogue-sentences';
import { HomeKit, signInThroughLogin, startHomeKit } from './support/home';
import { signInAsStaff } from './support/staff';
import { PUBLIC_PAGES } from './support/storefront';

const run = promisify(execFile);
const JOURNEY_MS = 300000;
const SHOTS = process.env.LANGUAGE_SHOTS_DIR || SCREENSHOTS;

/** The texts kept outside the browser's catalogues: the PDF's words and the maintenance defaults. */
const serverTexts = (language: Language) => ({
  pdf: receiptWords(language),
  maintenance: MAINTENANCE_DEFAULT_TEXTS[language],
  maintenanceVisitor: MAINTENANCE_VISITOR_DEFAULTS[language],
});
const EXTRA = { en: serverTexts('en'), fr: serverTexts('fr') };

const SENTENCES: Record<Language, string[]> = {
  en: sentencesOnlyIn('en', EXTRA),
  fr: sentencesOnlyIn('fr', EXTRA),
};

/** The other language's sentences in `text`, shown in `language`. */
const foreignIn = (text: string, language: Language) => sentencesIn(text, SENTENCES[OTHER[language]]);

const SITE_LANGUAGE = 'oddsmith.language';
const BACK_OFFICE_LANGUAGE = 'oddsmith.backOfficeLanguage';

const PUBLIC_ROUTES = [
  ...PUBLIC_PAGES.filter((p) => p.slug !== 'ip-banned').map((p) => p.path),
  '/login',
  '/register',
  '/account-created?email=ada%40example.test',
  '/verify-email?email=ada%40example.test',
  '/reset-password',
  '/new-password?code=123456&email=ada%40example.test',
];

const BACK_OFFICE_TABS = [
  'users',
  'traffic',
  'transactions',
  'credits',
  'notifications',
  'ip-banning',
  'maintenance',
  'connection-history',
  'overview',
  'audit',
];

/** What the page says: its text, and the values of its fields (a form's saved texts). */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((field) => !['hidden', 'password', 'email'].includes(field.type))
      .map((field) => `${field.value}\n${field.placeholder}`);
    return `${document.body.innerText}\n${fields.join('\n')}`;
  });
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => undefined);
  await page.waitForTimeout(250);
}

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SHOTS, `one-language-${name}-${viewport.width}.png`), fullPage });
  }
  if (size) await page.setViewportSize(size);
}

async function setLanguage(page: Page, key: string, language: Language): Promise<void> {
  await page.evaluate(([k, l]) => localStorage.setItem(k, l), [key, language] as const);
}

describe('one language at a time: pages, toasts, the maintenance screen, the receipt PDF and emails', () => {
  let home: HomeKit;
  let browser: Browser;
  let mailbox: DevMailbox;
  let admin: TestSession;
  const customers = {} as Record<
    Language,
    { id: string; email: string; password: string; token: string; paymentId: string; page: RecordedPage }
  >;
  const downloads = mkdtempSync(join(tmpdir(), 'one-language-'));

  /** Leaks found by a test: `<language> <where>: <sentences>`. */
  let leaks: string[] = [];
  const check = (language: Language, where: string, text: string) => {
    const found = foreignIn(text, language);
    if (found.length) leaks.push(`${language} ${where}: ${found.map((s) => `“${s}”`).join(', ')}`);
  };
  afterEach(() => {
    const found = leaks;
    leaks = [];
    expect(found).toEqual([]);
  });

  beforeAll(async () => {
    [home, browser] = await Promise.all([
      startHomeKit({ PRICE_API_URL: 'http://127.0.0.1:9/simple/price' }),
      launchBrowser(),
    ]);
    mailbox = new DevMailbox(home.base);
    admin = await adminSession(home.kit);
    for (const language of LANGUAGES) {
      const registered = await registeredUser(home.kit, `one-language-${language}`);
      const token = registered.session.access_token;
      // The account's language: its emails and documents.
      const changed = await call(home.kit, 'PUT', '/auth/v1/user', { token, body: { data: { language } } });
      expect(changed.status).toBe(200);
      const created = await call(home.kit, 'POST', '/api/create-payment', {
        token,
        body: { amount: 40, crypto: 'btc', currency: 'eur' },
      });
      expect(created.status).toBe(201);
      const paymentId = created.body.payment_id as string;
      expect((await call(home.kit, 'POST', `/api/payments/${paymentId}/simulate`, { token })).status).toBe(
        200,
      );
      await waitFor(
        `payment ${paymentId} credited`,
        async () => (await call(home.kit, 'GET', `/api/receipts/${paymentId}`, { token })).status === 200,
        60000,
      );
      const page = await openRecordedPage(browser, VIEWPORTS.desktop);
      await signInThroughLogin(page.page, home.base, registered.email, registered.password);
      await setLanguage(page.page, SITE_LANGUAGE, language);
      customers[language] = {
        id: registered.user.id,
        email: registered.email,
        password: registered.password,
        token,
        paymentId,
        page,
      };
    }
  }, JOURNEY_MS);

  afterAll(async () => {
    for (const customer of Object.values(customers)) await customer.page?.close();
    await browser?.close();
    await home?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it(
    'the public pages, in English and in French',
    async () => {
      for (const language of LANGUAGES) {
        const visitor = await openRecordedPage(browser, VIEWPORTS.desktop);
        await visitor.page.goto(home.base);
        await setLanguage(visitor.page, SITE_LANGUAGE, language);
        for (const route of PUBLIC_ROUTES) {
          await visitor.page.goto(`${home.base}${route}`);
          // The pages are prerendered in English; the app then turns them into the visitor's
          // language, which a loaded machine may take longer than the network's quiet moment.
          // `lang` follows the reader's choice at once, the text once the app's own markup has
          // replaced the prerendered one (main.tsx drops `data-prerendered` then).
          await visitor.page.waitForFunction(
            (l) => document.documentElement.lang === l && !document.querySelector('#root[data-prerendered]'),
            language,
            { timeout: 15000 },
          );
          await settled(visitor.page);
          check(language, route, await shownText(visitor.page));
        }
        await visitor.close();
      }
    },
    JOURNEY_MS,
  );

  it(
    'the customer’s pages, in the customer’s language',
    async () => {
      for (const language of LANGUAGES) {
        const { page } = customers[language].page;
        const { paymentId } = customers[language];
        for (const route of [
          '/dashboard',
          '/settings',
          '/settings/2fa',
          '/notifications',
          '/checkout/crypto?amount=20&currency=eur',
          `/payment/${paymentId}`,
          `/receipts/${paymentId}`,
        ]) {
          await page.goto(`${home.base}${route}`);
          await settled(page);
          check(language, route.replace(paymentId, ':paymentId'), await shownText(page));
        }
      }
    },
    JOURNEY_MS,
  );

  it(
    'the cart, its toast and its drawer',
    async () => {
      for (const language of LANGUAGES) {
        const { page } = customers[language].page;
        await page.goto(`${home.base}/pricing?pack=40`);
        await settled(page);
        await page
          .getByRole('button', { name: language === 'fr' ? 'Ajouter au panier' : 'Add to Cart' })
          .first()
          .click();
        const toast = page.locator('[data-sonner-toast]').first();
        await toast.waitFor();
        check(language, 'cart toast', await toast.innerText());
        await page
          .getByRole('button', { name: language === 'fr' ? /^Ouvrir le panier/ : /^Open cart/ })
          .first()
          .click();
        const drawer = page.getByRole('dialog', { name: language === 'fr' ? 'Votre panier' : 'Your Cart' });
        await drawer.waitFor();
        await page.waitForTimeout(400);
        check(language, 'cart drawer', await drawer.innerText());
        await shoot(page, `cart-${language}`);
        await drawer
          .getByRole('button', { name: language === 'fr' ? 'Vider le panier' : 'Clear Cart' })
          .click();
        await page.keyboard.press('Escape');
      }
    },
    JOURNEY_MS,
  );

  it(
    'the receipt page and its PDF, in the account’s language',
    async () => {
      for (const language of LANGUAGES) {
        const { page } = customers[language].page;
        const { paymentId, token } = customers[language];
        await page.goto(`${home.base}/receipts/${paymentId}`);
        await page.getByTestId('receipt').waitFor();
        await settled(page);
        check(language, 'receipt page', await shownText(page));
        await shoot(page, `receipt-${language}`, true);

        const res = await fetch(`${home.base}/api/receipts/${paymentId}/pdf`, {
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.7' },
        });
        expect(res.status).toBe(200);
        const pdf = join(downloads, `receipt-${language}.pdf`);
        writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
        const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
        check(language, 'receipt PDF', stdout);
        mkdirSync(SHOTS, { recursive: true });
        await run('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-singlefile',
          pdf,
          join(SHOTS, `one-language-receipt-pdf-${language}`),
        ]);
      }
    },
    JOURNEY_MS,
  );

  it(
    'the customer’s emails, in the account’s language',
    async () => {
      for (const language of LANGUAGES) {
        const { email } = customers[language];
        // The sign-up code was mailed before the account chose its language.
        const mails = (await mailbox.inbox(email)).filter((mail) => !/\b\d{6}\b/.test(mail.text));
        expect(mails.length).toBeGreaterThan(0);
        for (const mail of mails) check(language, `email “${mail.subject}”`, `${mail.subject}\n${mail.text}`);
      }
    },
    JOURNEY_MS,
  );

  it(
    'the back office, on every tab and a customer’s page',
    async () => {
      const staff = await openRecordedPage(browser, VIEWPORTS.desktop);
      try {
        await signInAsStaff(staff.page, home.base, admin);
        for (const language of ['fr', 'en'] as const) {
          await setLanguage(staff.page, BACK_OFFICE_LANGUAGE, language);
          for (const tab of BACK_OFFICE_TABS) {
            await staff.page.goto(`${home.base}/admin?tab=${tab}`);
            await staff.page.getByRole('heading', { level: 1 }).first().waitFor();
            await settled(staff.page);
            check(language, `/admin?tab=${tab}`, await shownText(staff.page));
            if (tab === 'maintenance') await shoot(staff.page, `maintenance-form-${language}`, true);
          }
          await staff.page.goto(`${home.base}/admin/users/${customers.fr.id}`);
          await staff.page.getByRole('heading', { level: 1 }).first().waitFor();
          await settled(staff.page);
          check(language, '/admin/users/:id', await shownText(staff.page));
        }
      } finally {
        await staff.close();
      }
    },
    JOURNEY_MS,
  );

  it(
    'the maintenance screen, with its default texts, in the visitor’s language',
    async () => {
      const as = (body: unknown) =>
        call(home.kit, 'POST', '/api/admin/maintenance', { token: admin.token, body });
      expect((await as({ enabled: true, allowAdmins: true })).status).toBe(200);
      try {
        for (const language of LANGUAGES) {
          const visitor = await openRecordedPage(browser, VIEWPORTS.desktop);
          await visitor.page.goto(home.base);
          await setLanguage(visitor.page, SITE_LANGUAGE, language);
          await visitor.page.goto(`${home.base}/pricing`);
          await visitor.page.getByRole('alertdialog').waitFor({ timeout: 30000 });
          await settled(visitor.page);
          check(language, 'maintenance screen', await shownText(visitor.page));
          await shoot(visitor.page, `maintenance-screen-${language}`);
          await visitor.close();
        }
      } finally {
        expect((await as({ enabled: false })).status).toBe(200);
      }
    },
    JOURNEY_MS,
  );
});
