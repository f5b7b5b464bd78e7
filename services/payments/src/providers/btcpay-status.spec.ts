import { BTCPAY_ADDITIONAL_STATUSES, BtcPayInvoice, BtcPayPaymentMethod } from './btcpay-greenfield';
import { btcPayState, fromBtcPayStatus, txHashOf } from './btcpay-status';

const TXID = 'a'.repeat(64);

const invoice = (status: string, additionalStatus = 'None'): BtcPayInvoice => ({
  id: 'inv-1',
  amount: '20.00',
  currency: 'EUR',
  status,
  additionalStatus,
});

const method = (totalPaid: string, extra: Partial<BtcPayPaymentMethod> = {}): BtcPayPaymentMethod => ({
  paymentMethodId: 'BTC-CHAIN',
  currency: 'BTC',
  destination: 'bc1qexample',
  amount: '0.00030000',
  totalPaid,
  paymentMethodPaid: totalPaid,
  due: '0',
  payments: totalPaid === '0' ? [] : [{ id: `${TXID}-1`, value: totalPaid, status: 'Settled' }],
  ...extra,
});

describe('BTCPay invoice statuses in our words', () => {
  it.each([
    ['New', 'None', 'waiting'],
    ['New', 'PaidPartial', 'confirming'],
    ['Processing', 'None', 'confirming'],
    ['Processing', 'PaidOver', 'confirming'],
    ['Processing', 'PaidLate', 'confirming'],
    ['Settled', 'None', 'paid'],
    ['Settled', 'PaidOver', 'paid'],
    ['Settled', 'PaidLate', 'paid'],
    ['Settled', 'Marked', 'paid'],
    ['Expired', 'None', 'expired'],
    ['Expired', 'PaidPartial', 'partially_paid'],
    ['Expired', 'PaidLate', 'confirming'],
    ['Invalid', 'None', 'failed'],
    ['Invalid', 'Invalid', 'failed'],
    ['Invalid', 'Marked', 'failed'],
  ])('%s with %s is %s', (status, additional, ours) => {
    expect(fromBtcPayStatus(status, additional)?.status).toBe(ours);
  });

  it('gives every status of BTCPay v2.4.1 a word, with every additional status', () => {
    for (const status of ['New', 'Processing', 'Expired', 'Invalid', 'Settled']) {
      for (const additional of BTCPAY_ADDITIONAL_STATUSES) {
        expect(fromBtcPayStatus(status, additional)).toBeDefined();
      }
    }
  });

  it('has no word for a status BTCPay does not have', () => {
    expect(fromBtcPayStatus('Complete', 'None')).toBeUndefined();
    expect(fromBtcPayStatus(undefined, undefined)).toBeUndefined();
  });

  it('says an invoice settled or invalidated by hand was marked by hand, and no other', () => {
    expect(fromBtcPayStatus('Settled', 'Marked')?.markedByHand).toBe(true);
    expect(fromBtcPayStatus('Invalid', 'Marked')?.markedByHand).toBe(true);
    expect(fromBtcPayStatus('Settled', 'None')?.markedByHand).toBe(false);
    expect(btcPayState(invoice('Settled', 'Marked'), method('0'))).toMatchObject({ markedByHand: true });
    expect(btcPayState(invoice('Settled'), method('0.0003'))).not.toHaveProperty('markedByHand');
  });
});

describe('the state read from an invoice and its payment method', () => {
  it('values a partial payment with BTCPay’s own figures', () => {
    expect(btcPayState(invoice('Expired', 'PaidPartial'), method('0.00012'))).toEqual({
      status: 'partially_paid',
      txHash: TXID,
      actuallyPaid: '0.00012',
      figures: { payAmount: '0.0003', priceAmount: '20', priceCurrency: 'eur' },
    });
  });

  it('carries what arrived beside what was asked for an overpaid invoice, which is paid', () => {
    expect(btcPayState(invoice('Settled', 'PaidOver'), method('0.0005'))).toMatchObject({
      status: 'paid',
      actuallyPaid: '0.0005',
      figures: { payAmount: '0.0003' },
    });
  });

  it('reports nothing paid and no hash while the invoice is new', () => {
    const state = btcPayState(invoice('New'), method('0'));
    expect(state).toEqual({
      status: 'waiting',
      txHash: null,
      figures: { payAmount: '0.0003', priceAmount: '20', priceCurrency: 'eur' },
    });
  });

  it('has no state for an unknown status', () => {
    expect(btcPayState(invoice('Complete'), method('0'))).toBeUndefined();
  });

  it('takes the transaction id out of an on-chain payment id, and keeps any other id', () => {
    expect(txHashOf({ id: `${TXID}-0` })).toBe(TXID);
    expect(txHashOf({ id: 'lightning-payment-hash' })).toBe('lightning-payment-hash');
    expect(txHashOf({})).toBeNull();
    expect(txHashOf(undefined)).toBeNull();
  });
});
