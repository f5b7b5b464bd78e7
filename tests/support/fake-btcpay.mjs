// The one stand-in for a BTCPay Server's Greenfield API, used by the payments tests, the gateway's
// webhook tests and the benchmark. Plain JavaScript, so the benchmark runs it without a build;
// TypeScript tests import it with its types (fake-btcpay.d.mts). Every request and answer is checked
// against the vendored OpenAPI document (btcpay/), and so is every webhook payload it sends.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import bolt11 from 'bolt11';
import { GreenfieldContract } from './btcpay/greenfield-contract.mjs';

/** BTCPay's automatic redelivery: 10 s, 1 min, then 10 min six times. */
export const BTCPAY_RETRY_DELAYS_MS = [10_000, 60_000, ...Array(6).fill(600_000)];
const DEFAULT_RATES = { BTC: { EUR: '60000', USD: '65000' }, LTC: { EUR: '80', USD: '90' } };
const CONFIRMATIONS = { HighSpeed: 0, MediumSpeed: 1, LowMediumSpeed: 2, LowSpeed: 6 };
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, validWitnessVersions: [0, 1] };
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const SATS = 100_000_000n;
const contract = new GreenfieldContract();

const now = () => Math.floor(Date.now() / 1000);
const newId = (bytes = 16) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, 22);
const sum = (values) => values.reduce((a, b) => a + b, 0n);
/** 12345n → "0.00012345" */
const coins = (sats) =>
  `${sats < 0n ? '-' : ''}${(sats < 0n ? -sats : sats) / SATS}.${String((sats < 0n ? -sats : sats) % SATS).padStart(8, '0')}`;
const toSats = (decimal) => {
  const [whole, fraction = ''] = String(decimal).split('.');
  return BigInt(whole) * SATS + BigInt((fraction + '00000000').slice(0, 8));
};
/** A regtest-looking bech32 address, the same for the same seed (not a valid checksum). */
const fakeAddress = (prefix, seed) =>
  `${prefix}1q${[...createHash('sha256').update(seed).digest()]
    .slice(0, 32)
    .map((b) => BECH32[b % 32])
    .join('')}`;
const problem = (status, code, message) => ({ status, body: { code, message } });
const invalid = (path, message) => ({ status: 400, body: [{ path, message }] });
const STORE_SCOPED_INVOICE = /^\/api\/v1\/stores\/([^/]+)\/invoices\/([^/]+)(\/payment-methods|\/refund)?$/;
const RETRYABLE = (status) => status === undefined || status >= 500 || status === 408 || status === 429;

/**
 * Invoices (`POST /api/v1/stores/{storeId}/invoices`, `GET /api/v1/invoices/{invoiceId}`, its
 * payment methods and refund) and `GET /api/v1/health`. An invoice stays `New` until a test moves it
 * (`process`, `settle`, `payPartial`, `expire`, `invalidate`) or, for Litecoin with a node,
 * `syncChain()` finds what the node received. Each move sends BTCPay's webhook events, signed.
 */
export class FakeBtcpay {
  /** Every request received, unless constructed with `{ record: false }`. */
  seen = [];
  /** Requests, answers and webhook payloads that do not match the OpenAPI document. */
  violations = [];
  /** Each webhook delivery attempt. */
  deliveries = [];
  /** Pull payments created by refunds. */
  refunds = [];
  /** Invoices by BTCPay id. */
  invoices = new Map();
  /** When true, every endpoint (health too) answers 503. */
  down = false;
  override = undefined;
  webhookUrl;
  #options;
  #rates;
  #retryDelaysMs;
  #litecoin;
  #nodeKey = randomBytes(32).toString('hex');
  #server;
  #base = '';
  #queue = Promise.resolve();
  #inFlight = new Set();
  #timers = new Set();
  #sent = new Map();
  #syncTimer;
  #syncing;

  constructor({
    apiKey,
    storeId,
    webhookSecret,
    webhookUrl,
    webhookId = 'FakeWebhook1',
    retryDelaysMs = BTCPAY_RETRY_DELAYS_MS,
    litecoin,
    syncEveryMs,
    rates = DEFAULT_RATES,
    record = true,
    authorizedEvents = { everything: true },
  }) {
    this.#options = { apiKey, storeId, webhookSecret, webhookId, syncEveryMs, record, authorizedEvents };
    this.webhookUrl = webhookUrl;
    this.#retryDelaysMs = retryDelaysMs;
    this.#litecoin = litecoin;
    this.#rates = rates;
  }

  /** Listens on a port of 127.0.0.1; resolves to the URL to set as BTCPAY_URL. */
  async start() {
    this.#server = createServer((req, res) => {
      void this.#handle(req).then(({ status, body }) => {
        if (body === undefined) res.writeHead(status).end();
        else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
    this.#base = `http://127.0.0.1:${this.#server.address().port}`;
    if (this.#litecoin && this.#options.syncEveryMs)
      this.#syncTimer = setInterval(
        () => void this.syncChain().catch(() => undefined),
        this.#options.syncEveryMs,
      );
    return this.#base;
  }

  async stop() {
    clearInterval(this.#syncTimer);
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#server?.closeAllConnections();
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve()));
  }

  /** The invoice made for our payment id (`metadata.orderId`). */
  byOrder(orderId) {
    const found = [...this.invoices.values()].find((i) => i.metadata?.orderId === orderId);
    if (!found) throw new Error(`no fake BTCPay invoice for order ${orderId}`);
    return found;
  }

  /** The BOLT11 invoice of an invoice's `BTC-LN` payment method. */
  lightning(invoiceId) {
    const method = this.#invoice(invoiceId).methods.find((m) => m.paymentMethodId === 'BTC-LN');
    if (!method) throw new Error(`invoice ${invoiceId} has no BTC-LN payment method`);
    return { ...method.lightning };
  }

  // ── Test controls: each resolves once the events it causes had their first delivery attempt ──

  /** A payment of the full amount is seen, not yet confirmed: `Processing`. */
  async process(invoiceId, { paidOver = false } = {}) {
    const invoice = this.#invoice(invoiceId);
    this.#pay(invoice, this.#outstanding(invoice, paidOver), 'Processing');
    return this.#advance(invoice);
  }

  /** Paid and confirmed: `Settled` (PaidOver, PaidLate after expiry, or Marked by hand). */
  async settle(invoiceId, { paidOver = false, late = false, marked = false } = {}) {
    const invoice = this.#invoice(invoiceId);
    if (marked) {
      this.#setStatus(invoice, 'Settled', 'Marked');
      return this.#emit([this.#event('InvoiceSettled', invoice, { manuallyMarked: true, overPaid: false })]);
    }
    const events = [];
    if (late && invoice.status === 'New') events.push(...this.#expireNow(invoice));
    const outstanding = this.#outstanding(invoice, paidOver);
    if (outstanding > 0n) this.#pay(invoice, outstanding, 'Processing');
    for (const payment of invoice.methods.flatMap((m) => m.payments)) payment.confirmed = true;
    return this.#advance(invoice, events);
  }

  /** A payment of `fraction` of the amount: stays `New` with `PaidPartial`. */
  async payPartial(invoiceId, fraction) {
    const invoice = this.#invoice(invoiceId);
    const [method] = invoice.methods;
    const sats = (method.amountSats * BigInt(Math.round(fraction * 1_000_000))) / 1_000_000n;
    this.#pay(invoice, sats, 'Processing');
    return this.#advance(invoice);
  }

  /** Past its expiration time: `Expired`, `PaidPartial` when something was paid. */
  async expire(invoiceId) {
    return this.#emit(this.#expireNow(this.#invoice(invoiceId)));
  }

  /** `Invalid` (double spend, or `Marked` by hand). */
  async invalidate(invoiceId, { marked = false } = {}) {
    const invoice = this.#invoice(invoiceId);
    this.#setStatus(invoice, 'Invalid', marked ? 'Marked' : 'None');
    return this.#emit([this.#event('InvoiceInvalid', invoice, { manuallyMarked: marked })]);
  }

  /** Reads what the Litecoin node received for each open `LTC-CHAIN` invoice and moves it. */
  async syncChain() {
    if (!this.#litecoin) throw new Error('FakeBtcpay was constructed without a litecoin node');
    // One pass at a time; a failed pass does not stop the next.
    this.#syncing = (this.#syncing ?? Promise.resolve()).catch(() => undefined).then(() => this.#syncOnce());
    return this.#syncing;
  }

  // ── Webhook deliveries ──

  /** Sends a delivered event again as BTCPay's manual redelivery: new deliveryId, same original. */
  async redeliver(deliveryId) {
    const payload = this.#sentPayload(deliveryId);
    const again = { ...payload, deliveryId: newId(), isRedelivery: true };
    await this.#emit([again]);
    return again.deliveryId;
  }

  /** Sends a delivered event's exact bytes `times` more times; resolves to the status codes. */
  async deliverAgain(deliveryId, times) {
    const payload = this.#sentPayload(deliveryId);
    const statuses = [];
    for (let i = 0; i < times; i++) statuses.push(await this.#attemptOnce(payload));
    return statuses;
  }

  /** Sends an invoice's delivered events again, newest first; resolves to the status codes. */
  async deliverOutOfOrder(invoiceId) {
    const payloads = [...this.#sent.values()].filter((p) => p.invoiceId === invoiceId && !p.isRedelivery);
    const statuses = [];
    for (const payload of payloads.reverse()) statuses.push(await this.#attemptOnce(payload));
    return statuses;
  }

  /** Events sent for an invoice, in order (first deliveries, redeliveries included). */
  events(invoiceId) {
    return [...this.#sent.values()].filter((p) => invoiceId === undefined || p.invoiceId === invoiceId);
  }

  /** Resolves when no delivery is in flight or waiting for a retry. */
  async idle() {
    while (this.#inFlight.size) await Promise.all([...this.#inFlight]);
  }

  /** The signature BTCPay puts in `BTCPay-Sig` for these body bytes. */
  sign(body) {
    return `sha256=${createHmac('sha256', this.#options.webhookSecret).update(body).digest('hex')}`;
  }

  // ── HTTP ──

  async #handle(req) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url, 'http://fake');
    const seen = {
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      body: undefined,
    };
    let parseError;
    if (raw) {
      try {
        seen.body = JSON.parse(raw);
      } catch (err) {
        parseError = err.message;
      }
    }
    if (this.#options.record) this.seen.push(seen);
    if (this.down) return problem(503, 'service-unavailable', 'BTCPay Server is not available');
    const overridden = this.override?.(seen);
    if (overridden) return overridden;

    const record = (direction, errors) =>
      this.violations.push({ method: req.method, path: url.pathname, direction, errors });
    // Before v2.4 an invoice was reached under its store; v2.4.1's document has no such paths.
    const storeScoped = STORE_SCOPED_INVOICE.exec(url.pathname);
    if (storeScoped)
      record('request', [
        { path: 'path', message: `not in the v2.4.1 document: use /api/v1/invoices/${storeScoped[2]}` },
      ]);
    const found = contract.find(
      req.method,
      storeScoped ? `/api/v1/invoices/${storeScoped[2]}${storeScoped[3] ?? ''}` : url.pathname,
    );
    if (!found) {
      record('request', [{ path: 'path', message: `${req.method} ${url.pathname} is not in the document` }]);
      return { status: 404, body: undefined };
    }
    const { operation } = found;
    const params = storeScoped
      ? { ...found.params, storeId: decodeURIComponent(storeScoped[1]) }
      : found.params;

    if (operation.spec.security?.length !== 0 && seen.authorization !== `token ${this.#options.apiKey}`)
      return this.#answer(
        operation,
        record,
        problem(401, 'unauthenticated', 'Authentication is required for accessing this endpoint'),
      );
    const errors = parseError
      ? [{ path: 'body', message: `not JSON: ${parseError}` }]
      : operation.checkRequest({
          params,
          query: Object.fromEntries(url.searchParams),
          body: seen.body,
          hasBody: Boolean(raw),
        });
    if (errors.length) {
      record('request', errors);
      return { status: 400, body: errors };
    }
    return this.#answer(operation, record, await this.#route(operation.operationId, params, seen.body));
  }

  #answer(operation, record, answer) {
    const errors = operation.checkAnswer(answer.status, answer.body);
    if (errors.length) record('response', errors);
    return answer;
  }

  async #route(operationId, params, body) {
    if (params.storeId !== undefined && params.storeId !== this.#options.storeId)
      return problem(404, 'store-not-found', 'The store was not found');
    if (operationId === 'Health_GetHealth') return { status: 200, body: { synchronized: true } };
    if (operationId === 'Invoices_CreateInvoice') return this.#create(body);
    const invoice = this.invoices.get(params.invoiceId);
    if (params.invoiceId !== undefined && !invoice)
      return problem(404, 'invoice-not-found', 'The invoice was not found');
    if (operationId === 'Invoices_GetInvoice') return { status: 200, body: this.#invoiceData(invoice) };
    if (operationId === 'Invoices_GetInvoicePaymentMethods')
      return { status: 200, body: invoice.methods.map((m) => this.#methodData(invoice, m)) };
    if (operationId === 'Invoices_Refund') return this.#refund(invoice, body);
    return problem(501, 'not-implemented', `${operationId} is not part of the stand-in`);
  }

  async #create(body) {
    const currency = body.currency ?? 'USD';
    if (body.amount == null) return invalid('amount', 'The stand-in only makes invoices with an amount');
    const checkout = body.checkout ?? {};
    const paymentMethods = checkout.paymentMethods ?? ['BTC-CHAIN'];
    for (const id of paymentMethods) {
      const crypto = id.split('-')[0];
      if (!/^[A-Z]+-(CHAIN|LN)$/.test(id) || !this.#rates[crypto] || (id.endsWith('-LN') && crypto !== 'BTC'))
        return invalid('checkout.paymentMethods', `Payment method ${id} is not supported by this store`);
      if (!this.#rates[crypto][currency]) return invalid('currency', `No rate for ${crypto}_${currency}`);
    }
    const createdTime = now();
    const expirationMinutes = checkout.expirationMinutes ?? 15;
    const monitoringMinutes = checkout.monitoringMinutes ?? 1440;
    const invoice = {
      id: newId(),
      storeId: this.#options.storeId,
      amount: String(body.amount),
      currency,
      metadata: body.metadata ?? {},
      checkout: {
        speedPolicy: checkout.speedPolicy ?? 'MediumSpeed',
        paymentMethods,
        defaultPaymentMethod: checkout.defaultPaymentMethod ?? paymentMethods[0],
        lazyPaymentMethods: checkout.lazyPaymentMethods ?? false,
        expirationMinutes,
        monitoringMinutes,
        paymentTolerance: checkout.paymentTolerance ?? 0,
        redirectURL: checkout.redirectURL ?? null,
        redirectAutomatically: checkout.redirectAutomatically ?? false,
        defaultLanguage: checkout.defaultLanguage ?? null,
      },
      receipt: { enabled: true, showQR: null, showPayments: null, ...body.receipt },
      status: 'New',
      additionalStatus: 'None',
      createdTime,
      expirationTime: createdTime + Math.round(expirationMinutes * 60),
      monitoringExpiration: createdTime + Math.round((expirationMinutes + monitoringMinutes) * 60),
      archived: false,
      methods: [],
    };
    for (const id of paymentMethods) invoice.methods.push(await this.#method(invoice, id));
    this.invoices.set(invoice.id, invoice);
    void this.#emit([this.#event('InvoiceCreated', invoice)]);
    return { status: 200, body: this.#invoiceData(invoice) };
  }

  async #method(invoice, paymentMethodId) {
    const crypto = paymentMethodId.split('-')[0];
    const rate = this.#rates[crypto][invoice.currency];
    // The amount to pay, rounded up to the satoshi (litoshi).
    const amountSats = (toSats(invoice.amount) * SATS + toSats(rate) - 1n) / toSats(rate);
    const method = { paymentMethodId, currency: crypto, rate, amountSats, payments: [] };
    if (paymentMethodId === 'BTC-LN') {
      const preimage = randomBytes(32);
      const paymentHash = createHash('sha256').update(preimage).digest('hex');
      const encoded = bolt11.encode({
        network: REGTEST,
        millisatoshis: String(amountSats * 1000n),
        timestamp: invoice.createdTime,
        tags: [
          { tagName: 'payment_hash', data: paymentHash },
          { tagName: 'payment_secret', data: randomBytes(32).toString('hex') },
          { tagName: 'description', data: `Invoice ${invoice.id}` },
          { tagName: 'expire_time', data: invoice.expirationTime - invoice.createdTime },
        ],
      });
      const { paymentRequest } = bolt11.sign(encoded, this.#nodeKey);
      method.destination = paymentRequest;
      method.paymentLink = `lightning:${paymentRequest}`;
      method.lightning = {
        bolt11: paymentRequest,
        paymentHash,
        preimage: preimage.toString('hex'),
        amountMsat: String(amountSats * 1000n),
        expiresAt: invoice.expirationTime,
      };
      return method;
    }
    const scheme = { BTC: 'bitcoin', LTC: 'litecoin' }[crypto] ?? crypto.toLowerCase();
    method.destination =
      crypto === 'LTC' && this.#litecoin
        ? await this.#litecoin.getNewAddress()
        : fakeAddress(crypto === 'LTC' ? 'rltc' : 'bcrt', `${invoice.id}/${paymentMethodId}`);
    method.paymentLink = `${scheme}:${method.destination}?amount=${coins(amountSats)}`;
    method.keyPath = `0/${this.invoices.size}`;
    return method;
  }

  #refund(invoice, body) {
    if (invoice.status !== 'Settled' && invoice.status !== 'Invalid')
      return invalid('invoiceId', 'Cannot refund this invoice');
    const paid = invoice.methods.find((m) => m.payments.length) ?? invoice.methods[0];
    const methodId = body.payoutMethods?.[0] ?? paid.paymentMethodId;
    const method = invoice.methods.find((m) => m.paymentMethodId === methodId);
    if (!method) return invalid('payoutMethods', `${methodId} was not a payment method of this invoice`);
    let amount;
    let currency = method.currency;
    if (body.refundVariant === 'RateThen' || body.refundVariant === 'CurrentRate') amount = method.amountSats;
    else if (body.refundVariant === 'OverpaidAmount') {
      amount = this.#paidIn(invoice, method, false) - method.amountSats;
      if (amount <= 0n) return invalid('refundVariant', 'Invoice is not overpaid');
    } else if (body.refundVariant === 'Fiat') {
      amount = toSats(invoice.amount);
      currency = invoice.currency;
    } else {
      if (!body.customAmount) return invalid('customAmount', 'customAmount is required');
      if (!body.customCurrency) return invalid('customCurrency', 'customCurrency is required');
      amount = toSats(body.customAmount);
      currency = body.customCurrency;
    }
    if (body.subtractPercentage) amount -= (amount * toSats(body.subtractPercentage)) / (100n * SATS);
    const id = newId();
    const pullPayment = {
      id,
      name: body.name ?? `Refund ${invoice.id}`,
      description: body.description ?? '',
      currency,
      amount: coins(amount),
      BOLT11Expiration: '30',
      autoApproveClaims: false,
      archived: false,
      viewLink: `${this.#base}/pull-payments/${id}`,
    };
    this.refunds.push({ invoiceId: invoice.id, payoutMethods: [methodId], ...pullPayment });
    return { status: 200, body: pullPayment };
  }

  // ── The invoice as BTCPay shows it ──

  #invoiceData(invoice) {
    const paidFiat = sum(invoice.methods.map((m) => (this.#paidBy(m, false) * toSats(m.rate)) / SATS));
    const manual = {
      New: ['Settled', 'Invalid'],
      Processing: ['Settled', 'Invalid'],
      Expired: ['Settled', 'Invalid'],
    };
    return {
      id: invoice.id,
      storeId: invoice.storeId,
      amount: invoice.amount,
      paidAmount: coins(paidFiat).replace(/(\.\d{2})\d+$/, '$1'),
      currency: invoice.currency,
      type: 'Standard',
      checkoutLink: `${this.#base}/i/${invoice.id}`,
      createdTime: invoice.createdTime,
      expirationTime: invoice.expirationTime,
      monitoringExpiration: invoice.monitoringExpiration,
      status: invoice.status,
      additionalStatus: invoice.additionalStatus,
      availableStatusesForManualMarking:
        manual[invoice.status] ?? (invoice.status === 'Settled' ? ['Invalid'] : ['Settled']),
      archived: invoice.archived,
      metadata: invoice.metadata,
      checkout: invoice.checkout,
      receipt: invoice.receipt,
    };
  }

  #methodData(invoice, method) {
    const paid = this.#paidBy(method, false);
    const totalPaid = this.#paidIn(invoice, method, false);
    const due = method.amountSats > totalPaid ? method.amountSats - totalPaid : 0n;
    return {
      paymentMethodId: method.paymentMethodId,
      currency: method.currency,
      destination: method.destination,
      paymentLink: method.paymentLink,
      rate: method.rate,
      paymentMethodPaid: coins(paid),
      totalPaid: coins(totalPaid),
      due: coins(due),
      amount: coins(method.amountSats),
      paymentMethodFee: '0.00000000',
      payments: method.payments.map((p) => this.#paymentData(p)),
      activated: true,
      additionalData: method.paymentMethodId.endsWith('-CHAIN')
        ? { keyPath: method.keyPath, payjoinEnabled: false }
        : {},
    };
  }

  #paymentData(payment) {
    return {
      id: payment.id,
      receivedDate: payment.receivedDate,
      value: coins(payment.sats),
      fee: '0.00000000',
      status: payment.confirmed ? 'Settled' : 'Processing',
      destination: payment.destination,
    };
  }

  /** What one method received (confirmed only, when asked). */
  #paidBy(method, confirmedOnly) {
    return sum(method.payments.filter((p) => !confirmedOnly || p.confirmed).map((p) => p.sats));
  }

  /** What all methods received, in this method's currency at the invoice's rates. */
  #paidIn(invoice, method, confirmedOnly) {
    return sum(
      invoice.methods.map((m) => (this.#paidBy(m, confirmedOnly) * toSats(m.rate)) / toSats(method.rate)),
    );
  }

  // ── Moving an invoice ──

  #invoice(invoiceId) {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`no fake BTCPay invoice ${invoiceId}`);
    return invoice;
  }

  #outstanding(invoice, paidOver) {
    const [method] = invoice.methods;
    const left = method.amountSats - this.#paidIn(invoice, method, false);
    return paidOver ? (left > 0n ? left : 0n) + method.amountSats / 10n + 1n : left;
  }

  /** Records a payment to the first payment method, announced by the next `#advance`. */
  #pay(invoice, sats, status, { method = invoice.methods[0], id, receivedDate = now() } = {}) {
    const txid = randomBytes(32).toString('hex');
    const paymentId =
      id ?? (method.paymentMethodId === 'BTC-LN' ? method.lightning.paymentHash : `${txid}-0`);
    const payment = {
      id: paymentId,
      sats,
      receivedDate,
      destination: method.destination,
      confirmed: status === 'Settled',
      announced: false,
      announcedConfirmed: false,
      method,
    };
    method.payments.push(payment);
    return payment;
  }

  #setStatus(invoice, status, additionalStatus) {
    invoice.status = status;
    invoice.additionalStatus = additionalStatus;
  }

  #expireNow(invoice) {
    const [method] = invoice.methods;
    const partiallyPaid = this.#paidIn(invoice, method, false) > 0n;
    this.#setStatus(invoice, 'Expired', partiallyPaid ? 'PaidPartial' : 'None');
    return [this.#event('InvoiceExpired', invoice, { partiallyPaid })];
  }

  /**
   * Announces new and newly confirmed payments, then moves the invoice as BTCPay does: fully paid →
   * `Processing`, fully confirmed → `Settled`, partly paid → `PaidPartial`, past expiry → `Expired`.
   */
  async #advance(invoice, events = []) {
    const afterExpiration = invoice.status === 'Expired' || now() >= invoice.expirationTime;
    const payments = invoice.methods.flatMap((m) => m.payments);
    const announce = (type, payment) =>
      events.push(
        this.#event(type, invoice, {
          afterExpiration,
          paymentMethodId: payment.method.paymentMethodId,
          payment: this.#paymentData(payment),
        }),
      );
    for (const payment of payments.filter((p) => !p.announced)) {
      payment.announced = true;
      announce('InvoiceReceivedPayment', payment);
    }
    const [first] = invoice.methods;
    const paid = this.#paidIn(invoice, first, false);
    const overPaid = paid > first.amountSats;
    const late = invoice.status === 'Expired' || invoice.additionalStatus === 'PaidLate';
    const extra = late ? 'PaidLate' : overPaid ? 'PaidOver' : 'None';
    if ((invoice.status === 'New' || invoice.status === 'Expired') && paid >= first.amountSats) {
      this.#setStatus(invoice, 'Processing', extra);
      events.push(this.#event('InvoiceProcessing', invoice, { overPaid }));
    }
    for (const payment of payments.filter((p) => p.confirmed && !p.announcedConfirmed)) {
      payment.announcedConfirmed = true;
      announce('InvoicePaymentSettled', payment);
    }
    if (invoice.status === 'Processing' && this.#paidIn(invoice, first, true) >= first.amountSats) {
      this.#setStatus(invoice, 'Settled', extra);
      events.push(this.#event('InvoiceSettled', invoice, { manuallyMarked: false, overPaid }));
    }
    if (invoice.status === 'New' && paid > 0n && paid < first.amountSats)
      invoice.additionalStatus = 'PaidPartial';
    if (invoice.status === 'New' && now() >= invoice.expirationTime) events.push(...this.#expireNow(invoice));
    return this.#emit(events);
  }

  async #syncOnce() {
    for (const invoice of this.invoices.values()) {
      const method = invoice.methods.find((m) => m.paymentMethodId === 'LTC-CHAIN');
      if (!method || !['New', 'Processing', 'Expired'].includes(invoice.status)) continue;
      if (invoice.status === 'Expired' && now() >= invoice.monitoringExpiration) continue;
      const needed = CONFIRMATIONS[invoice.checkout.speedPolicy] ?? 1;
      const [received] = await this.#litecoin.rpc(
        'listreceivedbyaddress',
        0,
        false,
        true,
        method.destination,
      );
      for (const txid of new Set(received?.txids ?? [])) {
        const tx = await this.#litecoin.rpc('gettransaction', txid, true);
        for (const detail of tx.details.filter(
          (d) => d.category === 'receive' && d.address === method.destination,
        )) {
          const id = `${txid}-${detail.vout}`;
          const payment =
            method.payments.find((p) => p.id === id) ??
            this.#pay(invoice, toSats(detail.amount.toFixed(8)), 'Processing', {
              method,
              id,
              receivedDate: tx.time,
            });
          payment.txid = txid;
          payment.confirmations = tx.confirmations;
          if (tx.confirmations >= needed) payment.confirmed = true;
        }
      }
      await this.#advance(invoice);
    }
  }

  #event(type, invoice, fields = {}) {
    const deliveryId = newId();
    return {
      deliveryId,
      webhookId: this.#options.webhookId,
      originalDeliveryId: deliveryId,
      isRedelivery: false,
      type,
      timestamp: now(),
      storeId: invoice.storeId,
      invoiceId: invoice.id,
      metadata: invoice.metadata,
      ...fields,
    };
  }

  #sentPayload(deliveryId) {
    const payload = this.#sent.get(deliveryId);
    if (!payload) throw new Error(`no delivery ${deliveryId}`);
    return payload;
  }

  /** Queues events for delivery in order; resolves after each one's first attempt. */
  #emit(all) {
    // As BTCPay does, a webhook that asked for specific events is sent only those.
    const { everything = true, specificEvents = [] } = this.#options.authorizedEvents;
    const events = everything ? all : all.filter((payload) => specificEvents.includes(payload.type));
    for (const payload of events) {
      const errors = contract.checkWebhook(payload.type, payload);
      if (errors.length)
        this.violations.push({
          method: 'POST',
          path: `webhook ${payload.type}`,
          direction: 'webhook',
          errors,
        });
      this.#sent.set(payload.deliveryId, payload);
    }
    // BTCPay delivers a webhook's events one after the other; retries wait in the background.
    this.#queue = this.#queue.then(async () => {
      for (const payload of events) {
        const firstAttempt = new Promise((resolve) => this.#track(this.#deliver(payload, resolve)));
        await firstAttempt;
      }
    });
    return this.#queue;
  }

  #track(promise) {
    this.#inFlight.add(promise);
    void promise.finally(() => this.#inFlight.delete(promise));
  }

  /** One event until it is answered without a retryable status or the retry delays run out. */
  #deliver(payload, resolveFirst) {
    const attempt = async (n) => {
      const status = await this.#attemptOnce(payload);
      if (n === 0) resolveFirst(status);
      if (!RETRYABLE(status) || n >= this.#retryDelaysMs.length) return;
      await new Promise((resolve) => {
        const timer = setTimeout(() => (this.#timers.delete(timer), resolve()), this.#retryDelaysMs[n]);
        this.#timers.add(timer);
      });
      await attempt(n + 1);
    };
    return attempt(0);
  }

  /** One POST of the payload's bytes; resolves to the status (undefined on a network error). */
  async #attemptOnce(payload) {
    if (!this.webhookUrl) {
      this.deliveries.push({ ...this.#logOf(payload), status: undefined, error: 'no webhookUrl' });
      return 0;
    }
    const body = JSON.stringify(payload);
    const sent = performance.now();
    let status;
    let error;
    try {
      const res = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'BTCPay-Sig': this.sign(body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch (err) {
      error = err.message;
    }
    const tookMs = Math.round((performance.now() - sent) * 10) / 10;
    this.deliveries.push({ ...this.#logOf(payload), status, tookMs, ...(error ? { error } : {}) });
    return status;
  }

  #logOf(payload) {
    return {
      deliveryId: payload.deliveryId,
      originalDeliveryId: payload.originalDeliveryId,
      type: payload.type,
      invoiceId: payload.invoiceId,
      at: Date.now(),
    };
  }
}
