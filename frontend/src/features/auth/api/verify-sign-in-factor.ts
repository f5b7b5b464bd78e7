// The second sign-in step with an authenticator app or a recovery code (auth-js's mfa API): the
// answer is the aal2 session, which auth-js keeps.
import { useMutation, useQuery } from '@tanstack/react-query';
import { RECOVERY_CODE_FACTOR_ID } from '@storefront/contracts/browser';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { getAuthClient } from '@/lib/auth/gotrue-client';

export interface SignInFactors {
  /** The account's confirmed authenticator app, if it has one (GET /auth/v1/user's factors). */
  appId: string | null;
  /** The password step also mailed a code. */
  email: boolean;
}

export function useSignInFactors(email: string) {
  return useQuery({
    queryKey: ['sign-in', 'factors', email],
    queryFn: async (): Promise<SignInFactors> => {
      const auth = getAuthClient();
      const factors = dataOrThrow(await auth.mfa.listFactors());
      const { data } = await auth.getSession();
      const metadata = data.session?.user.app_metadata as { email_factor_enabled?: boolean } | undefined;
      return { appId: factors?.totp[0]?.id ?? null, email: metadata?.email_factor_enabled === true };
    },
    staleTime: Infinity,
  });
}

export function useVerifyAuthenticatorCode() {
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      dataOrThrow(await getAuthClient().mfa.challengeAndVerify({ factorId, code }));
    },
  });
}

/** Signs in with a recovery code; answers how many unused codes are left. */
export function useVerifyRecoveryCode() {
  return useMutation({
    mutationFn: async (code: string): Promise<number> => {
      const data = dataOrThrow(
        await getAuthClient().mfa.challengeAndVerify({
          factorId: RECOVERY_CODE_FACTOR_ID,
          code: code.trim(),
        }),
      ) as { recovery_codes_remaining?: number };
      return data.recovery_codes_remaining ?? 0;
    },
  });
}
