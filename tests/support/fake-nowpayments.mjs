// The one stand-in for api.nowpayments.io, used by the payments tests, the cross-service tests and
// the benchmark (bench/lib/stack.mjs). Plain JavaScript with Node built-ins only, so the benchmark
// runs it without a build; TypeScript tests import it with its types (fake-nowpayments.d.mts).
import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * `POST /v1/payment`, `GET /v1/payment/:id` and `GET /v1/status` (no key needed, `{ message: 'OK' }`),
 * refusing another request without an API key. While `down`, every endpoint answers 503. A payment
 * stays `waiting` until the test moves it along (`setStatus`), so polls confirm nothing on their
 * own. `override` answers a request instead, when set and it returns an answer.
 */
export class FakeNowPayments {
  /** Every request received, unless started with `{ record: false }` (a long benchmark run). */
  seen = [];
  /** Payments by NOWPayments id. */
  payments = new Map();
  override = undefined;
  /** When true, every endpoint (status too) answers 503. */
  down = false;
  #byOrder = new Map();
  #nextId;
  #record;
  #server;

  constructor({ firstId = 5_000_000_000, record = true } = {}) {
    this.#nextId = firstId;
    this.#record = record;
  }

  /** Listens on a port of 127.0.0.1; resolves to the URL to set as NOWPAYMENTS_API_URL. */
  /** Listens on `port` of 127.0.0.1 (any free one by default: 0), again after stop() too. */
  async start(port = 0) {
    this.#server = createServer((req, res) => {
      void this.#handle(req).then(({ status, body }) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      );
    });
    this.#server.listen(port, '127.0.0.1');
    await once(this.#server, 'listening');
    return `http://127.0.0.1:${this.#server.address().port}/v1`;
  }

  async stop() {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve()));
  }

  /** The provider's view of the payment made for our order id. */
  byOrder(orderId) {
    const found = this.#byOrder.get(orderId);
    if (!found) throw new Error(`no fake payment for order ${orderId}`);
    return found;
  }

  setStatus(orderId, status, payinHash = null) {
    const payment = this.byOrder(orderId);
    payment.payment_status = status;
    payment.payin_hash = payinHash;
  }

  async #handle(req) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const seen = {
      method: req.method,
      url: req.url,
      apiKey: req.headers['x-api-key'],
      body: raw ? JSON.parse(raw) : undefined,
    };
    if (this.#record) this.seen.push(seen);
    const overridden = this.override?.(seen);
    if (overridden) return overridden;
    if (this.down) return { status: 503, body: { message: 'Service temporarily unavailable' } };
    if (seen.method === 'GET' && seen.url === '/v1/status') return { status: 200, body: { message: 'OK' } };
    if (!seen.apiKey) return { status: 403, body: { message: 'Invalid api key' } };

    if (seen.method === 'POST' && seen.url === '/v1/payment') {
      const body = seen.body;
      const payment = {
        payment_id: this.#nextId++,
        payment_status: 'waiting',
        pay_address: `fake-${this.#nextId}`,
        pay_amount: Number(body.price_amount) / 50000,
        pay_currency: String(body.pay_currency),
        price_amount: Number(body.price_amount),
        price_currency: String(body.price_currency),
        order_id: String(body.order_id),
        payin_hash: null,
      };
      this.payments.set(String(payment.payment_id), payment);
      this.#byOrder.set(payment.order_id, payment);
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
