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

const resendButton = () => screen.getByRole('button', { name: /Resend Code/ });

describe('/verify-email', () => {
  it('without an email goes to /register', async () => {
    const { history } = await renderWithAuth('/verify-email');
    await waitFor(() => expect(history.location.pathname).toBe('/register'));
  });

  it('Resend Code waits 60 s, shown as mm:ss, then sends and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend, toasts } = await renderWithAuth('/verify-email?email=grace%40example.com', (b) =>
      b.addUser({ email: 'grace@example.com', confirmed: false }),
    );
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(resendButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('resend-countdown').textContent).toBe('01:00');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('resend-countdown').textContent).toBe('00:59');
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(resendButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('resend-countdown')).toBeNull();

    resendButton().click();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Verification code sent! Check your email.'),
    );
    expect(backend.callsTo('POST /auth/v1/resend')[0].body).toMatchObject({
      type: 'signup',
      email: 'grace@example.com',
    });
    expect(resendButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('resend-countdown').textContent).toBe('01:00');
  });

  it('asks for all six digits, refuses a wrong code, and a right one lands on /dashboard', async () => {
    const user = userEvent.setup();
    const { history, toasts, backend } = await renderWithAuth(
      '/verify-email?email=grace%40example.com',
      (b) =>
        b.addUser({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', confirmed: false }),
    );
    await user.click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('Please enter the complete verification code')).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('999999');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid verification code'));

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(FAKE_CODES.signup);
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(toasts.success).toHaveBeenCalledWith('Email verified successfully! Welcome to Oddsmith!');
    expect(await screen.findByText('Welcome, Grace Hopper')).toBeTruthy();
    expect(backend.callsTo('POST /auth/v1/verify').at(-1)!.body).toMatchObject({
      email: 'grace@example.com',
      token: FAKE_CODES.signup,
      type: 'email',
    });
  });

  it('returns a sign-up started from the checkout to that checkout, never to another site', async () => {
    const user = userEvent.setup();
    const checkout = '/checkout/crypto?amount=40&currency=eur';
    const { history } = await renderWithAuth(
      `/verify-email?email=grace%40example.com&redirect=${encodeURIComponent(checkout)}`,
      (b) => b.addUser({ email: 'grace@example.com', confirmed: false }),
    );
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(FAKE_CODES.signup);
    await waitFor(() => expect(history.location.href).toBe(checkout));

    const outside = await renderWithAuth(
      `/verify-email?email=ada%40example.com&redirect=${encodeURIComponent('//evil.example/x')}`,
      (b) => b.addUser({ email: 'ada@example.com', confirmed: false }),
    );
    await user.click((await screen.findAllByRole('textbox', { name: 'Digit 1 of 6' })).at(-1)!);
    await user.paste(FAKE_CODES.signup);
    await waitFor(() => expect(outside.history.location.pathname).toBe('/dashboard'));
  });

  it('links back to /register', async () => {
    await renderWithAuth('/verify-email?email=grace%40example.com');
    expect((await screen.findByRole('link', { name: 'Back to Register' })).getAttribute('href')).toBe(
      '/register',
    );
  });
});
