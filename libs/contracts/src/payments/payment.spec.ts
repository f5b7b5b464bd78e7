import { canMoveTo, isPaymentId, PAYMENT_STATUSES } from './payment';

describe('payment ids', () => {
  it('accepts a UUID and refuses the literal "crypto" and other junk', () => {
    expect(isPaymentId('5f0c7a3e-2b1d-4c8e-9a6f-1d2e3f4a5b6c')).toBe(true);
    for (const bad of ['crypto', '', '123', '5f0c7a3e-2b1d-4c8e-9a6f', undefined, 42, "' OR 1=1 --"]) {
      expect(isPaymentId(bad)).toBe(false);
    }
  });
});

describe('payment statuses only move forward', () => {
  it('never moves back to an earlier stage', () => {
    expect(canMoveTo('waiting', 'confirming')).toBe(true);
    expect(canMoveTo('confirming', 'paid')).toBe(true);
    for (const status of PAYMENT_STATUSES) expect(canMoveTo(status, 'waiting')).toBe(false);
    for (const final of ['paid', 'partially_paid', 'refunded'] as const) {
      expect(canMoveTo(final, 'confirming')).toBe(false);
      expect(canMoveTo(final, 'expired')).toBe(false);
    }
  });

  it('closes only open payments as expired or failed', () => {
    for (const status of PAYMENT_STATUSES) {
      const open = status === 'waiting' || status === 'confirming';
      expect(canMoveTo(status, 'expired')).toBe(open);
      expect(canMoveTo(status, 'failed')).toBe(open);
    }
  });

  it('lets late money still pay a payment that expired or failed, never one paid or refunded', () => {
    for (const to of ['paid', 'partially_paid'] as const) {
      expect(canMoveTo('expired', to)).toBe(true);
      expect(canMoveTo('failed', to)).toBe(true);
      expect(canMoveTo('paid', to)).toBe(false);
      expect(canMoveTo('partially_paid', to)).toBe(false);
      expect(canMoveTo('refunded', to)).toBe(false);
    }
  });

  it('ends any payment with a refund, and nothing leaves refunded', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(canMoveTo(status, 'refunded')).toBe(status !== 'refunded');
      expect(canMoveTo('refunded', status)).toBe(false);
    }
  });
});
