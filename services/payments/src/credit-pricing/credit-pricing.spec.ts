import { eurUsdRate, packCredits, partialPayment, quoteCheckout, quoteView } from './credit-pricing';

describe("a pack's credits", () => {
  it.each([
    [10, 2, 5],
    [20, 2, 10],
    [25.99, 2, 12],
    [1.99, 2, 0],
    [0.1 + 0.2 + 3.7, 2, 2],
    [100000, 2, 50000],
    [30, 2.5, 12],
  ])('%p EUR at %p EUR per credit buys %p credits', (amount, price, credits) => {
    expect(packCredits(amount, price)).toBe(credits);
  });
});

describe('the EUR/USD rate', () => {
  it("is one coin's USD price over its EUR price, to 6 decimals", () => {
    expect(eurUsdRate(97000.5, 89234.1).toFixed()).toBe('1.087034');
    expect(eurUsdRate(65000, 60000).toFixed()).toBe('1.083333');
    expect(eurUsdRate('1.0870315', '1').toFixed()).toBe('1.087032');
  });
});

describe('what a checkout charges', () => {
  const rate =
    (value: string, source: 'live' | 'fallback' = 'live') =>
    () => ({ rate: value, source });

  it('charges a EUR cart its own amount, 2 € a credit', () => {
    expect(quoteCheckout({ eurAmount: 20, currency: 'eur', eurPrice: 2 })).toEqual({
      eurAmount: '20.00',
      amount: '20.00',
      currency: 'eur',
      credits: 10,
      creditPrice: '2',
      fxRate: null,
      priceSource: 'fixed',
    });
  });

  it('converts a USD cart at the current rate, rounded up to the cent, for the same credits', () => {
    // 20 × 1.087 = 21.74 exactly; 20 × 1.087031 = 21.74062 → 21.75 (never down).
    expect(quoteCheckout({ eurAmount: 20, currency: 'usd', eurPrice: 2, rate: rate('1.087') })).toEqual({
      eurAmount: '20.00',
      amount: '21.74',
      currency: 'usd',
      credits: 10,
      creditPrice: '2.174',
      fxRate: '1.087',
      priceSource: 'live',
    });
    const fine = quoteCheckout({ eurAmount: 20, currency: 'usd', eurPrice: 2, rate: rate('1.087031') });
    expect(fine).toMatchObject({ amount: '21.75', credits: 10, creditPrice: '2.174062', fxRate: '1.087031' });
    const fallback = quoteCheckout({
      eurAmount: 200,
      currency: 'usd',
      eurPrice: 2,
      rate: rate('1.083333', 'fallback'),
    });
    expect(fallback).toMatchObject({ amount: '216.67', credits: 100, priceSource: 'fallback' });
  });

  it('never sells a USD credit for less than its EUR price converted: never floor(usd / 2)', () => {
    const quote = quoteCheckout({ eurAmount: 100, currency: 'usd', eurPrice: 2, rate: rate('1.1') });
    expect(quote).toMatchObject({ amount: '110.00', credits: 50 });
  });

  it('uses a configured USD price instead of converting, without asking the rate', () => {
    const asked = jest.fn();
    expect(
      quoteCheckout({ eurAmount: 20, currency: 'usd', eurPrice: 2, usdPrice: '2.3', rate: asked }),
    ).toEqual({
      eurAmount: '20.00',
      amount: '23.00',
      currency: 'usd',
      credits: 10,
      creditPrice: '2.3',
      fxRate: null,
      priceSource: 'configured',
    });
    expect(asked).not.toHaveBeenCalled();
    // A cart that is not a whole number of credits is scaled, then rounded up.
    expect(quoteCheckout({ eurAmount: 25.99, currency: 'usd', eurPrice: 2, usdPrice: 2.2 })).toMatchObject({
      amount: '28.59',
      credits: 12,
    });
  });

  it('shows the figures as numbers', () => {
    expect(
      quoteView(quoteCheckout({ eurAmount: 20, currency: 'usd', eurPrice: 2, rate: rate('1.087') })),
    ).toEqual({
      eurAmount: 20,
      amount: 21.74,
      currency: 'usd',
      credits: 10,
      creditPrice: 2.174,
      fxRate: 1.087,
      priceSource: 'live',
    });
  });
});

describe('what a partial payment is worth', () => {
  it.each([
    // charged, pack credits, stored crypto, paid, paid fiat, credits
    ['25.00', 12, '0.0005', '0.00025', '12.50', 6],
    ['25.00', 12, '0.0005', '0.0002', '10.00', 4],
    ['25.00', 12, '0.0005', '0.00022', '11.00', 5],
    ['10.00', 5, '0.0002', '0.00003', '1.50', 0],
    ['10.00', 5, '0.0002', '0.000199999', '9.99', 4],
    ['40.00', 20, '0.0008', '0.0009', '40.00', 20], // overpaid: capped at the amount
    ['40.00', 20, '0.0008', '0', '0.00', 0],
    ['40.00', 20, '0', '0.1', '0.00', 0],
    ['33.33', 16, '1', '0.5', '16.66', 7],
    ['21.75', 10, '0.0003', '0.00015', '10.87', 4],
  ])('%s for %i credits (%s), paid %s: %s, %i credits', (amount, credits, crypto, paid, paidAmount, got) => {
    expect(partialPayment({ amount, credits, cryptoAmount: crypto, actuallyPaid: paid })).toEqual({
      paidAmount,
      credits: got,
    });
  });

  it("values what arrived against the provider's current crypto amount, not the first quote", () => {
    // Quoted 0.0005 for 25 €; the provider re-quoted 0.001: the same 0.0005 is worth half.
    expect(
      partialPayment({
        amount: '25.00',
        credits: 12,
        cryptoAmount: '0.0005',
        actuallyPaid: '0.0005',
        payAmount: '0.001',
        priceAmount: '25',
      }),
    ).toEqual({ paidAmount: '12.50', credits: 6 });
  });

  it("takes the provider's fiat figure when lower than the charge, never a higher one", () => {
    const base = { amount: '25.00', credits: 12, cryptoAmount: '0.0005', actuallyPaid: '0.00025' };
    expect(partialPayment({ ...base, priceAmount: '20' })).toEqual({ paidAmount: '10.00', credits: 4 });
    expect(partialPayment({ ...base, priceAmount: '50' })).toEqual({ paidAmount: '12.50', credits: 6 });
    expect(partialPayment({ ...base, priceAmount: 'junk', payAmount: '-1' })).toEqual({
      paidAmount: '12.50',
      credits: 6,
    });
  });

  it('reads crypto amounts written in exponent notation, with no float rounding', () => {
    expect(partialPayment({ amount: 20, credits: 10, cryptoAmount: 4e-7, actuallyPaid: 2e-7 })).toEqual({
      paidAmount: '10.00',
      credits: 5,
    });
    // 0.1 + 0.2 style: exactly 1/3 of 30.00 is 10.00, never 9.99.
    expect(
      partialPayment({ amount: '30.00', credits: 15, cryptoAmount: '0.3', actuallyPaid: '0.1' }),
    ).toEqual({
      paidAmount: '10.00',
      credits: 5,
    });
  });
});
