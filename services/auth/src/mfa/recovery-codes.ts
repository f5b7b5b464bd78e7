// Recovery codes: ten random codes of ten characters (about 50 bits each), shown once as
// "abcde-fghij" and stored as SHA-256 (their entropy makes a slow hash unnecessary).
import { RECOVERY_CODE_COUNT } from '@storefront/contracts';
import { createHash, randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: easy to copy from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
