// /receipts/$paymentId as the router serves it to a signed-in user: the receipt's figures, its PDF
// fetched with the session's token, Print, a voided receipt's credit note, and 'Receipt not found'
// for anything else.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@/lib/i18n/i18n';
import userEvent from '@testing-library/user-event';
import type { CreditNoteView, ReceiptView } from '@storefront/contracts/browser';
import { formatDocumentTime } from '../document-time';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PAYMENT_ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const receiptPath = `/api/receipts/${PAYMENT_ID}`;

const RECEIPT: ReceiptView = {
  number: 'R-2026-000123',
  issuedAt: '2026-03-14T10:05:00.000Z',
  seller: { name: 'Oddsmith SAS', address: '12 rue de la Paix|75002 Paris, France', vatId: 'FR12345678901' },
  buyer: { email: 'ada@example.com', name: 'Ada Lovelace' },
  paymentId: PAYMENT_ID,
  pack: '10 credits',
  credits: 10,
  amount: 21.74,
  currency: 'usd',
  cryptoAmount: 0.00033446,
  crypto: 'btc',
  rate: 65000,
  fxRate: 1.087,
  txHash: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  paidAt: '2026-03-14T10:04:30.000Z',
  terms: 'No refunds. Credits are non-transferable.',
  language: 'en',
  voidedBy: null,
  timeZone: 'Europe/Paris',
};

const CREDIT_NOTE: CreditNoteView = {
  number: 'R-2026-000124',
  issuedAt: '2026-03-20T09:00:00.000Z',
  seller: RECEIPT.seller,
  buyer: RECEIPT.buyer,
  paymentId: PAYMENT_ID,
  receiptNumber: RECEIPT.number,
  receiptIssuedAt: RECEIPT.issuedAt,
  credits: 10,
  amount: 21.74,
  currency: 'usd',
  creditsReversedAt: '2026-03-20T09:00:00.000Z',
  partial: false,
  timeZone: 'Europe/Paris',
  language: 'en',
};

const VOIDED: ReceiptView = {
  ...RECEIPT,
  voidedBy: { number: CREDIT_NOTE.number, issuedAt: CREDIT_NOTE.issuedAt, partial: false },
};

async function openReceipt(url: string, configure?: (backend: FakeAuthBackend) => void) {
  const view = await renderWithAuth(url, (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    b.override(`GET ${receiptPath}`, () => ({ status: 200, body: { receipt: RECEIPT } }));
    configure?.(b);
  });
  return { ...view, user: userEvent.setup() };
}

describe('/receipts/$paymentId', () => {
  it('shows the seller, the buyer, the number and date, the pack, the amounts, the rates, the hash and the terms', async () => {
    await openReceipt(`/receipts/${PAYMENT_ID}`);
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-number').textContent).toBe('R-2026-000123');
    expect(receipt.textContent).toContain('14 March 2026');
    const seller = within(receipt).getByTestId('receipt-seller');
    expect(seller.textContent).toContain('Oddsmith SAS');
    expect([...seller.querySelectorAll('address span')].map((line) => line.textContent)).toEqual([
      '12 rue de la Paix',
      '75002 Paris, France',
    ]);
    expect(seller.textContent).toContain('VAT number: FR12345678901');
    const buyer = within(receipt).getByTestId('receipt-buyer');
    expect(buyer.textContent).toContain('Ada Lovelace');
    expect(buyer.textContent).toContain('ada@example.com');
    expect(within(receipt).getByTestId('receipt-pack').textContent).toBe('Pack of 10 credits');
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe('US$21.74');
    expect(within(receipt).getByTestId('receipt-crypto').textContent).toBe('0.00033446 BTC');
    expect(within(receipt).getByTestId('receipt-rate').textContent).toBe('1 BTC = US$65,000.00');
    expect(within(receipt).getByTestId('receipt-fx-rate').textContent).toBe('1 EUR = 1.087 USD');
    expect(within(receipt).getByTestId('receipt-tx-hash').textContent).toBe(RECEIPT.txHash);
    expect(within(receipt).getByTestId('receipt-terms').textContent).toBe(
      'No refunds. Credits are non-transferable.',
    );
    expect(document.title).toContain('Receipt R-2026-000123');
  });

  it('writes its times in the seller’s time zone and names it, and a hash not reported as the PDF does', async () => {
    await openReceipt(`/receipts/${PAYMENT_ID}`, (b) =>
      b.override(`GET ${receiptPath}`, () => ({
        status: 200,
        body: { receipt: { ...RECEIPT, txHash: null, rate: null } },
      })),
    );
    const receipt = await screen.findByTestId('receipt');
    // 10:05 UTC is 11:05 in Paris in March: the PDF's "14 March 2026, 11:05 CET".
    expect(receipt.textContent).toContain('14 March 2026 at 11:05 CET');
    expect(receipt.textContent).toContain('14 March 2026 at 11:04 CET');
    expect(within(receipt).getByTestId('receipt-tx-hash').textContent).toBe('Not reported');
    expect(receipt.textContent).not.toContain('Not available');
    expect(within(receipt).queryByTestId('receipt-rate')).toBeNull();
  });

  it('reads in French for a French reader: its terms, pack, dates and amounts included', async () => {
    await act(() => changeLanguage('fr'));
    try {
      await openReceipt(`/receipts/${PAYMENT_ID}`);
      const receipt = await screen.findByTestId('receipt');
      expect(within(receipt).getByTestId('receipt-terms').textContent).toBe(
        'Aucun remboursement. Les crédits ne sont pas transférables.',
      );
      expect(within(receipt).getByTestId('receipt-pack').textContent).toBe('Pack de 10 crédits');
      expect(within(receipt).getByTestId('receipt-total').textContent).toBe('21,74\u00a0$US');
      expect(receipt.textContent).toContain('14 mars 2026');
      expect(receipt.textContent).not.toContain('No refunds');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('Download PDF fetches the PDF with the session’s bearer token and saves it under the server’s name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, backend } = await openReceipt(`/receipts/${PAYMENT_ID}`, (b) =>
      b.override(`GET ${receiptPath}/pdf`, () => ({
        status: 200,
        text: '%PDF-1.7 receipt',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="receipt-R-2026-000123.pdf"',
        },
      })),
    );
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = backend.callsTo(`GET ${receiptPath}/pdf`);
    expect(call.authorization).toMatch(/^Bearer ey/);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('receipt-R-2026-000123.pdf');
    expect(link.href).toBe('blob:receipt');
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('%PDF-1.7 receipt');
  });

  it('a PDF that cannot be made says so', async () => {
    const { user, toasts } = await openReceipt(`/receipts/${PAYMENT_ID}`, (b) =>
      b.override(`GET ${receiptPath}/pdf`, () => ({
        status: 500,
        body: { error: 'Boom', code: 'INTERNAL' },
      })),
    );
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not download the PDF. Please try again'),
    );
  });

  it('Print opens the browser’s print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = await openReceipt(`/receipts/${PAYMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says Receipt not found when the API answers 404 (another user’s payment, or one not paid)', async () => {
    await openReceipt(`/receipts/${PAYMENT_ID}`, (b) =>
      b.override(`GET ${receiptPath}`, () => ({
        status: 404,
        body: { error: 'Receipt not found', code: 'RECEIPT_NOT_FOUND' },
      })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('says Receipt not found for an address that holds no payment id, without asking the API', async () => {
    const { backend } = await openReceipt('/receipts/not-a-payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy();
    expect(backend.calls.some((call) => call.path.startsWith('/api/receipts'))).toBe(false);
  });

  it('a receipt that stands asks for no credit note and shows none', async () => {
    const { backend } = await openReceipt(`/receipts/${PAYMENT_ID}`);
    await screen.findByTestId('receipt');
    expect(screen.queryByTestId('receipt-void')).toBeNull();
    expect(screen.queryByTestId('credit-note')).toBeNull();
    expect(backend.calls.some((call) => call.path.endsWith('/credit-note'))).toBe(false);
  });

  it('a voided receipt is marked void and names its credit note, shown under it with its number, date, the receipt it voids and the amount credited', async () => {
    await openReceipt(`/receipts/${PAYMENT_ID}`, (b) => {
      b.override(`GET ${receiptPath}`, () => ({ status: 200, body: { receipt: VOIDED } }));
      b.override(`GET ${receiptPath}/credit-note`, () => ({
        status: 200,
        body: { creditNote: CREDIT_NOTE },
      }));
    });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('receipt-void-stamp').textContent).toBe('Void');
    expect(within(receipt).getByTestId('receipt-void').textContent).toBe(
      `This receipt is void: the payment was refunded and its credits were taken back. Credit note R-2026-000124 of ${formatDocumentTime(CREDIT_NOTE.issuedAt, 'en', 'Europe/Paris')} cancels it. See the credit note`,
    );
    expect(within(receipt).getByRole('link', { name: 'See the credit note' }).getAttribute('href')).toBe(
      '#credit-note',
    );

    const note = await screen.findByTestId('credit-note');
    expect(within(note).getByRole('heading', { level: 2, name: 'Credit note' })).toBeTruthy();
    expect(within(note).getByTestId('credit-note-number').textContent).toBe('R-2026-000124');
    expect(within(note).getByTestId('credit-note-voids').textContent).toBe('R-2026-000123');
    expect(note.textContent).toContain(formatDocumentTime(CREDIT_NOTE.issuedAt, 'en', 'Europe/Paris'));
    expect(note.textContent).toContain('Refund of receipt R-2026-000123');
    expect(note.textContent).toContain('10 credits taken back from the balance');
    expect(note.textContent).toContain('-US$21.74');
    expect(within(note).getByTestId('credit-note-total').textContent).toBe('US$21.74');
  });

  it('a receipt refunded in part (its unspent credits) is not void: it names the credit note for the share given back', async () => {
    await openReceipt(`/receipts/${PAYMENT_ID}`, (b) => {
      b.override(`GET ${receiptPath}`, () => ({
        status: 200,
        body: { receipt: { ...VOIDED, voidedBy: { ...VOIDED.voidedBy!, partial: true } } },
      }));
      b.override(`GET ${receiptPath}/credit-note`, () => ({
        status: 200,
        body: { creditNote: { ...CREDIT_NOTE, credits: 4, amount: 8.69, partial: true } },
      }));
    });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).queryByTestId('receipt-void-stamp')).toBeNull();
    expect(within(receipt).getByTestId('receipt-void').textContent).toBe(
      `Part of this payment was refunded: credit note R-2026-000124 of ${formatDocumentTime(CREDIT_NOTE.issuedAt, 'en', 'Europe/Paris')} gives back the unspent credits’ share. The receipt stands for the rest. See the credit note`,
    );
    const note = await screen.findByTestId('credit-note');
    expect(note.textContent).toContain('Refunds part of receipt');
    expect(note.textContent).not.toContain('Voids receipt');
    expect(note.textContent).toContain('4 credits taken back from the balance');
    expect(within(note).getByTestId('credit-note-total').textContent).toBe('US$8.69');
    expect(note.textContent).toContain(
      'Part of the payment was refunded by claim link: the 4 unspent credits were taken back. Receipt R-2026-000123 stands for the credits already spent.',
    );
  });

  it('Download credit note PDF saves the server’s credit note PDF', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, backend } = await openReceipt(`/receipts/${PAYMENT_ID}`, (b) => {
      b.override(`GET ${receiptPath}`, () => ({ status: 200, body: { receipt: VOIDED } }));
      b.override(`GET ${receiptPath}/credit-note`, () => ({
        status: 200,
        body: { creditNote: CREDIT_NOTE },
      }));
      b.override(`GET ${receiptPath}/credit-note/pdf`, () => ({
        status: 200,
        text: '%PDF-1.7 credit note',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="credit-note-R-2026-000124.pdf"',
        },
      }));
    });
    await user.click(await screen.findByRole('button', { name: 'Download credit note PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(backend.callsTo(`GET ${receiptPath}/credit-note/pdf`)[0].authorization).toMatch(/^Bearer ey/);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'credit-note-R-2026-000124.pdf',
    );
  });

  it('offers to try again when the receipt cannot be loaded', async () => {
    let fail = true;
    const { user } = await openReceipt(`/receipts/${PAYMENT_ID}`, (b) =>
      b.override(`GET ${receiptPath}`, () =>
        fail
          ? { status: 503, body: { error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } }
          : { status: 200, body: { receipt: RECEIPT } },
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load the receipt' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('receipt')).toBeTruthy();
  });
});
