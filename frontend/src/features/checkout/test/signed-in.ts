// Shared vi.mock factories: a signed-in user, and an api-client token without auth-js.
import type { ReactNode } from 'react';

export const signedInAuthModule = () => {
  const state = {
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
  };
  return { AuthProvider: ({ children }: { children: ReactNode }) => children, useAuth: () => state };
};
