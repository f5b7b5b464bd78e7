// The broadcast modal against the fake auth backend: a broadcast reaches every user and cannot be
// taken back, so however fast Send is pressed it goes out once.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

const BROADCAST = 'POST /api/admin/notifications/broadcast';
const sentOk = {
  status: 200,
  body: { success: true, message: 'Notification envoyée à 3 utilisateurs', count: 3 },
};

/** The Idempotency-Key of each broadcast request, in order. */
function keysSent(backend: FakeAuthBackend): (string | null)[] {
  return backend.fetch.mock.calls
    .filter(
      ([input]) =>
        new URL(String(input), 'http://localhost').pathname === '/api/admin/notifications/broadcast',
    )
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

/** Replies to the broadcasts in order, the last one to any further. */
function replies(...answers: { status: number; body: unknown }[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)];
}

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
    await user.click(await screen.findByRole('button', { name: 'Envoyer une notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer une notification' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Maintenance ce soir');
    await user.type(within(dialog).getByLabelText('Message'), 'De 22 h à 23 h.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect((await within(dialog).findByTestId('broadcast-result')).textContent).toBe(
      'Notification envoyée à 3 utilisateurs',
    );
    await new Promise((r) => setTimeout(r, 200));
    await waitFor(() => expect(backend.callsTo('POST /api/admin/notifications/broadcast')).toHaveLength(1));
  });

  async function openModal(answer: () => { status: number; body: unknown }) {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/admin?tab=notifications', (b) => {
      b.storeSession(b.addUser({ email: 'root@example.com', isAdmin: true }));
      b.override(BROADCAST, answer);
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer une notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer une notification' });
    const fill = async (title: string, message: string) => {
      await user.clear(within(dialog).getByLabelText('Titre'));
      await user.type(within(dialog).getByLabelText('Titre'), title);
      await user.clear(within(dialog).getByLabelText('Message'));
      await user.type(within(dialog).getByLabelText('Message'), message);
    };
    /** Presses Send and waits for the result it shows. */
    const send = async (calls: number) => {
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
      await waitFor(() => expect(backend.callsTo(BROADCAST)).toHaveLength(calls));
      return (await within(dialog).findByTestId('broadcast-result')).textContent;
    };
    return { backend, fill, send };
  }

  it('sends two deliberate identical broadcasts with two different keys', async () => {
    const { backend, fill, send } = await openModal(() => sentOk);
    await fill('Maintenance ce soir', 'De 22 h à 23 h.');
    expect(await send(1)).toBe('Notification envoyée à 3 utilisateurs');
    await fill('Maintenance ce soir', 'De 22 h à 23 h.');
    await send(2);
    const [first, second] = keysSent(backend);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second).not.toBe(first);
  });

  it('retries a broadcast left without an answer (503) with its own key, then starts afresh', async () => {
    const unavailable = { status: 503, body: { error: 'Service indisponible', code: 'SERVICE_UNAVAILABLE' } };
    const { backend, fill, send } = await openModal(replies(unavailable, sentOk, sentOk));
    await fill('Maintenance ce soir', 'De 22 h à 23 h.');
    expect(await send(1)).toBe('Service indisponible');
    // The form kept its text: Send again is the retry.
    expect(await send(2)).toBe('Notification envoyée à 3 utilisateurs');
    await fill('Maintenance ce soir', 'De 22 h à 23 h.');
    await send(3);
    const [first, retry, next] = keysSent(backend);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('sends a changed broadcast, or one after a refusal (4xx), with a new key', async () => {
    const unavailable = { status: 503, body: { error: 'Service indisponible', code: 'SERVICE_UNAVAILABLE' } };
    const refused = { status: 400, body: { error: 'title is required', code: 'VALIDATION_ERROR' } };
    const { backend, fill, send } = await openModal(replies(unavailable, refused, sentOk));
    await fill('Maintenance ce soir', 'De 22 h à 23 h.');
    await send(1);
    await fill('Maintenance demain', 'De 22 h à 23 h.');
    expect(await send(2)).toBe('title is required');
    await fill('Maintenance demain', 'De 22 h à 23 h.');
    await send(3);
    const [first, changed, afterRefusal] = keysSent(backend);
    expect(changed).not.toBe(first);
    expect(afterRefusal).not.toBe(changed);
  });
});
