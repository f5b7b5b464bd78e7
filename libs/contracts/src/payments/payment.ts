export const CRYPTOS = ['btc', 'eth', 'ltc'] as const;
export type Crypto = (typeof CRYPTOS)[number];

export const FIAT_CURRENCIES = ['eur', 'usd'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'nowpayments'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Stored status. It only moves forward: waiting → confirming → paid | expired | failed, except that
 * money arriving after an expiry or failure still makes the payment paid.
 */
export const PAYMENT_STATUSES = ['waiting', 'confirming', 'paid', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'expired', 'failed'];

/** Fiat per credit, in the payment's currency. */
export const CREDIT_PRICE = 2;

/** The largest amount one checkout may ask for. */
export const MAX_PAYMENT_AMOUNT = 100_000;

/** Credits a payment of `amount` buys: half the amount, rounded down (spec section 9). */
export function creditsForAmount(amount: number): number {
  const cents = Math.round(amount * 100);
  return Math.floor(cents / (CREDIT_PRICE * 100));
}

export const INVALID_PAYMENT_ID = 'ID de paiement invalide';
export const PAYMENT_NOT_FOUND = 'Payment not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Payment ids are UUIDs; anything else (including the literal 'crypto') is not one. */
export function isPaymentId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The payment as the payment page reads it, with both spellings the spec lists. */
export interface PaymentView {
  payment_id: string;
  transactionId: string;
  user_id: string;
  amount: number;
  price_amount: number;
  currency: FiatCurrency;
  price_currency: FiatCurrency;
  crypto: Crypto;
  cryptoAmount: number;
  crypto_amount: number;
  address: string;
  qr_code: string | null;
  status: PaymentStatus;
  confirmations: number;
  txHash: string | null;
  /** Credits this payment buys, fixed by the server when it was created. */
  credits: number;
  creditsAdded: boolean;
  expiresAt: string;
  createdAt: string;
  paidAt: string | null;
  provider: PaymentProviderName;
  /** The page may offer "simulate payment": sandbox provider outside production only. */
  canSimulate: boolean;
}

/** What the payment page's 10-second check reads. */
export interface PaymentCheck {
  status: 'confirmed' | 'pending';
  confirmations: number;
}
