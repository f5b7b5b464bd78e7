// Settings › passkeys through auth-js's passkey API (GoTrue's /auth/v1/passkeys): list, add (the
// browser's ceremony between the server's two steps), rename and remove.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useReloadingMutation } from '@/lib/api/api-query';
import type {
  PasskeyCreationOptions,
  PasskeyRegisteredReply,
  PasskeyView,
} from '@storefront/contracts/browser';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { getAuthClient } from '@/lib/auth/gotrue-client';
import { createPasskey } from '@/lib/auth/passkey-ceremony';

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const passkeysQuery = queryOptions({
  queryKey: ['account', 'passkeys'],
  queryFn: async (): Promise<Passkey[]> => {
    const listed = dataOrThrow(await getAuthClient().passkey.list()) as PasskeyView[];
    return listed.map((passkey) => ({
      id: passkey.id,
      name: passkey.friendly_name ?? '',
      createdAt: passkey.created_at,
      lastUsedAt: passkey.last_used_at ?? null,
    }));
  },
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/**
 * Adds a passkey; answers the account's recovery codes when it is the first second factor. The
 * session has just proved the passkey: a refresh hands auth-js its raised level.
 */
export async function addPasskey(): Promise<string[] | null> {
  const auth = getAuthClient();
  const started = dataOrThrow(await auth.passkey.startRegistration())!;
  const credential = await createPasskey(started.options as PasskeyCreationOptions);
  const registered = dataOrThrow(
    await auth.passkey.verifyRegistration({
      challengeId: started.challenge_id,
      credential: credential as Parameters<typeof auth.passkey.verifyRegistration>[0]['credential'],
    }),
  ) as PasskeyRegisteredReply;
  await auth.refreshSession();
  return registered.recovery_codes ?? null;
}

export async function renamePasskey({ id, name }: { id: string; name: string }): Promise<void> {
  dataOrThrow(await getAuthClient().passkey.update({ passkeyId: id, friendlyName: name }));
}

export async function removePasskey(id: string): Promise<void> {
  const auth = getAuthClient();
  dataOrThrow(await auth.passkey.delete({ passkeyId: id }));
  // The account may have just lost its last second factor: the token should say so.
  await auth.refreshSession();
}

export const useAddPasskey = () => useReloadingMutation(addPasskey, ['account']);
export const useRenamePasskey = () => useReloadingMutation(renamePasskey, ['account']);
export const useRemovePasskey = () => useReloadingMutation(removePasskey, ['account']);
