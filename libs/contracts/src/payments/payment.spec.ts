import { creditsForAmount, isPaymentId } from './payment';

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
