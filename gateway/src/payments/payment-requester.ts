import { Injectable } from '@nestjs/common';
import { MONEY_ROLES, PaymentsSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AdminAccess, allowRole, type AuthUser } from '../auth';

export interface Requester {
  requesterId: string;
  requesterIsAdmin: boolean;
}

/**
 * Who is looking at a payment. The token's admin claim only says "ask": admin rights are
 * confirmed with the auth service before they open someone else's payment.
 */
@Injectable()
export class PaymentRequester {
  constructor(
    private readonly access: AdminAccess,
    private readonly bus: MessageBus,
  ) {}

  async of(user: AuthUser): Promise<Requester> {
    // Any role reads payments and receipts.
    const requesterIsAdmin = user.isAdmin ? (await this.access.roleOf(user)) !== null : false;
    return { requesterId: user.id, requesterIsAdmin };
  }

  /**
   * Who changes a payment (credits it, annotates it): anyone their own; someone else's, finance
   * and owner only (403 ROLE_NOT_ALLOWED for support). `othersPayment` tells the caller that a
   * member of staff is acting on a customer's payment.
   */
  async ofChange(
    user: AuthUser,
    paymentId: string,
  ): Promise<{ requester: Requester; othersPayment: boolean }> {
    const role = user.isAdmin ? await this.access.roleOf(user) : null;
    const requester = { requesterId: user.id, requesterIsAdmin: role !== null };
    if (!role) return { requester, othersPayment: false };
    const { payment } = await this.bus.request(PaymentsSubjects.get, { paymentId, ...requester });
    if (payment.user_id === user.id) return { requester, othersPayment: false };
    allowRole(role, MONEY_ROLES);
    user.adminRole = role;
    return { requester, othersPayment: true };
  }
}
