import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsPositiveAmount, MAX_CREDIT_AMOUNT } from './money';
import { CreditReasonBody } from './reasons';
import { ADJUST_DIRECTIONS, AdjustDirection, TRANSACTION_LIST_LIMITS } from './requests';
import {
  AdminCreditHistoryEntry,
  CREDIT_TRANSACTION_TYPES,
  CreditTransaction,
  CreditTransactionType,
} from './transactions';

export const CREDIT_OPERATION_INVALID = 'Veuillez sélectionner un utilisateur et saisir un montant valide';

/** `GET /api/credits/balance` */
export interface CreditBalanceResponse {
  success: true;
  balance: number;
}

/** `GET /api/credits/transactions?limit=10|100&type=` */
export class CreditTransactionsQuery {
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsIn(TRANSACTION_LIST_LIMITS, { message: 'limit must be 10 or 100' })
  limit?: (typeof TRANSACTION_LIST_LIMITS)[number];

  @IsOptional()
  @IsIn(CREDIT_TRANSACTION_TYPES, { message: `type must be one of ${CREDIT_TRANSACTION_TYPES.join(', ')}` })
  type?: CreditTransactionType;
}
export interface CreditTransactionsResponse {
  success: true;
  transactions: CreditTransaction[];
}

/** `POST /api/admin/credits/adjust`: with its reason (code and text). */
export class AdjustCreditsBody extends CreditReasonBody {
  @IsUUID(undefined, { message: CREDIT_OPERATION_INVALID })
  userId: string;

  @IsPositiveAmount(MAX_CREDIT_AMOUNT, { message: CREDIT_OPERATION_INVALID })
  amount: number;

  @IsIn(ADJUST_DIRECTIONS, { message: 'direction must be add or remove' })
  direction: AdjustDirection;
}
export interface AdjustCreditsResponse {
  success: true;
  message: 'Crédits ajoutés avec succès' | 'Crédits retirés avec succès';
  balance: number;
  transaction: CreditTransaction;
}

/** `GET /api/admin/credit-history`: e-mails are joined when the auth service can name the users. */
export type CreditHistoryRow = AdminCreditHistoryEntry & {
  user_email: string | null;
  admin_email: string | null;
};
export interface CreditHistoryResponse {
  success: true;
  history: CreditHistoryRow[];
}
