import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { notify } from '@/lib/toast';
import { creditPackItem } from './cart-model';
import { CART_STORAGE_KEY } from './cart-storage';
import { CartProvider, useCart } from './use-cart';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const stored = () => localStorage.getItem(CART_STORAGE_KEY);

beforeEach(() => vi.mocked(notify.success).mockClear());

describe('useCart', () => {
  it('adding the same pack twice raises the quantity and toasts "{name} added to cart!"', () => {
    const { result } = renderHook(useCart, { wrapper });
    act(() => result.current.addItem(creditPackItem(10)));
    act(() => result.current.addItem(creditPackItem(10)));

    expect(result.current.items).toHaveLength(1);
    expect(result.current.items[0].quantity).toBe(2);
    expect(result.current.count).toBe(2);
    expect(result.current.total).toBe(40);
    expect(notify.success).toHaveBeenLastCalledWith('Pack of 10 credits added to cart!');
    expect(JSON.parse(stored()!)).toEqual([{ ...creditPackItem(10), quantity: 2 }]);
  });

  it('a quantity of 0 removes the item, toasts "Item removed from cart!" and drops the storage key', () => {
    const { result } = renderHook(useCart, { wrapper });
    act(() => result.current.addItem(creditPackItem(20)));
    act(() => result.current.updateQuantity('credits-20', 3));
    expect(result.current.items[0].quantity).toBe(3);

    act(() => result.current.updateQuantity('credits-20', 0));
    expect(result.current.items).toEqual([]);
    expect(notify.success).toHaveBeenLastCalledWith('Item removed from cart!');
    expect(stored()).toBeNull();
  });

  it('remove toasts "Item removed from cart!" and keeps the other lines', () => {
    const { result } = renderHook(useCart, { wrapper });
    act(() => result.current.addItem(creditPackItem(10)));
    act(() => result.current.addItem(creditPackItem(100)));
    act(() => result.current.removeItem('credits-10'));
    expect(result.current.items.map((i) => i.id)).toEqual(['credits-100']);
    expect(notify.success).toHaveBeenLastCalledWith('Item removed from cart!');
    expect(JSON.parse(stored()!)).toHaveLength(1);
  });

  it('Clear Cart empties it, toasts "Cart cleared!" and removes the storage key', () => {
    const { result } = renderHook(useCart, { wrapper });
    act(() => result.current.addItem(creditPackItem(40)));
    expect(stored()).not.toBeNull();
    act(() => result.current.clearCart());
    expect(result.current.items).toEqual([]);
    expect(notify.success).toHaveBeenLastCalledWith('Cart cleared!');
    expect(stored()).toBeNull();
  });

  it('restores the cart from its storage key (a reload keeps the cart)', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...creditPackItem(75), quantity: 2 }]));
    const { result } = renderHook(useCart, { wrapper });
    expect(result.current.items).toEqual([{ ...creditPackItem(75), quantity: 2 }]);
    expect(result.current.total).toBe(300);
  });

  it('ignores a corrupted stored cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    const { result } = renderHook(useCart, { wrapper });
    expect(result.current.items).toEqual([]);
  });

  it('opens, closes and toggles the drawer', () => {
    const { result } = renderHook(useCart, { wrapper });
    act(() => result.current.openCart());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.toggleCart());
    expect(result.current.isOpen).toBe(false);
  });
});
