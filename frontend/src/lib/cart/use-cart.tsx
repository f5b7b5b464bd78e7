// Cart state for the whole app: items (persisted to one localStorage key) and the drawer's open state.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import * as cart from './cart-model';
import { cartItemName } from './cart-item-name';
import { rememberCartPayment, takeCartPayment, withoutPaidLines } from './cart-payments';
import { CART_STORAGE_KEY, loadCart, saveCart } from './cart-storage';

export interface CartState {
  items: cart.CartItem[];
  total: number;
  count: number;
  /** Every credit in the cart, quantities counted. */
  credits: number;
  isOpen: boolean;
  openCart(): void;
  closeCart(): void;
  toggleCart(): void;
  addItem(item: cart.CartItem): void;
  /** Sets a line's quantity; 0 or less removes it. */
  updateQuantity(id: string, quantity: number): void;
  removeItem(id: string): void;
  clearCart(): void;
  /** Empties the cart without a toast (its packs were bought). */
  emptyCart(): void;
  /** The payment `paymentId` was opened for the cart as it is now. */
  rememberPayment(paymentId: string): void;
  /** The payment is confirmed: the lines it paid for leave the cart, without a toast. */
  settlePayment(paymentId: string): void;
}

const CartContext = createContext<CartState | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<cart.CartItem[]>(loadCart);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => saveCart(items), [items]);

  // Another tab changed the cart: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === CART_STORAGE_KEY || event.key === null) setItems(loadCart());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // What the cart can be told to do: the same functions for as long as the language stays.
  const actions = useMemo(() => {
    const removeItem = (id: string) => {
      setItems((current) => cart.removeItem(current, id));
      notify.success(t('cart.itemRemoved'));
    };
    return {
      openCart: () => setIsOpen(true),
      closeCart: () => setIsOpen(false),
      toggleCart: () => setIsOpen((open) => !open),
      addItem: (item: cart.CartItem) => {
        setItems((current) => cart.addItem(current, item));
        notify.success(t('cart.itemAdded', { name: cartItemName(item, t) }));
      },
      updateQuantity: (id: string, quantity: number) => {
        if (quantity <= 0) {
          removeItem(id);
          return;
        }
        setItems((current) => cart.setQuantity(current, id, quantity));
      },
      removeItem,
      clearCart: () => {
        setItems([]);
        notify.success(t('cart.cleared'));
      },
      emptyCart: () => setItems([]),
      settlePayment: (paymentId: string) => {
        const paid = takeCartPayment(paymentId);
        if (paid.length > 0) setItems((current) => withoutPaidLines(current, paid));
      },
    };
  }, [t]);

  const value = useMemo<CartState>(
    () => ({
      items,
      total: cart.cartTotal(items),
      count: cart.cartCount(items),
      credits: cart.cartCredits(items),
      isOpen,
      ...actions,
      rememberPayment: (paymentId: string) => rememberCartPayment(paymentId, items),
    }),
    [items, isOpen, actions],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used inside <CartProvider>');
  return context;
}
