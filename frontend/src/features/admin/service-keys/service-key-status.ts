// Where a service key stands: revoked for good, past its expiry, or usable.
import type { ApiKeyView } from '../admin-contracts';

export type ServiceKeyStatus = 'active' | 'revoked' | 'expired';

/** Expired once its expiry has passed, even between two loads of the list. */
export function serviceKeyStatus(
  key: Pick<ApiKeyView, 'revokedAt' | 'expiresAt'>,
  now: number,
): ServiceKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

/**
 * The expiry a date field means: the end of that day where the administrator is, as an ISO
 * date-time (none for an empty field); `past` when that day is already over.
 */
export function expiryFromDate(day: string, now: number): { expiresAt?: string; past: boolean } {
  if (!day) return { past: false };
  const end = new Date(`${day}T23:59:59`);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now) return { past: true };
  return { expiresAt: end.toISOString(), past: false };
}
