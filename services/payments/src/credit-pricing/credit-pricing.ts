import DecimalJs from 'decimal.js';
import type { CheckoutQuote, FiatCurrency } from '@storefront/contracts';

/**
 * Exact enough for any amount here, and truncating: a quotient is never rounded up past a cent or
 * a credit boundary before it is rounded on purpose.
 */
const Decimal = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_DOWN });
type Decimal = DecimalJs;

/** Decimals an exchange rate is kept to. */
const FX_RATE_DECIMALS = 6;

type Value = DecimalJs.Value;

const cents = (value: Decimal) => value.toDecimalPlaces(2, DecimalJs.ROUND_DOWN);
const centsUp = (value: Decimal) => value.toDecimalPlaces(2, DecimalJs.ROUND_UP);

/** A usable positive decimal from a provider or a setting, or null. */
function positiveDecimal(value: Value | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() && d.gt(0) ? d : null;
  } catch {
    return null;
  }
}

/** The pack's credits: the EUR amount at the EUR price of a credit, rounded down. */
export function packCredits(eurAmount: Value, eurPrice: Value): number {
  return new Decimal(eurAmount).div(eurPrice).floor().toNumber();
}

/** EUR to USD from one coin's price in both currencies, kept to 6 decimals. */
export function eurUsdRate(priceInUsd: Value, priceInEur: Value): Decimal {
  return new Decimal(priceInUsd).div(priceInEur).toDecimalPlaces(FX_RATE_DECIMALS, DecimalJs.ROUND_HALF_UP);
}

interface QuoteInput {
  /** The cart's total in EUR. */
  eurAmount: Value;
  currency: FiatCurrency;
  /** `CREDIT_PRICE_EUR`. */
  eurPrice: Value;
  /** `CREDIT_PRICE_USD`, when configured. */
  usdPrice?: Value | null;
  /** The current EUR to USD rate and where it comes from; read only for an unpriced USD checkout. */
  rate?: () => { rate: Value; source: 'live' | 'fallback' };
}

/** The exact figures of a checkout, as decimal strings: what the payment row stores. */
export interface QuoteFigures {
  eurAmount: string;
  amount: string;
  currency: FiatCurrency;
  credits: number;
  creditPrice: string;
  fxRate: string | null;
  priceSource: CheckoutQuote['priceSource'];
}

/**
 * What a cart of `eurAmount` costs in `currency`. EUR: the amount itself. USD at a configured
 * price: the EUR amount scaled by USD price / EUR price. USD otherwise: the EUR amount at the
 * current rate. A converted amount is rounded up to the cent, never down; the credits are always
 * the pack's, from the EUR amount.
 */
export function quoteCheckout(input: QuoteInput): QuoteFigures {
  const eurAmount = new Decimal(input.eurAmount);
  const eurPrice = new Decimal(input.eurPrice);
  const credits = packCredits(eurAmount, eurPrice);
  const base = { eurAmount: eurAmount.toFixed(2), currency: input.currency, credits };
  if (input.currency === 'eur') {
    return {
      ...base,
      amount: eurAmount.toFixed(2),
      creditPrice: eurPrice.toFixed(),
      fxRate: null,
      priceSource: 'fixed',
    };
  }
  const usdPrice = positiveDecimal(input.usdPrice);
  if (usdPrice) {
    return {
      ...base,
      amount: centsUp(eurAmount.mul(usdPrice).div(eurPrice)).toFixed(2),
      creditPrice: usdPrice.toFixed(),
      fxRate: null,
      priceSource: 'configured',
    };
  }
  if (!input.rate) throw new Error('a USD checkout without a USD price needs the EUR/USD rate');
  const { rate, source } = input.rate();
  const fx = new Decimal(rate);
  return {
    ...base,
    amount: centsUp(eurAmount.mul(fx)).toFixed(2),
    creditPrice: eurPrice.mul(fx).toFixed(),
    fxRate: fx.toFixed(),
    priceSource: source,
  };
}

/** The numbers of a quote as the API shows them. */
export function quoteView(figures: QuoteFigures): CheckoutQuote {
  return {
    eurAmount: Number(figures.eurAmount),
    amount: Number(figures.amount),
    currency: figures.currency,
    credits: figures.credits,
    creditPrice: Number(figures.creditPrice),
    fxRate: figures.fxRate === null ? null : Number(figures.fxRate),
    priceSource: figures.priceSource,
  };
}

interface PartialPaymentInput {
  /** What the payment charged, in its currency (the stored amount). */
  amount: Value;
  /** The pack's credits. */
  credits: number;
  /** Our stored quote in crypto: used only when the provider gives no amount of its own. */
  cryptoAmount: Value;
  /** Crypto that arrived, as the provider says. */
  actuallyPaid: Value;
  /** The crypto the provider asks for now (it may have re-quoted since the payment was made). */
  payAmount?: Value | null;
  /** The fiat the provider priced the payment at, in the payment's currency. */
  priceAmount?: Value | null;
}

/**
 * What a partial payment is worth, from the provider's own figures: the fiat it priced (never
 * more than we charged) times the share of its current crypto amount that arrived, rounded down
 * to the cent; and the pack's credits in the same proportion of what was charged, rounded down.
 * A provider that re-quoted the payment higher values the same deposit lower. Exact decimals.
 */
export function partialPayment(input: PartialPaymentInput): { paidAmount: string; credits: number } {
  const charged = new Decimal(input.amount);
  const priced = positiveDecimal(input.priceAmount);
  const fiat = priced && priced.lt(charged) ? priced : charged;
  const asked = positiveDecimal(input.payAmount) ?? positiveDecimal(input.cryptoAmount);
  const arrived = positiveDecimal(input.actuallyPaid);
  let paid = asked && arrived ? cents(fiat.mul(arrived).div(asked)) : new Decimal(0);
  if (paid.gt(fiat)) paid = fiat;
  const credits = charged.gt(0) ? new Decimal(input.credits).mul(paid).div(charged).floor().toNumber() : 0;
  return { paidAmount: paid.toFixed(2), credits: Math.min(credits, input.credits) };
}
