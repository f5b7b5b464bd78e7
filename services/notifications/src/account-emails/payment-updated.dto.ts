import type { PaymentPreviousState, PaymentUpdatedEvent, PaymentView } from '@storefront/contracts';
import { IsObject, IsUUID } from 'class-validator';

/** `payments.payment.updated`, checked as far as this service relies on it. */
export class PaymentUpdatedDto implements PaymentUpdatedEvent {
  @IsUUID()
  paymentId: string;

  @IsUUID()
  userId: string;

  @IsObject()
  previous: PaymentPreviousState;

  @IsObject()
  payment: PaymentView;
}
