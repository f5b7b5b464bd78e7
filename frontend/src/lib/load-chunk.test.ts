import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));
// The test setup already loaded these modules (through i18n); load them again, with the stand-in.
vi.resetModules();
const { reloadPage } = await import('./reload-page');
const { chunkOnce, loadChunk } = await import('./load-chunk');

/** What a browser's import() rejects with when a release removed the chunk. */
const missingChunk = (name: string) =>
  new TypeError(`Failed to fetch dynamically imported module: https://shop.example/assets/${name}.js`);

describe('code loaded on demand', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
  });

  it('reloads the page once when a release removed the chunk, then lets the failure through', async () => {
    const importer = vi.fn(() => Promise.reject(missingChunk('fr-abc123')));
    const pending = loadChunk(importer);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const settled = await Promise.race([
      pending.then(() => 'settled'),
      new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
    ]);
    expect(settled).toBe('pending');

    // The reloaded page still cannot find it: no second reload, the caller sees the error.
    await expect(loadChunk(importer)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other failures', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('loads once, and tries again after a failure instead of keeping it', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ value: 42 });
    const load = chunkOnce(importer);
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toEqual({ value: 42 });
    expect(await load()).toEqual({ value: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
