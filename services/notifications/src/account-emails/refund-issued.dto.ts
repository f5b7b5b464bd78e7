import type { FiatCurrency, PaymentRefundIssuedEvent } from '@storefront/contracts';
import { IsInt, IsNumber, IsString, IsUrl, IsUUID, Min } from 'class-validator';

/** `payments.payment.refund-issued`, checked as far as this service relies on it. */
export class RefundIssuedDto implements PaymentRefundIssuedEvent {
  @IsUUID()
  paymentId: string;

  @IsUUID()
  userId: string;

  @IsInt()
  @Min(0)
  credits: number;

  @IsNumber()
  amount: number;

  @IsString()
  currency: FiatCurrency;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  claimLink: string;
}
