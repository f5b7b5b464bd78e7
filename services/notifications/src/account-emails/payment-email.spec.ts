import type { PaymentStatus, PaymentUpdatedEvent, PaymentView } from '@storefront/contracts';
import { paymentEmailFor, paymentEmailKey } from './payment-email';

const change = (
  from: PaymentStatus,
  to: PaymentStatus,
  credits: { before?: boolean; after?: boolean } = {},
): PaymentUpdatedEvent => ({
  paymentId: 'p1',
  userId: 'u1',
  previous: { status: from, confirmations: 0, creditsAdded: credits.before ?? false },
  payment: { status: to, creditsAdded: credits.after ?? false } as PaymentView,
});

describe('which payment change is mailed', () => {
  it.each([
    ['waiting', 'confirming', {}, 'payment-received'],
    ['paid', 'paid', { after: true }, 'payment-confirmed'],
    ['partially_paid', 'partially_paid', { after: true }, 'payment-partial'],
    ['waiting', 'expired', {}, 'payment-expired'],
    ['expired', 'confirming', {}, 'payment-late'],
    ['expired', 'paid', {}, 'payment-late'],
    ['failed', 'partially_paid', {}, 'payment-late'],
    ['paid', 'refunded', { before: true, after: true }, 'payment-refunded'],
    ['waiting', 'refunded', {}, 'payment-refunded'],
  ] as const)('%s → %s %j: %s', (from, to, credits, kind) => {
    expect(paymentEmailFor(change(from, to, credits))).toBe(kind);
  });

  it.each([
    ['confirming', 'confirming', {}],
    ['confirming', 'paid', {}],
    ['waiting', 'paid', {}],
    ['confirming', 'expired', {}],
    ['waiting', 'failed', {}],
    ['refunded', 'refunded', { after: true }],
    ['paid', 'paid', { before: true, after: true }],
  ] as const)('%s → %s %j mails nothing', (from, to, credits) => {
    expect(paymentEmailFor(change(from, to, credits))).toBeNull();
  });

  it('keys each mail by payment and state', () => {
    expect(paymentEmailKey('p1', 'payment-confirmed')).toBe('payment:p1:confirmed');
    expect(paymentEmailKey('p1', 'payment-partial')).toBe('payment:p1:partial');
  });
});
