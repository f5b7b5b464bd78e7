// The broadcast modal against the fake auth backend: a broadcast reaches every user and cannot be
// taken back, so however fast Send is pressed it goes out once.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/test/auth-test-kit';

describe('Send Notification', () => {
  // The route's component is a lazily loaded chunk: transform it once before the clock starts.
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

  it('sends one broadcast for a double click on Send', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/admin?tab=notifications', (b) => {
      b.storeSession(b.addUser({ email: 'root@example.com', isAdmin: true }));
      b.override('POST /api/admin/notifications/broadcast', () => ({
        status: 200,
        body: { success: true, message: 'Notification envoyée à 3 utilisateurs', count: 3 },
      }));
    });
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Notification' });
    await user.type(within(dialog).getByLabelText('Title'), 'Maintenance ce soir');
    await user.type(within(dialog).getByLabelText('Message'), 'De 22 h à 23 h.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByTestId('broadcast-result')).textContent).toBe(
      'Notification envoyée à 3 utilisateurs',
    );
    await new Promise((r) => setTimeout(r, 200));
    await waitFor(() => expect(backend.callsTo('POST /api/admin/notifications/broadcast')).toHaveLength(1));
  });
});
