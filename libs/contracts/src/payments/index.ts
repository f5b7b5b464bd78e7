/** NATS subjects, payloads and HTTP DTOs of the payments service. */
export * from './subjects';
export * from './payment';
export * from './credit-packs';
export * from './errors';
export * from './display-status';
export * from './checkout-refusals';
export * from './checkout-validation';
export * from './requests';
export * from './events';
export * from './http';
export * from './receipts';
export * from './payment-methods';

import type { PaymentConfirmedEvent, PaymentRefundIssuedEvent, PaymentUpdatedEvent } from './events';
import type { GetPaymentMethodsReply, ProvidersOverviewReply } from './payment-methods';
import type { GetCreditNoteReply, GetReceiptPdfReply, GetReceiptReply } from './receipts';
import type * as R from './requests';

export type PaymentsRequests = {
  'payments.prices.get': { request: R.GetPricesRequest; reply: R.GetPricesReply };
  'payments.quote.get': { request: R.GetQuoteRequest; reply: R.GetQuoteReply };
  'payments.payment.create': { request: R.CreatePaymentRequest; reply: R.CreatePaymentReply };
  'payments.payment.get': { request: R.PaymentLookupRequest; reply: R.GetPaymentReply };
  'payments.payment.check': { request: R.PaymentLookupRequest; reply: R.CheckPaymentReply };
  'payments.payment.record-tx-hash': { request: R.RecordTxHashRequest; reply: R.RecordTxHashReply };
  'payments.payment.ensure-credits': { request: R.PaymentLookupRequest; reply: R.EnsureCreditsReply };
  'payments.payment.simulate-paid': { request: R.PaymentLookupRequest; reply: R.SimulatePaidReply };
  'payments.payment.approve': { request: R.ApprovePaymentRequest; reply: R.ApprovePaymentReply };
  'payments.payment.reverse-credits': {
    request: R.ReversePaymentCreditsRequest;
    reply: R.ReversePaymentCreditsReply;
  };
  'payments.payment.refund': { request: R.RefundPaymentRequest; reply: R.RefundPaymentReply };
  'payments.ipn.receive': { request: R.ReceiveIpnRequest; reply: R.ReceiveIpnReply };
  'payments.admin-transactions.list': {
    request: R.ListAdminTransactionsRequest;
    reply: R.ListAdminTransactionsReply;
  };
  'payments.user-payments.list': {
    request: { userId: string; limit: number; before?: string };
    reply: { payments: R.AdminTransaction[] };
  };
  'payments.payment-methods.get': { request: Record<string, never>; reply: GetPaymentMethodsReply };
  'payments.providers.overview': { request: Record<string, never>; reply: ProvidersOverviewReply };
  'payments.receipt.get': { request: R.PaymentLookupRequest; reply: GetReceiptReply };
  'payments.receipt.pdf': { request: R.PaymentLookupRequest; reply: GetReceiptPdfReply };
  'payments.credit-note.get': { request: R.PaymentLookupRequest; reply: GetCreditNoteReply };
  'payments.credit-note.pdf': { request: R.PaymentLookupRequest; reply: GetReceiptPdfReply };
};

export type PaymentsEventMap = {
  'payments.payment.confirmed': PaymentConfirmedEvent;
  'payments.payment.updated': PaymentUpdatedEvent;
  'payments.payment.refund-issued': PaymentRefundIssuedEvent;
  'payments.webhook.received': R.ReceiveIpnRequest;
};
