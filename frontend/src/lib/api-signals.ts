// Site-wide conditions an API answer can reveal to any caller: the visitor's address is banned
// (403 IP_BANNED), or the site has gone into maintenance (503 MAINTENANCE). The API client raises
// them; the app's shell listens (ban → /ip-banned, maintenance → the maintenance screen).
import { IP_BANNED_CODE, MAINTENANCE_CODE, type MaintenanceView } from '@storefront/contracts/browser';

export type ApiSignal =
  | { kind: 'ip-banned' }
  /** `view` holds what the 503 said about the maintenance (title, message, …) when it said it. */
  | { kind: 'maintenance'; view: Partial<MaintenanceView> };

type Listener = (signal: ApiSignal) => void;
const listeners = new Set<Listener>();

export function onApiSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signal an error answer carries, if any. */
export function signalOf(status: number, code: string | undefined, body: unknown): ApiSignal | null {
  if (status === 403 && code === IP_BANNED_CODE) return { kind: 'ip-banned' };
  if (status === 503 && code === MAINTENANCE_CODE) {
    return {
      kind: 'maintenance',
      view: typeof body === 'object' && body !== null ? (body as Partial<MaintenanceView>) : {},
    };
  }
  return null;
}

export function raiseApiSignal(signal: ApiSignal): void {
  for (const listener of listeners) {
    try {
      listener(signal);
    } catch {
      // A listener's failure must not turn into the caller's error.
    }
  }
}
