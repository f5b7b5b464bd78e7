import { IDEMPOTENCY_KEY_PATTERN } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';

/**
 * An `Idempotency-Key` header as sent (absent is fine: the change is then not deduplicated); a
 * malformed one is refused with 400 before anything is done.
 */
export function checkedIdempotencyKey(key: string | undefined): string | undefined {
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw ServiceError.badRequest('Idempotency-Key must be 8 to 100 letters, digits, _ or -');
  }
  return key;
}
