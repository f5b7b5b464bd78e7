import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_BANNED } from '../api/get-ip-status';
import { IpBanNotice } from './ip-ban-notice';

afterEach(() => vi.useRealTimers());

describe('IpBanNotice', () => {
  it('shows a permanent ban with the spec’s texts, error code and contact address', async () => {
    const onTryAgain = vi.fn();
    const onGoHome = vi.fn();
    render(
      <IpBanNotice
        status={{ ...NOT_BANNED, banned: true, isPermanent: true, reason: '', adminNote: 'See email' }}
        onTryAgain={onTryAgain}
        onGoHome={onGoHome}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(screen.getByText('Your IP address has been banned by an administrator')).toBeTruthy();
    expect(screen.getByText('No reason provided')).toBeTruthy();
    expect(screen.getByText('PERMANENT')).toBeTruthy();
    expect(screen.getByText('See email')).toBeTruthy();
    expect(screen.getByText('IP_BANNED')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@oddsmith.io' }).getAttribute('href')).toBe(
      'mailto:support@oddsmith.io',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    expect(onGoHome).toHaveBeenCalledOnce();
  });

  it('counts a temporary ban down every second, shows its expiry date in the reader’s language, then "Expired"', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2030, 0, 1, 12, 0, 0));
    const expiresAt = new Date(2030, 0, 1, 12, 0, 3).toISOString();
    render(
      <IpBanNotice
        status={{ ...NOT_BANNED, banned: true, reason: 'Spam', expiresAt }}
        onTryAgain={() => {}}
        onGoHome={() => {}}
      />,
    );
    expect(screen.getByText('3s')).toBeTruthy();
    expect(screen.getByText(/^1 January 2030/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('2s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Expired')).toBeTruthy();
  });
});
