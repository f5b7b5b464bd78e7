import { parseConfig, signBtcPayWebhook } from '@storefront/platform';
import bolt11 from 'bolt11';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PaymentsConfig } from '../config';
import type { BtcPayPaymentMethod } from './btcpay-greenfield';
import { lightningInvoice } from './btcpay-payment-methods';
import { BtcPayProvider } from './btcpay.provider';
import { CryptoNotServedError, ProviderPaymentRequest } from './payment-provider';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: unknown;
}
type Answer = { status: number; body: unknown };

/** A few lines of BTCPay's Greenfield API: each test says what it answers. */
class LocalBtcPay {
  readonly seen: Seen[] = [];
  answer: (seen: Seen) => Answer = () => ({ status: 404, body: {} });
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void read(req).then((text) => {
        const seen = {
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization,
          body: text ? JSON.parse(text) : undefined,
        };
        this.seen.push(seen);
        const { status, body } = this.answer(seen);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** The properties the v2.4.1 document lets a create-invoice request have (CreateInvoiceRequest). */
const CREATE_INVOICE_FIELDS = [
  'metadata',
  'checkout',
  'receipt',
  'amount',
  'currency',
  'additionalSearchTerms',
];
const CHECKOUT_OPTIONS_FIELDS = [
  'speedPolicy',
  'paymentMethods',
  'defaultPaymentMethod',
  'lazyPaymentMethods',
  'expirationMinutes',
  'monitoringMinutes',
  'paymentTolerance',
  'redirectURL',
  'redirectAutomatically',
  'defaultLanguage',
];
const SPEED_POLICIES = ['HighSpeed', 'MediumSpeed', 'LowSpeed', 'LowMediumSpeed'];

const SECRET = 'webhook-secret';
const STORE = 'Store9xYz';
const TXID = 'b'.repeat(64);

const request = (overrides: Partial<ProviderPaymentRequest> = {}): ProviderPaymentRequest => ({
  paymentId: '6f1c8a59-0f1e-4b8e-9d53-3c1e6b2c9a10',
  amount: '20.00',
  currency: 'eur',
  crypto: 'btc',
  quotedCryptoAmount: '0.00031',
  expiresAt: new Date(Date.now() + 3600_000),
  ...overrides,
});

const NODE_KEY = randomBytes(32).toString('hex');

/** A real signed BOLT11 invoice (regtest) for `sats`, made at `timestamp` and payable for `expirySeconds`. */
function signedBolt11(sats: number, timestamp: number, expirySeconds: number): string {
  const encoded = bolt11.encode({
    network: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, validWitnessVersions: [0, 1] },
    satoshis: sats,
    timestamp,
    tags: [
      { tagName: 'payment_hash', data: 'ab'.repeat(32) },
      { tagName: 'payment_secret', data: 'cd'.repeat(32) },
      { tagName: 'description', data: 'Invoice test' },
      { tagName: 'expire_time', data: expirySeconds },
    ],
  });
  return bolt11.sign(encoded, NODE_KEY).paymentRequest!;
}

const chainMethod = (overrides: Partial<BtcPayPaymentMethod> = {}): BtcPayPaymentMethod => ({
  paymentMethodId: 'BTC-CHAIN',
  currency: 'BTC',
  destination: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  paymentLink: 'bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.00030712',
  rate: '65120.10',
  amount: '0.00030712',
  totalPaid: '0',
  paymentMethodPaid: '0',
  due: '0.00030712',
  paymentMethodFee: '0',
  payments: [],
  activated: true,
  ...overrides,
});

describe('BTCPay provider against a local stand-in of its Greenfield API', () => {
  const btcpay = new LocalBtcPay();
  let provider: BtcPayProvider;

  beforeAll(async () => {
    const url = await btcpay.start();
    provider = new BtcPayProvider(
      parseConfig(PaymentsConfig, {
        PAYMENT_PROVIDER: 'btcpay',
        BTCPAY_URL: url,
        BTCPAY_API_KEY: 'key-123',
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: SECRET,
        BTCPAY_SPEED_POLICY: 'LowMediumSpeed',
        BTCPAY_TIMEOUT_MS: '500',
        PAYMENT_EXPIRY_MINUTES: '45',
      }),
    );
  });
  afterAll(() => btcpay.stop());
  beforeEach(() => btcpay.seen.splice(0));

  it('creates an invoice for the fiat amount, our payment id and the one on-chain method, then reads its address', async () => {
    const expirationTime = Math.floor(Date.now() / 1000) + 45 * 60;
    btcpay.answer = ({ method, url }) => {
      if (method === 'POST' && url === `/api/v1/stores/${STORE}/invoices`) {
        return {
          status: 200,
          body: {
            id: 'HMprBnL9BTXWuPvpoKBS6e',
            storeId: STORE,
            amount: '20.00',
            currency: 'EUR',
            status: 'New',
            additionalStatus: 'None',
            checkoutLink: 'https://btcpay.example/i/HMprBnL9BTXWuPvpoKBS6e',
            expirationTime,
          },
        };
      }
      if (method === 'GET' && url === '/api/v1/invoices/HMprBnL9BTXWuPvpoKBS6e/payment-methods') {
        return { status: 200, body: [chainMethod()] };
      }
      return { status: 404, body: {} };
    };

    const created = await provider.create(request());

    expect(created).toEqual({
      providerPaymentId: 'HMprBnL9BTXWuPvpoKBS6e',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      cryptoAmount: '0.00030712',
      expiresAt: new Date(expirationTime * 1000),
      checkoutLink: 'https://btcpay.example/i/HMprBnL9BTXWuPvpoKBS6e',
    });
    expect(btcpay.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `POST /api/v1/stores/${STORE}/invoices`,
      'GET /api/v1/invoices/HMprBnL9BTXWuPvpoKBS6e/payment-methods',
    ]);
    for (const seen of btcpay.seen) expect(seen.authorization).toBe('token key-123');
    expect(btcpay.seen[0].body).toEqual({
      amount: '20.00',
      currency: 'EUR',
      metadata: { orderId: '6f1c8a59-0f1e-4b8e-9d53-3c1e6b2c9a10' },
      checkout: {
        paymentMethods: ['BTC-CHAIN'],
        expirationMinutes: 45,
        speedPolicy: 'LowMediumSpeed',
        lazyPaymentMethods: false,
      },
    });
  });

  describe('Lightning', () => {
    const now = () => Math.floor(Date.now() / 1000);

    /** BTCPay answering a `BTC-LN` invoice expiring at `expirationTime` whose BOLT11 is `invoice`. */
    function answerLightning(expirationTime: number, invoice: string) {
      btcpay.answer = ({ method, url }) => {
        if (method === 'POST') {
          return {
            status: 200,
            body: {
              id: 'LnInvoice1',
              status: 'New',
              checkoutLink: 'https://btcpay.example/i/LnInvoice1',
              expirationTime,
            },
          };
        }
        if (url === '/api/v1/invoices/LnInvoice1/payment-methods') {
          return {
            status: 200,
            body: [
              chainMethod({
                paymentMethodId: 'BTC-LN',
                destination: invoice,
                paymentLink: `lightning:${invoice}`,
                amount: '0.00030712',
                due: '0.00030712',
              }),
            ],
          };
        }
        return { status: 404, body: {} };
      };
    }

    it('asks for the BTC-LN method and gives its BOLT11 invoice as the address, amount in BTC', async () => {
      const invoice = signedBolt11(30712, now(), 45 * 60);
      answerLightning(now() + 45 * 60, invoice);

      const created = await provider.create(request({ crypto: 'lightning' }));

      expect(btcpay.seen[0].body).toMatchObject({ checkout: { paymentMethods: ['BTC-LN'] } });
      expect(created).toMatchObject({
        providerPaymentId: 'LnInvoice1',
        address: invoice,
        cryptoAmount: '0.00030712',
        checkoutLink: 'https://btcpay.example/i/LnInvoice1',
      });
    });

    it('ends the payment when the BOLT11 invoice expires, if that comes before the BTCPay invoice', async () => {
      const made = now();
      answerLightning(made + 45 * 60, signedBolt11(30712, made, 10 * 60));
      expect((await provider.create(request({ crypto: 'lightning' }))).expiresAt).toEqual(
        new Date((made + 10 * 60) * 1000),
      );
    });

    it('keeps the BTCPay invoice’s expiry when the BOLT11 invoice outlives it', async () => {
      const made = now();
      answerLightning(made + 15 * 60, signedBolt11(30712, made, 24 * 3600));
      expect((await provider.create(request({ crypto: 'lightning' }))).expiresAt).toEqual(
        new Date((made + 15 * 60) * 1000),
      );
    });

    it('fails when the BTC-LN method has no invoice yet', async () => {
      answerLightning(now() + 45 * 60, '');
      await expect(provider.create(request({ crypto: 'lightning' }))).rejects.toThrow(/no BTC-LN address/);
    });
  });

  it('sends only what the create-invoice request schema of v2.4.1 allows, in its types', () => {
    const body = provider.invoiceRequest(request({ crypto: 'ltc', currency: 'usd', amount: '21.74' }));
    expect(CREATE_INVOICE_FIELDS).toEqual(expect.arrayContaining(Object.keys(body)));
    expect(CHECKOUT_OPTIONS_FIELDS).toEqual(expect.arrayContaining(Object.keys(body.checkout)));
    // amount: a decimal string; currency: a code; metadata: nothing about the buyer.
    expect(body.amount).toMatch(/^\d+\.\d{2}$/);
    expect(body.currency).toBe('USD');
    expect(Object.keys(body.metadata)).toEqual(['orderId']);
    expect(SPEED_POLICIES).toContain(body.checkout.speedPolicy);
    expect(Number.isInteger(body.checkout.expirationMinutes)).toBe(true);
    expect(body.checkout.paymentMethods).toEqual(['LTC-CHAIN']);
  });

  it('refuses ether before asking BTCPay anything', async () => {
    await expect(provider.create(request({ crypto: 'eth' }))).rejects.toBeInstanceOf(CryptoNotServedError);
    expect(btcpay.seen).toEqual([]);
  });

  it('fails when the invoice has no address for its method', async () => {
    btcpay.answer = ({ method }) =>
      method === 'POST'
        ? { status: 200, body: { id: 'inv-2', status: 'New' } }
        : { status: 200, body: [chainMethod({ destination: '' })] };
    await expect(provider.create(request())).rejects.toThrow(/no BTC-CHAIN address/);
  });

  it('fails with BTCPay’s answer when it refuses the invoice', async () => {
    btcpay.answer = () => ({ status: 403, body: { code: 'missing-permission' } });
    await expect(provider.create(request())).rejects.toThrow(/answered 403/);
  });

  it('reads an invoice’s status and its payment method’s figures and first payment', async () => {
    btcpay.answer = ({ url }) =>
      url === '/api/v1/invoices/inv-3'
        ? {
            status: 200,
            body: {
              id: 'inv-3',
              amount: '20.00',
              currency: 'EUR',
              status: 'Expired',
              additionalStatus: 'PaidPartial',
            },
          }
        : {
            status: 200,
            body: [
              chainMethod({
                totalPaid: '0.0001',
                paymentMethodPaid: '0.0001',
                payments: [{ id: `${TXID}-0`, value: '0.0001', status: 'Settled' }],
              }),
            ],
          };
    expect(await provider.status('inv-3')).toEqual({
      status: 'partially_paid',
      txHash: TXID,
      actuallyPaid: '0.0001',
      figures: { payAmount: '0.00030712', priceAmount: '20', priceCurrency: 'eur' },
    });
    expect(btcpay.seen.map((s) => s.url).sort()).toEqual([
      '/api/v1/invoices/inv-3',
      '/api/v1/invoices/inv-3/payment-methods',
    ]);
  });

  it('fails on a status it has no word for, rather than guessing', async () => {
    btcpay.answer = ({ url }) =>
      url.endsWith('/payment-methods')
        ? { status: 200, body: [chainMethod()] }
        : { status: 200, body: { id: 'inv-4', status: 'Complete' } };
    await expect(provider.status('inv-4')).rejects.toThrow(/unknown BTCPay status/);
  });

  describe('webhooks', () => {
    const event = (overrides: Record<string, unknown> = {}) =>
      Buffer.from(
        JSON.stringify({
          deliveryId: 'del-1',
          webhookId: 'wh-1',
          originalDeliveryId: 'del-1',
          isRedelivery: false,
          type: 'InvoiceSettled',
          timestamp: 1767225600,
          storeId: STORE,
          invoiceId: 'inv-5',
          metadata: { orderId: 'pay-5' },
          manuallyMarked: false,
          overPaid: false,
          ...overrides,
        }),
      );

    it('reads a signed one as a prompt to ask about the invoice', () => {
      const rawBody = event();
      const reading = provider.readCallback({
        body: JSON.parse(rawBody.toString()),
        rawBody,
        signature: signBtcPayWebhook(rawBody, SECRET),
      });
      expect(reading).toMatchObject({
        kind: 'signed',
        providerPaymentId: 'inv-5',
        orderId: 'pay-5',
        rawStatus: 'InvoiceSettled',
        askProvider: true,
      });
      expect(reading).not.toHaveProperty('state');
    });

    it('keeps nothing of an unsigned one, whatever its body says', () => {
      const rawBody = event({ junk: 'x'.repeat(1000) });
      const body = JSON.parse(rawBody.toString());
      for (const signature of [undefined, signBtcPayWebhook(rawBody, 'wrong'), 'sha256=zz']) {
        expect(provider.readCallback({ body, rawBody, signature })).toEqual({
          kind: 'unsigned',
          providerPaymentId: 'inv-5',
          summary: null,
        });
      }
    });

    it('reads the signed bytes, not the body passed beside them', () => {
      const rawBody = event();
      const reading = provider.readCallback({
        body: { invoiceId: 'someone-else', metadata: { orderId: 'x' } },
        rawBody,
        signature: signBtcPayWebhook(rawBody, SECRET),
      });
      expect(reading).toMatchObject({ kind: 'signed', providerPaymentId: 'inv-5', orderId: 'pay-5' });
    });

    it('names no invoice of ours for another store’s event', () => {
      const rawBody = event({ storeId: 'OtherStore' });
      const reading = provider.readCallback({
        body: JSON.parse(rawBody.toString()),
        rawBody,
        signature: signBtcPayWebhook(rawBody, SECRET),
      });
      expect(reading).toMatchObject({ kind: 'signed', providerPaymentId: null });
    });
  });

  describe('refund', () => {
    const schemas = (
      JSON.parse(
        readFileSync(join(__dirname, '../../../../tests/support/btcpay/openapi-v2.4.1.json'), 'utf8'),
      ) as {
        components: {
          schemas: Record<string, { properties: Record<string, { enum?: string[] }>; required: string[] }>;
        };
      }
    ).components.schemas;

    it('asks for a Custom refund of the fiat amount, a request the v2.4.1 document allows', () => {
      const body = provider.refundRequest({ paymentId: 'pay-9', amount: '12.5', currency: 'usd' });
      expect(body).toEqual({
        name: 'Refund pay-9',
        refundVariant: 'Custom',
        customAmount: '12.50',
        customCurrency: 'USD',
      });
      const schema = schemas.RefundInvoiceRequest;
      for (const field of schema.required) expect(body).toHaveProperty(field);
      for (const field of Object.keys(body)) expect(Object.keys(schema.properties)).toContain(field);
      expect(schema.properties.refundVariant.enum).toContain(body.refundVariant);
    });

    it('posts it for the invoice and answers the pull payment and its claim link', async () => {
      btcpay.answer = ({ method, url }) =>
        method === 'POST' && url === '/api/v1/invoices/inv-7/refund'
          ? {
              status: 200,
              body: {
                id: 'pp-1',
                name: 'Refund pay-7',
                viewLink: 'https://btcpay.example/pull-payments/pp-1',
              },
            }
          : { status: 404, body: {} };
      const refund = await provider.refund('inv-7', { paymentId: 'pay-7', amount: '3', currency: 'eur' });
      expect(refund).toEqual({
        pullPaymentId: 'pp-1',
        claimLink: 'https://btcpay.example/pull-payments/pp-1',
      });
      expect(btcpay.seen).toEqual([
        expect.objectContaining({
          method: 'POST',
          authorization: 'token key-123',
          body: {
            name: 'Refund pay-7',
            refundVariant: 'Custom',
            customAmount: '3.00',
            customCurrency: 'EUR',
          },
        }),
      ]);
    });

    it('fails when BTCPay refuses or answers no claim link', async () => {
      btcpay.answer = () => ({
        status: 422,
        body: [{ path: 'invoiceId', message: 'Cannot refund this invoice' }],
      });
      await expect(
        provider.refund('inv-8', { paymentId: 'p', amount: '1', currency: 'eur' }),
      ).rejects.toThrow(/422/);
      btcpay.answer = () => ({ status: 200, body: { id: 'pp-2' } });
      await expect(
        provider.refund('inv-8', { paymentId: 'p', amount: '1', currency: 'eur' }),
      ).rejects.toThrow(/without a pull payment link/);
    });
  });

  it('says whether BTCPay answers its health check, and never throws', async () => {
    btcpay.answer = ({ url }) =>
      url === '/api/v1/health' ? { status: 200, body: { synchronized: true } } : { status: 404, body: {} };
    expect(await provider.health()).toEqual({ reachable: true });
    btcpay.answer = () => ({ status: 503, body: {} });
    expect(await provider.health()).toMatchObject({ reachable: false, detail: expect.stringMatching(/503/) });
  });
});

describe('a BTCPay invoice’s Lightning method', () => {
  it('gives its BOLT11 invoice and amount', () => {
    expect(
      lightningInvoice([
        chainMethod(),
        chainMethod({
          paymentMethodId: 'BTC-LN',
          destination: 'lnbc307120n1pexample',
          paymentLink: 'lightning:lnbc307120n1pexample',
        }),
      ]),
    ).toEqual({
      bolt11: 'lnbc307120n1pexample',
      amount: '0.00030712',
      paymentLink: 'lightning:lnbc307120n1pexample',
    });
  });

  it('is null when the invoice has none, or it is not activated', () => {
    expect(lightningInvoice([chainMethod()])).toBeNull();
    expect(
      lightningInvoice([chainMethod({ paymentMethodId: 'BTC-LN', destination: 'lnbc1', activated: false })]),
    ).toBeNull();
  });
});
