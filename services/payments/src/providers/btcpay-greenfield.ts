/**
 * The parts of BTCPay Server's Greenfield API (v2.4.1) this provider reads: `InvoiceData`,
 * `InvoicePaymentMethodDataModel`, `Payment` and
 * `PullPaymentData`. Decimals come as strings, times as Unix seconds.
 */

export const BTCPAY_INVOICE_STATUSES = ['New', 'Processing', 'Expired', 'Invalid', 'Settled'] as const;
export type BtcPayInvoiceStatus = (typeof BTCPAY_INVOICE_STATUSES)[number];

export const BTCPAY_ADDITIONAL_STATUSES = [
  'None',
  'PaidLate',
  'PaidPartial',
  'Marked',
  'Invalid',
  'PaidOver',
] as const;
export type BtcPayAdditionalStatus = (typeof BTCPAY_ADDITIONAL_STATUSES)[number];

export interface BtcPayInvoice {
  id: string;
  storeId?: string;
  amount?: string;
  currency?: string;
  checkoutLink?: string;
  expirationTime?: number;
  status: BtcPayInvoiceStatus | string;
  additionalStatus?: BtcPayAdditionalStatus | string;
  metadata?: Record<string, unknown>;
}

export interface BtcPayPayment {
  id?: string;
  receivedDate?: number;
  value?: string;
  fee?: string;
  status?: 'Invalid' | 'Processing' | 'Settled' | string;
  destination?: string;
}

export interface BtcPayPaymentMethod {
  paymentMethodId: string;
  currency?: string;
  destination?: string;
  paymentLink?: string | null;
  rate?: string;
  paymentMethodPaid?: string;
  totalPaid?: string;
  due?: string;
  amount?: string;
  paymentMethodFee?: string;
  payments?: BtcPayPayment[];
  activated?: boolean;
}

/** The pull payment a refund creates; the payer claims it at `viewLink`. */
export interface BtcPayPullPayment {
  id: string;
  name?: string;
  currency?: string;
  amount?: string;
  viewLink: string;
}
