export const PaymentsSubjects = {
  getPrices: 'payments.prices.get',
  quote: 'payments.quote.get',
  create: 'payments.payment.create',
  get: 'payments.payment.get',
  check: 'payments.payment.check',
  recordTxHash: 'payments.payment.record-tx-hash',
  ensureCredits: 'payments.payment.ensure-credits',
  simulatePaid: 'payments.payment.simulate-paid',
  approve: 'payments.payment.approve',
  reverseCredits: 'payments.payment.reverse-credits',
  /** Takes a paid payment's unspent credits back, then refunds them at its provider as a claim link. */
  refund: 'payments.payment.refund',
  receiveIpn: 'payments.ipn.receive',
  listAdmin: 'payments.admin-transactions.list',
  /** One user's payments, newest first: the back office's customer timeline. */
  listOfUser: 'payments.user-payments.list',
  /** Each way to pay and whether a healthy provider serves it now (public). */
  paymentMethods: 'payments.payment-methods.get',
  /** Each configured provider's health and its share of the last 30 days' payments (back office). */
  providersOverview: 'payments.providers.overview',
  /** A paid payment's receipt (owner or administrator). */
  getReceipt: 'payments.receipt.get',
  /** The same receipt as a PDF document. */
  getReceiptPdf: 'payments.receipt.pdf',
  /** The credit note voiding the receipt of a payment whose credits were taken back. */
  getCreditNote: 'payments.credit-note.get',
  /** The same credit note as a PDF document. */
  getCreditNotePdf: 'payments.credit-note.pdf',
} as const;

export const PaymentsEvents = {
  confirmed: 'payments.payment.confirmed',
  /**
   * Any stored change of a payment the payment page shows (status, confirmations, hash, credits
   * added or taken back).
   */
  updated: 'payments.payment.updated',
  /** Finance refunded a payment's unspent credits: the payer is sent the link to claim the money. */
  refundIssued: 'payments.payment.refund-issued',
  /**
   * A provider's webhook whose signature the gateway checked, stored as it came (exact bytes and
   * signature) before the provider was answered: payments records it and reads the payment again.
   */
  webhookReceived: 'payments.webhook.received',
} as const;
