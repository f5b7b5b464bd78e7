import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartCount,
  cartTotal,
  checkoutHref,
  creditPackItem,
  parseCreditPack,
  removeItem,
  setQuantity,
} from './cart-model';

describe('creditPackItem', () => {
  it('builds the spec’s item for a pack', () => {
    expect(creditPackItem(30)).toEqual({
      id: 'credits-30',
      name: '30 Credits (30)',
      price: 60,
      description: 'One-time purchase of 30 credits',
      billing: 'one-time',
      quantity: 1,
    });
  });
});

describe('parseCreditPack', () => {
  it('takes an offered pack, as a number or its digits', () => {
    expect(parseCreditPack(50)).toBe(50);
    expect(parseCreditPack('75')).toBe(75);
    expect(parseCreditPack(100)).toBe(100);
  });

  it('ignores any other value', () => {
    for (const value of [15, '15', 0, -10, 10.5, '10abc', '', 'ten', null, undefined, {}, [10]])
      expect(parseCreditPack(value)).toBeUndefined();
  });
});

describe('cart rules', () => {
  it('adding an item already in the cart raises its quantity instead of adding a line', () => {
    const once = addItem([], creditPackItem(10));
    const twice = addItem(once, creditPackItem(10));
    expect(twice).toHaveLength(1);
    expect(twice[0].quantity).toBe(2);
    expect(addItem(twice, creditPackItem(20))).toHaveLength(2);
  });

  it('a quantity of 0 or less removes the item', () => {
    const items = addItem(addItem([], creditPackItem(10)), creditPackItem(20));
    expect(setQuantity(items, 'credits-10', 0).map((i) => i.id)).toEqual(['credits-20']);
    expect(setQuantity(items, 'credits-20', -3).map((i) => i.id)).toEqual(['credits-10']);
    expect(setQuantity(items, 'credits-20', 4).find((i) => i.id === 'credits-20')?.quantity).toBe(4);
  });

  it('remove drops only that line', () => {
    const items = addItem(addItem([], creditPackItem(10)), creditPackItem(75));
    expect(removeItem(items, 'credits-75').map((i) => i.id)).toEqual(['credits-10']);
  });

  it('totals price × quantity at 2 € per credit', () => {
    let items = addItem([], creditPackItem(10)); // 20 €
    items = addItem(items, creditPackItem(10)); // 2 × 20 €
    items = addItem(items, creditPackItem(75)); // 150 €
    expect(cartTotal(items)).toBe(190);
    expect(cartCount(items)).toBe(3);
    expect(cartTotal([])).toBe(0);
  });

  it('checkout goes to the crypto checkout with the total in euros', () => {
    const items = setQuantity(addItem([], creditPackItem(50)), 'credits-50', 2);
    expect(checkoutHref(items)).toBe('/checkout/crypto?amount=200&currency=eur');
  });
});
