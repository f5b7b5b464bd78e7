// GET /api/check-ip-status: 200 means not banned; 403 carries the ban. Any failure counts as not banned.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IpBannedBody } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export interface IpBanStatus {
  banned: boolean;
  reason: string | null;
  /** ISO date; null for a permanent ban. */
  expiresAt: string | null;
  isPermanent: boolean;
  bannedAt: string | null;
  adminNote: string | null;
}

export const NOT_BANNED: IpBanStatus = {
  banned: false,
  reason: null,
  expiresAt: null,
  isPermanent: false,
  bannedAt: null,
  adminNote: null,
};

/** Ban status is re-checked every 10 s while the ban notice is open. */
export const IP_STATUS_POLL_MS = 10_000;

export async function getIpStatus(signal?: AbortSignal): Promise<IpBanStatus> {
  try {
    await apiRequest('/check-ip-status', { signal });
    return NOT_BANNED;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      const body = (error.body ?? {}) as Partial<IpBannedBody>;
      if (body.banned) {
        return {
          banned: true,
          reason: body.reason ?? null,
          expiresAt: body.expires_at ?? null,
          isPermanent: Boolean(body.is_permanent) || !body.expires_at,
          bannedAt: body.banned_at ?? null,
          adminNote: body.admin_note ?? null,
        };
      }
    }
    return NOT_BANNED;
  }
}

export const ipStatusQueryOptions = queryOptions({
  queryKey: ['ip-status'],
  queryFn: ({ signal }) => getIpStatus(signal),
  refetchInterval: IP_STATUS_POLL_MS,
  staleTime: 0,
  retry: false,
});

export function useIpStatus() {
  return useQuery(ipStatusQueryOptions);
}
