import { describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderApp } from '@/__tests__/render-app';

vi.mock('@/lib/auth/auth-context', () => {
  const state = {
    user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    isLoading: false,
    isAdmin: false,
    signOut: async () => {},
  };
  return { AuthProvider: ({ children }: { children: ReactNode }) => children, useAuth: () => state };
});

describe('cart checkout (signed in)', () => {
  it('goes to /checkout/crypto with the cart total in euros and closes the drawer', async () => {
    const user = userEvent.setup();
    const { history } = await renderApp('/pricing');
    await user.click(await screen.findByRole('radio', { name: '20 credits' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: /Open cart/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));

    await waitFor(() => expect(history.location.pathname).toBe('/checkout/crypto'));
    expect(history.location.search).toBe('?amount=80&currency=eur');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no Login / Sign up links when signed in (the account area belongs to the accounts work)', async () => {
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(nav).getByRole('button', { name: /Open cart/ })).toBeTruthy();
  });
});
