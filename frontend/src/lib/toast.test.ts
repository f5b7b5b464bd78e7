import { afterEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    dismiss: vi.fn(),
  });
  return { toast };
});
vi.mock('sonner', () => sonner);

import { changeLanguage } from './i18n/i18n';
import { notify } from './toast';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  await changeLanguage('en');
  vi.clearAllMocks();
});

describe('toasts', () => {
  it('one event, one toast: the same message again reuses the toast on screen', async () => {
    notify.error('Invalid code');
    notify.error('Invalid code');
    await flush();
    const ids = sonner.toast.error.mock.calls.map(([, options]) => (options as { id: string }).id);
    expect(ids).toEqual(['Invalid code', 'Invalid code']);
  });

  it('a toast on screen when the language changes is rewritten in the new language', async () => {
    notify.success('Cart cleared!');
    await flush();
    await changeLanguage('fr');
    await flush();
    const last = sonner.toast.success.mock.calls.at(-1)!;
    expect(last[0]).toBe('Panier vidé !');
    expect((last[1] as { id: string }).id).toBe('Cart cleared!');
  });

  it('a toast whose words are not in the catalogue is closed rather than left in the old language', async () => {
    notify.info('Pack of 10 credits added to cart!');
    await flush();
    await changeLanguage('fr');
    await flush();
    expect(sonner.toast.dismiss).toHaveBeenCalledWith('Pack of 10 credits added to cart!');
  });
});
