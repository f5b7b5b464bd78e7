/**
 * Helpers of the accounts journey: the dev mailbox read over HTTP (as a new user on a fresh
 * machine would, at /dev/mailbox), screenshots at both widths, and a page that records errors.
 */
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '../../tests/support/stack';
import { screenshot, VIEWPORTS } from './browser';

const AXE = require.resolve('axe-core/axe.min.js');

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The new sign-in alert's subject, in English or French (`New sign-in to your <brand> account`). */
export const NEW_SIGN_IN_SUBJECT = /^(New sign-in to your |Nouvelle connexion à votre compte )/;
/** The password change alert's subject, English or French. */
export const PASSWORD_CHANGED_SUBJECT =
  /^(Your .+ password was changed|Le mot de passe de votre compte .+ a été modifié)$/;

export class DevMailbox {
  private readonly seen = new Set<string>();

  constructor(private readonly baseUrl: string) {}

  private async list(to: string): Promise<DevMail[]> {
    const res = await fetch(`${this.baseUrl}/dev/mailbox.json?${new URLSearchParams({ to })}`);
    if (!res.ok) throw new Error(`GET /dev/mailbox.json answered ${res.status}`);
    return ((await res.json()) as { messages: DevMail[] }).messages;
  }

  /** Every mail sent to `to` so far. */
  inbox(to: string): Promise<DevMail[]> {
    return this.list(to);
  }

  /** Marks everything already in `to`'s inbox as read, so the next code is a new mail's. */
  async skipExisting(to: string): Promise<void> {
    for (const mail of await this.list(to)) this.seen.add(mail.id);
  }

  /**
   * Waits for a mail to `to` not read yet and returns its 6-digit code (mails are queued). Alerts
   * (a new sign-in, a password change) carry no code and are passed over.
   */
  async nextCode(to: string): Promise<{ code: string; subject: string; text: string }> {
    const mail = await waitFor(
      `a new mail to ${to}`,
      async () =>
        (await this.list(to)).find(
          (candidate) =>
            !this.seen.has(candidate.id) &&
            !NEW_SIGN_IN_SUBJECT.test(candidate.subject) &&
            !PASSWORD_CHANGED_SUBJECT.test(candidate.subject),
        ),
      30000,
      200,
    );
    this.seen.add(mail.id);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in mail "${mail.subject}": ${mail.text}`);
    return { code, subject: mail.subject, text: mail.text };
  }
}

/**
 * Serious and critical axe-core violations of the accounts screens as they are now, one line each:
 * the page content and the account menu (the rest of the chrome has its own audit in
 * accessibility.e2e-spec.ts).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<any> } }).axe;
    const include = ['main', '[data-testid="user-menu"]', '[role="dialog"]']
      .filter((selector) => document.querySelector(selector))
      .map((selector) => [selector]);
    const result = await axe.run({ include }, { resultTypes: ['violations'] });
    return (result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>)
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * `name-375.png` and `name-1440.png` of what the page shows now, then back to the journey's width.
 * Also notes, in `problems`, a page wider than the screen and serious axe violations.
 */
export async function screenshotBoth(
  page: Page,
  name: string,
  options: { fullPage?: boolean; problems?: string[] } = {},
): Promise<void> {
  const journeySize = page.viewportSize();
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    // Let layout and fonts settle at the new width.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await screenshot(page, `${name}-${viewport.width}`, { fullPage: options.fullPage });
    if (options.problems) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0)
        options.problems.push(`${name}-${viewport.width}: ${overflow}px wider than the screen`);
      for (const violation of await axeViolations(page))
        options.problems.push(`${name}-${viewport.width}: ${violation}`);
    }
  }
  if (journeySize) await page.setViewportSize(journeySize);
}

export interface RecordedPage {
  page: Page;
  /** Uncaught exceptions and console errors other than the browser's own "failed to load resource" lines. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh context (own storage), English, reduced motion so screenshots are settled. The gateway's
 * CSP allows no inline script; bypassing it lets the test inject axe-core, nothing else.
 */
export async function openRecordedPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<RecordedPage> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-US',
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  context.setDefaultTimeout(30000);
  context.setDefaultNavigationTimeout(45000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    // A refused sign-in is a 400: Chromium logs every non-2xx response, which is expected here.
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text()))
      errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return { page, errors, close: () => context.close() };
}

/** Types a 6-digit code into the focused OTP boxes (each digit moves to the next box). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 30 });
}
