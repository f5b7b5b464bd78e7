import { Injectable, PipeTransform } from '@nestjs/common';
import { PAYMENT_MESSAGES, PaymentsErrorCode, isPaymentId } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';

/** `:paymentId` must be a payment id; 'crypto' (the old checkout path) and junk are a 400. */
@Injectable()
export class PaymentIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (!isPaymentId(value))
      throw ServiceError.badRequest(PAYMENT_MESSAGES.invalidId, PaymentsErrorCode.InvalidPaymentId);
    return value.toLowerCase();
  }
}
