// Where a service key stands: revoked for good, past its expiry, or usable; and the expiry its
// form's date field means.
import { SERVICE_KEY_EXPIRY_MAX_DAYS } from '@storefront/contracts/browser';
import type { ApiKeyView } from '../admin-contracts';

export type ServiceKeyStatus = 'active' | 'revoked' | 'expired';

const DAY_MS = 86_400_000;

/** Expired once its expiry has passed, even between two loads of the list. */
export function serviceKeyStatus(
  key: Pick<ApiKeyView, 'revokedAt' | 'expiresAt'>,
  now: number,
): ServiceKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

/** The day `days` after `now` where the administrator is, as a date field writes it. */
export function dayAfter(now: number, days: number): string {
  const day = new Date(now);
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The end of a date field's day where the administrator is: when a key given that day expires. */
const endOf = (day: string) => new Date(`${day}T23:59:59`);

/**
 * The last day a key may be given, the date field's maximum: the server takes an expiry at most
 * SERVICE_KEY_EXPIRY_MAX_DAYS ahead, and a day's key lasts until that day's end.
 */
export function latestExpiryDay(now: number): string {
  const limit = now + SERVICE_KEY_EXPIRY_MAX_DAYS * DAY_MS;
  const last = dayAfter(now, SERVICE_KEY_EXPIRY_MAX_DAYS);
  return endOf(last).getTime() <= limit ? last : dayAfter(now, SERVICE_KEY_EXPIRY_MAX_DAYS - 1);
}

export type ExpiryProblem = 'missing' | 'past' | 'tooFar';

/**
 * The expiry a date field means: the end of that day where the administrator is, as an ISO
 * date-time; or why the day will not do (none given, already over, beyond the latest allowed).
 */
export function expiryFromDate(day: string, now: number): { expiresAt: string } | { problem: ExpiryProblem } {
  if (!day) return { problem: 'missing' };
  const end = endOf(day);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now) return { problem: 'past' };
  if (end.getTime() > endOf(latestExpiryDay(now)).getTime()) return { problem: 'tooFar' };
  return { expiresAt: end.toISOString() };
}
