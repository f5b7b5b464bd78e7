import { afterEach, describe, expect, it, vi } from 'vitest';
import { getIpStatus, NOT_BANNED } from './get-ip-status';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  );
}

describe('getIpStatus', () => {
  it('200 means not banned', async () => {
    answer(200, { banned: false });
    await expect(getIpStatus()).resolves.toEqual(NOT_BANNED);
    expect(fetch).toHaveBeenCalledWith('/api/check-ip-status', expect.anything());
  });

  it('403 with banned true carries the ban', async () => {
    answer(403, {
      error: 'Access denied',
      code: 'IP_BANNED',
      banned: true,
      reason: 'Fraud',
      expires_at: '2030-01-01T00:00:00Z',
      is_permanent: false,
      banned_at: '2029-12-01T00:00:00Z',
      admin_note: 'Chargebacks',
    });
    await expect(getIpStatus()).resolves.toEqual({
      banned: true,
      reason: 'Fraud',
      expiresAt: '2030-01-01T00:00:00Z',
      isPermanent: false,
      bannedAt: '2029-12-01T00:00:00Z',
      adminNote: 'Chargebacks',
    });
  });

  it('a ban without expiry is permanent', async () => {
    answer(403, { banned: true, reason: null });
    await expect(getIpStatus()).resolves.toMatchObject({ banned: true, isPermanent: true, expiresAt: null });
  });

  it('any failure counts as not banned', async () => {
    answer(500, { error: 'boom' });
    await expect(getIpStatus()).resolves.toEqual(NOT_BANNED);
    answer(403, { error: 'Forbidden' });
    await expect(getIpStatus()).resolves.toEqual(NOT_BANNED);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getIpStatus()).resolves.toEqual(NOT_BANNED);
  });
});
