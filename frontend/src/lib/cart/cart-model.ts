// The cart's rules as pure functions: what an item is, how adding and quantities behave, the total.
import { CREDIT_PACKS, CREDIT_PRICE_EUR, type CreditPack } from '@/lib/product';

export interface CartItem {
  id: string;
  name: string;
  /** Price of one unit in euros. */
  price: number;
  description: string;
  billing: 'one-time';
  quantity: number;
}

/**
 * The cart item for a pack of `count` credits, stored as SPEC §3 describes it. Its name and
 * description are the stored record's; screens name the pack from their catalogue (`packCredits`).
 */
export function creditPackItem(count: number): CartItem {
  return {
    id: `credits-${count}`,
    name: `${count} Credits (${count})`,
    price: count * CREDIT_PRICE_EUR,
    description: `One-time purchase of ${count} credits`,
    billing: 'one-time',
    quantity: 1,
  };
}

/**
 * The pack a link asks for (`/pricing?pack=50`, as the low-balance email sends): one of the offered
 * packs, given as a number or its digits; anything else is no choice at all.
 */
export function parseCreditPack(value: unknown): CreditPack | undefined {
  const count = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return CREDIT_PACKS.find((pack) => pack === count);
}

/** Adding an item already in the cart raises its quantity instead of adding a line. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((line) => line.id === item.id);
  if (!existing) return [...items, { ...item, quantity: Math.max(1, item.quantity) }];
  return items.map((line) =>
    line.id === item.id ? { ...line, quantity: line.quantity + Math.max(1, item.quantity) } : line,
  );
}

/** A quantity of 0 or less removes the item. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeItem(items, id);
  return items.map((line) => (line.id === id ? { ...line, quantity: Math.floor(quantity) } : line));
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** The credits one unit of an item brings (`credits-40` → 40); null for anything else. */
export function packCredits(item: Pick<CartItem, 'id'>): number | null {
  const match = /^credits-(\d+)$/.exec(item.id);
  return match ? Number(match[1]) : null;
}

/** Every credit the cart buys, all quantities counted. */
export function cartCredits(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + (packCredits(line) ?? 0) * line.quantity, 0);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** Where Checkout sends a signed-in user: the crypto checkout with the cart total in euros. */
export function checkoutHref(items: readonly CartItem[]): string {
  const params = new URLSearchParams({ amount: String(cartTotal(items)), currency: 'eur' });
  return `/checkout/crypto?${params.toString()}`;
}
