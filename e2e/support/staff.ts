/**
 * Staff in a browser: owners and finance sign in with their password and then their authenticator
 * app's code, as the back office requires (the kit's `staffSession` added the app).
 */
import type { Page } from 'playwright-core';
import type { TestSession } from '../../tests/support/auth-kit';
import { nextAppCode } from '../../tests/support/authenticator-app';
import { typeCode } from './accounts';

/** Signs `staff` in through /login, the app's code after the password; resolves on `lands`. */
export async function signInAsStaff(
  page: Page,
  base: string,
  staff: TestSession,
  lands: string | RegExp = /\/admin(\?|$)/,
): Promise<void> {
  if (!staff.password || !staff.app) throw new Error(`${staff.email} has no authenticator app from the kit`);
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor();
  await typeCode(page, await nextAppCode(staff.app.secret));
  await page.waitForURL(lands, { timeout: 30000 });
}
