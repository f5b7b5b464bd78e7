// The crypto checkout's rules as pure functions: reading the query, validating, estimating.
import { CommonErrorCode } from '@storefront/contracts/browser';
import { ApiError } from '@/lib/api-error';
import { CREDIT_PRICE_EUR } from '@/lib/product';
import {
  FIAT_CURRENCIES,
  isCreditPackTotal,
  PaymentsErrorCode,
  type Crypto,
  type FiatCurrency,
} from './payment-contracts';
import { retryWait, type RetryWait } from './retry-wait';

export const DEFAULT_CHECKOUT_CURRENCY: FiatCurrency = 'eur';

/** Decimals of the crypto estimate shown next to each coin. */
export const ESTIMATE_DECIMALS = 8;

/** After 'Redirecting to payment...', the payment page opens this much later. */
export const CHECKOUT_REDIRECT_MS = 1000;

export interface CheckoutSearch {
  /**
   * The amount to pay; undefined when the link carries none (the cart's total is paid), null when
   * it carries something that is not a number.
   */
  amount: number | null | undefined;
  currency: FiatCurrency;
}

/** `?amount=80&currency=eur`: without an amount the cart's total is paid; the currency defaults to eur. */
export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  return { amount: parseAmount(search.amount), currency: parseCurrency(search.currency) };
}

/**
 * What the checkout can sell: nothing while the cart is empty (its page says so and links to the
 * pricing), only what packs on sale add up to (never a made-up amount from a link), else the amount.
 */
export type CheckoutOrder =
  { kind: 'emptyCart' } | { kind: 'notAPack'; amount: number | null } | { kind: 'order'; amount: number };

export function checkoutOrder(
  linkAmount: number | null | undefined,
  cartTotal: number,
  cartCount: number,
): CheckoutOrder {
  if (cartCount <= 0) return { kind: 'emptyCart' };
  const amount = linkAmount === undefined ? cartTotal : linkAmount;
  if (amount === null || !isCreditPackTotal(amount)) return { kind: 'notAPack', amount };
  return { kind: 'order', amount };
}

function parseAmount(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

function parseCurrency(raw: unknown): FiatCurrency {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return (FIAT_CURRENCIES as readonly string[]).includes(value)
    ? (value as FiatCurrency)
    : DEFAULT_CHECKOUT_CURRENCY;
}

export type CheckoutProblem = 'missingFields' | 'amountNotPositive';

/** Why the checkout cannot go on: both fields are required, and the amount must be above 0. */
export function checkoutProblem(amount: number | null, crypto: Crypto | null): CheckoutProblem | undefined {
  if (amount === null || !crypto) return 'missingFields';
  if (!(amount > 0)) return 'amountNotPositive';
  return undefined;
}

/** amount / price with 8 decimals ("0.00133333"); null while the price is unknown. */
export function formatCryptoEstimate(amount: number | null, price: number | undefined): string | null {
  if (amount === null || !(amount > 0) || !price || !(price > 0)) return null;
  return (amount / price).toFixed(ESTIMATE_DECIMALS);
}

/**
 * The pack's credits while the server's quote is on its way: the cart's EUR total at the EUR price
 * of a credit, rounded down (counted in cents, so 0.1 + 0.2 noise cannot round it). The server's
 * quote, and then the payment, decide.
 */
export function creditsForCheckout(eurAmount: number | null): number {
  if (eurAmount === null || !(eurAmount > 0)) return 0;
  return Math.floor(Math.round(eurAmount * 100) / Math.round(CREDIT_PRICE_EUR * 100));
}

/**
 * What the checkout charges, in its currency: the server's quote; before it arrives, the cart's
 * EUR total in EUR, and nothing yet in USD (a converted amount comes only from the server).
 */
export function checkoutCharge(
  eurAmount: number | null,
  currency: FiatCurrency,
  quote: { amount: number; currency: FiatCurrency } | undefined,
): number | null {
  if (quote && quote.currency === currency) return quote.amount;
  return currency === 'eur' ? eurAmount : null;
}

export type CreatePaymentFailure =
  | { kind: 'connection' }
  /** The server refused the input: its refusal's code says why (see serverErrorText). */
  | { kind: 'rejected'; error: ApiError }
  /** Refused for now (429): too many payments waiting, or opened too fast; try again after `wait`. */
  | { kind: 'tooManyOpen' | 'rateLimited'; wait: RetryWait | null }
  | { kind: 'failed' };

/** What to tell the buyer when creating the payment failed. */
export function describeCreatePaymentFailure(error: unknown): CreatePaymentFailure {
  if (error instanceof TypeError) return { kind: 'connection' }; // fetch could not reach the server
  if (error instanceof ApiError && error.status === 400 && error.code === CommonErrorCode.ValidationFailed) {
    return { kind: 'rejected', error };
  }
  // No provider takes this crypto, or none that does answers now: the buyer chooses another.
  if (
    error instanceof ApiError &&
    (error.code === PaymentsErrorCode.PaymentMethodUnavailable ||
      error.code === PaymentsErrorCode.PaymentMethodTemporarilyUnavailable)
  ) {
    return { kind: 'rejected', error };
  }
  if (error instanceof ApiError && error.status === 429) {
    const kind = error.code === PaymentsErrorCode.TooManyOpenPayments ? 'tooManyOpen' : 'rateLimited';
    return { kind, wait: retryWait(error.retryAfterSeconds) };
  }
  return { kind: 'failed' };
}
