import type { Crypto, FiatCurrency } from './payment';

/** A payment's credits reached the user's balance (sent once per payment). */
export interface PaymentConfirmedEvent {
  paymentId: string;
  userId: string;
  amount: number;
  currency: FiatCurrency;
  crypto: Crypto;
  credits: number;
}
