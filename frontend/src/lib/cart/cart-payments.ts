// Which cart lines each open payment pays for, kept in one localStorage key: when the payment is
// confirmed (live on any page, or found paid at the next visit) exactly those lines leave the cart.
import type { CartItem } from './cart-model';

export const CART_PAYMENTS_STORAGE_KEY = 'oddsmith.cart.payments';
/** A payment still unconfirmed after this long no longer holds its lines. */
const KEEP_MS = 7 * 24 * 3600_000;
const MAX_PAYMENTS = 10;

export interface CartPayment {
  paymentId: string;
  lines: { id: string; quantity: number }[];
  at: number;
}

export function loadCartPayments(now = Date.now()): CartPayment[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_PAYMENTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartPayment).filter((p) => now - p.at < KEEP_MS) : [];
  } catch {
    return [];
  }
}

function saveCartPayments(payments: readonly CartPayment[]): void {
  try {
    if (payments.length === 0) localStorage.removeItem(CART_PAYMENTS_STORAGE_KEY);
    else localStorage.setItem(CART_PAYMENTS_STORAGE_KEY, JSON.stringify(payments.slice(-MAX_PAYMENTS)));
  } catch {
    // Storage full or disabled: the payment page still empties the cart it paid for.
  }
}

/** The payment `paymentId` was opened for these cart lines. */
export function rememberCartPayment(paymentId: string, items: readonly CartItem[], now = Date.now()): void {
  const lines = items.map(({ id, quantity }) => ({ id, quantity }));
  saveCartPayments([
    ...loadCartPayments(now).filter((p) => p.paymentId !== paymentId),
    { paymentId, lines, at: now },
  ]);
}

/** Forgets the payment and returns the lines it paid for (none when it was not opened from the cart). */
export function takeCartPayment(paymentId: string): CartPayment['lines'] {
  const payments = loadCartPayments();
  const found = payments.find((p) => p.paymentId === paymentId);
  if (found) saveCartPayments(payments.filter((p) => p !== found));
  return found?.lines ?? [];
}

/** The cart without what was paid: each paid line's quantity comes off, a line at 0 leaves. */
export function withoutPaidLines(items: readonly CartItem[], paid: CartPayment['lines']): CartItem[] {
  return items
    .map((item) => {
      const bought = paid.filter((line) => line.id === item.id).reduce((sum, line) => sum + line.quantity, 0);
      return { ...item, quantity: item.quantity - bought };
    })
    .filter((item) => item.quantity > 0);
}

function isCartPayment(value: unknown): value is CartPayment {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.paymentId === 'string' &&
    typeof p.at === 'number' &&
    Array.isArray(p.lines) &&
    p.lines.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as CartPayment['lines'][number]).id === 'string' &&
        typeof (line as CartPayment['lines'][number]).quantity === 'number',
    )
  );
}
