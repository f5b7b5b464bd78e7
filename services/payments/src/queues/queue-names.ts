/** Every BullMQ queue and job name of the payments service. */
export enum QueueName {
  /** One long-lived job per open payment, asking the provider every PAYMENT_POLL_INTERVAL_MS. */
  PaymentConfirmation = 'payment-confirmation',
  /** One job per paid payment, retried until the credits service has applied the grant. */
  CreditGrants = 'credit-grants',
  /** A repeatable sweep that repairs what the two queues above may have missed. */
  Reconciliation = 'payment-reconciliation',
  /** A job per prompt from a provider (BTCPay's webhook): read the payment again, soon. */
  ProviderPrompts = 'provider-prompts',
}

export enum JobName {
  PollPayment = 'poll-payment',
  GrantCredits = 'grant-credits',
  ReconcilePayments = 'reconcile-payments',
  ReadAfterPrompt = 'read-after-prompt',
}

/** BullMQ job ids may not contain ':'; one id per payment makes enqueueing idempotent. */
export const pollJobId = (paymentId: string) => `poll-${paymentId}`;
export const grantJobId = (paymentId: string) => `grant-${paymentId}`;
