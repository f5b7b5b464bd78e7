import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/account-created', () => {
  it('counts down 5 seconds, then opens /verify-email with the email', async () => {
    const { history } = await renderWithAuth('/account-created?email=grace%40example.com');
    expect(await screen.findByRole('heading', { name: 'Account Created!' })).toBeTruthy();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    expect(screen.getByText('Taking you to verification in 5 seconds…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Verification' }).getAttribute('href')).toBe(
      '/verify-email?email=grace%40example.com',
    );
    expect(screen.getByRole('link', { name: 'try again' }).getAttribute('href')).toBe('/register');

    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Taking you to verification in 4 seconds…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Taking you to verification in 1 second…')).toBeTruthy();
    expect(history.location.pathname).toBe('/account-created');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(currentUrl(history)).toBe('/verify-email?email=grace%40example.com');
  });

  it('without an email goes to /register', async () => {
    const { history } = await renderWithAuth('/account-created');
    await act(async () => vi.advanceTimersByTime(50));
    expect(history.location.pathname).toBe('/register');
  });
});
