import { Injectable } from '@nestjs/common';
import { AdminErrorCode, API_KEY_MESSAGES, AuthSubjects, VerifiedApiKey } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { insufficientScope } from './api-key.guard';

/** Whose credits an API call touches. */
@Injectable()
export class ActingUser {
  constructor(private readonly bus: MessageBus) {}

  /**
   * A personal key acts for its owner only (naming anyone else is a 403); a service key acts for
   * the existing user it names in `user_id`.
   */
  async of(key: VerifiedApiKey, userId: string | undefined): Promise<string> {
    if (key.kind === 'personal') {
      if (userId !== undefined && userId !== key.ownerId) throw insufficientScope();
      return key.ownerId!;
    }
    if (!userId) throw ServiceError.badRequest(API_KEY_MESSAGES.userIdRequired);
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [userId] });
    if (!users.length) throw ServiceError.notFound('User not found', AdminErrorCode.UserNotFound);
    return userId;
  }

  /**
   * The holds a key may capture or release: a personal key, those it placed itself (another key
   * of the same owner did not agree to this one's spending); a service key, any (the route has
   * checked its `credits:spend`).
   */
  holdsOf(key: VerifiedApiKey): { onlyUserId?: string; onlyKeyId?: string } {
    return key.kind === 'personal' ? { onlyUserId: key.ownerId!, onlyKeyId: key.keyId } : {};
  }
}
