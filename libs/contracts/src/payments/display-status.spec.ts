import { isRefundableByClaimLink, displayStatus, isAnomaly, isRefundedAfterCredit } from './display-status';

describe('how the admin list shows a payment', () => {
  const now = new Date('2025-01-01T12:00:00Z');
  const later = '2025-01-01T13:00:00Z';
  const earlier = '2025-01-01T11:00:00Z';

  it('shows paid as completed, even after its expiry', () => {
    expect(displayStatus('paid', earlier, now)).toBe('completed');
  });

  it('shows an open payment as pending until its expiry, then expired', () => {
    expect(displayStatus('waiting', later, now)).toBe('pending');
    expect(displayStatus('confirming', later, now)).toBe('pending');
    expect(displayStatus('waiting', earlier, now)).toBe('expired');
    expect(displayStatus('waiting', now.toISOString(), now)).toBe('expired');
  });

  it('shows a payment the provider expired or failed as expired', () => {
    expect(displayStatus('expired', later, now)).toBe('expired');
    expect(displayStatus('failed', later, now)).toBe('expired');
  });

  it('shows a partially paid payment as partial, even after its expiry', () => {
    expect(displayStatus('partially_paid', later, now)).toBe('partial');
    expect(displayStatus('partially_paid', earlier, now)).toBe('partial');
  });

  it('flags paid or partially paid payments whose credits were not added as anomalies', () => {
    expect(isAnomaly('partially_paid', false)).toBe(true);
    expect(isAnomaly('partially_paid', true)).toBe(false);
  });

  it('flags paid payments whose credits were not added as anomalies', () => {
    expect(isAnomaly('paid', false)).toBe(true);
    expect(isAnomaly('paid', true)).toBe(false);
    expect(isAnomaly('waiting', false)).toBe(false);
  });

  it('shows a refunded payment as refunded, and flags it while credits it added are not reversed', () => {
    expect(displayStatus('refunded', later, now)).toBe('refunded');
    expect(displayStatus('refunded', earlier, now)).toBe('refunded');
    const refunded = { status: 'refunded' as const, creditsAdded: true, creditsReversed: false, credits: 10 };
    expect(isRefundedAfterCredit(refunded)).toBe(true);
    expect(isRefundedAfterCredit({ ...refunded, creditsReversed: true })).toBe(false);
    expect(isRefundedAfterCredit({ ...refunded, creditsAdded: false })).toBe(false);
    expect(isRefundedAfterCredit({ ...refunded, credits: 0 })).toBe(false);
    expect(isRefundedAfterCredit({ ...refunded, status: 'paid' })).toBe(false);
    expect(isAnomaly('refunded', false)).toBe(false);
  });

  it('lets finance refund by claim link only a paid BTCPay payment still holding its credits, once', () => {
    const paid = {
      provider: 'btcpay' as const,
      status: 'paid' as const,
      creditsAdded: true,
      creditsReversed: false,
      credits: 10,
      refundAsked: false,
    };
    expect(isRefundableByClaimLink(paid)).toBe(true);
    expect(isRefundableByClaimLink({ ...paid, status: 'partially_paid' })).toBe(true);
    expect(isRefundableByClaimLink({ ...paid, provider: 'nowpayments' })).toBe(false);
    expect(isRefundableByClaimLink({ ...paid, status: 'refunded' })).toBe(false);
    expect(isRefundableByClaimLink({ ...paid, creditsAdded: false })).toBe(false);
    expect(isRefundableByClaimLink({ ...paid, creditsReversed: true })).toBe(false);
    expect(isRefundableByClaimLink({ ...paid, refundAsked: true })).toBe(false);
  });
});
