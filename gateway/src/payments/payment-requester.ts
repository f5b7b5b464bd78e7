import { Injectable } from '@nestjs/common';
import { AdminAccess, type AuthUser } from '../auth';

/**
 * Who is looking at a payment. The token's admin claim only says "ask": admin rights are
 * confirmed with the auth service before they open someone else's payment.
 */
@Injectable()
export class PaymentRequester {
  constructor(private readonly access: AdminAccess) {}

  async of(user: AuthUser): Promise<{ requesterId: string; requesterIsAdmin: boolean }> {
    // Any role reads payments and receipts.
    const requesterIsAdmin = user.isAdmin ? (await this.access.roleOf(user)) !== null : false;
    return { requesterId: user.id, requesterIsAdmin };
  }
}
