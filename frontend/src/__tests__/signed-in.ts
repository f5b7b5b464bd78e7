// A signed-in user for tests, and a vi.mock factory of the auth context that gives it.
import type { ReactNode } from 'react';
import type { AuthState } from '@/lib/auth/auth-context';

/** What `useAuth()` gives for Ada, signed in without two-factor, not an administrator. */
export const signedInState = (): AuthState => ({
  user: {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    twoFactorEnabled: false,
  },
  isLoading: false,
  isAdmin: false,
  isAdminLoading: false,
  pendingTwoFactor: null,
  signOut: async () => {},
  refresh: async () => {},
});

export const signedInAuthModule = () => {
  const state = signedInState();
  return { AuthProvider: ({ children }: { children: ReactNode }) => children, useAuth: () => state };
};
