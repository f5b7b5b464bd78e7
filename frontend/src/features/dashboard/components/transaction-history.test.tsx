// The credit history as an analyser's spends show in it: the type filter, the spend's details and
// the CSV export, on the dashboard as the router serves it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditTransaction } from '@storefront/contracts/browser';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

function row(partial: Partial<CreditTransaction> & Pick<CreditTransaction, 'id' | 'type' | 'amount'>) {
  return {
    user_id: 'user-1',
    description: null,
    admin_id: null,
    payment_method: null,
    payment_id: null,
    status: 'completed',
    created_at: '2030-01-03T12:00:00.000Z',
    metadata: null,
    api_key_name: null,
    ...partial,
  } satisfies CreditTransaction;
}

const spend = row({
  id: 'tx-spend',
  type: 'credit_spend',
  amount: -3,
  description: 'Martingale on roulette, 200 spins',
  metadata: { strategy: 'martingale', spins: 200, table: { game: 'roulette', limit: 500 } },
  api_key_name: 'Laptop analyser',
});
const purchase = row({
  id: 'tx-purchase',
  type: 'credit_purchase',
  amount: 20,
  description: '20 credits',
  payment_method: 'crypto_btc',
  payment_id: 'pay-1',
});
const adjustment = row({
  id: 'tx-add',
  type: 'credit_add',
  amount: 5,
  description: 'Goodwill',
  admin_id: 'admin-1',
});
const removal = row({
  id: 'tx-remove',
  type: 'credit_spend',
  amount: -1,
  description: 'Correction',
  admin_id: 'admin-1',
});
const HISTORY = [spend, purchase, adjustment, removal];

async function dashboard(configure?: (backend: FakeAuthBackend) => void) {
  const view = await renderWithAuth('/dashboard', (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    b.override('GET /api/credits/transactions', (call) => {
      const type = new URLSearchParams(call.search).get('type');
      return {
        status: 200,
        body: { success: true, transactions: HISTORY.filter((tx) => !type || tx.type === type) },
      };
    });
    configure?.(b);
  });
  await screen.findByText('Welcome, Ada Lovelace');
  await screen.findAllByTestId('transaction-row');
  return { ...view, user: userEvent.setup() };
}

const rowOf = (text: string) =>
  screen.getAllByTestId('transaction-row').find((element) => element.textContent?.includes(text))!;

describe('the dashboard history with spends', () => {
  it('shows a spend as "Analysis — {description}" with its minus sign, beside purchases and adjustments', async () => {
    await dashboard();
    const rows = screen.getAllByTestId('transaction-row');
    expect(rows).toHaveLength(4);
    const spent = rowOf('Martingale');
    expect(within(spent).getByText('Analysis — Martingale on roulette, 200 spins')).toBeTruthy();
    expect(within(spent).getByText('\u22123')).toBeTruthy();
    expect(within(rowOf('20 credits')).getByText('+20')).toBeTruthy();
    expect(within(rowOf('Goodwill')).getByText('+5')).toBeTruthy();
    // An administrator's removal is not an analysis.
    const removed = rowOf('Correction');
    expect(within(removed).getByText('Correction')).toBeTruthy();
    expect(removed.textContent).not.toContain('Analys');
    expect(within(removed).getByText('\u22121')).toBeTruthy();
    // The French reader's word.
    await act(() => changeLanguage('fr'));
    expect(
      await within(rowOf('Martingale')).findByText('Analyse — Martingale on roulette, 200 spins'),
    ).toBeTruthy();
  });

  it('the type filter asks the API for that type only (?type=) and says when there is none', async () => {
    const { user, backend } = await dashboard((b) =>
      b.override('GET /api/credits/transactions', (call) => {
        const type = new URLSearchParams(call.search).get('type');
        const rows = type === 'credit_refund' ? [] : HISTORY.filter((tx) => !type || tx.type === type);
        return { status: 200, body: { success: true, transactions: rows } };
      }),
    );
    const filter = screen.getByLabelText('Show');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Purchases', 'Adjustments', 'Spends', 'Refunds']);

    await user.selectOptions(filter, 'Spends');
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(2));
    const searches = backend.callsTo('GET /api/credits/transactions').map((call) => call.search);
    expect(searches.at(-1)).toBe('?limit=10&type=credit_spend');
    expect(screen.queryByText('20 credits')).toBeNull();

    await user.selectOptions(filter, 'Refunds');
    expect(await screen.findByText('No transactions of this type')).toBeTruthy();
    expect(backend.callsTo('GET /api/credits/transactions').at(-1)!.search).toBe(
      '?limit=10&type=credit_refund',
    );

    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(4));
  });

  it('a spend’s details show the API key’s name and what the analyser sent, as readable JSON', async () => {
    const { user } = await dashboard();
    await user.click(rowOf('Martingale'));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText('Credits used')).toBeTruthy();
    expect(within(dialog).getByText('Analysis — Martingale on roulette, 200 spins')).toBeTruthy();
    expect(within(dialog).getByText('API key').nextElementSibling?.textContent).toBe('Laptop analyser');
    expect(within(dialog).getByTestId('transaction-metadata').textContent).toBe(
      JSON.stringify(spend.metadata, null, 2),
    );
    expect(within(dialog).queryByText('Payment method')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // A purchase has neither.
    await user.click(rowOf('20 credits'));
    const details = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(details).queryByText('API key')).toBeNull();
    expect(within(details).queryByTestId('transaction-metadata')).toBeNull();
    expect(within(details).getByText('pay-1')).toBeTruthy();
  });

  it('a purchase’s details link to its receipt; a spend’s do not', async () => {
    const { user } = await dashboard();
    await user.click(rowOf('20 credits'));
    const details = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(details).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      '/receipts/pay-1',
    );
    // The payment method in words, never its code.
    expect(within(details).getByText('Cryptocurrency (BTC)')).toBeTruthy();
    expect(details.textContent).not.toContain('crypto_btc');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await user.click(rowOf('Martingale'));
    expect(
      within(screen.getByRole('dialog', { name: 'Transaction details' })).queryByRole('link', {
        name: 'View receipt',
      }),
    ).toBeNull();
  });

  it('the credits of a refunded purchase taken back are a row of their own, "Refunded purchase", whose details link the credit note', async () => {
    const reversal = row({
      id: 'tx-reversal',
      type: 'credit_refund',
      amount: -20,
      description: 'Credits taken back: payment refunded',
      description_code: 'ledger.payment-refunded',
      description_params: {},
      admin_id: 'admin-1',
      payment_method: 'admin',
      payment_id: 'pay-1',
    });
    const { user } = await dashboard((b) =>
      b.override('GET /api/credits/transactions', () => ({
        status: 200,
        body: { success: true, transactions: [reversal, ...HISTORY] },
      })),
    );
    const taken = rowOf('Credits taken back');
    expect(taken.textContent).toContain('Refunded purchase');
    expect(within(taken).getByText('\u221220')).toBeTruthy();
    await user.click(taken);
    const details = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(details).getByTestId('transaction-refund').textContent).toBe(
      'The payment for these credits was refunded, so they were taken back from your balance. Its receipt is void: a credit note cancels it.',
    );
    expect(within(details).getByRole('link', { name: 'View credit note' }).getAttribute('href')).toBe(
      '/receipts/pay-1#credit-note',
    );
  });

  it('a purchase whose payment was refunded no longer reads Completed: under review, then taken back', async () => {
    let reversedAt: string | null = null;
    const { user } = await dashboard((b) =>
      b.override('GET /api/payment/pay-1', () => ({
        status: 200,
        body: {
          success: true,
          payment: {
            payment_id: 'pay-1',
            status: 'refunded',
            creditsAdded: true,
            creditsReversedAt: reversedAt,
          },
        },
      })),
    );
    await user.click(rowOf('20 credits'));
    let details = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(await within(details).findByText('Refunded')).toBeTruthy();
    expect(within(details).queryByText('Completed')).toBeNull();
    expect(within(details).getByTestId('transaction-refund').textContent).toBe(
      'This payment was refunded after these credits were added. They stay on your balance while the refund is reviewed.',
    );
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    reversedAt = '2030-01-05T09:00:00.000Z';
    await user.click(rowOf('20 credits'));
    details = screen.getByRole('dialog', { name: 'Transaction details' });
    await waitFor(() =>
      expect(within(details).getByTestId('transaction-refund').textContent).toContain('were taken back on'),
    );
    expect(within(details).getByRole('link', { name: 'View receipt and credit note' })).toBeTruthy();
  });

  it('a purchase refunded by claim link offers the link to claim the refund', async () => {
    const { user } = await dashboard((b) =>
      b.override('GET /api/payment/pay-1', () => ({
        status: 200,
        body: {
          success: true,
          payment: {
            payment_id: 'pay-1',
            status: 'paid',
            creditsAdded: true,
            creditsReversedAt: null,
            refundClaimLink: 'https://btcpay.example/pull-payments/pp-1',
          },
        },
      })),
    );
    await user.click(rowOf('20 credits'));
    const details = screen.getByRole('dialog', { name: 'Transaction details' });
    const link = await within(details).findByRole('link', { name: 'Claim your refund' });
    expect(link.getAttribute('href')).toBe('https://btcpay.example/pull-payments/pp-1');
  });

  it('Export CSV downloads /api/credits/transactions.csv with the session’s bearer token', async () => {
    const csv =
      'date,type,amount,description,api_key_name\r\n2030-01-03T12:00:00.000Z,credit_spend,-3,x,Laptop\r\n';
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:transactions');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, backend } = await dashboard((b) =>
      b.override('GET /api/credits/transactions.csv', () => ({
        status: 200,
        text: csv,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="transactions-2030-01-04.csv"',
        },
      })),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = backend.callsTo('GET /api/credits/transactions.csv');
    expect(call.authorization).toMatch(/^Bearer ey/);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('transactions-2030-01-04.csv');
    expect(link.href).toBe('blob:transactions');
    expect(await createObjectURL.mock.calls[0][0].text()).toBe(csv);
  });

  it('an export over the row cap names the cap and points to the monthly statement, in English and in French', async () => {
    const { user, toasts } = await dashboard((b) =>
      b.override('GET /api/credits/transactions.csv', () => ({
        status: 422,
        body: {
          error: 'This export would have more than 100000 rows',
          code: 'EXPORT_TOO_LARGE',
          max_rows: 100000,
        },
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Your history has more than 100,000 rows, too many for one file. Download it month by month with Monthly statement.',
      ),
    );
    await act(() => changeLanguage('fr'));
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith(
        expect.stringMatching(
          /^Votre historique compte plus de 100\s000 lignes, trop pour un seul fichier\. Téléchargez-le mois par mois avec le Relevé mensuel\.$/,
        ),
      ),
    );
  });

  it('a refused export says so', async () => {
    const { user, toasts } = await dashboard((b) =>
      b.override('GET /api/credits/transactions.csv', () => ({ status: 500, body: { error: 'Boom' } })),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not export your transactions. Please try again'),
    );
  });
});
