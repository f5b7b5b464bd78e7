import { creditsForAmount, isPaymentId, partialPayment } from './payment';

describe('credits bought by a payment', () => {
  it.each([
    [10, 5],
    [11, 5],
    [11.99, 5],
    [20, 10],
    [20.01, 10],
    [1, 0],
    [0.01, 0],
    [1.99, 0],
    [2, 1],
    [100000, 50000],
    [0.1 + 0.2 + 3.7, 2],
  ])('%p buys %p credits (half, rounded down)', (amount, credits) => {
    expect(creditsForAmount(amount)).toBe(credits);
  });
});

describe('payment ids', () => {
  it('accepts a UUID and refuses the literal "crypto" and other junk', () => {
    expect(isPaymentId('5f0c7a3e-2b1d-4c8e-9a6f-1d2e3f4a5b6c')).toBe(true);
    for (const bad of ['crypto', '', '123', '5f0c7a3e-2b1d-4c8e-9a6f', undefined, 42, "' OR 1=1 --"]) {
      expect(isPaymentId(bad)).toBe(false);
    }
  });
});

describe('what a partial payment is worth', () => {
  it.each([
    // amount, expected crypto, actually paid, paid fiat, credits
    ['25.00', '0.0005', '0.00025', '12.50', 6],
    ['25.00', '0.0005', '0.0002', '10.00', 5],
    ['10.00', '0.0002', '0.00003', '1.50', 0],
    ['10.00', '0.0002', '0.000199999', '9.99', 4],
    ['40.00', '0.0008', '0.0009', '40.00', 20], // overpaid: capped at the amount
    ['40.00', '0.0008', '0', '0.00', 0],
    ['40.00', '0', '0.1', '0.00', 0],
    ['33.33', '1', '0.5', '16.66', 8],
  ])('%s for %s, paid %s: %s fiat, %i credits', (amount, crypto, paid, paidAmount, credits) => {
    expect(partialPayment(amount, crypto, paid)).toEqual({ paidAmount, credits });
  });

  it('reads crypto amounts written in exponent notation', () => {
    expect(partialPayment(20, 4e-7, 2e-7)).toEqual({ paidAmount: '10.00', credits: 5 });
  });
});
