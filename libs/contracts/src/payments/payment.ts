/** The ways to pay: a coin on its chain, or `lightning` (bitcoin over the Lightning Network). */
export const CRYPTOS = ['btc', 'eth', 'ltc', 'lightning'] as const;
export type Crypto = (typeof CRYPTOS)[number];

/** The coins a price is looked up for. */
export const PRICED_COINS = ['btc', 'eth', 'ltc'] as const;
export type PricedCoin = (typeof PRICED_COINS)[number];

/** The coin each way to pay is priced and counted in: Lightning moves bitcoin. */
export const PRICED_AS: Readonly<Record<Crypto, PricedCoin>> = {
  btc: 'btc',
  eth: 'eth',
  ltc: 'ltc',
  lightning: 'btc',
};

export const FIAT_CURRENCIES = ['eur', 'usd'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'nowpayments', 'btcpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Stored status. It only moves forward: waiting → confirming → a final status (paid,
 * partially_paid, expired, failed, refunded); news about an earlier stage never moves a payment
 * back. Two exceptions, both forward in money: money arriving after an expiry or failure still
 * makes the payment paid or partially paid (and a deposit seen on its way reopens an expired one
 * as confirming); and a refund reported by the provider ends any payment, paid ones included.
 * paid and partially_paid are otherwise terminal (a partial payment is not upgraded by a later
 * full one), and refunded is terminal: nothing moves out of it.
 */
export const PAYMENT_STATUSES = [
  'waiting',
  'confirming',
  'paid',
  'partially_paid',
  'expired',
  'failed',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'paid',
  'partially_paid',
  'expired',
  'failed',
  'refunded',
];

/**
 * For each status, the statuses a payment may be in for it to move there: the one table every
 * status change of the payments repository is conditional on. Each target lists only earlier
 * stages (and itself where a repeat adds figures, like confirmations), so late or repeated news
 * changes nothing.
 */
export const PAYMENT_STATUS_PREDECESSORS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  waiting: [],
  confirming: ['waiting', 'confirming', 'expired'],
  paid: ['waiting', 'confirming', 'expired', 'failed'],
  partially_paid: ['waiting', 'confirming', 'expired', 'failed'],
  expired: ['waiting', 'confirming'],
  failed: ['waiting', 'confirming'],
  refunded: ['waiting', 'confirming', 'paid', 'partially_paid', 'expired', 'failed'],
};

/** Whether a payment in `from` may move to `to` (see PAYMENT_STATUS_PREDECESSORS). */
export const canMoveTo = (from: PaymentStatus, to: PaymentStatus) =>
  PAYMENT_STATUS_PREDECESSORS[to].includes(from);

/** Statuses whose payment earns credits (all of them, or what was actually paid). */
export const CREDITED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'partially_paid'];
export const isCreditedStatus = (status: PaymentStatus) => CREDITED_PAYMENT_STATUSES.includes(status);

/** The price of a credit when `CREDIT_PRICE_EUR` is not set: the cart's 2 € per credit. */
export const DEFAULT_CREDIT_PRICE_EUR = 2;

/** The largest amount one checkout may ask for. */
export const MAX_PAYMENT_AMOUNT = 100_000;

/** The payments API's messages (the web app shows its own words for each error code). */
export const PAYMENT_MESSAGES = {
  invalidId: 'ID de paiement invalide',
  notFound: 'Payment not found',
  notConfirmed: 'Payment not confirmed yet',
  accountDeleted: 'Le compte de ce paiement a été supprimé : aucun crédit ne peut lui être ajouté',
} as const;

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
  /** Fiat actually received when the payment was only partially paid; null otherwise. */
  paidAmount: number | null;
  /**
   * When an administrator took back the credits of this payment after it was refunded (its
   * receipt is then voided by a credit note); null while they are still on the balance, or were
   * never added.
   */
  creditsReversedAt: string | null;
  /**
   * Where the payer claims the refund finance issued of this payment's unspent credits (BTCPay's
   * pull payment); null while none was issued.
   */
  refundClaimLink: string | null;
  /** Its unspent credits were taken back for a refund the provider has not made yet (retry). */
  refundPending: boolean;
  /** The provider's own page for paying this payment (BTCPay's checkout), a second way to pay; null if none. */
  checkoutLink: string | null;
  /** The page may offer "simulate payment": sandbox provider outside production only. */
  canSimulate: boolean;
}

/** What the payment page's 10-second check reads. */
export interface PaymentCheck {
  status: 'confirmed' | 'pending';
  confirmations: number;
}

/** The ticker an amount of a way to pay is written in: its coin's ("BTC" for Lightning). */
export function cryptoTicker(crypto: string): string {
  return (PRICED_AS[crypto as Crypto] ?? crypto).toUpperCase();
}
