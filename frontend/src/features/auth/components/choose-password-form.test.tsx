// The page where a confirmer chooses the account's password follows its `redirect` only to a page
// of this site: anything a browser would take for another host sends them to the dashboard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Opens /choose-password?redirect=`redirect` signed in, saves a password, and returns where it lands. */
async function landingAfterChoosing(redirect: string): Promise<string> {
  const { history, backend } = await renderWithAuth(
    `/choose-password?${new URLSearchParams({ redirect }).toString()}`,
    (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      b.override('POST /api/account/choose-password', () => ({
        status: 200,
        body: { success: true, message: 'Password saved' },
      }));
    },
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password'), 'Correct-Horse-9');
  await user.type(screen.getByLabelText('Confirm password'), 'Correct-Horse-9');
  await user.click(screen.getByRole('button', { name: 'Save password' }));
  await waitFor(() => expect(backend.callsTo('POST /api/account/choose-password')).toHaveLength(1));
  await waitFor(() => expect(history.location.pathname).not.toBe('/choose-password'));
  return currentUrl(history);
}

describe('/choose-password', () => {
  it.each(['/\\evil.com', '//evil.com', 'https://evil.com', '/%5Cevil.com'])(
    'goes to the dashboard, not to %s',
    async (redirect) => {
      expect(await landingAfterChoosing(redirect)).toBe('/dashboard');
    },
  );

  it('goes back to the page of this site that asked', async () => {
    expect(await landingAfterChoosing('/settings?tab=email')).toBe('/settings?tab=email');
  });
});
