// A customer's page in the back office: one <main> on the page, a timeline narrowed to one kind on
// request, and a day's visits folded into one line so payments stay in sight.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { TimelineEntry } from '../../admin-contracts';
import { ada, serveNoApprovals, signInStaff } from '../../__tests__/back-office-fixtures';

afterEach(() => vi.restoreAllMocks());

const visit = (n: number, at: string) =>
  ({
    id: `visit-${n}`,
    at,
    kind: 'connection',
    device: 'Desktop',
    browser: 'Chrome',
    os: 'Linux',
    ip_network: '10.0.0.0/24',
    duration: 60,
    pages_visited: 2,
    ongoing: false,
  }) as TimelineEntry;

const payment = {
  id: 'payment-1',
  at: '2026-11-29T08:00:00',
  kind: 'payment',
  payment_id: '5f0c7a3e-2b1d-4c8e-9a6f-1d2e3f4a5b6c',
  amount: 20,
  currency: 'eur',
  crypto: 'btc',
  credits: 10,
  display_status: 'completed',
} as TimelineEntry;

const timelinePath = `GET /api/admin/users/${ada.id}/timeline`;

async function openCustomer() {
  return renderWithAuth(`/admin/users/${ada.id}`, (b) => {
    signInStaff(b, 'root@example.com', 'owner');
    serveNoApprovals(b);
    b.override(`GET /api/admin/users/${ada.id}`, () => ({ status: 200, body: { success: true, user: ada } }));
    b.override(timelinePath, (call) => {
      const kind = new URLSearchParams(call.search).get('kind');
      const entries =
        kind === 'money'
          ? [payment]
          : [
              ...Array.from({ length: 20 }, (_, n) =>
                visit(
                  n,
                  `2026-11-29T${String(20 - (n % 10)).padStart(2, '0')}:${String(n).padStart(2, '0')}:00`,
                ),
              ),
              payment,
            ];
      return { status: 200, body: { success: true, entries, next_before: null } };
    });
  });
}

describe('the customer page', () => {
  it('holds one <main>, the site’s', async () => {
    await openCustomer();
    await screen.findByRole('heading', { level: 1, name: 'ada@example.com' });
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('folds a day’s visits into one line, the payment in sight under them', async () => {
    await openCustomer();
    const timeline = await screen.findByRole('list', { name: 'Historique' });
    expect(await within(timeline).findByText('20 visites le 29 novembre 2026')).toBeTruthy();
    const lines = [...timeline.children].map((line) => line.getAttribute('data-kind'));
    expect(lines).toEqual(['visits', 'payment']);
  });

  it('narrows the timeline to one kind, asking the server for that kind only', async () => {
    const user = userEvent.setup();
    const { backend } = await openCustomer();
    const filters = await screen.findByRole('group', { name: 'Afficher' });
    expect(within(filters).getByRole('button', { name: 'Tout' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(filters).getByRole('button', { name: 'Argent' }));
    await waitFor(() =>
      expect(backend.callsTo(timelinePath).some((call) => call.search.includes('kind=money'))).toBe(true),
    );
    const timeline = await screen.findByRole('list', { name: 'Historique' });
    await waitFor(() =>
      expect([...timeline.children].map((line) => line.getAttribute('data-kind'))).toEqual(['payment']),
    );
    expect(within(filters).getByRole('button', { name: 'Argent' }).getAttribute('aria-pressed')).toBe('true');
  });
});
