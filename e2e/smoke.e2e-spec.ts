import { SERVICE_NAMES } from '@storefront/contracts';
import type { Browser } from 'playwright-core';
import { startStack, Stack } from '../tests/support/stack';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';

describe('the whole stack in a browser', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack({ services: SERVICE_NAMES }), launchBrowser()]);
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    await stack?.shutdown();
  });

  it('loads the home page with its navigation and footer', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(stack.baseUrl);
    await page.getByRole('navigation').first().waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'smoke-home-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves a client-side route on a fresh load (refresh works)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
    const res = await page.goto(`${stack.baseUrl}/pricing`);
    expect(res?.status()).toBe(200);
    await page.getByRole('navigation').first().waitFor();
    expect(page.url()).toBe(`${stack.baseUrl}/pricing`);
    await page.close();
  });
});
