import {
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
import type { DisplayStatus } from './display-status';
import {
  CRYPTOS,
  Crypto,
  FIAT_CURRENCIES,
  FiatCurrency,
  MAX_PAYMENT_AMOUNT,
  PaymentCheck,
  PaymentStatus,
  PaymentView,
} from './payment';

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

/** A provider's callback as received: the parsed JSON body and its signature header. */
export class ReceiveIpnRequest {
  @IsObject()
  body: Record<string, unknown>;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  signature?: string;
}
export interface ReceiveIpnReply {
  outcome: 'applied' | 'unchanged' | 'unknown-payment';
}

export const ADMIN_STATUS_FILTERS = ['all', 'pending', 'completed', 'expired'] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
export const ADMIN_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export class ListAdminTransactionsRequest {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsIn(ADMIN_STATUS_FILTERS)
  status: AdminStatusFilter;

  @IsIn(ADMIN_SORTS)
  sort: AdminSort;

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
}
export interface AdminTransactionStats {
  total: number;
  pending: number;
  completed: number;
  expired: number;
  anomalies: number;
}
export interface ListAdminTransactionsReply {
  transactions: AdminTransaction[];
  total: number;
  stats: AdminTransactionStats;
}
