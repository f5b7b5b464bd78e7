// The ban form against the server's refusals, through the back office as the router serves it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/toast';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

const OWN_IP_ERROR = 'Vous ne pouvez pas bannir votre propre adresse IP';

function adminWithoutBans(backend: FakeAuthBackend) {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  backend.override('GET /api/admin/banned-ips', () => ({
    status: 200,
    body: { success: true, bannedIPs: [] },
  }));
  backend.override('POST /api/admin/banned-ips', () => ({
    status: 400,
    body: { error: OWN_IP_ERROR, code: 'OWN_IP' },
  }));
}

describe('the ban form', () => {
  // The route's component is a lazily loaded chunk: transform it once before the test starts.
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

  it("shows the server's refusal to ban the admin's own address and marks the address field", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    const { backend } = await renderWithAuth('/admin?tab=ip-banning', adminWithoutBans);
    const ip = await screen.findByLabelText('Adresse IP');
    await user.type(ip, '203.0.113.7');
    await user.type(screen.getByLabelText('Raison'), 'Test');
    await user.click(screen.getByRole('button', { name: 'Bannir' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(OWN_IP_ERROR));
    expect(ip.getAttribute('aria-invalid')).toBe('true');
    expect((ip as HTMLInputElement).value).toBe('203.0.113.7');
    expect(backend.callsTo('POST /api/admin/banned-ips')[0].body).toMatchObject({
      ip: '203.0.113.7',
      reason: 'Test',
    });
    error.mockRestore();
  });
});
