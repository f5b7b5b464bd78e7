import { Injectable } from '@nestjs/common';
import { AuthSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import type { AuthUser } from '../auth';

/**
 * Who is looking at a payment. The token's admin claim only says "ask": admin rights are
 * confirmed with the auth service before they open someone else's payment.
 */
@Injectable()
export class PaymentRequester {
  constructor(private readonly bus: MessageBus) {}

  async of(user: AuthUser): Promise<{ requesterId: string; requesterIsAdmin: boolean }> {
    const requesterIsAdmin = user.isAdmin
      ? (await this.bus.request(AuthSubjects.isAdmin, { userId: user.id })).isAdmin
      : false;
    return { requesterId: user.id, requesterIsAdmin };
  }
}
