// The back office's sensitive actions (money moved by hand, rights granted or removed, a password
// set, a service key): when the server wants the password proved again first (403
// REAUTHENTICATION_NEEDED), one dialog over the back office asks for it and the action is sent
// again. Cancelling it rejects with ReauthenticationCancelled.
import { createContext, useContext, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useReloadingMutation } from '@/lib/api/api-query';
import { useReauthentication } from '@/hooks/use-reauthentication';

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

/** Outside a provider (a component on its own in a test) the action just runs. */
const SensitiveActionContext = createContext<Guard>((action) => action());

export function SensitiveActionProvider({ children }: { children: ReactNode }) {
  const { guard, dialog } = useReauthentication();
  return (
    <SensitiveActionContext.Provider value={guard}>
      {children}
      {dialog}
    </SensitiveActionContext.Provider>
  );
}

/** Runs an action, asking for the password and running it again when the server wants that. */
export function useSensitiveAction(): Guard {
  return useContext(SensitiveActionContext);
}

/** A mutation sent as a sensitive action; once it settles, the queries under `reloads` load again. */
export function useSensitiveMutation<Variables, Reply>(
  send: (variables: Variables) => Promise<Reply>,
  ...reloads: QueryKey[]
) {
  const sensitive = useSensitiveAction();
  return useReloadingMutation((variables: Variables) => sensitive(() => send(variables)), ...reloads);
}
