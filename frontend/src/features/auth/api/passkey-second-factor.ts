// The sign-in's second step with a passkey: the password's aal1 session proves one of the
// account's passkeys and is raised to aal2 (POST /api/auth/passkeys/second-factor/*); auth-js is
// handed the new tokens.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PASSKEY_CHALLENGE_TTL_SECONDS,
  type GoTrueSession,
  type PasskeyOptionsReply,
  type PasskeyRequestOptions,
} from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { getAuthClient } from '@/lib/auth/gotrue-client';
import { assertPasskey, passkeysSupported } from '@/lib/auth/passkey-ceremony';

type Options = PasskeyOptionsReply<PasskeyRequestOptions>;

const queryKey = ['sign-in', 'passkey-options'] as const;
/** Asked again a minute before the challenge would expire. */
const FRESH_MS = (PASSKEY_CHALLENGE_TTL_SECONDS - 60) * 1000;

async function fetchOptions(): Promise<Options | null> {
  if (!passkeysSupported()) return null;
  try {
    return await apiRequest<Options>('/auth/passkeys/second-factor/options', { method: 'POST', body: {} });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A challenge for the account's passkeys, asked as the step shows so the browser's prompt opens at
 * once on the click (Safari wants it within the gesture). Null when the account has none, or the
 * browser cannot use them: the step then does not offer a passkey.
 */
export function usePasskeyFactor() {
  return useQuery({ queryKey, queryFn: fetchOptions, staleTime: FRESH_MS, retry: false });
}

export function useVerifyPasskeyFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await queryClient.fetchQuery({ queryKey, queryFn: fetchOptions, staleTime: FRESH_MS });
      if (!options) throw new ApiError('', 404, 'PASSKEY_NOT_FOUND', null);
      const credential = await assertPasskey(options.options);
      const session = await apiRequest<GoTrueSession>('/auth/passkeys/second-factor/verify', {
        method: 'POST',
        body: { challenge_id: options.challenge_id, credential },
      });
      dataOrThrow(
        await getAuthClient().setSession({
          access_token: session.access_token,
          refresh_token: session.refresh_token,
        }),
      );
    },
    // A challenge is answered once, whatever the outcome: a new try asks for a new one.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
