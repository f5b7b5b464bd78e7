// A customer's timeline writes stored texts (ledger descriptions, notifications) in the back
// office's language from their code and values, not in the language they were stored in.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n/i18n';
import type { TimelineEntry } from '../../admin-contracts';
import { TimelineItem } from './timeline-entry';

const removal: TimelineEntry = {
  id: 'ledger:1',
  kind: 'adjustment',
  at: '2026-11-26T12:00:00Z',
  amount: -1,
  // As stored: the English text.
  description: '1 credit removed by an administrator',
  description_code: 'ledger.admin-removed',
  description_params: { amount: 1 },
  reason: null,
  admin_id: 'a',
  admin_email: 'root@example.com',
  payment_id: null,
  approval_id: null,
};

const notification: Extract<TimelineEntry, { kind: 'notification' }> = {
  id: 'notification:1',
  kind: 'notification',
  at: '2026-11-26T12:00:00Z',
  type: 'warning',
  title: 'Credits removed',
  message: 'An administrator removed 1 credit from your account. New balance: 19 credits.',
  code: 'notification.credits-removed',
  params: { amount: 1, balance: 19 },
  is_read: false,
};

const broadcast: TimelineEntry = {
  ...notification,
  id: 'notification:2',
  title: 'Maintenance ce soir',
  message: 'Le site sera coupé à 22 h.',
  code: null,
  params: null,
};

async function show(language: string) {
  await i18n.changeLanguage(language);
  return render(
    <ul>
      <TimelineItem entry={removal} />
      <TimelineItem entry={notification} />
      <TimelineItem entry={broadcast} />
    </ul>,
  );
}

afterEach(() => i18n.changeLanguage('en'));

describe("a customer's timeline", () => {
  it('writes ledger descriptions and notifications in French in the French back office', async () => {
    await show('fr');
    expect(screen.getByText('1 crédit retiré par un administrateur')).toBeTruthy();
    expect(screen.getByText('Crédits retirés')).toBeTruthy();
    expect(
      screen.getByText('Un administrateur a retiré 1 crédit de votre compte. Nouveau solde : 19 crédits.'),
    ).toBeTruthy();
    expect(screen.queryByText(/credit removed|Credits removed/)).toBeNull();
    // A broadcast is shown as its author wrote it.
    expect(screen.getByText('Maintenance ce soir')).toBeTruthy();
  });

  it('writes them in English in the English back office', async () => {
    await show('en');
    expect(screen.getByText('1 credit removed by an administrator')).toBeTruthy();
    expect(screen.getByText('Credits removed')).toBeTruthy();
    expect(
      screen.getByText('An administrator removed 1 credit from your account. New balance: 19 credits.'),
    ).toBeTruthy();
    expect(screen.queryByText(/crédit retiré|Crédits retirés/)).toBeNull();
  });
});
