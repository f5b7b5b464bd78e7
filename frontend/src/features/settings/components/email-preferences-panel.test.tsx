// Settings › Email preferences as the router serves it: the stored choices, confirmed and partial
// always on, the low-balance threshold, and saving with its feedback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailPreferencesView } from '@storefront/contracts/browser';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PATH = '/api/account/email-preferences';

/** The server's defaults: everything on except an expiry with nothing received; threshold 10. */
const DEFAULTS: EmailPreferencesView = {
  preferences: {
    payment_received: true,
    payment_confirmed: true,
    payment_partial: true,
    payment_expired: false,
    payment_late: true,
    payment_refunded: true,
    low_balance: true,
    new_sign_in: true,
  },
  low_balance_threshold: 10,
};

async function openTab(configure?: (backend: FakeAuthBackend) => void) {
  const view = await renderWithAuth('/settings?tab=email', (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    b.override(`GET ${PATH}`, () => ({ status: 200, body: DEFAULTS }));
    b.override(`PUT ${PATH}`, (call) => {
      const body = call.body as { preferences: object; low_balance_threshold: number };
      return {
        status: 200,
        body: {
          preferences: { ...DEFAULTS.preferences, ...body.preferences },
          low_balance_threshold: body.low_balance_threshold,
        },
      };
    });
    configure?.(b);
  });
  await screen.findByRole('switch', { name: 'Payment received' });
  return { ...view, user: userEvent.setup() };
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const isOn = (name: string) => toggle(name).getAttribute('aria-checked') === 'true';

describe('Settings › Email preferences', () => {
  it('shows the stored choices; confirmed and partial payment emails are always on and cannot be turned off', async () => {
    const { history } = await openTab();
    expect(currentUrl(history)).toBe('/settings?tab=email');
    expect(screen.getByRole('tab', { name: 'Email preferences' }).getAttribute('aria-selected')).toBe('true');
    expect(isOn('Payment received')).toBe(true);
    expect(isOn('Payment expired')).toBe(false);
    expect(isOn('Late payment')).toBe(true);
    expect(isOn('Refund recorded')).toBe(true);
    expect(isOn('Low balance')).toBe(true);
    for (const always of ['Payment confirmed', 'Partial payment']) {
      expect(isOn(always)).toBe(true);
      expect((toggle(always) as HTMLButtonElement).disabled).toBe(true);
    }
    const threshold = screen.getByLabelText('Low-balance threshold (credits)') as HTMLInputElement;
    expect(threshold.value).toBe('10');
    expect(screen.getByText(/0 turns the warning off/)).toBeTruthy();
    // Nothing changed yet: nothing to save.
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('saves the switches and the threshold, says so, and keeps what the server stored', async () => {
    const { user, backend, toasts } = await openTab();
    await user.click(toggle('Payment expired'));
    await user.click(toggle('Payment received'));
    const threshold = screen.getByLabelText('Low-balance threshold (credits)');
    await user.clear(threshold);
    await user.type(threshold, '25');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email preferences saved'));
    const [put] = backend.callsTo(`PUT ${PATH}`);
    expect(put.authorization).toMatch(/^Bearer ey/);
    expect(put.body).toEqual({
      preferences: {
        payment_received: false,
        payment_expired: true,
        payment_late: true,
        payment_refunded: true,
        low_balance: true,
        new_sign_in: true,
      },
      low_balance_threshold: 25,
    });
    expect(isOn('Payment expired')).toBe(true);
    expect(isOn('Payment received')).toBe(false);
    expect((screen.getByLabelText('Low-balance threshold (credits)') as HTMLInputElement).value).toBe('25');
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('the low-balance email can be turned off while the threshold keeps the in-app warning', async () => {
    const { user, backend } = await openTab();
    await user.click(toggle('Low balance'));
    const threshold = screen.getByLabelText('Low-balance threshold (credits)') as HTMLInputElement;
    expect(threshold.disabled).toBe(false);
    await user.clear(threshold);
    await user.type(threshold, '5');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(backend.callsTo(`PUT ${PATH}`)).toHaveLength(1));
    expect(backend.callsTo(`PUT ${PATH}`)[0].body).toMatchObject({
      preferences: { low_balance: false },
      low_balance_threshold: 5,
    });
  });

  it('turns the new sign-in alert off', async () => {
    const { user, backend } = await openTab();
    expect(isOn('New sign-in')).toBe(true);
    await user.click(toggle('New sign-in'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(backend.callsTo(`PUT ${PATH}`)).toHaveLength(1));
    expect(backend.callsTo(`PUT ${PATH}`)[0].body).toMatchObject({ preferences: { new_sign_in: false } });
  });

  it('refuses a threshold that is not a whole number from 0 to 100000, without asking the server', async () => {
    const { user, backend } = await openTab();
    const threshold = screen.getByLabelText('Low-balance threshold (credits)');
    await user.clear(threshold);
    await user.type(threshold, '100001');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Enter a whole number from 0 to 100000')).toBeTruthy();
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(backend.callsTo(`PUT ${PATH}`)).toHaveLength(0);
  });

  it('a save that fails says so and keeps the choices on screen', async () => {
    const { user, toasts } = await openTab((b) =>
      b.override(`PUT ${PATH}`, () => ({ status: 500, body: { error: 'Boom', code: 'INTERNAL' } })),
    );
    await user.click(toggle('Payment expired'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not save your email preferences. Please try again'),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not save your email preferences. Please try again',
    );
    expect(isOn('Payment expired')).toBe(true);
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says Saving… and locks the form while the save is on its way', async () => {
    let answer: () => void = () => {};
    const { user } = await openTab((b) =>
      b.override(`PUT ${PATH}`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return { status: 200, body: { ...DEFAULTS, low_balance_threshold: 10 } };
      }),
    );
    await user.click(toggle('Payment expired'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(toggle('Late payment').matches(':disabled')).toBe(true);
    answer();
    await screen.findByRole('button', { name: 'Save preferences' });
  });

  it('shows the loading state, then offers to try again when the preferences cannot be loaded', async () => {
    let fail = true;
    await renderWithAuth('/settings?tab=email', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      b.override(`GET ${PATH}`, () =>
        fail ? { status: 500, body: { error: 'Boom', code: 'INTERNAL' } } : { status: 200, body: DEFAULTS },
      );
    });
    expect(await screen.findByRole('status', { name: 'Loading your email preferences…' })).toBeTruthy();
    const alert = await screen.findByRole('alert', {});
    expect(alert.textContent).toBe('Could not load your email preferences');
    fail = false;
    await userEvent.setup().click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Payment received' })).toBeTruthy();
  });
});
