export type InvoiceStatus = 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
export type InvoiceAdditionalStatus = 'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver';
export type WebhookEventType =
  | 'InvoiceCreated'
  | 'InvoiceReceivedPayment'
  | 'InvoiceProcessing'
  | 'InvoicePaymentSettled'
  | 'InvoiceSettled'
  | 'InvoiceExpired'
  | 'InvoiceInvalid';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** A request, answer or webhook payload that does not match the vendored OpenAPI document. */
export interface Violation {
  method: string;
  path: string;
  direction: 'request' | 'response' | 'webhook';
  errors: { path: string; message: string }[];
}

export interface FakePayment {
  /** `<txid>-<vout>` on chain, the payment hash on Lightning. */
  id: string;
  sats: bigint;
  receivedDate: number;
  destination: string;
  confirmed: boolean;
  /** Set for payments the Litecoin node saw. */
  txid?: string;
  confirmations?: number;
}

export interface FakePaymentMethod {
  paymentMethodId: string;
  currency: string;
  rate: string;
  /** What to pay, in satoshis (litoshis). */
  amountSats: bigint;
  destination: string;
  paymentLink: string;
  payments: FakePayment[];
  lightning?: LightningInvoice;
}

export interface FakeInvoice {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  metadata: Record<string, unknown> & { orderId?: string };
  checkout: Record<string, unknown> & { speedPolicy: string; paymentMethods: string[] };
  status: InvoiceStatus;
  additionalStatus: InvoiceAdditionalStatus;
  createdTime: number;
  /** Unix seconds. */
  expirationTime: number;
  monitoringExpiration: number;
  methods: FakePaymentMethod[];
}

export interface LightningInvoice {
  bolt11: string;
  paymentHash: string;
  preimage: string;
  amountMsat: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** A webhook event as sent (fields per the document's `x-webhooks`). */
export interface WebhookPayload {
  deliveryId: string;
  webhookId: string;
  originalDeliveryId: string;
  isRedelivery: boolean;
  type: WebhookEventType;
  timestamp: number;
  storeId: string;
  invoiceId: string;
  metadata: Record<string, unknown>;
  [field: string]: unknown;
}

export interface DeliveryAttempt {
  deliveryId: string;
  originalDeliveryId: string;
  type: WebhookEventType;
  invoiceId: string;
  at: number;
  /** Undefined on a network error (then `error` says which). */
  status: number | undefined;
  error?: string;
}

export interface PullPayment {
  id: string;
  name: string;
  description: string;
  currency: string;
  amount: string;
  BOLT11Expiration: string;
  autoApproveClaims: boolean;
  archived: boolean;
  viewLink: string;
}

/** What the stand-in needs of a Litecoin node (tests/support/litecoin-regtest.ts). */
export interface LitecoinNode {
  rpc<T = any>(method: string, ...params: unknown[]): Promise<T>;
  getNewAddress(): Promise<string>;
}

/** BTCPay's automatic redelivery delays: 10 s, 1 min, then 10 min six times. */
export const BTCPAY_RETRY_DELAYS_MS: number[];

/**
 * A local stand-in for a BTCPay Server's Greenfield API (fake-btcpay.mjs), checked against the
 * vendored OpenAPI document. Webhooks go to `webhookUrl`, signed with `webhookSecret` in `BTCPay-Sig`.
 */
export class FakeBtcpay {
  constructor(options: {
    apiKey: string;
    storeId: string;
    webhookSecret: string;
    /** Where webhooks are POSTed; settable later. None: events are logged, not sent. */
    webhookUrl?: string;
    webhookId?: string;
    /** Waits before each automatic redelivery (default BTCPAY_RETRY_DELAYS_MS). */
    retryDelaysMs?: number[];
    /** With a node, LTC-CHAIN addresses are the node's and `syncChain()` reads its payments. */
    litecoin?: LitecoinNode;
    /** Runs `syncChain()` this often when a node is given. */
    syncEveryMs?: number;
    /** crypto → invoice currency → rate, e.g. `{ BTC: { EUR: '60000' } }`. */
    rates?: Record<string, Record<string, string>>;
    record?: boolean;
    /** The webhook's events, as BTCPay's `authorizedEvents` (default: everything). */
    authorizedEvents?: { everything?: boolean; specificEvents?: string[] };
  });
  readonly seen: SeenRequest[];
  /** Empty when every request, answer and webhook payload matched the document. */
  readonly violations: Violation[];
  readonly deliveries: DeliveryAttempt[];
  readonly refunds: (PullPayment & { invoiceId: string; payoutMethods: string[] })[];
  readonly invoices: Map<string, FakeInvoice>;
  /** Every endpoint, health included, answers 503 while true. */
  down: boolean;
  override?: (req: SeenRequest) => { status: number; body: unknown } | undefined;
  webhookUrl: string | undefined;
  /** The URL to set as BTCPAY_URL (the API is under /api/v1). */
  start(): Promise<string>;
  stop(): Promise<void>;
  /** The invoice made for our payment id (`metadata.orderId`); throws if there is none. */
  byOrder(orderId: string): FakeInvoice;
  lightning(invoiceId: string): LightningInvoice;

  /** Full payment seen, unconfirmed: Processing (InvoiceReceivedPayment, InvoiceProcessing). */
  process(invoiceId: string, options?: { paidOver?: boolean }): Promise<void>;
  /**
   * Paid and confirmed: Settled (…, InvoicePaymentSettled, InvoiceSettled); `paidOver` → PaidOver,
   * `late` → expired first, then PaidLate; `marked` → Marked by hand, no payment.
   */
  settle(
    invoiceId: string,
    options?: { paidOver?: boolean; late?: boolean; marked?: boolean },
  ): Promise<void>;
  /** Pays `fraction` of the amount: stays New with PaidPartial (InvoiceReceivedPayment). */
  payPartial(invoiceId: string, fraction: number): Promise<void>;
  /** Expired, PaidPartial when partly paid (InvoiceExpired). */
  expire(invoiceId: string): Promise<void>;
  /** Invalid, Marked when `marked` (InvoiceInvalid). */
  invalidate(invoiceId: string, options?: { marked?: boolean }): Promise<void>;
  /** Reads the Litecoin node's payments for open LTC-CHAIN invoices and moves them. */
  syncChain(): Promise<void>;

  /** Manual redelivery: same event, new deliveryId, `isRedelivery: true`; resolves to the new id. */
  redeliver(deliveryId: string): Promise<string>;
  /** The same bytes `times` more times; resolves to the status codes. */
  deliverAgain(deliveryId: string, times: number): Promise<(number | undefined)[]>;
  /** An invoice's events again, newest first; resolves to the status codes. */
  deliverOutOfOrder(invoiceId: string): Promise<(number | undefined)[]>;
  /** Events sent (for one invoice, when given), in order. */
  events(invoiceId?: string): WebhookPayload[];
  /** Resolves when no delivery is in flight or waiting for a retry. */
  idle(): Promise<void>;
  /** The `BTCPay-Sig` value for these body bytes. */
  sign(body: string | Buffer): string;
}
