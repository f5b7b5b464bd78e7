// Toasts with the product's durations: 4 s general, 3 s success, 5 s error (top-right, see Toaster).
// sonner (~10 kB gzip) is fetched on the first toast, not with the entry: sonner keeps its toasts in
// module state and the Toaster, mounted once that first toast asks for it, shows what is active.
import { useSyncExternalStore } from 'react';
import { chunkOnce } from './load-chunk';

export const TOAST_DURATION_MS = { general: 4000, success: 3000, error: 5000 } as const;

const loadSonner = chunkOnce(() => import('sonner'));
let wanted = false;
const listeners = new Set<() => void>();

/** Loads sonner (once) and has the Toaster mounted. */
export function loadToasts(): Promise<typeof import('sonner')> {
  const sonner = loadSonner();
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** True once a toast has been asked for: the Toaster renders from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    // The prerender: no toast has been asked for.
    () => false,
  );
}

export const notify = {
  info: (message: string) =>
    void loadToasts().then(({ toast }) => toast(message, { duration: TOAST_DURATION_MS.general })),
  warning: (message: string) =>
    void loadToasts().then(({ toast }) => toast.warning(message, { duration: TOAST_DURATION_MS.general })),
  success: (message: string) =>
    void loadToasts().then(({ toast }) => toast.success(message, { duration: TOAST_DURATION_MS.success })),
  error: (message: string) =>
    void loadToasts().then(({ toast }) => toast.error(message, { duration: TOAST_DURATION_MS.error })),
};
