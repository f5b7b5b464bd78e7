// The back office as the router serves it, against the fake auth backend and faked admin routes.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/toast';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import { ada, serveNoCreditHistory, serveUsers } from '../__tests__/back-office-fixtures';

function signedInAdmin(backend: FakeAuthBackend) {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  serveUsers(backend);
  serveNoCreditHistory(backend);
}

describe('/admin', () => {
  // The route's component is a lazily loaded chunk: transform it once before the clock starts.
  beforeAll(async () => {
    await import('./admin-page');
  }, 60000);

  it('sends a signed-in user who is not an administrator to the dashboard', async () => {
    const { history } = await renderWithAuth('/admin', (b) =>
      b.storeSession(b.addUser({ email: 'ada@example.com' })),
    );
    await waitFor(() => expect(currentUrl(history)).toBe('/dashboard'));
  });

  it('sends a visitor who is signed out to the login page', async () => {
    const { history } = await renderWithAuth('/admin?tab=credits');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('opens on Utilisateurs, lists the users, and keeps the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    const { history } = await renderWithAuth('/admin', signedInAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(await within(table).findByText('ada@example.com')).toBeTruthy();
    expect(within(table).getByText('Actif')).toBeTruthy();
    // The role reads as on the customer's page, in one unbroken word.
    const role = within(table).getByTestId('user-role');
    expect(role.textContent).toBe('Client');
    expect(role.className).toContain('whitespace-nowrap');
    expect(screen.getByText('En ligne')).toBeTruthy();
    // The storefront is one click away, even with the menu folded.
    expect(screen.getByRole('link', { name: 'Boutique' }).getAttribute('href')).toBe('/');

    // jsdom's screen is narrow: the menu is the sliding sidebar, closed until asked for.
    expect(screen.queryByRole('navigation', { name: 'Sections du back office' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Sections du back office' });
    expect(within(menu).getByRole('link', { name: 'Utilisateurs' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(menu).getByRole('link', { name: 'Crédits' }));
    await waitFor(() => expect(currentUrl(history)).toBe('/admin?tab=credits'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des crédits' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sections du back office' })).toBeNull();
  });

  it('opens Crédits with the customer named by the URL selected, until it is cleared', async () => {
    const user = userEvent.setup();
    await renderWithAuth(`/admin?tab=credits&user=${ada.id}`, (b) => {
      signedInAdmin(b);
      b.override(`GET /api/admin/users/${ada.id}`, () => ({
        status: 200,
        body: { success: true, user: ada },
      }));
    });
    const card = await screen.findByRole('region', { name: 'Utilisateur sélectionné' });
    expect(await within(card).findByText('ada@example.com')).toBeTruthy();
    // A balance, not a movement: no plus sign.
    expect(within(card).getByText('12,5')).toBeTruthy();
    expect(within(card).queryByText('+12,5')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Désélectionner' }));
    expect(await screen.findByText('Aucun utilisateur sélectionné')).toBeTruthy();
  });

  it("says 'Aucune modification détectée' for an unchanged edit, and sends only what changed", async () => {
    const user = userEvent.setup();
    const warning = vi.spyOn(notify, 'warning');
    const { backend } = await renderWithAuth('/admin?tab=users', (b) => {
      signedInAdmin(b);
      b.override('PUT /api/admin/users/7b0c2d1e-0000-4000-8000-000000000001', (call) => ({
        status: 200,
        body: {
          success: true,
          message: 'Utilisateur mis à jour avec succès',
          user: { ...ada, ...(call.body as object) },
        },
      }));
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(warning).toHaveBeenCalledWith('Aucune modification détectée');
    expect(backend.callsTo('PUT /api/admin/users/7b0c2d1e-0000-4000-8000-000000000001')).toHaveLength(0);

    const credits = within(dialog).getByLabelText('Crédits');
    expect(credits.getAttribute('min')).toBe('0');
    expect(credits.getAttribute('step')).toBe('0.01');
    await user.clear(credits);
    await user.type(credits, '40');
    // A change of credits needs its reason.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Choisissez un motif pour ce changement de crédits')).toBeTruthy();
    expect(backend.callsTo('PUT /api/admin/users/7b0c2d1e-0000-4000-8000-000000000001')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(backend.callsTo('PUT /api/admin/users/7b0c2d1e-0000-4000-8000-000000000001')).toHaveLength(1),
    );
    expect(backend.callsTo('PUT /api/admin/users/7b0c2d1e-0000-4000-8000-000000000001')[0].body).toEqual({
      credits: 40,
      expected_credits: 12.5,
      reason: 'goodwill',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an edit of credits made from a balance that moved meanwhile, and starts again from the new one', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    const path = 'PUT /api/admin/users/7b0c2d1e-0000-4000-8000-000000000001';
    let balance = ada.credits;
    const { backend } = await renderWithAuth('/admin?tab=users', (b) => {
      signedInAdmin(b);
      b.override('GET /api/admin/users', () => ({
        status: 200,
        body: { success: true, users: [{ ...ada, credits: balance }], total: 1, page: 1, pageSize: 10 },
      }));
      b.override(path, (call) => {
        const body = call.body as { credits: number; expected_credits: number };
        if (body.expected_credits !== balance)
          return {
            status: 409,
            body: {
              error: 'Le solde a changé entre-temps : rechargez et réessayez.',
              code: 'CREDITS_CHANGED',
            },
          };
        balance = body.credits;
        return {
          status: 200,
          body: {
            success: true,
            message: 'Utilisateur mis à jour avec succès',
            user: { ...ada, credits: balance },
          },
        };
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    const credits = within(dialog).getByLabelText('Crédits');
    await user.clear(credits);
    await user.type(credits, '40');
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'correction');
    balance = 62.5; // The user bought 50 credits while the form was open.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Le solde a changé entre-temps : rechargez et réessayez.'),
    );
    expect(backend.callsTo(path)[0].body).toEqual({
      credits: 40,
      expected_credits: 12.5,
      reason: 'correction',
    });
    expect(balance).toBe(62.5);
    await waitFor(() => expect((credits as HTMLInputElement).value).toBe('62.5'));
    const table = screen.getByRole('table', { name: 'Utilisateurs' });
    await waitFor(() => expect(within(table).getByText(/62,5/)).toBeTruthy());

    await user.clear(credits);
    await user.type(credits, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo(path)[1].body).toEqual({
      credits: 40,
      expected_credits: 62.5,
      reason: 'correction',
    });
    expect(balance).toBe(40);
  });

  it('moves back to the last page when the list shrinks under the page shown, so query and pager agree', async () => {
    const user = userEvent.setup();
    const people = Array.from({ length: 25 }, (_, i) => ({
      ...ada,
      id: `7b0c2d1e-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
      email: `user${i}@example.com`,
    }));
    let total = 25;
    const { backend } = await renderWithAuth('/admin?tab=users', (b) => {
      signedInAdmin(b);
      b.override('GET /api/admin/users', (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        const users = people.slice(0, total).slice((page - 1) * 10, page * 10);
        return { status: 200, body: { success: true, users, total, page, pageSize: 10 } };
      });
      b.override(`PUT /api/admin/users/${people[24].id}`, () => {
        total = 15; // Meanwhile another administrator deleted ten accounts.
        return {
          status: 200,
          body: { success: true, message: 'Utilisateur banni avec succès', user: people[24] },
        };
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await user.click(await screen.findByRole('button', { name: 'Bannir user24@example.com' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'),
    );
    const lastList = backend.callsTo('GET /api/admin/users').at(-1)!;
    expect(new URLSearchParams(lastList.search).get('page')).toBe('2');
    expect(await screen.findByText('user14@example.com')).toBeTruthy();
  });

  it('broadcasts: Send waits for a title and a message, says Sending..., then shows the result and clears the form', async () => {
    const user = userEvent.setup();
    let answer: (count: number) => void = () => {};
    const { backend } = await renderWithAuth('/admin?tab=notifications', (b) => {
      signedInAdmin(b);
      b.override(
        'POST /api/admin/notifications/broadcast',
        () =>
          new Promise((resolve) => {
            answer = (count) =>
              resolve({
                status: 200,
                body: { success: true, message: `Notification envoyée à ${count} utilisateurs`, count },
              });
          }),
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer une notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer une notification' });
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Alerte' }));
    await user.type(within(dialog).getByLabelText('Titre'), 'Maintenance ce soir');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Message'), 'De 22 h à 23 h.');
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    expect(await within(dialog).findByRole('button', { name: 'Envoi…' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Envoi…' }).hasAttribute('disabled')).toBe(true);
    answer(42);
    expect((await within(dialog).findByTestId('broadcast-result')).textContent).toBe(
      'Notification envoyée à 42 utilisateurs',
    );
    expect((within(dialog).getByLabelText('Titre') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    const [call] = backend.callsTo('POST /api/admin/notifications/broadcast');
    expect(call.body).toEqual({ type: 'warning', title: 'Maintenance ce soir', message: 'De 22 h à 23 h.' });
    expect(call.authorization).toMatch(/^Bearer /);
  });
});
