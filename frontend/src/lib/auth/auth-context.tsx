// Session state for the whole app. Placeholder until the accounts work lands: nobody is signed in.
// The accounts work replaces the provider's internals; the shape returned by useAuth() stays.
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** True while the session is being restored; show a spinner instead of signed-out UI. */
  isLoading: boolean;
  /** Server-derived admin flag; false whenever the check fails. */
  isAdmin: boolean;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthState>(
    () => ({ user: null, isLoading: false, isAdmin: false, signOut: async () => {} }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
