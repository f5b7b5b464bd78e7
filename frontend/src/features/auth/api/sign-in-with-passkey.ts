// Signing in with a passkey alone (GoTrue's passkey API through auth-js): no email asked, the
// browser offers the passkeys it holds for the site. auth-js keeps the session it answers with.
import { useMutation } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { authStorage, getAuthClient } from '@/lib/auth/gotrue-client';
import { assertPasskey } from '@/lib/auth/passkey-ceremony';
import type { PasskeyRequestOptions } from '@storefront/contracts/browser';

export async function signInWithPasskey({ remember }: { remember: boolean }): Promise<void> {
  authStorage.setRemember(remember);
  const auth = getAuthClient();
  const started = dataOrThrow(await auth.passkey.startAuthentication())!;
  const credential = await assertPasskey(started.options as PasskeyRequestOptions);
  dataOrThrow(
    await auth.passkey.verifyAuthentication({
      challengeId: started.challenge_id,
      credential: credential as Parameters<typeof auth.passkey.verifyAuthentication>[0]['credential'],
    }),
  );
}

export function useSignInWithPasskey() {
  return useMutation({ mutationFn: signInWithPasskey });
}
