import {
  IsBase64,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsPositiveAmount } from '../credits/money';
import { IsCheckoutAmount } from './checkout-validation';
import type { CreditChangeReason } from '../credits/reasons';
import type { DisplayStatus } from './display-status';
import {
  CRYPTOS,
  Crypto,
  FIAT_CURRENCIES,
  FiatCurrency,
  MAX_PAYMENT_AMOUNT,
  PAYMENT_PROVIDERS,
  PaymentCheck,
  PaymentProviderName,
  PaymentStatus,
  PaymentView,
} from './payment';
import { IsOptionalText } from '../text-fields';

export class GetPricesRequest {
  @IsIn(FIAT_CURRENCIES)
  currency: FiatCurrency;
}
export type CryptoPriceMap = Record<Crypto, { price: number }>;
export interface GetPricesReply {
  prices: CryptoPriceMap;
  /** `fallback` when the price source could not be reached and fixed prices were used. */
  source: 'live' | 'fallback';
  /**
   * For how many more milliseconds the payments service's cache gives this same answer: a caller
   * may reuse it that long at most, never longer. Absent when unknown (reuse nothing).
   */
  freshForMs?: number;
}

/** A checkout's price: `amount` is the cart's total in EUR, the figures are in `currency`. */
export class GetQuoteRequest {
  @IsCheckoutAmount()
  amount: number;

  @IsIn(FIAT_CURRENCIES)
  currency: FiatCurrency;
}

/** What a checkout of a cart costs in a currency, as a payment created now would charge it. */
export interface CheckoutQuote {
  /** The cart's total in EUR, as asked. */
  eurAmount: number;
  /** What the payment charges, in `currency`, to the cent (a conversion is rounded up). */
  amount: number;
  currency: FiatCurrency;
  /** The pack's credits, from the EUR amount at the EUR price of a credit. */
  credits: number;
  /** The price of one credit in `currency` (a converted price is not rounded). */
  creditPrice: number;
  /** The EUR to `currency` rate used; null when nothing was converted. */
  fxRate: number | null;
  /**
   * Where the price comes from: the EUR price (`fixed`), a configured USD price (`configured`),
   * or a conversion at the live rate or at the fixed fallback rate.
   */
  priceSource: 'fixed' | 'configured' | 'live' | 'fallback';
}
export type GetQuoteReply = CheckoutQuote;

/** `amount` is the cart's total in EUR; a USD payment charges its converted amount. */
export class CreatePaymentRequest {
  @IsUUID()
  userId: string;

  @IsPositiveAmount(MAX_PAYMENT_AMOUNT)
  amount: number;

  @IsIn(FIAT_CURRENCIES)
  currency: FiatCurrency;

  @IsIn(CRYPTOS)
  crypto: Crypto;
}
export interface CreatePaymentReply {
  paymentId: string;
  credits: number;
  /** What the payment charges, in its currency. */
  amount: number;
}

/**
 * A payment asked for by someone: its owner sees it, an admin sees any, anyone else is told it
 * does not exist.
 */
export class PaymentLookupRequest {
  @IsUUID()
  paymentId: string;

  @IsUUID()
  requesterId: string;

  @IsBoolean()
  requesterIsAdmin: boolean;
}
export interface GetPaymentReply {
  payment: PaymentView;
}
export interface CheckPaymentReply {
  payment: PaymentCheck;
}

export class RecordTxHashRequest extends PaymentLookupRequest {
  @IsString()
  @MaxLength(200)
  txHash: string;
}
export interface RecordTxHashReply {
  recorded: true;
}

export interface EnsureCreditsReply {
  /** True once the ledger holds this payment's credits. */
  creditsAdded: boolean;
}

export type SimulatePaidReply = GetPaymentReply;

export class ApprovePaymentRequest {
  @IsUUID()
  paymentId: string;

  @IsUUID()
  adminId: string;
}
export interface ApprovePaymentReply {
  /** True when the credits were already there before this approval. */
  alreadyCredited: boolean;
}

/**
 * Finance refunds a paid payment's unspent credits: they are taken back, then the provider gives
 * their share of the payment's fiat back as a claim link. `adminId` is who asked.
 */
export class RefundPaymentRequest {
  @IsUUID()
  paymentId: string;

  @IsUUID()
  adminId: string;

  @IsObject()
  reason: CreditChangeReason;
}
export interface RefundPaymentReply {
  /** True when an earlier call had refunded it: nothing changed now. */
  alreadyRefunded: boolean;
  /** The credits taken back. */
  credits: number;
  /** The fiat given back, in `currency`. */
  amount: string;
  currency: string;
  claimLink: string;
  pullPaymentId: string;
}

/** An administrator takes back the credits of a payment refunded after they were granted. */
export class ReversePaymentCreditsRequest {
  @IsUUID()
  paymentId: string;

  @IsUUID()
  adminId: string;
}
export interface ReversePaymentCreditsReply {
  /** True when they had already been taken back: nothing changed now. */
  alreadyReversed: boolean;
  /** The credits taken back (by this call or the earlier one). */
  credits: number;
  /** The buyer's balance afterwards (it may be negative). */
  balance: number;
}

/** The providers that post callbacks, each to its own route. */
export const CALLBACK_PROVIDERS = ['nowpayments', 'btcpay'] as const satisfies readonly PaymentProviderName[];
export type CallbackProviderName = (typeof CALLBACK_PROVIDERS)[number];

/** The largest callback body the gateway passes on (its 64 kB request body limit), in base64. */
export const CALLBACK_RAW_BODY_MAX_LENGTH = Math.ceil((64 * 1024) / 3) * 4;

/**
 * A provider's callback as received: the provider whose route it came to (NOWPayments' when
 * absent), the parsed JSON body, its exact bytes in base64 when the provider signs the bytes
 * (BTCPay), and its signature header.
 */
export class ReceiveIpnRequest {
  @IsOptional()
  @IsIn(CALLBACK_PROVIDERS)
  provider?: CallbackProviderName;

  @IsObject()
  body: Record<string, unknown>;

  @IsOptional()
  @IsBase64()
  @MaxLength(CALLBACK_RAW_BODY_MAX_LENGTH)
  rawBody?: string;

  @IsOptionalText(1024)
  signature?: string;
}
export interface ReceiveIpnReply {
  /** `queued`: recorded, and the provider will be asked about the payment shortly. */
  outcome: 'applied' | 'unchanged' | 'read' | 'queued' | 'unknown-payment';
}

export const ADMIN_STATUS_FILTERS = ['all', 'pending', 'completed', 'expired'] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
export const ADMIN_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export class ListAdminTransactionsRequest {
  @IsOptionalText(100)
  search?: string;

  @IsIn(ADMIN_STATUS_FILTERS)
  status: AdminStatusFilter;

  @IsIn(ADMIN_SORTS)
  sort: AdminSort;

  /** Only the payments this provider created. */
  @IsOptional()
  @IsIn(PAYMENT_PROVIDERS)
  provider?: PaymentProviderName;

  @IsInt()
  @Min(1)
  page: number;

  @IsInt()
  @Min(1)
  @Max(100)
  pageSize: number;
}

/** A row of the admin Transactions tab (spec section 3, "Crypto transaction"). */
export interface AdminTransaction {
  paymentId: string;
  transactionId: string;
  userId: string;
  amount: number;
  currency: FiatCurrency;
  crypto: Crypto;
  cryptoAmount: number;
  status: PaymentStatus;
  displayStatus: DisplayStatus;
  /** Fiat actually received when the payment was only partially paid; null otherwise. */
  paidAmount: number | null;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  creditsAdded: boolean;
  credits: number;
  address: string;
  /** Paid without the credits reaching the balance: the admin may approve it. */
  anomaly: boolean;
  /**
   * When the buyer's account was deleted; null while it exists. Money that arrives for a deleted
   * account is recorded but never credited: paid, it is the "payment for a deleted account" anomaly.
   */
  accountDeletedAt: string | null;
  /** Refunded after its credits were added, not yet reversed: the admin may reverse them. */
  refundedAfterCredit: boolean;
  /** When the credits of this refunded payment were taken back; null if they were not. */
  creditsReversedAt: string | null;
  /**
   * A refund by claim link: when its unspent credits were taken back for it (null: none asked),
   * the credits and fiat it gives back, and its claim link (null while the provider has not made
   * it: pending, retry).
   */
  refund?: { requestedAt: string; credits: number; amount: number; claimLink: string | null } | null;
  /** The price of one credit this payment was charged at, in its currency. */
  creditPrice: number | null;
  /** The EUR to currency rate the payment was converted at; null when nothing was converted. */
  fxRate: number | null;
  /** The provider that created it (and keeps it). */
  provider: PaymentProviderName;
  /** Settled or invalidated by hand in the provider's back office (BTCPay), not by the chain. */
  markedByHand: boolean;
}
export interface AdminTransactionStats {
  total: number;
  pending: number;
  completed: number;
  expired: number;
  /** Paid without credits, plus refunded after credit and not reversed. */
  anomalies: number;
}
export interface ListAdminTransactionsReply {
  transactions: AdminTransaction[];
  total: number;
  stats: AdminTransactionStats;
}
