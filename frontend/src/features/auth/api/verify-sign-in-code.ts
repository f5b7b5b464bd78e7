// The second step of a sign-in with two-factor on: the emailed code raises the session to aal2
// (POST /auth/v1/factors/email/challenge, then /verify). The password step already sent a code.
import { useMutation } from '@tanstack/react-query';
import { getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';

/** The one factor the server offers: a code sent by email. */
export const EMAIL_FACTOR_ID = 'email';

export async function verifySignInCode(code: string): Promise<void> {
  dataOrThrow(await getAuthClient().mfa.challengeAndVerify({ factorId: EMAIL_FACTOR_ID, code }));
}

/** Sends a fresh code once the previous one is older than the resend cool-down. */
export async function resendSignInCode(): Promise<void> {
  dataOrThrow(await getAuthClient().mfa.challenge({ factorId: EMAIL_FACTOR_ID }));
}

export function useVerifySignInCode() {
  return useMutation({ mutationFn: verifySignInCode });
}

export function useResendSignInCode() {
  return useMutation({ mutationFn: resendSignInCode });
}
