import { describe, expect, it } from 'vitest';
import { offeredCryptos } from './offered-cryptos';

describe('the ways to pay the checkout offers', () => {
  it('offers every way to pay while availability is unknown', () => {
    expect(offeredCryptos(['btc', 'eth', 'ltc'], undefined)).toEqual({
      offered: ['btc', 'eth', 'ltc'],
      someUnavailable: false,
    });
  });

  it('holds back the ones no healthy provider serves, keeping the order', () => {
    const methods = [
      { crypto: 'eth' as const, available: false },
      { crypto: 'btc' as const, available: true },
      { crypto: 'ltc' as const, available: true },
    ];
    expect(offeredCryptos(['btc', 'eth', 'ltc'], methods)).toEqual({
      offered: ['btc', 'ltc'],
      someUnavailable: true,
    });
  });
});
