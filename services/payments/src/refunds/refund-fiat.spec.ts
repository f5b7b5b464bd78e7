import { refundFiat } from './refunds.service';

describe('the fiat a refund by claim link gives back', () => {
  it('is the credits’ share of what was received, to the cent, rounded down', () => {
    expect(refundFiat({ amount: '20.00', paid_amount: null, credits: 10 }, 10)).toBe('20.00');
    expect(refundFiat({ amount: '20.00', paid_amount: null, credits: 10 }, 4)).toBe('8.00');
    expect(refundFiat({ amount: '10.00', paid_amount: null, credits: 3 }, 1)).toBe('3.33');
  });

  it('counts what arrived of a partially paid payment', () => {
    expect(refundFiat({ amount: '20.00', paid_amount: '12.00', credits: 6 }, 6)).toBe('12.00');
  });
});
