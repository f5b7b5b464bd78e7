import { PaymentLookupRequest } from '@storefront/contracts';

/** Who is asking about a payment. */
export interface Requester {
  userId: string;
  isAdmin: boolean;
}

export const requester = (r: PaymentLookupRequest): Requester => ({
  userId: r.requesterId,
  isAdmin: r.requesterIsAdmin,
});

/**
 * A `ForwardingHandler` route of a request about one payment (a validated `PaymentLookupRequest`):
 * `answer` is given the handler's services, the payment's id and who asks.
 */
export const paymentLookup = <Services, Reply>(
  answer: (services: Services, paymentId: string, asker: Requester) => Reply,
) =>
  [
    PaymentLookupRequest,
    (services: Services, request: PaymentLookupRequest) =>
      answer(services, request.paymentId, requester(request)),
  ] as const;
