import type { PaymentLookupRequest } from '@storefront/contracts';

/** Who is asking about a payment. */
export interface Requester {
  userId: string;
  isAdmin: boolean;
}

export const requester = (r: PaymentLookupRequest): Requester => ({
  userId: r.requesterId,
  isAdmin: r.requesterIsAdmin,
});
