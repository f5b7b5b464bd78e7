import { createHash } from 'node:crypto';

/**
 * A short code the back office can read aloud and search for; the same user always gets the same
 * one, and it does not reveal the account id.
 */
export function userCode(userId: string): string {
  return `USR-${createHash('sha256').update(userId).digest('hex').slice(0, 8).toUpperCase()}`;
}
