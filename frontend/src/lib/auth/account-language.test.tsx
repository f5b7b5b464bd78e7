import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import { createFakeAuthBackend } from '@/__tests__/fake-auth-backend';
import { changeLanguage } from '@/lib/i18n/i18n';
import { signUp } from '@/features/auth/api/sign-up';

afterEach(async () => {
  await act(() => changeLanguage('en'));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the account's language, which its emails are written in", () => {
  it('is the interface’s language at sign-up', async () => {
    const backend = createFakeAuthBackend();
    backend.install();
    await signUp({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'Cobol-1959!',
    });
    await changeLanguage('fr');
    await signUp({
      firstName: 'Chloé',
      lastName: 'Martin',
      email: 'chloe@example.com',
      password: 'Cobol-1959!',
    });
    expect(backend.callsTo('POST /auth/v1/signup').map((call) => call.body)).toMatchObject([
      { email: 'grace@example.com', data: { first_name: 'Grace', language: 'en' } },
      { email: 'chloe@example.com', data: { first_name: 'Chloé', language: 'fr' } },
    ]);
  });

  it('follows the language the signed-in user picks in the footer', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/', (b) =>
      b.storeSession(b.addUser({ email: 'ada@example.com' })),
    );
    await screen.findByRole('button', { name: /Ada/ });
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect(backend.callsTo('PUT /auth/v1/user')).toHaveLength(1));
    expect(backend.callsTo('PUT /auth/v1/user')[0].body).toMatchObject({ data: { language: 'fr' } });

    // Back to English: the account follows again; picking the language it already has sends nothing.
    await user.selectOptions(screen.getByLabelText('Langue'), 'en');
    await waitFor(() => expect(backend.callsTo('PUT /auth/v1/user')).toHaveLength(2));
    expect(backend.callsTo('PUT /auth/v1/user')[1].body).toMatchObject({ data: { language: 'en' } });
  });

  it('is left alone for a visitor without an account', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/');
    await user.selectOptions(await screen.findByLabelText('Language'), 'fr');
    await screen.findByLabelText('Langue');
    expect(backend.callsTo('PUT /auth/v1/user')).toHaveLength(0);
  });
});
