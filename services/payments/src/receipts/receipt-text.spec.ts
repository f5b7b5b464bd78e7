import type { ReceiptView } from '@storefront/contracts';
import { receiptFigures } from './receipt-text';
import { receiptWords } from './receipt-words';

const receipt = {
  number: 'R-2026-000123',
  issuedAt: '2026-11-29T12:27:00.000Z',
  paymentId: 'a1b2c3d4-0000-4000-8000-000000000001',
  credits: 20,
  amount: 1234.5,
  currency: 'usd',
  cryptoAmount: 0.00066667,
  crypto: 'btc',
  rate: 59970.01,
  fxRate: 1.087,
  txHash: null,
  paidAt: '2026-11-29T12:27:00.000Z',
  voidedBy: null,
} as unknown as ReceiptView;

describe('a receipt’s PDF figures and words, in the buyer’s language', () => {
  it('writes a French buyer’s receipt in French: dates, money, coins and labels', () => {
    const figures = receiptFigures(receipt, 'Europe/Paris', 'fr');
    expect(figures.issuedAt).toBe('29 novembre 2026 à 13:27 UTC+1');
    expect(figures.amount).toBe('1\u00a0234,50\u00a0$US');
    expect(figures.details).toEqual([
      ['Payé le', '29 novembre 2026 à 13:27 UTC+1'],
      ['Payé en crypto', '0,00066667 BTC'],
      ['Cours', '59\u00a0970,01\u00a0$US par BTC'],
      ['Taux de change', '1 EUR = 1,087 USD'],
      ['Hash de transaction', 'Non communiqué'],
      ['ID de paiement', receipt.paymentId],
    ]);
    const words = receiptWords('fr');
    expect([words.receipt, words.billedTo, words.totalPaid, words.terms]).toEqual([
      'REÇU',
      'FACTURÉ À',
      'Total payé',
      'Aucun remboursement. Les crédits ne sont pas transférables.',
    ]);
    expect(words.pack(1)).toBe('1 crédit');
  });

  it('keeps an English buyer’s receipt English', () => {
    const figures = receiptFigures(receipt, 'Europe/Paris', 'en');
    expect(figures.issuedAt).toBe('29 November 2026 at 13:27 CET');
    expect(figures.amount).toBe('US$1,234.50');
    expect(figures.details[1]).toEqual(['Paid in crypto', '0.00066667 BTC']);
    expect(receiptWords('en').terms).toBe('No refunds. Credits are non-transferable.');
  });

  it('shares no sentence between the two languages', () => {
    const en = receiptWords('en');
    const fr = receiptWords('fr');
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const [a, b] = [en[key], fr[key]];
      if (typeof a === 'string') expect({ key, same: a === b }).toEqual({ key, same: false });
      else
        expect({
          key,
          same:
            (a as (...x: unknown[]) => string)('X', 'Y', 'Z') ===
            (b as (...x: unknown[]) => string)('X', 'Y', 'Z'),
        }).toEqual({ key, same: false });
    }
  });
});
