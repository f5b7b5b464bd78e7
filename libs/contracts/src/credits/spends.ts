import { Transform } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidationOptions,
  registerDecorator,
} from 'class-validator';
import { OFFSET_MAX, Windowed } from '../query-params';
import { ExportSlice, TransactionsExportQuery } from './exports';
import { IsPositiveAmount, MAX_CREDIT_AMOUNT } from './money';
import type { CreditChangeReason } from './reasons';
import { IDEMPOTENCY_KEY_PATTERN } from './requests';

/** Request/reply subjects of the credits service's spend API (`/api/v1`). */
export const SpendSubjects = {
  /** Debits a user's available credits once per idempotency key. */
  spend: 'credits.spend.create',
  /** Puts credits aside for a while: they stay in the balance but cannot be spent meanwhile. */
  hold: 'credits.hold.create',
  capture: 'credits.hold.capture',
  release: 'credits.hold.release',
  /** Gives a spend's credits back once, as a `credit_refund` row linked to it. */
  reverse: 'credits.spend.reverse',
  availability: 'credits.balance.available',
  listSpends: 'credits.spends.list',
  usage: 'credits.usage.daily',
  exportTransactions: 'credits.transactions.export',
} as const;

export const SPEND_DESCRIPTION_MAX = 200;
/** The most a spend's metadata may weigh, serialised as JSON (UTF-8 bytes). */
export const SPEND_METADATA_MAX_BYTES = 2048;
export const HOLD_SECONDS_MAX = 3600;
export const USAGE_DAYS = 30;
export const SPENDS_PAGE_MAX = 100;

export const SPEND_MESSAGES = {
  insufficient: 'Not enough credits',
  holdNotFound: 'Hold not found',
  holdNotActive: 'This hold was released or has expired',
  holdCaptured: 'This hold was already captured',
  captureExceedsHold: 'The amount to capture is more than the hold',
  spendNotFound: 'Spend not found',
  idempotencyKeyReused: 'This Idempotency-Key was already used with another request body',
  idempotencyKeyRequired: 'An Idempotency-Key header (8 to 100 letters, digits, _ or -) is required',
} as const;

export const SpendErrorCode = {
  InsufficientCredits: 'INSUFFICIENT_CREDITS',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  IdempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  HoldNotFound: 'HOLD_NOT_FOUND',
  HoldNotActive: 'HOLD_NOT_ACTIVE',
  HoldCaptured: 'HOLD_CAPTURED',
  CaptureExceedsHold: 'CAPTURE_EXCEEDS_HOLD',
  SpendNotFound: 'SPEND_NOT_FOUND',
} as const;

/** A JSON object (not an array) of at most `SPEND_METADATA_MAX_BYTES` once serialised. */
export function isSpendMetadata(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  try {
    return Buffer.byteLength(JSON.stringify(value), 'utf8') <= SPEND_METADATA_MAX_BYTES;
  } catch {
    return false;
  }
}

export function IsSpendMetadata(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isSpendMetadata',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: isSpendMetadata,
        defaultMessage: () =>
          `${propertyName} must be a JSON object of at most ${SPEND_METADATA_MAX_BYTES} bytes`,
      },
    });
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A spend's description as a body sends it: trimmed, then 1 to SPEND_DESCRIPTION_MAX characters. */
function IsSpendDescription(): PropertyDecorator {
  // Applied in the order of the stack it stands for: @Transform(trimmed) @IsString() @Length().
  const rules = [
    Length(1, SPEND_DESCRIPTION_MAX, { message: 'description must be 1 to 200 characters' }),
    IsString(),
    Transform(trimmed),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** A spend as the API shows it; `amount` is positive (the ledger row holds its negative). */
export interface SpendView {
  id: string;
  user_id: string;
  amount: number;
  description: string;
  metadata: Record<string, unknown> | null;
  key_id: string | null;
  key_name: string | null;
  created_at: string;
  reversed: boolean;
}

export type HoldStatus = 'active' | 'captured' | 'released' | 'expired';

export interface HoldView {
  id: string;
  user_id: string;
  amount: number;
  /** Credits the capture took (0 until captured). */
  captured: number;
  status: HoldStatus;
  expires_at: string;
  created_at: string;
}

export interface ReversalView {
  id: string;
  spendId: string;
  amount: number;
  createdAt: string;
}

/** `GET /api/v1/balance` */
export interface AvailabilityView {
  balance: number;
  /** Credits put aside by live holds. */
  held: number;
  /** balance − held: what a spend may take. */
  available: number;
}

/** A 402 body: the spend would take the available credits below zero. */
export interface InsufficientCredits {
  balance: number;
  available: number;
  shortfall: number;
}

/** The API key a change is made with, named on its ledger row. */
class KeyedRequest {
  @IsUUID()
  keyId: string;

  @IsString()
  @MaxLength(60)
  keyName: string;
}

export class SpendRequest extends KeyedRequest {
  @IsUUID()
  userId: string;

  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  amount: number;

  @IsString()
  @Length(1, SPEND_DESCRIPTION_MAX)
  description: string;

  @IsOptional()
  @IsSpendMetadata()
  metadata?: Record<string, unknown>;

  /** Scoped to `keyId`: the same key and body again returns the first spend. */
  @Matches(IDEMPOTENCY_KEY_PATTERN)
  idempotencyKey: string;
}
export type SpendReply =
  | { outcome: 'spent'; spend: SpendView; balance: number; replayed: boolean }
  | ({ outcome: 'insufficient' } & InsufficientCredits);

export class HoldRequest extends KeyedRequest {
  @IsUUID()
  userId: string;

  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  amount: number;

  @IsInt()
  @Min(1)
  @Max(HOLD_SECONDS_MAX)
  expiresInSeconds: number;

  @IsOptional()
  @IsString()
  @Length(1, SPEND_DESCRIPTION_MAX)
  description?: string;

  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_PATTERN)
  idempotencyKey?: string;
}
export type HoldReply =
  | { outcome: 'held'; hold: HoldView; replayed: boolean }
  | ({ outcome: 'insufficient' } & InsufficientCredits);

/** Whose holds and spends a caller may touch: one user's, or (service keys, admins) anyone's. */
class ScopedRequest {
  /** Absent: any user's. */
  @IsOptional()
  @IsUUID()
  onlyUserId?: string;
}

/**
 * Which holds a caller may capture or release: any (a service key with `credits:spend`), or only
 * those its own key placed (a personal key: another key of the same owner finds nothing).
 */
class HeldRequest extends ScopedRequest {
  @IsUUID()
  holdId: string;

  /** Absent: whichever key placed it. */
  @IsOptional()
  @IsUUID()
  onlyKeyId?: string;
}

export class CaptureRequest extends HeldRequest {
  /** The key capturing, named on the spend it writes. */
  @IsUUID()
  keyId: string;

  @IsString()
  @MaxLength(60)
  keyName: string;

  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  amount: number;

  @IsOptional()
  @IsString()
  @Length(1, SPEND_DESCRIPTION_MAX)
  description?: string;

  @IsOptional()
  @IsSpendMetadata()
  metadata?: Record<string, unknown>;
}
/** `POST /api/v1/holds/{id}/capture`: the hold as captured and the spend it made. */
export interface CapturedHold {
  hold: HoldView;
  spend: SpendView;
}
/**
 * A capture, or the one made before when asked again with the same body (`replayed`). Refused
 * (`insufficient`) when the balance less the user's other live holds does not cover it.
 */
export type CaptureReply =
  | ({ outcome: 'captured'; replayed: boolean } & CapturedHold)
  | ({ outcome: 'insufficient' } & InsufficientCredits);

export class ReleaseRequest extends HeldRequest {}
export interface ReleaseReply {
  hold: HoldView;
}

export class ReverseSpendRequest extends ScopedRequest {
  @IsUUID()
  spendId: string;

  /** The administrator reversing it from a signed-in session. */
  @IsOptional()
  @IsUUID()
  adminId?: string;

  /** Why, for a staff reversal (kept on the ledger row like an adjustment's). */
  @IsOptional()
  reason?: CreditChangeReason;

  @IsOptional()
  @IsUUID()
  keyId?: string;
}
export interface ReverseSpendReply {
  reversal: ReversalView;
  /** False when an earlier call already reversed it (nothing changed now). */
  applied: boolean;
}

export class AvailabilityRequest {
  @IsUUID()
  userId: string;
}

export class ListSpendsRequest {
  @IsUUID()
  userId: string;

  @IsInt()
  @Min(1)
  @Max(SPENDS_PAGE_MAX)
  limit: number;

  @IsInt()
  @Min(0)
  @Max(OFFSET_MAX)
  offset: number;
}
export interface ListSpendsReply {
  spends: SpendView[];
  total: number;
}

export class UsageRequest {
  @IsUUID()
  userId: string;
}
export interface UsageDay {
  /** `YYYY-MM-DD` in the display time zone. */
  date: string;
  spent: number;
}
/** `GET /api/admin/users/{id}/usage`: the last 30 days, oldest first, days without spends at 0. */
export interface UsageReply {
  days: UsageDay[];
  totalSpent: number;
}

export const TRANSACTIONS_CSV_COLUMNS = ['date', 'type', 'amount', 'description', 'api_key_name'] as const;
export const TRANSACTIONS_CSV_SLICE = 1000;

/** A slice of the ledger export, newest first, within the period `from`–`to` when given. */
export class ExportTransactionsRequest extends ExportSlice(TransactionsExportQuery, {
  cursor: 200,
  slice: TRANSACTIONS_CSV_SLICE,
}) {}
export interface ExportTransactionsReply {
  /** CSV lines (the header with the first slice). */
  csv: string;
  rows: number;
  nextCursor: string | null;
}

// HTTP bodies and queries of /api/v1 and the admin spend views.

/** `POST /api/v1/spends` */
export class CreateSpendBody {
  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  amount: number;

  @IsSpendDescription()
  description: string;

  @IsOptional()
  @IsSpendMetadata()
  metadata?: Record<string, unknown>;

  @IsOptional()
  @IsUUID(undefined, { message: 'user_id must be a user id' })
  user_id?: string;
}

/** `POST /api/v1/holds` */
export class CreateHoldBody {
  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  amount: number;

  @IsInt({ message: 'expires_in_seconds must be a whole number of seconds' })
  @Min(1)
  @Max(HOLD_SECONDS_MAX)
  expires_in_seconds: number;

  @IsOptional()
  @IsSpendDescription()
  description?: string;

  @IsOptional()
  @IsUUID(undefined, { message: 'user_id must be a user id' })
  user_id?: string;
}

/** `POST /api/v1/holds/{id}/capture` */
export class CaptureHoldBody {
  @IsPositiveAmount(MAX_CREDIT_AMOUNT)
  amount: number;

  @IsOptional()
  @IsSpendDescription()
  description?: string;

  @IsOptional()
  @IsSpendMetadata()
  metadata?: Record<string, unknown>;
}

/** `GET /api/v1/balance?user_id=` */
export class BalanceQuery {
  @IsOptional()
  @IsUUID(undefined, { message: 'user_id must be a user id' })
  user_id?: string;
}

/** `GET /api/admin/users/{id}/spends?limit=&offset=` */
export class AdminSpendsQuery extends Windowed(undefined, SPENDS_PAGE_MAX) {}

export type SpendRequests = {
  'credits.spend.create': { request: SpendRequest; reply: SpendReply };
  'credits.hold.create': { request: HoldRequest; reply: HoldReply };
  'credits.hold.capture': { request: CaptureRequest; reply: CaptureReply };
  'credits.hold.release': { request: ReleaseRequest; reply: ReleaseReply };
  'credits.spend.reverse': { request: ReverseSpendRequest; reply: ReverseSpendReply };
  'credits.balance.available': { request: AvailabilityRequest; reply: AvailabilityView };
  'credits.spends.list': { request: ListSpendsRequest; reply: ListSpendsReply };
  'credits.usage.daily': { request: UsageRequest; reply: UsageReply };
  'credits.transactions.export': { request: ExportTransactionsRequest; reply: ExportTransactionsReply };
};
