import { describe, expect, it } from 'vitest';
import { providerRows } from './provider-shares';

describe("the overview's payment providers", () => {
  it("lists each provider in use with its health, and any other with payments, with its share of the period's payments", () => {
    const rows = providerRows(
      [
        { provider: 'btcpay', healthy: true, detail: null, checkedAt: '2026-01-01T10:00:00Z' },
        {
          provider: 'nowpayments',
          healthy: false,
          detail: 'answered 503',
          checkedAt: '2026-01-01T10:00:00Z',
        },
      ],
      [
        { provider: 'btcpay', payments: 3, paid: 2, received: { eur: 40, usd: 0 } },
        { provider: 'sandbox', payments: 1, paid: 0, received: { eur: 0, usd: 0 } },
      ],
    );
    expect(rows.map((r) => [r.provider, r.health?.healthy ?? null, r.payments, r.share])).toEqual([
      ['btcpay', true, 3, 0.75],
      ['nowpayments', false, 0, 0],
      ['sandbox', null, 1, 0.25],
    ]);
  });
});
