import { Injectable, Logger } from '@nestjs/common';
import { AuthSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { PresenceConfig } from '../config';
import { userCode } from './user-code';

export interface KnownUser {
  userId: string;
  userCode: string;
  email: string | null;
  name: string | null;
}

const MAX_ENTRIES = 10_000;

/** Signed-in visitors' e-mail and name from the auth service, kept briefly so a busy site asks rarely. */
@Injectable()
export class UserDirectory {
  private readonly logger = new Logger(UserDirectory.name);
  private readonly cache = new Map<string, { user: KnownUser; expiresAt: number }>();

  constructor(
    private readonly bus: MessageBus,
    private readonly config: PresenceConfig,
  ) {}

  async lookup(userId: string): Promise<KnownUser> {
    const hit = this.cache.get(userId);
    if (hit && hit.expiresAt > Date.now()) return hit.user;
    const fallback: KnownUser = { userId, userCode: userCode(userId), email: null, name: null };
    try {
      const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [userId] });
      const found = users.find((u) => u.id === userId);
      const user = found
        ? {
            ...fallback,
            email: found.email,
            name: `${found.firstName ?? ''} ${found.lastName ?? ''}`.trim() || null,
          }
        : fallback;
      this.remember(user);
      return user;
    } catch (err) {
      // The visit is still the user's; only the e-mail and name are missing until the next hello.
      this.logger.warn(`could not look up user ${userId}: ${String(err)}`);
      return fallback;
    }
  }

  forget(userId: string): void {
    this.cache.delete(userId);
  }

  private remember(user: KnownUser): void {
    if (this.config.USER_CACHE_TTL_SECONDS === 0) return;
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(user.userId, { user, expiresAt: Date.now() + this.config.USER_CACHE_TTL_SECONDS * 1000 });
  }
}
