import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdjustCredits } from './adjust-credits';

afterEach(() => vi.unstubAllGlobals());

const change = {
  userId: '7d0f8a6e-3c2b-4f3e-9a51-2f4b0c9d1e11',
  amount: 25,
  direction: 'add' as const,
  reason: 'goodwill' as const,
  reason_note: '',
};

/** The server's answers, in order; 'offline' is a request that never got an answer. */
function answers(...outcomes: (number | 'offline')[]) {
  const fetch = vi.fn();
  for (const outcome of outcomes) {
    if (outcome === 'offline') fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    else
      fetch.mockResolvedValueOnce(
        new Response(
          JSON.stringify(outcome === 200 ? { success: true, balance: 25 } : { error: 'Refusé', code: 'X' }),
          { status: outcome },
        ),
      );
  }
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const keyOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  new Headers((fetch.mock.calls[call][1] as RequestInit).headers).get('Idempotency-Key');

function renderAdjust() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useAdjustCredits, { wrapper });
  /** Runs one submission (or retry) to its answer. */
  const settle = async (send: (options: { onSettled: () => void }) => void) => {
    await act(
      () =>
        new Promise<void>((resolve) => {
          send({ onSettled: () => resolve() });
        }),
    );
    await waitFor(() => expect(result.current.isPending).toBe(false));
  };
  return { result, settle };
}

describe('useAdjustCredits', () => {
  it('sends two deliberate identical adjustments with two different keys', async () => {
    const fetch = answers(200, 200);
    const { result, settle } = renderAdjust();
    await settle((options) => result.current.submit(change, options));
    await settle((options) => result.current.submit(change, options));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(fetch, 0)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keyOf(fetch, 1)).not.toBe(keyOf(fetch, 0));
  });

  it('a new submit after a failure is a new change with a new key, not a retry', async () => {
    const fetch = answers(503, 200);
    const { result, settle } = renderAdjust();
    await settle((options) => result.current.submit(change, options));
    await settle((options) => result.current.submit(change, options));
    expect(keyOf(fetch, 1)).not.toBe(keyOf(fetch, 0));
  });

  it('retries a submission left without an answer (network failure, then 503) with its own key', async () => {
    const fetch = answers('offline', 503, 200);
    const { result, settle } = renderAdjust();
    await settle((options) => result.current.submit(change, options));
    expect(result.current.unconfirmed).toMatchObject(change);
    await settle((options) => result.current.retry(options));
    expect(result.current.unconfirmed).toMatchObject(change);
    await settle((options) => result.current.retry(options));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
    expect(keyOf(fetch, 2)).toBe(keyOf(fetch, 0));
    expect(JSON.parse((fetch.mock.calls[2][1] as RequestInit).body as string)).toEqual(change);
    // Applied: nothing left to retry.
    expect(result.current.unconfirmed).toBeNull();
  });

  it('forgets a submission the server refused (4xx): nothing to retry', async () => {
    answers(400);
    const { result, settle } = renderAdjust();
    await settle((options) => result.current.submit(change, options));
    expect(result.current.unconfirmed).toBeNull();
  });
});
