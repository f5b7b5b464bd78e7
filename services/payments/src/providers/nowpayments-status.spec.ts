import { fromNowPaymentsStatus } from './nowpayments-status';

describe('NOWPayments statuses in our words', () => {
  it.each([
    ['waiting', 'waiting'],
    ['confirming', 'confirming'],
    ['partially_paid', 'partially_paid'],
    ['confirmed', 'confirming'],
    ['sending', 'confirming'],
    ['finished', 'paid'],
    ['failed', 'failed'],
    ['refunded', 'refunded'],
    ['expired', 'expired'],
    ['something-new', undefined],
  ])('%s is %s', (theirs, ours) => {
    expect(fromNowPaymentsStatus(theirs)).toBe(ours);
  });
});
