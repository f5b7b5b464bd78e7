import { describe, expect, it } from 'vitest';
import {
  formatPaymentCountdown,
  formatPaymentCryptoAmount,
  isNewerPaymentView,
  isValidPaymentRouteId,
  paymentCheckOf,
  paymentState,
  qrCodeSource,
  secondsUntil,
  txHashProblem,
} from './payment-rules';

const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('payment ids in the URL', () => {
  it('refuses a missing id and the literal "crypto"', () => {
    expect(isValidPaymentRouteId(undefined)).toBe(false);
    expect(isValidPaymentRouteId('')).toBe(false);
    expect(isValidPaymentRouteId('crypto')).toBe(false);
  });

  it('refuses anything that is not a payment id, and accepts one in any case', () => {
    expect(isValidPaymentRouteId('123')).toBe(false);
    expect(isValidPaymentRouteId(`${ID}x`)).toBe(false);
    expect(isValidPaymentRouteId(ID)).toBe(true);
    expect(isValidPaymentRouteId(ID.toUpperCase())).toBe(true);
  });
});

describe('the payment countdown', () => {
  it('shows minutes and seconds', () => {
    expect(formatPaymentCountdown(3600)).toBe('60:00');
    expect(formatPaymentCountdown(3599)).toBe('59:59');
    expect(formatPaymentCountdown(65)).toBe('01:05');
    expect(formatPaymentCountdown(1)).toBe('00:01');
  });

  it('is over (Expired) at zero', () => {
    expect(formatPaymentCountdown(0)).toBeNull();
  });

  it('counts whole seconds to the expiry, rounding up, never below 0', () => {
    const now = Date.parse('2025-11-22T10:00:00.000Z');
    expect(secondsUntil('2025-11-22T10:59:07.000Z', now)).toBe(3547);
    expect(secondsUntil('2025-11-22T10:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2025-11-22T09:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});

describe('crypto amounts on the payment page', () => {
  it('shows 6 decimals', () => {
    expect(formatPaymentCryptoAmount(0.001334)).toBe('0.001334');
    expect(formatPaymentCryptoAmount(0.5)).toBe('0.500000');
    expect(formatPaymentCryptoAmount(0.0005)).toBe('0.000500');
    expect(formatPaymentCryptoAmount(0.000384)).toBe('0.000384');
  });

  it('shows a more precise amount exactly as the provider asks for it, never rounded', () => {
    expect(formatPaymentCryptoAmount(0.00233333)).toBe('0.00233333');
    expect(formatPaymentCryptoAmount(0.00038421)).toBe('0.00038421');
    expect(formatPaymentCryptoAmount(0.012345678912)).toBe('0.012345678912');
    expect(formatPaymentCryptoAmount(0.0000001)).toBe('0.0000001');
    expect(formatPaymentCryptoAmount(1234.5)).toBe('1234.500000');
    for (const amount of [0.00233333, 0.00038421, 0.012345678912, 1.2345671, 1.0000001])
      expect(Number(formatPaymentCryptoAmount(amount))).toBe(amount);
  });
});

describe('the transaction hash field', () => {
  it('must not be empty after trimming', () => {
    expect(txHashProblem('')).toBe('required');
    expect(txHashProblem('   \n')).toBe('required');
    expect(txHashProblem(' 0xabc ')).toBeUndefined();
  });
});

describe("the payment's state: one reading for the badge, the headline and the text", () => {
  const payment = (overrides: Partial<Parameters<typeof paymentState>[0]> = {}) => ({
    status: 'waiting' as const,
    confirmations: 0,
    creditsAdded: false,
    creditsReversedAt: null,
    refundClaimLink: null,
    refundPending: false,
    ...overrides,
  });

  it('only a waiting payment with time left can be paid, and it is Pending', () => {
    expect(paymentState(payment(), 120)).toEqual({
      phase: 'awaiting',
      badge: 'pending',
      tone: 'gold',
      confirmations: null,
    });
    // The countdown ran out before the server said so: the window is closed all the same.
    expect(paymentState(payment(), 0)).toMatchObject({ phase: 'expired', badge: 'expired' });
  });

  it('money being confirmed is Confirming, never Pending, with its confirmations', () => {
    expect(paymentState(payment({ status: 'confirming', confirmations: 2 }), 120)).toEqual({
      phase: 'confirming',
      badge: 'confirming',
      tone: 'neutral',
      confirmations: 2,
    });
    expect(paymentState(payment({ status: 'confirming', confirmations: 1 }), 0).phase).toBe(
      'confirming-late',
    );
    // The check may be a confirmation ahead of the payment read earlier.
    expect(
      paymentState(payment({ status: 'confirming', confirmations: 1 }), 120, {
        status: 'pending',
        confirmations: 2,
      }).confirmations,
    ).toBe(2);
  });

  it('names every final state, a partial payment in amber rather than as a success', () => {
    const badge = (overrides: Parameters<typeof payment>[0]) => {
      const { phase, badge: word, tone } = paymentState(payment(overrides), 120);
      return [phase, word, tone];
    };
    expect(badge({ status: 'paid', creditsAdded: true })).toEqual(['paid', 'confirmed', 'brand']);
    expect(badge({ status: 'partially_paid', creditsAdded: true })).toEqual([
      'partly-paid',
      'partlyPaid',
      'gold',
    ]);
    expect(badge({ status: 'expired' })).toEqual(['expired', 'expired', 'danger']);
    expect(badge({ status: 'failed' })).toEqual(['failed', 'failed', 'danger']);
    expect(badge({ status: 'refunded' })).toEqual(['refunded', 'refunded', 'neutral']);
  });

  it('tells a refund after credit by whether the credits were taken back', () => {
    expect(paymentState(payment({ status: 'refunded', creditsAdded: true }), 0).phase).toBe(
      'refunded-credits-kept',
    );
    expect(
      paymentState(
        payment({ status: 'refunded', creditsAdded: true, creditsReversedAt: '2026-03-05T15:30:00.000Z' }),
        0,
      ).phase,
    ).toBe('refunded-credits-reversed');
  });
});

describe('live payment updates', () => {
  it('a push is news when it moves the payment forward or adds confirmations', () => {
    expect(isNewerPaymentView(undefined, { status: 'waiting', confirmations: 0 })).toBe(true);
    // Pushes from two gateways may cross: the one from before the grant does not undo it.
    expect(
      isNewerPaymentView(
        { status: 'paid', confirmations: 3, creditsAdded: true },
        { status: 'paid', confirmations: 3, creditsAdded: false },
      ),
    ).toBe(false);
    expect(
      isNewerPaymentView(
        { status: 'paid', confirmations: 3, creditsAdded: false },
        { status: 'paid', confirmations: 3, creditsAdded: true },
      ),
    ).toBe(true);
    expect(
      isNewerPaymentView({ status: 'waiting', confirmations: 0 }, { status: 'confirming', confirmations: 1 }),
    ).toBe(true);
    expect(
      isNewerPaymentView(
        { status: 'confirming', confirmations: 1 },
        { status: 'confirming', confirmations: 2 },
      ),
    ).toBe(true);
    expect(
      isNewerPaymentView({ status: 'confirming', confirmations: 2 }, { status: 'paid', confirmations: 3 }),
    ).toBe(true);
    // Reopened by late money, and a refund after payment.
    expect(
      isNewerPaymentView({ status: 'expired', confirmations: 0 }, { status: 'confirming', confirmations: 0 }),
    ).toBe(true);
    expect(
      isNewerPaymentView({ status: 'paid', confirmations: 3 }, { status: 'refunded', confirmations: 3 }),
    ).toBe(true);
  });

  it('a push from before the credits were taken back is old news once they were', () => {
    const reversed = {
      status: 'refunded' as const,
      confirmations: 3,
      creditsAdded: true,
      creditsReversedAt: '2026-03-05T15:30:00.000Z',
    };
    expect(isNewerPaymentView(reversed, { ...reversed, creditsReversedAt: null })).toBe(false);
    expect(isNewerPaymentView({ ...reversed, creditsReversedAt: null }, reversed)).toBe(true);
  });

  it('a push of an earlier stage or fewer confirmations, arriving late, is old news', () => {
    expect(
      isNewerPaymentView({ status: 'paid', confirmations: 3 }, { status: 'confirming', confirmations: 2 }),
    ).toBe(false);
    expect(
      isNewerPaymentView(
        { status: 'confirming', confirmations: 3 },
        { status: 'confirming', confirmations: 2 },
      ),
    ).toBe(false);
    expect(
      isNewerPaymentView({ status: 'confirming', confirmations: 1 }, { status: 'waiting', confirmations: 0 }),
    ).toBe(false);
  });

  it('the check a pushed payment stands for: paid or partially paid is confirmed', () => {
    expect(paymentCheckOf({ status: 'confirming', confirmations: 2 })).toEqual({
      status: 'pending',
      confirmations: 2,
    });
    expect(paymentCheckOf({ status: 'partially_paid', confirmations: 3 })).toEqual({
      status: 'confirmed',
      confirmations: 3,
    });
  });
});

describe('the QR code', () => {
  it('shows the server’s image as is, draws any other text, and shows nothing without one', () => {
    expect(qrCodeSource('data:image/png;base64,AAAA')).toEqual({
      kind: 'image',
      src: 'data:image/png;base64,AAAA',
    });
    expect(qrCodeSource('bitcoin:tb1qxyz?amount=0.1')).toEqual({
      kind: 'value',
      value: 'bitcoin:tb1qxyz?amount=0.1',
    });
    expect(qrCodeSource(null)).toBeNull();
    expect(qrCodeSource('')).toBeNull();
  });
});
