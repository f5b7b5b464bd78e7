import { createServer, IncomingMessage, Server } from 'node:http';
import { once } from 'node:events';

export interface SeenRequest {
  method: string;
  url: string;
  apiKey: string | undefined;
  body: Record<string, unknown> | undefined;
}

interface FakePayment {
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

/**
 * A local stand-in for api.nowpayments.io: `POST /v1/payment` and `GET /v1/payment/:id`, with
 * payment statuses the test moves along. `override` answers a request instead, when set.
 */
export class FakeNowPayments {
  private server?: Server;
  readonly seen: SeenRequest[] = [];
  readonly payments = new Map<string, FakePayment>();
  override?: (req: SeenRequest) => { status: number; body: unknown } | undefined;
  private nextId = 5_000_000_000;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      );
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  /** The provider's view of the payment made for our order id. */
  byOrder(orderId: string): FakePayment {
    const found = [...this.payments.values()].find((p) => p.order_id === orderId);
    if (!found) throw new Error(`no fake payment for order ${orderId}`);
    return found;
  }

  setStatus(orderId: string, status: string, payinHash: string | null = null) {
    const payment = this.byOrder(orderId);
    payment.payment_status = status;
    payment.payin_hash = payinHash;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const seen: SeenRequest = {
      method: req.method!,
      url: req.url!,
      apiKey: req.headers['x-api-key'] as string | undefined,
      body: raw ? JSON.parse(raw) : undefined,
    };
    this.seen.push(seen);
    const overridden = this.override?.(seen);
    if (overridden) return overridden;
    if (!seen.apiKey) return { status: 403, body: { message: 'Invalid api key' } };

    if (seen.method === 'POST' && seen.url === '/v1/payment') {
      const body = seen.body!;
      const payment: FakePayment = {
        payment_id: this.nextId++,
        payment_status: 'waiting',
        pay_address: `fake-${this.nextId}`,
        pay_amount: Number(body.price_amount) / 50000,
        pay_currency: String(body.pay_currency),
        price_amount: Number(body.price_amount),
        price_currency: String(body.price_currency),
        order_id: String(body.order_id),
        payin_hash: null,
      };
      this.payments.set(String(payment.payment_id), payment);
      return {
        status: 201,
        body: { ...payment, valid_until: new Date(Date.now() + 3600_000).toISOString() },
      };
    }
    const match = /^\/v1\/payment\/(\w+)$/.exec(seen.url);
    if (seen.method === 'GET' && match) {
      const payment = this.payments.get(match[1]);
      return payment ? { status: 200, body: payment } : { status: 404, body: { message: 'Not found' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }
}
