export interface SeenRequest {
  method: string;
  url: string;
  apiKey: string | undefined;
  body: Record<string, unknown> | undefined;
}

export interface FakePayment {
  payment_id: number;
  payment_status: string;
  pay_address: string;
  pay_amount: number;
  pay_currency: string;
  price_amount: number;
  price_currency: string;
  order_id: string;
  payin_hash: string | null;
}

/** A local stand-in for api.nowpayments.io (fake-nowpayments.mjs). */
export class FakeNowPayments {
  constructor(options?: { firstId?: number; record?: boolean });
  readonly seen: SeenRequest[];
  readonly payments: Map<string, FakePayment>;
  override?: (req: SeenRequest) => { status: number; body: unknown } | undefined;
  /** Every endpoint, status included, answers 503 while true. */
  down: boolean;
  /** The URL to set as NOWPAYMENTS_API_URL. */
  start(port?: number): Promise<string>;
  stop(): Promise<void>;
  /** The provider's view of the payment made for our order id; throws if there is none. */
  byOrder(orderId: string): FakePayment;
  setStatus(orderId: string, status: string, payinHash?: string | null): void;
}
