import { Transform } from 'class-transformer';
import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { CreditApproval } from '../admin/approvals';
import { Paged, type PageOf } from '../query-params';
import { IsCheckoutAmount, IsCheckoutCrypto, IsCheckoutCurrency, IsTxHash } from './checkout-validation';
import {
  Crypto,
  FIAT_CURRENCIES,
  FiatCurrency,
  PAYMENT_PROVIDERS,
  PaymentCheck,
  PaymentProviderName,
  PaymentView,
} from './payment';
import {
  ADMIN_SORTS,
  ADMIN_STATUS_FILTERS,
  AdminSort,
  AdminStatusFilter,
  AdminTransaction,
  AdminTransactionStats,
  CheckoutQuote,
  CryptoPriceMap,
  RefundPaymentReply,
} from './requests';
import { IsOptionalText } from '../text-fields';

const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
/** Numbers may arrive as JSON numbers or numeric strings ("10", "10.50"). */
const numeric = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** `GET /api/crypto-prices?currency=eur|usd` */
export class CryptoPricesQuery {
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(FIAT_CURRENCIES, { message: 'currency must be eur or usd' })
  currency?: FiatCurrency;
}
export interface CryptoPricesResponse {
  success: true;
  prices: CryptoPriceMap;
  source: 'live' | 'fallback';
}

/** `GET /api/checkout-quote?amount=20&currency=usd`: `amount` is the cart's total in EUR. */
export class CheckoutQuoteQuery {
  @Transform(numeric)
  @IsCheckoutAmount()
  amount: number;

  @IsOptional()
  @Transform(lowerCase)
  @IsCheckoutCurrency()
  currency?: FiatCurrency;
}
export interface CheckoutQuoteResponse {
  success: true;
  quote: CheckoutQuote;
}

/**
 * `POST /api/create-payment`. `amount` is the cart's total in EUR; a USD payment charges it
 * converted (see `GET /api/checkout-quote`). The payer is the signed-in user; `userEmail` is
 * accepted and ignored.
 */
export class CreatePaymentBody {
  @Transform(numeric)
  @IsCheckoutAmount()
  amount: number;

  @Transform(lowerCase)
  @IsCheckoutCrypto()
  crypto: Crypto;

  @IsOptional()
  @Transform(lowerCase)
  @IsCheckoutCurrency()
  currency?: FiatCurrency;

  @Allow()
  userEmail?: unknown;
}
export interface CreatePaymentResponse {
  success: true;
  payment_id: string;
  message: string;
}

/** `GET /api/payment/:paymentId` */
export interface PaymentResponse {
  success: true;
  payment: PaymentView;
}

/** `GET /api/check-payment/:paymentId` */
export interface CheckPaymentResponse {
  success: true;
  payment: PaymentCheck;
}

/** `POST /api/payment/:paymentId/txhash` */
export class TxHashBody {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsTxHash()
  txHash: string;
}
export interface TxHashResponse {
  success: true;
  message: string;
}

/**
 * `POST /api/payment/add-credits`, kept for the old payment page. Only `paymentId` is read: the
 * amounts in the body are accepted for compatibility and never used.
 */
export class AddCreditsBody {
  @IsString({ message: 'paymentId is required' })
  @MaxLength(100)
  paymentId: string;

  @Allow() userId?: unknown;
  @Allow() amount?: unknown;
  @Allow() description?: unknown;
  @Allow() crypto?: unknown;
  @Allow() paymentAmount?: unknown;
  @Allow() currency?: unknown;
}
export interface AddCreditsResponse {
  success: boolean;
  creditsAdded: boolean;
  /** Someone else's payment credited by a finance or owner user waits for a second person (202). */
  pending?: true;
  message?: string;
  approval?: CreditApproval;
  threshold?: number;
}

export interface SimulatePaymentResponse {
  success: true;
  payment: PaymentView;
}

/** `POST /api/payments/ipn` answers this once the callback is verified and recorded. */
export interface IpnResponse {
  success: true;
}

/** `GET /api/admin/transactions` */
export class AdminTransactionsQuery extends Paged() {
  @IsOptionalText(100)
  search?: string;

  @IsOptional()
  @IsIn(ADMIN_STATUS_FILTERS, { message: 'status must be all, pending, completed or expired' })
  status?: AdminStatusFilter;

  @IsOptional()
  @IsIn(ADMIN_SORTS, { message: 'sort must be newest, oldest, amount_desc or amount_asc' })
  sort?: AdminSort;

  /** Only the payments this provider created. */
  @IsOptional()
  @IsIn(PAYMENT_PROVIDERS, { message: `provider must be one of ${PAYMENT_PROVIDERS.join(', ')}` })
  provider?: PaymentProviderName;
}
export interface AdminTransactionsResponse extends PageOf {
  success: true;
  transactions: AdminTransaction[];
  stats: AdminTransactionStats;
}

/** `POST /api/admin/transactions/:paymentId/reverse-credits` */
export interface ReverseCreditsResponse {
  success: true;
  message: string;
  alreadyReversed: boolean;
  credits: number;
  balance: number;
}
export const CREDITS_REVERSED = 'Crédits repris';
export const CREDITS_ALREADY_REVERSED = 'Les crédits de ce paiement ont déjà été repris : rien n’a changé';

/** `POST /api/admin/transactions/:paymentId/refund` */
export interface RefundTransactionResponse extends RefundPaymentReply {
  success: true;
  message: string;
}
export const PAYMENT_REFUNDED = 'Remboursement créé : le client a reçu le lien pour le réclamer';
export const PAYMENT_ALREADY_REFUNDED = 'Ce paiement a déjà été remboursé : rien n’a changé';
export const REFUND_MESSAGES = {
  notRefundable:
    'Seul un paiement BTCPay payé dont les crédits ont été ajoutés et non repris peut être remboursé',
  nothingUnspent: 'Tous les crédits de ce paiement ont été dépensés : rien à rembourser',
  pending:
    'Les crédits ont été repris mais BTCPay n’a pas créé le remboursement : réessayez, seul BTCPay sera de nouveau sollicité',
} as const;

/** `POST /api/admin/approve-transaction/:paymentId` */
export interface ApproveTransactionResponse {
  success: true;
  message: 'Transaction approved successfully';
  alreadyCredited: boolean;
}
