// POST /auth/v1/token?grant_type=password. With two-factor on, the session that comes back still
// waits for the emailed code (see verify-sign-in-code.ts).
import { useMutation } from '@tanstack/react-query';
import { authStorage, getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { sessionStatus, type SessionStatus } from '@/lib/auth/session-user';

export interface SignInInput {
  email: string;
  password: string;
  /** Keep the session after the browser closes. */
  remember: boolean;
}

export async function signIn({ email, password, remember }: SignInInput): Promise<SessionStatus> {
  authStorage.setRemember(remember);
  const data = dataOrThrow(await getAuthClient().signInWithPassword({ email: email.trim(), password }));
  return sessionStatus(data.session);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
