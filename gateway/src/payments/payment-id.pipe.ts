import { Injectable, PipeTransform } from '@nestjs/common';
import { INVALID_PAYMENT_ID, isPaymentId } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';

/** `:paymentId` must be a payment id; 'crypto' (the old checkout path) and junk are a 400. */
@Injectable()
export class PaymentIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (!isPaymentId(value)) throw ServiceError.badRequest(INVALID_PAYMENT_ID, 'INVALID_PAYMENT_ID');
    return value.toLowerCase();
  }
}
