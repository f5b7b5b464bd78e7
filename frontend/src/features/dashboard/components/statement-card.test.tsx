// The dashboard's monthly statement: this month by default, another month on request, downloaded
// with the session's token under the server's file name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import { currentMonth } from '../statement-month';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

const CSV = (month: string) =>
  `date,type,description,amount,balance_after\r\n${month}-01T00:00:00.000Z,opening balance,,0,12\r\n${month}-28T23:59:59.999Z,closing balance,,0,12\r\n`;

async function dashboard(configure?: (backend: FakeAuthBackend) => void) {
  const view = await renderWithAuth('/dashboard', (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    b.override('GET /api/credits/statement', (call) => {
      const month = new URLSearchParams(call.search).get('month')!;
      return {
        status: 200,
        text: CSV(month),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="statement-${month}.csv"`,
        },
      };
    });
    configure?.(b);
  });
  await screen.findByText('Welcome, Ada Lovelace');
  return { ...view, user: userEvent.setup() };
}

/** Picks a statement's month and year as a reader does, in the two lists. */
async function pickMonth(user: ReturnType<typeof userEvent.setup>, month: string, year: string) {
  await user.selectOptions(screen.getByLabelText('Year'), year);
  await user.selectOptions(screen.getByLabelText('Month'), month);
}

function catchDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:statement');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { createObjectURL, click };
}

describe('the monthly statement', () => {
  it('downloads this month’s statement by default, with the session’s bearer token', async () => {
    const { createObjectURL, click } = catchDownloads();
    const { user, backend } = await dashboard();
    const month = currentMonth();
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe(month.slice(5));
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe(month.slice(0, 4));

    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = backend.callsTo('GET /api/credits/statement');
    expect(call.search).toBe(`?month=${month}`);
    expect(call.authorization).toMatch(/^Bearer ey/);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(`statement-${month}.csv`);
    expect(await createObjectURL.mock.calls[0][0].text()).toBe(CSV(month));
  });

  it('says when the month downloaded had no credit movement', async () => {
    catchDownloads();
    const { user } = await dashboard();
    await pickMonth(user, 'July', '2025');
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(
      await screen.findByText(
        'No credit movement in July 2025: the statement holds only the opening and closing balance.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of an empty month when the statement lists movements', async () => {
    const { click } = catchDownloads();
    const { user } = await dashboard((b) =>
      b.override('GET /api/credits/statement', () => ({
        status: 200,
        text: 'date,type,description,amount,balance_after\r\n2025-07-01T00:00:00.000Z,opening balance,,0,0\r\n2025-07-03T10:00:00.000Z,purchase,Pack,20.00,20.00\r\n2025-07-31T23:59:59.999Z,closing balance,,0,20.00\r\n',
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/No credit movement/)).toBeNull();
  });

  it('downloads the month picked instead', async () => {
    const { click } = catchDownloads();
    const { user, backend } = await dashboard();
    await pickMonth(user, 'July', '2025');
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(backend.callsTo('GET /api/credits/statement')[0].search).toBe('?month=2025-07');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('statement-2025-07.csv');
  });

  it('refuses a month to come, without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15));
    try {
      const { user, backend } = await dashboard();
      await pickMonth(user, 'September', '2026');
      await user.click(screen.getByRole('button', { name: 'Download statement' }));
      expect(await screen.findByText('Pick a month, this one or an earlier one')).toBeTruthy();
      expect(screen.getByLabelText('Month').getAttribute('aria-invalid')).toBe('true');
      expect(backend.callsTo('GET /api/credits/statement')).toHaveLength(0);
      // Another month clears the refusal.
      await pickMonth(user, 'May', '2026');
      expect(screen.queryByText('Pick a month, this one or an earlier one')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the months in the page’s language', async () => {
    await dashboard();
    await act(() => changeLanguage('fr'));
    const months = [...(screen.getByLabelText('Mois') as HTMLSelectElement).options].map((o) => o.text);
    expect(months.slice(0, 3)).toEqual(['janvier', 'février', 'mars']);
    expect(screen.getByLabelText('Année')).toBeTruthy();
  });

  it('a month over the row cap names the cap and what to do instead, in English and in French', async () => {
    const { user, toasts } = await dashboard((b) =>
      b.override('GET /api/credits/statement', () => ({
        status: 422,
        body: {
          error: 'This month has more than 100000 rows',
          code: 'STATEMENT_TOO_LARGE',
          max_rows: 100000,
        },
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'This month has more than 100,000 rows, too many for one file. Export it in shorter periods through the API (from and to dates).',
      ),
    );
    await act(() => changeLanguage('fr'));
    await user.click(screen.getByRole('button', { name: 'Télécharger le relevé' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith(
        expect.stringMatching(
          /^Ce mois compte plus de 100\s000 lignes, trop pour un seul fichier\. Exportez-le par périodes plus courtes avec l’API/,
        ),
      ),
    );
  });

  it('a download asked while another is under way says to wait for it to finish', async () => {
    const { user, toasts } = await dashboard((b) =>
      b.override('GET /api/credits/statement', () => ({
        status: 429,
        body: { error: 'Another export of yours is under way', code: 'EXPORT_IN_PROGRESS' },
        headers: { 'Retry-After': '25' },
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Another download of yours is still under way. Try again once it has finished.',
      ),
    );
  });

  it('a statement that cannot be downloaded says so', async () => {
    const { user, toasts } = await dashboard((b) =>
      b.override('GET /api/credits/statement', () => ({
        status: 400,
        body: { error: 'month must be a month written YYYY-MM, e.g. 2026-03', code: 'VALIDATION_ERROR' },
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not download the statement. Please try again'),
    );
  });
});
