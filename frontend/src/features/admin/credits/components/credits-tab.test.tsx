// A credit change in the Crédits tab, through the back office as the router serves it: one that
// waits for a second person says so and why; a refusal is said in the back office's language.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/toast';
import { BACK_OFFICE_LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { ApprovalGround } from '../../admin-contracts';
import {
  ada,
  heldForApproval,
  loadBackOffice,
  ownBalanceRefused,
  pendingApproval,
  serveNoApprovals,
  serveNoCreditHistory,
  serveUsers,
  signInStaff,
} from '../../__tests__/back-office-fixtures';

const request = (held_because: ApprovalGround | null) => pendingApproval({ held_because });

/** A finance user in front of Ada's balance; `adjust` answers the credit change. */
const financeAnd =
  (adjust: () => { status: number; body: unknown }, language?: 'en') => (backend: FakeAuthBackend) => {
    if (language) localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, language);
    signInStaff(backend, 'finance@example.com', 'finance');
    serveUsers(backend);
    serveNoCreditHistory(backend);
    serveNoApprovals(backend);
    backend.override('POST /api/admin/credits/adjust', adjust);
  };

const pending =
  (ground: ApprovalGround | null, threshold = 500) =>
  () =>
    heldForApproval(request(ground), threshold);

/** Picks Ada, types the amount and a reason, and presses the button named `add`. */
async function grant(amount: string, add: RegExp, labels: { select: RegExp; reason: RegExp }) {
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: labels.select });
  await user.click(await within(table).findByRole('button', { name: new RegExp(ada.email) }));
  await user.type(screen.getByLabelText(/^(Montant|Amount)$/), amount);
  await user.selectOptions(screen.getByLabelText(labels.reason), 'goodwill');
  await user.click(screen.getByRole('button', { name: add }));
}

const FRENCH = { select: /^Soldes des utilisateurs$/, reason: /^Motif$/ };
const ENGLISH = { select: /^User balances$/, reason: /^Reason$/ };
const spaces = (text: unknown) => String(text).replace(/\u202f|\u00a0/g, ' ');

describe('a credit change in the Crédits tab', () => {
  beforeAll(loadBackOffice, 60000);
  afterEach(() => vi.restoreAllMocks());

  it('says a grant waits for a second person, and why, instead of “Crédits ajoutés avec succès”', async () => {
    const info = vi.spyOn(notify, 'info');
    const { backend, toasts } = await renderWithAuth(
      '/admin?tab=credits',
      financeAnd(pending('requester_total')),
    );
    await grant('100', /^Ajouter 100 crédits$/, FRENCH);

    await waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    expect(info).toHaveBeenCalledWith(
      'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider. Avec elle, les crédits que vous avez déplacés à la main en 24 h dépasseraient 500.',
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(backend.callsTo('POST /api/admin/credits/adjust')[0].body).toMatchObject({
      userId: ada.id,
      amount: 100,
      direction: 'add',
      reason: 'goodwill',
    });
    // The request is recorded: the form starts again.
    await waitFor(() => expect(screen.getByText('Aucun utilisateur sélectionné')).toBeTruthy());
  });

  it.each([
    {
      ground: 'beneficiary_total' as const,
      said: 'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider. Avec elle, les crédits déplacés à la main sur ce compte en 24 h dépasseraient 1 000.',
    },
    {
      ground: 'amount' as const,
      said: 'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider. Le montant dépasse 1 000 crédits.',
    },
    {
      // A request written before the reason was recorded.
      ground: null,
      said: 'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider',
    },
  ])('says why a grant waits when it is held by $ground', async ({ ground, said }) => {
    const info = vi.spyOn(notify, 'info');
    await renderWithAuth('/admin?tab=credits', financeAnd(pending(ground, 1000)));
    await grant('100', /^Ajouter 100 crédits$/, FRENCH);
    await waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    expect(spaces(info.mock.calls[0][0])).toBe(said);
  });

  it('says it in English in the English back office', async () => {
    const info = vi.spyOn(notify, 'info');
    await renderWithAuth('/admin?tab=credits', financeAnd(pending('amount'), 'en'));
    await grant('100', /^Add 100 credits$/, ENGLISH);
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'Request sent: another finance or owner user must approve it. The amount is above 500 credits.',
      ),
    );
  });

  it('refuses a change of one’s own balance in French in the French back office', async () => {
    const { toasts } = await renderWithAuth('/admin?tab=credits', financeAnd(ownBalanceRefused));
    await grant('5', /^Ajouter 5 crédits$/, FRENCH);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Vous ne pouvez pas modifier votre propre solde : un autre administrateur doit le faire',
      ),
    );
  });

  it('refuses a change of one’s own balance in English in the English back office', async () => {
    const { toasts } = await renderWithAuth('/admin?tab=credits', financeAnd(ownBalanceRefused, 'en'));
    await grant('5', /^Add 5 credits$/, ENGLISH);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'You cannot change your own balance: another administrator must do it',
      ),
    );
  });
});
