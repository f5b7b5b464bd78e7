import { beforeEach, describe, expect, it } from 'vitest';
import { creditPackItem } from './cart-model';
import { loadCartPayments, rememberCartPayment, takeCartPayment, withoutPaidLines } from './cart-payments';

const pack = (count: number, quantity = 1) => ({ ...creditPackItem(count), quantity });

describe('the cart lines a payment pays for', () => {
  beforeEach(() => localStorage.clear());

  it('takes off exactly what was paid, leaving packs added since', () => {
    rememberCartPayment('p1', [pack(10, 2), pack(50)]);
    // After the checkout the buyer added another 10 pack and a 20 pack.
    const now = [pack(10, 3), pack(50), pack(20)];
    expect(withoutPaidLines(now, takeCartPayment('p1'))).toEqual([pack(10, 1), pack(20)]);
    // Told once: a second confirmation of the same payment takes nothing more.
    expect(takeCartPayment('p1')).toEqual([]);
    expect(localStorage.getItem('oddsmith.cart.payments')).toBeNull();
  });

  it('takes nothing for a payment not opened from this cart', () => {
    rememberCartPayment('p1', [pack(10)]);
    expect(withoutPaidLines([pack(10)], takeCartPayment('other'))).toEqual([pack(10)]);
    expect(loadCartPayments().map((p) => p.paymentId)).toEqual(['p1']);
  });

  it('forgets payments left unconfirmed for a week', () => {
    rememberCartPayment('old', [pack(10)], Date.now() - 8 * 24 * 3600_000);
    rememberCartPayment('new', [pack(20)]);
    expect(loadCartPayments().map((p) => p.paymentId)).toEqual(['new']);
  });
});
