// Toasts with the product's durations: 4 s general, 3 s success, 5 s error (top-right, see Toaster).
// sonner (~10 kB gzip) is fetched on the first toast, not with the entry: sonner keeps its toasts in
// module state and the Toaster, mounted once that first toast asks for it, shows what is active.
// One event shows one toast: a message already on screen is not stacked again. A toast on screen
// when the reader changes language is rewritten in the new one (or closed, when its words cannot
// be found in the catalogue it was written from).
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n/i18n';
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

type Kind = 'info' | 'warning' | 'success' | 'error';

const DURATIONS: Record<Kind, number> = {
  info: TOAST_DURATION_MS.general,
  warning: TOAST_DURATION_MS.general,
  success: TOAST_DURATION_MS.success,
  error: TOAST_DURATION_MS.error,
};

/** The toasts on screen, by id (their first words): their kind and the language they were written in. */
const onScreen = new Map<string, { kind: Kind; message: string; language: string }>();

function show(kind: Kind, message: string, id = message): void {
  onScreen.set(id, { kind, message, language: i18n.language });
  void loadToasts().then(({ toast }) => {
    const options = {
      id,
      duration: DURATIONS[kind],
      onDismiss: () => onScreen.delete(id),
      onAutoClose: () => onScreen.delete(id),
    };
    if (kind === 'info') toast(message, options);
    else toast[kind](message, options);
  });
}

/** Every text of a language's loaded catalogues, by its key and namespace. */
function catalogueOf(language: string): Map<string, { key: string; ns: string }> {
  const found = new Map<string, { key: string; ns: string }>();
  const walk = (value: unknown, path: string, ns: string) => {
    if (typeof value === 'string') {
      if (!found.has(value)) found.set(value, { key: path, ns });
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key, ns);
    }
  };
  for (const ns of ['translation', 'admin']) walk(i18n.getResourceBundle(language, ns), '', ns);
  return found;
}

i18n.on('languageChanged', (language) => {
  if (!onScreen.size) return;
  const catalogues = new Map<string, ReturnType<typeof catalogueOf>>();
  for (const [id, toast] of onScreen) {
    if (toast.language === language) continue;
    if (!catalogues.has(toast.language)) catalogues.set(toast.language, catalogueOf(toast.language));
    const source = catalogues.get(toast.language)?.get(toast.message);
    // The same text of the new language's catalogue (a plural's form by the same name).
    const found: unknown = source ? i18n.getResource(language, source.ns, source.key) : undefined;
    const rewritten = typeof found === 'string' ? found : '';
    if (rewritten) show(toast.kind, rewritten, id);
    else {
      onScreen.delete(id);
      void loadToasts().then(({ toast }) => toast.dismiss(id));
    }
  }
});

export const notify = {
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
