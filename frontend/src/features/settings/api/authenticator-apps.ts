// Authenticator apps (TOTP factors) through auth-js's mfa API: list, enrol, confirm, remove.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useReloadingMutation } from '@/lib/api/api-query';
import type { FactorVerifyReply } from '@storefront/contracts/browser';
import { getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { AUTH_BASE_PATH } from '@/lib/auth/gotrue-client';
import { ApiError } from '@/lib/api-error';

export interface AuthenticatorApp {
  id: string;
  name: string;
  verified: boolean;
  createdAt: string;
}

export const authenticatorAppsQuery = queryOptions({
  queryKey: ['account', 'authenticator-apps'],
  queryFn: async (): Promise<AuthenticatorApp[]> => {
    const data = dataOrThrow(await getAuthClient().mfa.listFactors());
    return (data?.totp ?? []).map((factor) => ({
      id: factor.id,
      name: factor.friendly_name ?? '',
      verified: factor.status === 'verified',
      createdAt: factor.created_at,
    }));
  },
});

export function useAuthenticatorApps() {
  return useQuery(authenticatorAppsQuery);
}

export interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** POST /auth/v1/factors: a new, unconfirmed app with its secret (shown once) and QR code. */
export async function enrollAuthenticator(): Promise<Enrolment> {
  const data = dataOrThrow(await getAuthClient().mfa.enroll({ factorType: 'totp' }))!;
  return { factorId: data.id, qrCode: svgDataUri(data.totp.qr_code), secret: data.totp.secret };
}

/**
 * The first code confirms the app and raises the session to aal2. The answer may carry the
 * account's new recovery codes, so it is read here and only its tokens are handed to auth-js,
 * which would otherwise keep the codes in storage with the session.
 */
export async function confirmAuthenticator(factorId: string, code: string): Promise<string[] | null> {
  const auth = getAuthClient();
  const challenge = dataOrThrow(await auth.mfa.challenge({ factorId }))!;
  const { data } = await auth.getSession();
  const response = await fetch(`${AUTH_BASE_PATH}/factors/${factorId}/verify`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${data.session?.access_token ?? ''}`,
    },
    body: JSON.stringify({ challenge_id: challenge.id, code }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<FactorVerifyReply> & {
    error_code?: string;
    msg?: string;
  };
  if (!response.ok || !body.access_token || !body.refresh_token) {
    throw new ApiError(body.msg ?? '', response.status, body.error_code?.toUpperCase(), body);
  }
  dataOrThrow(await auth.setSession({ access_token: body.access_token, refresh_token: body.refresh_token }));
  return body.recovery_codes ?? null;
}

export async function removeAuthenticator(factorId: string): Promise<void> {
  const auth = getAuthClient();
  dataOrThrow(await auth.mfa.unenroll({ factorId }));
  // The account may have just lost its last second factor: the token should say so.
  await auth.refreshSession();
}

/** auth-js prefixes the SVG without encoding it; a `#` in it would end the URI early. */
function svgDataUri(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;[^,]*,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function useEnrollAuthenticator() {
  return useMutation({ mutationFn: enrollAuthenticator });
}

export const useConfirmAuthenticator = () =>
  useReloadingMutation(
    ({ factorId, code }: { factorId: string; code: string }) => confirmAuthenticator(factorId, code),
    ['account'],
  );

export const useRemoveAuthenticator = () => useReloadingMutation(removeAuthenticator, ['account']);
