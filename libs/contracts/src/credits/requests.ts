import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { nested } from '../query-params';
import { LOW_BALANCE_THRESHOLD_MAX } from '../notifications/email-preference-rules';
import { IsBalanceAmount, IsPositiveAmount, MAX_CREDIT_AMOUNT } from './money';
import type { CreditChangeReason } from './reasons';
import {
  AdminCreditHistoryEntry,
  AdminLedgerFields,
  CREDIT_TRANSACTION_TYPES,
  CreditTransaction,
  CreditTransactionType,
} from './transactions';
import { IsOptionalText } from '../text-fields';

/** An `Idempotency-Key` header as a client may send it: 8 to 100 letters, digits, `_` or `-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** The key as stored: scoped to the administrator who sent it, so two can never collide. */
const SCOPED_REQUEST_ID = /^[0-9a-f-]{36}:[A-Za-z0-9_-]{8,100}$/;

export class GetBalanceRequest {
  @IsUUID()
  userId: string;
}
export interface GetBalanceReply {
  userId: string;
  balance: number;
}

export class ListBalancesRequest {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID(undefined, { each: true })
  userIds: string[];
}
export interface ListBalancesReply {
  /** Balance per requested user id; users without a balance row read 0. */
  balances: Record<string, number>;
}

export const TRANSACTION_LIST_LIMITS = [10, 100] as const;

export class ListTransactionsRequest {
  @IsUUID()
  userId: string;

  @IsOptional()
  @IsIn(TRANSACTION_LIST_LIMITS)
  limit?: (typeof TRANSACTION_LIST_LIMITS)[number];

  /** Only rows of this type. */
  @IsOptional()
  @IsIn(CREDIT_TRANSACTION_TYPES)
  type?: CreditTransactionType;
}
export interface ListTransactionsReply {
  transactions: CreditTransaction[];
}

export type ListAdminHistoryRequest = Record<string, never>;
export interface ListAdminHistoryReply {
  /** Newest first, at most 100. */
  entries: AdminCreditHistoryEntry[];
}

export const ADJUST_DIRECTIONS = ['add', 'remove'] as const;
export type AdjustDirection = (typeof ADJUST_DIRECTIONS)[number];

/** An administrator adds or removes credits; a removal may leave the balance negative. */
export class AdjustCreditsRequest {
  @IsUUID()
  userId: string;

  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  amount: number;

  @IsIn(ADJUST_DIRECTIONS)
  direction: AdjustDirection;

  @IsUUID()
  adminId: string;

  @IsOptionalText(500)
  description?: string;

  /** The same key on a retried request returns the first change instead of making another. */
  @IsOptional()
  @Matches(SCOPED_REQUEST_ID)
  requestId?: string;

  /** Why, for a change made by hand (required from the back office; none for automatic undos). */
  @IsOptional()
  reason?: CreditChangeReason;

  /** The four-eyes request whose approval applies this change. */
  @IsOptional()
  @IsUUID()
  approvalId?: string;
}
/** The admin edit form's "credits" field: the balance becomes exactly `balance`. */
export class SetBalanceRequest {
  @IsUUID()
  userId: string;

  @ValidateIf((_, v) => v !== 0)
  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  balance: number;

  @IsUUID()
  adminId: string;

  /**
   * The balance the edit started from. When given, the balance is set only if it still has this
   * value (to the cent) under the row lock; otherwise nothing is written and the reply is a 409
   * `CREDITS_CHANGED`. Left out, the balance is set whatever it is.
   */
  @IsOptional()
  @IsBalanceAmount()
  expectedBalance?: number;

  @IsOptional()
  reason?: CreditChangeReason;
}

export interface SetBalanceReply {
  /** False when the balance already had that value (nothing written). */
  changed: boolean;
  /** The balance just before, read under the row lock. */
  previousBalance: number;
  balance: number;
}

export interface AdjustCreditsReply {
  transaction: CreditTransaction;
  balance: number;
}

/** Credits bought by a confirmed payment. Applying the same `paymentId` twice changes nothing. */
export class GrantForPaymentRequest {
  @IsString()
  @MaxLength(100)
  paymentId: string;

  @IsUUID()
  userId: string;

  @IsInt()
  @Min(1)
  credits: number;

  @IsOptionalText(500)
  description?: string;

  /** The coin paid with (`btc`), named in the purchase's description. */
  @IsOptionalText(20)
  crypto?: string;

  /** e.g. `crypto_btc`. */
  @IsOptionalText(50)
  paymentMethod?: string;
}
export interface GrantForPaymentReply {
  /** True when an earlier delivery had already credited this payment; nothing changed now. */
  alreadyApplied: boolean;
  transactionId: string;
  balance: number;
}

/**
 * Takes back the credits a payment granted: one `credit_refund` row of minus the purchase row's
 * amount, linked to the payment id. Applying it twice changes nothing; the balance may go
 * negative, as with an administrator's removal.
 */
export class ReversePaymentRequest {
  @IsString()
  @MaxLength(100)
  paymentId: string;

  @IsUUID()
  userId: string;

  @IsUUID()
  adminId: string;

  @IsOptionalText(500)
  description?: string;

  /** Takes back only what is left of them: at most the balance (a refund gives back no spent credits). */
  @IsOptional()
  @IsBoolean()
  unspentOnly?: boolean;
}
export interface ReversePaymentReply {
  /** True when an earlier call had already taken them back; nothing changed now. */
  alreadyApplied: boolean;
  /** The credits taken back (positive). */
  credits: number;
  transactionId: string;
  balance: number;
}

export class FindSpendRequest {
  @IsUUID()
  spendId: string;
}
export interface FindSpendReply {
  /** Null when no API spend has this id. */
  spend: { id: string; userId: string; amount: number; reversed: boolean } | null;
}

export class VerifyLedgerRequest {
  @IsOptional()
  @IsUUID()
  userId?: string;
}
export interface LedgerMismatch {
  userId: string;
  balance: number;
  ledgerSum: number;
}
export interface VerifyLedgerReply {
  consistent: boolean;
  checkedUsers: number;
  mismatches: LedgerMismatch[];
}

export const USER_LEDGER_LIMIT_MAX = 100;

/** One user's ledger rows for the back office (with reasons), newest first, before a time. */
export class UserLedgerRequest {
  @IsUUID()
  userId: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  limit?: number;

  /** ISO time: only rows made strictly before it. */
  @IsOptional()
  @IsString()
  before?: string;
}
export interface UserLedgerReply {
  rows: (CreditTransaction & AdminLedgerFields)[];
}

/** Users' low-balance levels given at once: one change, or a page of the notifications' sync. */
export const LOW_BALANCE_LEVELS_MAX = 500;

export class LowBalanceLevel {
  @IsUUID()
  userId!: string;

  /** Whole credits, 0 for none (the warning is off). */
  @IsInt()
  @Min(0)
  @Max(LOW_BALANCE_THRESHOLD_MAX)
  level!: number;

  /** When the user set it: an older level never replaces a newer one. */
  @IsISO8601()
  at!: string;
}

export class SetLowBalanceLevelsRequest {
  @IsArray()
  @ArrayMaxSize(LOW_BALANCE_LEVELS_MAX)
  @ValidateNested({ each: true })
  @Transform(nested(LowBalanceLevel))
  levels!: LowBalanceLevel[];
}
export interface SetLowBalanceLevelsReply {
  saved: number;
}
