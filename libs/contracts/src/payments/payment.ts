export const CRYPTOS = ['btc', 'eth', 'ltc'] as const;
export type Crypto = (typeof CRYPTOS)[number];

export const FIAT_CURRENCIES = ['eur', 'usd'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'nowpayments'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Stored status. It only moves forward: waiting → confirming → paid | partially_paid | expired |
 * failed, except that money arriving after an expiry or failure still makes the payment paid (or
 * partially paid). paid and partially_paid are both terminal: once one is recorded, later news
 * changes nothing (a partial payment is not upgraded by a later full one).
 */
export const PAYMENT_STATUSES = [
  'waiting',
  'confirming',
  'paid',
  'partially_paid',
  'expired',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'paid',
  'partially_paid',
  'expired',
  'failed',
];

/** Statuses whose payment earns credits (all of them, or what was actually paid). */
export const CREDITED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'partially_paid'];
export const isCreditedStatus = (status: PaymentStatus) => CREDITED_PAYMENT_STATUSES.includes(status);

/** Fiat per credit, in the payment's currency. */
export const CREDIT_PRICE = 2;

/** The largest amount one checkout may ask for. */
export const MAX_PAYMENT_AMOUNT = 100_000;

/** Credits a payment of `amount` buys: half the amount, rounded down (spec section 9). */
export function creditsForAmount(amount: number): number {
  const cents = Math.round(amount * 100);
  return Math.floor(cents / (CREDIT_PRICE * 100));
}

/**
 * The fiat value of a partial payment: `amount * actuallyPaid / cryptoAmount`, rounded down to the
 * cent and capped at `amount`, and the credits it buys (`floor(paid / 2)`). Exact decimal
 * arithmetic on the decimal strings, so no float error can round a cent up.
 */
export function partialPayment(
  amount: string | number,
  cryptoAmount: string | number,
  actuallyPaid: string | number,
): { paidAmount: string; credits: number } {
  const cents = toUnits(String(amount), 2);
  const expected = toUnits(String(cryptoAmount), 20);
  const paid = toUnits(String(actuallyPaid), 20);
  let paidCents = expected > 0n && paid > 0n ? (cents * paid) / expected : 0n;
  if (paidCents > cents) paidCents = cents;
  const paidAmount = `${paidCents / 100n}.${String(paidCents % 100n).padStart(2, '0')}`;
  return { paidAmount, credits: Number(paidCents / BigInt(CREDIT_PRICE * 100)) };
}

const DECIMAL = /^\s*(\d+)(?:\.(\d+))?\s*$/;

/** A non-negative decimal string (no exponent) as an integer of `scale` decimals, truncated. */
function toUnits(value: string, scale: number): bigint {
  const plain = /e/i.test(value) ? Number(value).toFixed(20) : value;
  const m = DECIMAL.exec(plain);
  if (!m) return 0n;
  const frac = (m[2] ?? '').slice(0, scale).padEnd(scale, '0');
  return BigInt(m[1] + frac);
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
  /** Fiat actually received when the payment was only partially paid; null otherwise. */
  paidAmount: number | null;
  /** The page may offer "simulate payment": sandbox provider outside production only. */
  canSimulate: boolean;
}

/** What the payment page's 10-second check reads. */
export interface PaymentCheck {
  status: 'confirmed' | 'pending';
  confirmations: number;
}
