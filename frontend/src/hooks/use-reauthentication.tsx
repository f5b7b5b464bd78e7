// Runs a sensitive change; when the server wants the password confirmed first, asks for it in a
// dialog and runs the change again. Cancelling rejects with ReauthenticationCancelled.
import { useCallback, useState, type ReactNode } from 'react';
import { ReauthenticateDialog } from '@/components/reauthenticate-dialog';
import { needsReauthentication } from '@/lib/auth/reauthenticate';

export class ReauthenticationCancelled extends Error {
  constructor() {
    super('re-authentication cancelled');
  }
}

interface Waiting {
  resolve(): void;
  reject(error: Error): void;
}

export function useReauthentication(): {
  guard: <T>(action: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  const guard = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsReauthentication(error)) throw error;
      await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
      return action();
    }
  }, []);

  const dialog = waiting ? (
    <ReauthenticateDialog
      onDone={() => {
        setWaiting(null);
        waiting.resolve();
      }}
      onCancel={() => {
        setWaiting(null);
        waiting.reject(new ReauthenticationCancelled());
      }}
    />
  ) : null;

  return { guard, dialog };
}
