import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/__tests__/render-app';
import { CART_STORAGE_KEY } from '@/lib/cart/cart-storage';
import { changeLanguage } from '@/lib/i18n/i18n';

async function openCart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Open cart/ }));
  return screen.findByRole('dialog', { name: 'Your Cart' });
}

describe('cart flow (signed out)', () => {
  it('the pack selector defaults to 10 and adds the chosen pack as the spec’s cart item', async () => {
    const user = userEvent.setup();
    await renderApp('/pricing');
    expect((await screen.findByRole('radio', { name: '10 credits' })).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByTestId('pack-price').textContent).toBe('€20.00');

    await user.click(screen.getByRole('radio', { name: '30 credits' }));
    expect(screen.getByTestId('pack-price').textContent).toBe('€60.00');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      {
        id: 'credits-30',
        name: '30 Credits (30)',
        price: 60,
        description: 'One-time purchase of 30 credits',
        billing: 'one-time',
        quantity: 1,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeTruthy();

    const drawer = await openCart(user);
    // Named from the catalogue, the count written once; the stored record stays SPEC's.
    expect(within(drawer).getByText('Pack of 30 credits')).toBeTruthy();
    expect(within(drawer).getByText('One-time purchase')).toBeTruthy();
    expect(within(drawer).queryByText(/Credits \(30\)/)).toBeNull();
    expect(within(drawer).getByTestId('cart-credits').textContent).toBe('30');
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('€60.00');
  });

  it('reads in French in French: the pack named from the catalogue, once, and the total credits', async () => {
    const user = userEvent.setup();
    await changeLanguage('fr');
    try {
      await renderApp('/pricing?pack=40');
      await user.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
      await user.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
      await user.click(screen.getByRole('button', { name: /^Ouvrir le panier/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Votre panier' });
      expect(within(drawer).getByText('Pack de 40 crédits')).toBeTruthy();
      expect(within(drawer).getByText('Achat unique')).toBeTruthy();
      expect(within(drawer).getByTestId('cart-credits').textContent).toBe('80');
      expect(drawer.textContent).not.toMatch(/Credits|One-time/);
      expect(
        within(drawer).getByRole('button', { name: 'Augmenter la quantité de Pack de 40 crédits' }),
      ).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('/pricing?pack=50 preselects the 50-credit pack, and that pack goes into the cart', async () => {
    const user = userEvent.setup();
    await renderApp('/pricing?pack=50');
    expect((await screen.findByRole('radio', { name: '50 credits' })).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: '10 credits' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('pack-price').textContent).toBe('€100.00');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)[0]).toMatchObject({ id: 'credits-50' });
  });

  it('plus and minus change the quantity; minus at 1 removes the line and shows the empty state', async () => {
    const user = userEvent.setup();
    await renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const drawer = await openCart(user);

    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity of Pack of 10 credits' }));
    expect(within(drawer).getByTestId('cart-line-quantity').textContent).toBe('2');
    expect(within(drawer).getByTestId('cart-credits').textContent).toBe('20');
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('€40.00');

    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity of Pack of 10 credits' }));
    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity of Pack of 10 credits' }));
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Browse Credits' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('the cart survives a reload', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/pricing');
    await user.click(await screen.findByRole('radio', { name: '75 credits' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    first.unmount();

    await renderApp('/');
    const drawer = await openCart(user);
    expect(within(drawer).getByText('Pack of 75 credits')).toBeTruthy();
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('€150.00');
  });

  it('Checkout closes the drawer and asks an anonymous visitor to log in, with Login and Sign Up tabs', async () => {
    const user = userEvent.setup();
    await renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const drawer = await openCart(user);
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Cart' })).toBeNull());
    const modal = await screen.findByRole('dialog', { name: 'Sign in to check out' });
    const loginTab = within(modal).getByRole('tab', { name: 'Login' });
    expect(loginTab.getAttribute('aria-selected')).toBe('true');
    expect(within(modal).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcheckout%2Fcrypto%3Famount%3D20%26currency%3Deur',
    );

    await user.click(within(modal).getByRole('tab', { name: 'Sign Up' }));
    // Signing up keeps the way back: verifying the email returns to this checkout.
    expect(within(modal).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/register?redirect=%2Fcheckout%2Fcrypto%3Famount%3D20%26currency%3Deur',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign in to check out' })).toBeNull();
  });

  it('Continue Shopping closes the drawer and Escape does too', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    let drawer = await openCart(user);
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).toBeNull();

    await user.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]);
    drawer = await openCart(user);
    await user.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).toBeNull();
  });
});
