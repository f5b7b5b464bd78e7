import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';
import { FAKE_CODES } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/reset-password', () => {
  it('step 1 only checks for an @, then sends the code and moves to step 2, with the 60-minute notice', async () => {
    const user = userEvent.setup();
    const { backend, toasts } = await renderWithAuth('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText('The code expires in 60 minutes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(backend.callsTo('POST /auth/v1/recover')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    // No account has this address: the answer is the same (no enumeration).
    await user.type(screen.getByLabelText('Email'), 'unknown@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Password reset code sent to your email!'),
    );
    expect(backend.callsTo('POST /auth/v1/recover')[0].body).toMatchObject({ email: 'unknown@example.com' });
    expect(await screen.findByRole('button', { name: 'Verify Code' })).toBeTruthy();
    expect(screen.getByText('The code expires in 60 minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend Code/ }).hasAttribute('disabled')).toBe(true);
  });

  it('a rate-limited request is told to wait', async () => {
    const user = userEvent.setup();
    const { toasts } = await renderWithAuth('/reset-password', (b) =>
      b.override('POST /auth/v1/recover', () => ({
        status: 429,
        body: { code: 429, error_code: 'over_email_send_rate_limit', msg: 'Too many' },
      })),
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Too many requests. Please wait before trying again'),
    );
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeTruthy();
  });

  it('with ?email= it starts on the code step and sends the code by itself, once', async () => {
    const { backend, toasts } = await renderWithAuth('/reset-password?email=ada%40example.com');
    expect(await screen.findByRole('button', { name: 'Verify Code' })).toBeTruthy();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Password reset code sent to your email!'),
    );
    expect(backend.callsTo('POST /auth/v1/recover')).toHaveLength(1);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('the automatic send says Failed to send reset code when it fails', async () => {
    const { toasts } = await renderWithAuth('/reset-password?email=ada%40example.com', (b) =>
      b.override('POST /auth/v1/recover', () => ({
        status: 500,
        body: { code: 500, error_code: 'unexpected_failure', msg: 'Boom' },
      })),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to send reset code'));
  });

  it('the automatic send within the cool-down says how long to wait, and Resend Code counts it down', async () => {
    const { toasts } = await renderWithAuth('/reset-password?email=ada%40example.com', (b) =>
      b.override('POST /auth/v1/recover', () => ({
        status: 429,
        body: { code: 429, error_code: 'over_email_send_rate_limit', msg: 'Too many' },
        headers: { 'Retry-After': '42' },
      })),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Too many requests. Please wait 42 seconds before trying again',
      ),
    );
    expect(toasts.error).not.toHaveBeenCalledWith('Failed to send reset code');
    expect(await screen.findByText(/0:4[12]/)).toBeTruthy();
  });

  it('step 2 wants six digits, refuses a wrong code, and a right one opens /new-password', async () => {
    const user = userEvent.setup();
    const { history, toasts } = await renderWithAuth('/reset-password?email=ada%40example.com&step=code');
    await user.click(await screen.findByRole('button', { name: 'Verify Code' }));
    expect(screen.getByText('Please enter the complete 6-digit code')).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('000000');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid verification code'));

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(FAKE_CODES.recovery);
    // /new-password takes the code out of the address at once: what shows it arrived is the form.
    await waitFor(() => expect(history.location.pathname).toBe('/new-password'));
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeTruthy();
    expect(screen.queryByText('Verification code is required')).toBeNull();
    expect(currentUrl(history)).toBe('/new-password?email=ada%40example.com');
  });

  it('?step=code (back from /new-password) does not send another code', async () => {
    const { backend } = await renderWithAuth('/reset-password?email=ada%40example.com&step=code');
    expect(await screen.findByRole('button', { name: 'Verify Code' })).toBeTruthy();
    expect(backend.callsTo('POST /auth/v1/recover')).toHaveLength(0);
  });
});
