// Renders the app against the fake auth backend, with spies on the toasts.
import { vi } from 'vitest';
import { notify } from '@/lib/toast';
import { createFakeAuthBackend, type FakeAuthBackend } from './fake-auth-backend';
import { renderApp } from './render-app';

export async function renderWithAuth(url: string, configure?: (backend: FakeAuthBackend) => void) {
  const backend = createFakeAuthBackend();
  configure?.(backend);
  backend.install();
  const toasts = { success: vi.spyOn(notify, 'success'), error: vi.spyOn(notify, 'error') };
  const view = await renderApp(url);
  return { ...view, backend, toasts };
}

/** "/path?query" of the memory history. */
export function currentUrl(history: { location: { pathname: string; search: string } }): string {
  return `${history.location.pathname}${history.location.search}`;
}
