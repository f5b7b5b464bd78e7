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
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/crypto-prices?currency=eur',
      expect.objectContaining({ method: 'GET' }),
    );
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

  it('keeps the seconds a refusal asks to wait (Retry-After)', async () => {
    const body = JSON.stringify({ error: 'Too many', code: 'PAYMENT_RATE_LIMITED' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 429, headers: { 'Retry-After': '42' } })),
    );
    const error = (await apiRequest('/create-payment', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({ status: 429, code: 'PAYMENT_RATE_LIMITED', retryAfterSeconds: 42 });
    mockFetch(500, { error: 'Boom', code: 'INTERNAL_ERROR' });
    expect(((await apiRequest('/x').catch((e: unknown) => e)) as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
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

describe('apiRequest with the signed-in session', () => {
  it('sends the session’s access token, refreshes once when the API refuses it, and retries', async () => {
    const { createFakeAuthBackend } = await import('@/__tests__/fake-auth-backend');
    const backend = createFakeAuthBackend();
    const stored = backend.storeSession(backend.addUser({ email: 'ada@example.com' }));
    let first = true;
    backend.override('GET /api/notifications', (call) => {
      if (first) {
        first = false;
        return {
          status: 401,
          body: { error: 'Your session has expired. Please sign in again', code: 'BAD_JWT' },
        };
      }
      return { status: 200, body: { success: true, notifications: [], token: call.authorization } };
    });
    backend.install();

    const reply = await apiRequest<{ token: string }>('/notifications');
    const calls = backend.callsTo('GET /api/notifications');
    expect(calls[0].authorization).toBe(`Bearer ${stored.access_token}`);
    expect(backend.callsTo('POST /auth/v1/token')[0].search).toBe('?grant_type=refresh_token');
    expect(calls[1].authorization).not.toBe(calls[0].authorization);
    expect(reply.token).toBe(calls[1].authorization);
  });

  it('sends no token when told not to', async () => {
    const fetchMock = mockFetch(200, {});
    localStorage.setItem('oddsmith.auth', '{}');
    await apiRequest('/reset-password', { method: 'POST', body: {}, token: null });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
