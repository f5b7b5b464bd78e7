// Re-authentication with a passkey (POST /api/auth/passkeys/reauthentication/*), beside the
// password: sensitive changes then go through for a few minutes.
import {
  PASSKEY_CHALLENGE_TTL_SECONDS,
  type PasskeyOptionsReply,
  type PasskeyRequestOptions,
  type ReauthenticatedReply,
} from '@storefront/contracts/browser';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { assertPasskey, passkeysSupported } from './passkey-ceremony';

export type PasskeyReauthentication = PasskeyOptionsReply<PasskeyRequestOptions>;

/** Asked again a minute before the challenge would expire. */
export const PASSKEY_OPTIONS_FRESH_MS = (PASSKEY_CHALLENGE_TTL_SECONDS - 60) * 1000;

/**
 * A challenge for the account's passkeys, asked when the dialog opens so the browser's prompt
 * opens at once on the click. Null when the account has none or the browser cannot use them.
 */
export async function passkeyReauthenticationOptions(): Promise<PasskeyReauthentication | null> {
  if (!passkeysSupported()) return null;
  try {
    return await apiRequest<PasskeyReauthentication>('/auth/passkeys/reauthentication/options', {
      method: 'POST',
      body: {},
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function reauthenticateWithPasskey(
  options: PasskeyReauthentication,
): Promise<ReauthenticatedReply> {
  const credential = await assertPasskey(options.options);
  return apiRequest<ReauthenticatedReply>('/auth/passkeys/reauthentication/verify', {
    method: 'POST',
    body: { challenge_id: options.challenge_id, credential },
  });
}
