import { afterEach, describe, expect, it, vi } from 'vitest';
import { adjustCredits } from './adjust-credits';

afterEach(() => vi.unstubAllGlobals());

const change = { userId: '7d0f8a6e-3c2b-4f3e-9a51-2f4b0c9d1e11', amount: 25, direction: 'add' as const };

function answers(...statuses: number[]) {
  const fetch = vi.fn();
  for (const status of statuses)
    fetch.mockResolvedValueOnce(
      new Response(
        JSON.stringify(status === 200 ? { success: true, balance: 25 } : { error: 'Indisponible' }),
        {
          status,
        },
      ),
    );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const keyOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  new Headers((fetch.mock.calls[call][1] as RequestInit).headers).get('Idempotency-Key');

describe('adjustCredits', () => {
  it('resubmitting a change after an error sends the same key, so it cannot apply twice', async () => {
    const fetch = answers(503, 200);
    await expect(adjustCredits(change)).rejects.toThrow();
    await expect(adjustCredits(change)).resolves.toMatchObject({ success: true });
    expect(keyOf(fetch, 0)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
  });

  it('the same change made again after it succeeded is a new change with a new key', async () => {
    const fetch = answers(200, 200);
    await adjustCredits(change);
    await adjustCredits(change);
    expect(keyOf(fetch, 1)).not.toBe(keyOf(fetch, 0));
  });

  it('a different change gets its own key', async () => {
    const fetch = answers(503, 503);
    await expect(adjustCredits(change)).rejects.toThrow();
    await expect(adjustCredits({ ...change, direction: 'remove' })).rejects.toThrow();
    expect(keyOf(fetch, 1)).not.toBe(keyOf(fetch, 0));
  });
});
