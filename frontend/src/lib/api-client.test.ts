import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, apiUrl } from './api-client';
import { ApiError } from './api-error';

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('calls the same-origin /api path and returns the parsed body', async () => {
    const fetchMock = mockFetch(200, { success: true, prices: {} });
    await expect(apiRequest('/crypto-prices?currency=eur')).resolves.toEqual({ success: true, prices: {} });
    expect(fetchMock).toHaveBeenCalledWith('/api/crypto-prices?currency=eur', expect.objectContaining({ method: 'GET' }));
  });

  it('sends a JSON body and the bearer token', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    await apiRequest('/api/payment/p1/txhash', { method: 'POST', body: { txHash: 'abc' }, token: 't0k' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"txHash":"abc"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t0k', 'Content-Type': 'application/json' });
  });

  it("surfaces the server's error text as the message, with status, code and body", async () => {
    mockFetch(403, { error: 'Access denied', code: 'IP_BANNED', banned: true });
    const error = await apiRequest('/check-ip-status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Access denied');
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).code).toBe('IP_BANNED');
    expect((error as ApiError).body).toMatchObject({ banned: true });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })));
    await expect(apiRequest('/anything')).rejects.toThrow('An error occurred. Please try again');
  });
});

describe('apiUrl', () => {
  it('prefixes /api exactly once', () => {
    expect(apiUrl('/notifications')).toBe('/api/notifications');
    expect(apiUrl('notifications')).toBe('/api/notifications');
    expect(apiUrl('/api/notifications')).toBe('/api/notifications');
  });
});
