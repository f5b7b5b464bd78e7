import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@/lib/i18n/i18n';

// A whole app rendered in jsdom can take more than the default second to settle on a loaded
// machine (CI runs every suite on two cores); findBy/waitFor keep waiting for up to 10 s.
configure({ asyncUtilTimeout: 10000 });

// jsdom lacks these; the router's scroll restoration and sonner call them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
