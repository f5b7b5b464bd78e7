// Code fetched on demand (auth-js, toasts, the live socket, a second language). A tab opened before
// a release asks for chunks the new release no longer has: that page reloads once to pick up the
// release, as TanStack's lazyRouteComponent does for route code. A chunk still missing after that
// reload, or any other failure, is left to the caller.
import { isModuleNotFoundError } from '@tanstack/router-core';
import { reloadPage } from './reload-page';

const RELOAD_KEY = 'oddsmith.chunk-reload:';

/** Whether this failure has not reloaded the page yet in this tab (and is now recorded as having). */
function firstReloadFor(message: string): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY + message)) return false;
    sessionStorage.setItem(RELOAD_KEY + message, '1');
    return true;
  } catch {
    // Without session storage a reload could loop.
    return false;
  }
}

/** `importer()`, reloading the page once when its chunk is gone from the server. */
export function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  return importer().catch((error: unknown) => {
    if (isModuleNotFoundError(error) && firstReloadFor((error as Error).message)) {
      reloadPage();
      // The page is going away: nothing more happens here.
      return new Promise<T>(() => {});
    }
    throw error;
  });
}

/** loadChunk(importer) once: later calls share the first load, or try again after a failure. */
export function chunkOnce<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= loadChunk(importer).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
