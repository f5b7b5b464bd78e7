// What a protected page does with the current session: wait, show itself, or send the visitor on.
import type { AuthState } from './auth-context';

export type GuardDecision = 'wait' | 'allow' | 'login' | 'dashboard';

export type GuardRequirement = 'user' | 'admin';

export function guardDecision(
  auth: Pick<AuthState, 'isLoading' | 'user' | 'isAdmin' | 'isAdminLoading'>,
  requirement: GuardRequirement,
): GuardDecision {
  if (auth.isLoading) return 'wait';
  // Signed out, or a sign-in still waiting for its two-factor code: the login page finishes it.
  if (!auth.user) return 'login';
  if (requirement === 'user') return 'allow';
  if (auth.isAdminLoading) return 'wait';
  return auth.isAdmin ? 'allow' : 'dashboard';
}
