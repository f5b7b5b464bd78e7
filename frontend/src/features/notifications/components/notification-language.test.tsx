import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { NotificationRow } from '@storefront/contracts/browser';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import { frenchValuesOnScreen } from '@/__tests__/language-leaks';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const ROWS: NotificationRow[] = [
  {
    id: 'n1',
    user_id: 'u',
    type: 'warning',
    // As stored: the English text; the page writes it from the code in the reader's language.
    title: 'Credits removed',
    message: 'An administrator removed 1 credit from your account. New balance: 19 credits.',
    code: 'notification.credits-removed',
    params: { amount: 1, balance: 19 },
    is_read: false,
    created_at: new Date().toISOString(),
  },
  {
    id: 'n2',
    user_id: 'u',
    type: 'success',
    title: 'Paiement confirmé',
    message: 'Paiement confirmé ! 10 crédits ajouté(s) à votre compte.',
    code: 'notification.payment-confirmed',
    params: { credits: 10 },
    is_read: true,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
  },
  {
    id: 'n3',
    user_id: 'u',
    type: 'info',
    title: 'Maintenance ce soir',
    message: 'Le service sera indisponible de 2h à 3h.',
    code: null,
    params: null,
    is_read: true,
    created_at: new Date(Date.now() - 7_200_000).toISOString(),
  },
];

async function openNotifications() {
  await renderWithAuth('/notifications', (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    b.override('GET /api/notifications', () => ({
      status: 200,
      body: { success: true, notifications: ROWS, unreadCount: 1, total: 3 },
    }));
    b.override('POST /api/notifications/mark-all-read', () => ({ status: 200, body: { success: true } }));
  });
  return within(await screen.findByRole('main'));
}

describe('stored notifications in the reader’s language', () => {
  it('are written in English on an English page, a broadcast as its author wrote it', async () => {
    const main = await openNotifications();
    expect(await main.findByText('Credits removed')).toBeTruthy();
    expect(
      main.getByText('An administrator removed 1 credit from your account. New balance: 19 credits.'),
    ).toBeTruthy();
    expect(main.getByText('Payment confirmed')).toBeTruthy();
    expect(main.getByText('10 credits have been added to your account.')).toBeTruthy();
    expect(main.getByText('Le service sera indisponible de 2h à 3h.')).toBeTruthy();
    expect(await frenchValuesOnScreen(main.getByRole('list'))).toEqual([]);
  });

  it('are written in French once the reader picks French, with "1 crédit retiré"', async () => {
    await act(() => changeLanguage('fr'));
    const main = await openNotifications();
    expect(await main.findByText('Crédits retirés')).toBeTruthy();
    expect(
      main.getByText('Un administrateur a retiré 1 crédit de votre compte. Nouveau solde : 19 crédits.'),
    ).toBeTruthy();
    expect(main.getByText('10 crédits ont été ajoutés à votre compte.')).toBeTruthy();
  });
});
