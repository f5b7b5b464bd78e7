import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import { FAKE_CODES } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const url = `/new-password?code=${FAKE_CODES.recovery}&email=ada%40example.com`;

describe('/new-password', () => {
  it('reads the code from the link, then keeps it out of the address bar and the history', async () => {
    const { history } = await renderWithAuth(url);
    await screen.findByRole('button', { name: 'Update Password' });
    await waitFor(() => expect(history.location.href).toBe('/new-password?email=ada%40example.com'));
    expect(history.length).toBe(1);
    expect(history.location.href).not.toContain(FAKE_CODES.recovery);
    // A reload of the page (this tab) still has it.
    const reloaded = await renderWithAuth('/new-password?email=ada%40example.com');
    expect((await screen.findAllByRole('button', { name: 'Update Password' })).length).toBeGreaterThan(0);
    expect(reloaded.history.location.href).toBe('/new-password?email=ada%40example.com');
  });

  it('needs the code', async () => {
    sessionStorage.clear();
    await renderWithAuth('/new-password?email=ada%40example.com');
    expect(await screen.findByText('Verification code is required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
  });

  it('checks length, strength and confirmation; Back to Code Entry returns to the code step', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth(url);
    expect((await screen.findByRole('link', { name: 'Back to Code Entry' })).getAttribute('href')).toBe(
      '/reset-password?email=ada%40example.com&step=code',
    );
    await user.type(screen.getByLabelText('New password'), 'Ab1!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'cdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'nope');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(backend.callsTo('POST /api/reset-password')).toHaveLength(0);
  });

  it('updates the password with the code, says so, and opens /login 2 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { backend, toasts, history } = await renderWithAuth(url, (b) =>
      b.addUser({ email: 'ada@example.com' }),
    );
    await user.type(await screen.findByLabelText('New password'), 'Brand-New-2!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-New-2!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Password updated successfully! You can now log in with your new password.',
      ),
    );
    expect(backend.callsTo('POST /api/reset-password')[0].body).toEqual({
      email: 'ada@example.com',
      code: FAKE_CODES.recovery,
      newPassword: 'Brand-New-2!',
    });
    expect(history.location.pathname).toBe('/new-password');
    await act(async () => vi.advanceTimersByTime(1900));
    expect(history.location.pathname).toBe('/new-password');
    await act(async () => vi.advanceTimersByTime(200));
    expect(history.location.pathname).toBe('/login');
  });

  it('shows the server’s message when the code is refused', async () => {
    const user = userEvent.setup();
    const { toasts } = await renderWithAuth('/new-password?code=000000&email=ada%40example.com', (b) =>
      b.addUser({ email: 'ada@example.com' }),
    );
    await user.type(await screen.findByLabelText('New password'), 'Brand-New-2!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-New-2!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid verification code'));
  });
});
