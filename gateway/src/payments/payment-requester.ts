import { Injectable } from '@nestjs/common';
import { MONEY_ROLES, PaymentsSubjects, type RequestMap } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AdminAccess, type AuthUser } from '../auth';

export interface Requester {
  requesterId: string;
  requesterIsAdmin: boolean;
}

/** The payments requests about one payment as the one asking may see it (`PaymentLookupRequest`). */
export type PaymentLookupSubject = (typeof PaymentsSubjects)[
  'get' | 'check' | 'simulatePaid' | 'getReceipt' | 'getReceiptPdf' | 'getCreditNote' | 'getCreditNotePdf'];

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

  /** Sends payments the request `subject` about one payment, on behalf of `user`. */
  async request<S extends PaymentLookupSubject>(
    subject: S,
    paymentId: string,
    user: AuthUser,
  ): Promise<RequestMap[S]['reply']> {
    return this.bus.request(subject, { paymentId, ...(await this.of(user)) });
  }

  /**
   * Who changes a payment (credits it, annotates it): anyone their own; someone else's, finance
   * and owner only (403 ROLE_NOT_ALLOWED for support), with their second factor as on every admin
   * route. `othersPayment` tells the caller that a
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
    // The full admin check of a back-office action: role, and the second factor it needs.
    await this.access.require(user, MONEY_ROLES);
    return { requester, othersPayment: true };
  }
}
