import type { UserEntity } from './user.entity';

/**
 * The account has some second factor: an authenticator app or the emailed code today. A new kind
 * of factor counts here once it sets `two_factor_enabled` as the others do, so every rule asking
 * "has a second factor" (the back office's staff rule among them) follows without change.
 */
export function hasSecondFactor(user: Pick<UserEntity, 'twoFactorEnabled'>): boolean {
  return user.twoFactorEnabled;
}
