import type { BalanceChangedEvent, PaymentConfirmedEvent } from '@storefront/contracts';
import { IsISO8601, IsNumber, IsOptional, IsString, IsUUID } from 'class-validator';

/** The parts of `credits.balance.changed` this service uses. */
export class BalanceChangedDto implements Pick<
  BalanceChangedEvent,
  'userId' | 'delta' | 'balance' | 'adminId' | 'transactionId' | 'at'
> {
  @IsUUID()
  userId: string;

  @IsNumber()
  delta: number;

  @IsNumber()
  balance: number;

  @IsOptional()
  @IsUUID()
  adminId?: string;

  @IsString()
  transactionId: string;

  @IsOptional()
  @IsISO8601()
  at?: string;
}

/** The parts of `payments.payment.confirmed` this service uses. */
export class PaymentConfirmedDto implements Pick<PaymentConfirmedEvent, 'userId' | 'paymentId' | 'credits'> {
  @IsUUID()
  userId: string;

  @IsString()
  paymentId: string;

  @IsNumber()
  credits: number;
}
