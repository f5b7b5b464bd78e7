import type { PaymentRow } from '../payments/payment-row';
import {
  CONFIRMING_GRACE_MS,
  ConfirmationService,
  LATE_CHECK_MAX_MS,
  LATE_CHECK_MIN_MS,
  lateCheckDelay,
  overpaid,
} from './confirmation.service';

const NOW = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;
const payment = (status: PaymentRow['status'], expiresInMs: number) =>
  ({ status, expires_at: new Date(NOW.getTime() + expiresInMs) }) as PaymentRow;

describe('which payments are still asked about', () => {
  // watched() reads only the row; the service's collaborators are not reached.
  const service = new ConfirmationService(null as never, null as never, null as never, null as never);

  it.each([
    ['waiting', 30 * MINUTE, true],
    ['confirming', -CONFIRMING_GRACE_MS + MINUTE, true],
    ['confirming', -CONFIRMING_GRACE_MS - MINUTE, false],
    // Expired here: late money may still come, for the grace period.
    ['expired', -MINUTE, true],
    ['expired', -CONFIRMING_GRACE_MS + MINUTE, true],
    ['expired', -CONFIRMING_GRACE_MS - MINUTE, false],
    ['paid', 30 * MINUTE, false],
    ['partially_paid', -MINUTE, false],
    ['failed', -MINUTE, false],
  ] as const)('%s, expiring in %d ms: %s', (status, expiresIn, expected) => {
    expect(service.watched(payment(status, expiresIn), NOW)).toBe(expected);
  });
});

describe('the wait between checks of a payment that expired here', () => {
  it('grows with the time since expiry, from 5 minutes to at most 4 hours', () => {
    const delays = [1, 5, 30, 120, 600, 1200].map((minutes) =>
      lateCheckDelay(payment('expired', -minutes * MINUTE), NOW),
    );
    expect(delays).toEqual([
      LATE_CHECK_MIN_MS,
      5 * MINUTE,
      30 * MINUTE,
      120 * MINUTE,
      LATE_CHECK_MAX_MS,
      LATE_CHECK_MAX_MS,
    ]);
  });

  it('checks about ten times in the grace period', () => {
    let elapsed = 0;
    let checks = 0;
    while (elapsed < CONFIRMING_GRACE_MS) {
      elapsed += lateCheckDelay(payment('expired', -elapsed), NOW);
      checks++;
    }
    expect(checks).toBeGreaterThanOrEqual(8);
    expect(checks).toBeLessThanOrEqual(12);
  });
});

describe('what an overpaid payment records', () => {
  it('is the coins that arrived when more than the provider asked', () => {
    expect(overpaid({ status: 'paid', actuallyPaid: '0.0005', figures: { payAmount: '0.0003' } })).toBe(
      '0.0005',
    );
  });

  it('is nothing for an exact payment, or without both figures', () => {
    expect(overpaid({ status: 'paid', actuallyPaid: '0.0003', figures: { payAmount: '0.0003' } })).toBeNull();
    expect(overpaid({ status: 'paid', actuallyPaid: '0.0005' })).toBeNull();
    expect(overpaid({ status: 'paid', figures: { payAmount: '0.0003' } })).toBeNull();
  });
});

describe('how a provider state is applied', () => {
  const repository = () => ({
    markPaid: jest.fn(async () => ({ status: 'paid' }) as PaymentRow),
    markClosed: jest.fn(async () => ({ status: 'failed' }) as PaymentRow),
  });
  const jobs = { enqueueGrantSafely: jest.fn(async () => undefined) };
  const grants = { grantNowOrQueue: jest.fn(async () => true) };
  const open = { payment_id: 'p1', status: 'waiting', expires_at: NOW } as PaymentRow;

  it('records an overpayment and a settlement by hand with the one transition to paid', async () => {
    const payments = repository();
    const service = new ConfirmationService(payments as never, null as never, jobs as never, grants as never);
    await service.apply(open, {
      status: 'paid',
      txHash: 'tx',
      actuallyPaid: '0.0005',
      figures: { payAmount: '0.0003' },
      markedByHand: true,
    });
    expect(payments.markPaid).toHaveBeenCalledWith('p1', undefined, 'tx', {
      overpaidCrypto: '0.0005',
      markedByHand: true,
    });
    expect(grants.grantNowOrQueue).toHaveBeenCalledWith('p1');
  });

  it('records an invoice invalidated by hand with its failure', async () => {
    const payments = repository();
    const service = new ConfirmationService(payments as never, null as never, jobs as never, grants as never);
    await service.apply(open, { status: 'failed', markedByHand: true });
    expect(payments.markClosed).toHaveBeenCalledWith('p1', 'failed', true);
  });
});
