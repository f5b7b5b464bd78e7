import { AuthErrorCode, AUTH_MESSAGES } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from './user.entity';
import type { UsersRepository } from './users.repository';

/**
 * Refuses to delete, suspend or demote the only active owner, which would leave the back office
 * without anyone able to open it or to give roles.
 */
export async function assertNotLastAdmin(
  users: UsersRepository,
  user: UserEntity,
  em?: EntityManager,
): Promise<void> {
  if (user.adminRole !== 'owner' || !user.isActive) return;
  if ((await users.countActiveOwners(em)) <= 1)
    throw ServiceError.conflict(AUTH_MESSAGES.lastAdmin, AuthErrorCode.LastAdmin);
}
