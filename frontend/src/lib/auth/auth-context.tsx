// Session state for the whole app. auth-js owns the session (storage, refresh, other tabs); this
// provider mirrors it into React through onAuthStateChange and adds the server's admin flag.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Session } from '@supabase/auth-js';
import { notify } from '../toast';
import { adminStatusQueryOptions } from './admin-status';
import { loadAuthClient, mayHaveSession, onAuthClientCreated, onSuspended } from './auth-client';
import { AUTH_STORAGE_KEY, clearStoredSession, hasStoredSession } from './session-storage';
import { sessionStatus, toAuthUser, type AuthUser } from './session-user';

export type { AuthUser } from './session-user';

export interface AuthState {
  /** The signed-in user; null when signed out or while a two-factor code is still due. */
  user: AuthUser | null;
  /** True while the session is being restored (or ended); show a spinner, not signed-out UI. */
  isLoading: boolean;
  /** Server-derived admin flag; false whenever the check fails. */
  isAdmin: boolean;
  /** The admin check has not answered yet for the signed-in user. */
  isAdminLoading: boolean;
  /** The password was accepted but the emailed two-factor code has not been entered yet. */
  pendingTwoFactor: { email: string } | null;
  /**
   * Ends the session on this device, clears its stored keys, then goes to the home page with
   * 'Sign out successful!' (quiet: no toast, e.g. after deleting the account).
   */
  signOut(options?: { quiet?: boolean }): Promise<void>;
  /** Re-reads the session and the admin flag (after a live "user status changed" event). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** Where the app goes once signed out (the router's home page). */
  onSignedOut?: () => void | Promise<void>;
}

export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  // Restoring only when a session is stored: an anonymous visitor's first render (and the
  // prerendered public pages, made without storage) shows Login / Sign up, not a spinner.
  const [restoring, setRestoring] = useState(hasStoredSession);
  const [signingOut, setSigningOut] = useState(false);
  const signedOutRef = useRef(onSignedOut);
  useEffect(() => {
    signedOutRef.current = onSignedOut;
  }, [onSignedOut]);

  useEffect(() => {
    // Once auth-js exists it calls back with INITIAL_SESSION (restored from storage, refreshed if it
    // had expired), then on every sign-in, refresh and sign-out, here or in another tab.
    let unsubscribe = () => {};
    const stopWaiting = onAuthClientCreated((client) => {
      const { data } = client.onAuthStateChange((_event, next) => {
        setSession(next);
        setRestoring(false);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    // Nothing stored: signed out, and auth-js waits until someone signs in (or another tab does).
    if (hasStoredSession()) void loadAuthClient();
    else setRestoring(false);
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void loadAuthClient();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopWaiting();
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(
    () =>
      onSuspended(() => {
        notify.error(t('auth.toasts.suspendedSession'));
        clearStoredSession();
        setSession(null);
        void signedOutRef.current?.();
      }),
    [t],
  );

  const status = sessionStatus(session);
  // Every auth event brings a new session object (a refresh may carry a changed profile).
  const user = useMemo(
    () => (status === 'signed-in' && session ? toAuthUser(session.user) : null),
    [status, session],
  );
  const pendingEmail = status === 'two-factor-pending' ? (session?.user.email ?? '') : null;

  // Whoever was signed in, their cached server data must not be shown to the next user.
  const previousUserId = useRef<string | null>(null);
  useEffect(() => {
    const id = user?.id ?? null;
    if (previousUserId.current && previousUserId.current !== id) queryClient.clear();
    previousUserId.current = id;
  }, [user?.id, queryClient]);

  const adminStatus = useQuery({ ...adminStatusQueryOptions(user?.id ?? ''), enabled: !!user });

  const signOut = useCallback(
    async (options?: { quiet?: boolean }) => {
      setSigningOut(true);
      try {
        // 'local': this device only. Failures (offline, session already revoked) still sign out here.
        if (mayHaveSession()) await (await loadAuthClient()).signOut({ scope: 'local' });
      } catch {
        // The local keys are removed below either way.
      }
      clearStoredSession();
      setSession(null);
      queryClient.clear();
      try {
        await signedOutRef.current?.();
        if (!options?.quiet) notify.success(t('auth.toasts.signOutSuccess'));
      } finally {
        setSigningOut(false);
      }
    },
    [queryClient, t],
  );

  const refresh = useCallback(async () => {
    if (mayHaveSession()) await (await loadAuthClient()).refreshSession();
    await queryClient.invalidateQueries({ queryKey: ['auth', 'admin-status'] });
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading: restoring || signingOut,
      isAdmin: !!user && adminStatus.data === true,
      isAdminLoading: !!user && adminStatus.isPending,
      pendingTwoFactor: pendingEmail === null ? null : { email: pendingEmail },
      signOut,
      refresh,
    }),
    [user, restoring, signingOut, adminStatus.data, adminStatus.isPending, pendingEmail, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
