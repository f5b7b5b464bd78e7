import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  checkoutCharge,
  checkoutOrder,
  checkoutProblem,
  creditsForCheckout,
  describeCreatePaymentFailure,
  formatCryptoEstimate,
  parseCheckoutSearch,
} from './checkout-rules';

describe('reading the checkout link', () => {
  it('leaves the amount to the cart, in euros, when the link says nothing', () => {
    expect(parseCheckoutSearch({})).toEqual({ amount: undefined, currency: 'eur' });
    expect(parseCheckoutSearch({ amount: '' })).toEqual({ amount: undefined, currency: 'eur' });
  });

  it('takes the cart total and a supported currency, in any case', () => {
    expect(parseCheckoutSearch({ amount: 80, currency: 'eur' })).toEqual({ amount: 80, currency: 'eur' });
    expect(parseCheckoutSearch({ amount: '40.50', currency: 'USD' })).toEqual({
      amount: 40.5,
      currency: 'usd',
    });
  });

  it('falls back to euros for an unknown currency and keeps an unreadable amount as missing', () => {
    expect(parseCheckoutSearch({ amount: 20, currency: 'gbp' }).currency).toBe('eur');
    expect(parseCheckoutSearch({ amount: 'ten' }).amount).toBeNull();
    expect(parseCheckoutSearch({ amount: 0 }).amount).toBe(0);
  });
});

describe('what the checkout sells', () => {
  it('nothing while the cart is empty, whatever the link asks', () => {
    expect(checkoutOrder(40, 0, 0)).toEqual({ kind: 'emptyCart' });
    expect(checkoutOrder(undefined, 0, 0)).toEqual({ kind: 'emptyCart' });
  });

  it("the cart's total when the link carries no amount", () => {
    expect(checkoutOrder(undefined, 170, 3)).toEqual({ kind: 'order', amount: 170 });
  });

  it('only what packs on sale add up to, never a made-up amount', () => {
    expect(checkoutOrder(40, 20, 1)).toEqual({ kind: 'order', amount: 40 });
    for (const amount of [1, 3, 10, 0, -20, null]) {
      expect(checkoutOrder(amount, 20, 1)).toEqual({ kind: 'notAPack', amount });
    }
  });
});

describe('checkout validation', () => {
  it('needs both the amount and a coin', () => {
    expect(checkoutProblem(20, null)).toBe('missingFields');
    expect(checkoutProblem(null, 'btc')).toBe('missingFields');
  });

  it('needs an amount above 0', () => {
    expect(checkoutProblem(0, 'btc')).toBe('amountNotPositive');
    expect(checkoutProblem(-5, 'eth')).toBe('amountNotPositive');
    expect(checkoutProblem(0.01, 'ltc')).toBeUndefined();
  });
});

describe('crypto estimates', () => {
  it('divides the amount by the coin price, with 8 decimals', () => {
    expect(formatCryptoEstimate(80, 60000)).toBe('0.00133333');
    expect(formatCryptoEstimate(20, 3000)).toBe('0.00666667');
    expect(formatCryptoEstimate(10, 70)).toBe('0.14285714');
    expect(formatCryptoEstimate(200, 1)).toBe('200.00000000');
  });

  it('shows nothing while the price or the amount is unusable', () => {
    expect(formatCryptoEstimate(80, undefined)).toBeNull();
    expect(formatCryptoEstimate(80, 0)).toBeNull();
    expect(formatCryptoEstimate(null, 60000)).toBeNull();
    expect(formatCryptoEstimate(0, 60000)).toBeNull();
  });
});

describe('credits shown at checkout before the quote arrives', () => {
  it("is the cart's EUR total at 2 € a credit, rounded down", () => {
    expect(creditsForCheckout(80)).toBe(40);
    expect(creditsForCheckout(21)).toBe(10);
    expect(creditsForCheckout(1.99)).toBe(0);
    expect(creditsForCheckout(0.1 + 0.2 + 3.7)).toBe(2);
    expect(creditsForCheckout(null)).toBe(0);
    expect(creditsForCheckout(-4)).toBe(0);
  });
});

describe('what the checkout says it charges', () => {
  it("is the server's quote in the chosen currency", () => {
    expect(checkoutCharge(20, 'usd', { amount: 21.74, currency: 'usd' })).toBe(21.74);
    expect(checkoutCharge(20, 'eur', { amount: 20, currency: 'eur' })).toBe(20);
  });

  it('is the EUR total in euros while unquoted, and nothing in dollars: a conversion is the server’s', () => {
    expect(checkoutCharge(20, 'eur', undefined)).toBe(20);
    expect(checkoutCharge(20, 'usd', undefined)).toBeNull();
    expect(checkoutCharge(20, 'usd', { amount: 20, currency: 'eur' })).toBeNull();
  });
});

describe('a failed payment creation', () => {
  it('is a connection error when the server could not be reached', () => {
    expect(describeCreatePaymentFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'connection' });
  });

  it('is a refusal of the input when the server refuses it as invalid', () => {
    const error = new ApiError('Le montant doit être supérieur à 0', 400, 'VALIDATION_FAILED', null);
    expect(describeCreatePaymentFailure(error)).toEqual({ kind: 'rejected', error });
  });

  it('is a refusal for now, with how long to wait, when the server answers 429', () => {
    const open = new ApiError(
      'You already have 5 payments waiting',
      429,
      'TOO_MANY_OPEN_PAYMENTS',
      null,
      1740,
    );
    expect(describeCreatePaymentFailure(open)).toEqual({
      kind: 'tooManyOpen',
      wait: { unit: 'minutes', count: 29 },
    });
    const fast = new ApiError('Too many payments', 429, 'PAYMENT_RATE_LIMITED', null, 42);
    expect(describeCreatePaymentFailure(fast)).toEqual({
      kind: 'rateLimited',
      wait: { unit: 'seconds', count: 42 },
    });
    expect(describeCreatePaymentFailure(new ApiError('Too many', 429, 'RATE_LIMITED', null))).toEqual({
      kind: 'rateLimited',
      wait: null,
    });
  });

  it('is a refusal to show when the provider in use takes no payment in this crypto', () => {
    const error = new ApiError(
      'This way to pay is not available: choose another cryptocurrency',
      422,
      'PAYMENT_METHOD_UNAVAILABLE',
      null,
    );
    expect(describeCreatePaymentFailure(error)).toEqual({ kind: 'rejected', error });
  });

  it('is a refusal to show when every provider of this crypto is down for now', () => {
    const error = new ApiError(
      'This way to pay is temporarily unavailable',
      503,
      'PAYMENT_METHOD_TEMPORARILY_UNAVAILABLE',
      null,
    );
    expect(describeCreatePaymentFailure(error)).toEqual({ kind: 'rejected', error });
  });

  it('is a generic creation error otherwise', () => {
    expect(
      describeCreatePaymentFailure(
        new ApiError('Error creating payment', 502, 'PAYMENT_PROVIDER_FAILED', null),
      ),
    ).toEqual({ kind: 'failed' });
    expect(describeCreatePaymentFailure(new ApiError('Unauthorized', 401, 'BAD_JWT', null))).toEqual({
      kind: 'failed',
    });
  });
});
