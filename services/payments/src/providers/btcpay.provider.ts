import { Injectable } from '@nestjs/common';
import type { Crypto } from '@storefront/contracts';
import { verifyBtcPaySignature } from '@storefront/platform';
import Decimal from 'decimal.js';
import { PaymentsConfig } from '../config';
import type { BtcPayInvoice, BtcPayPaymentMethod, BtcPayPullPayment } from './btcpay-greenfield';
import { bolt11ExpiresAt } from './bolt11-expiry';
import {
  BTCPAY_LIGHTNING_METHOD,
  BTCPAY_PAYMENT_METHOD,
  lightningInvoice,
  paymentMethodOf,
} from './btcpay-payment-methods';
import { BTCPAY_PROMPT_EVENTS, btcPayState } from './btcpay-status';
import {
  CallbackReading,
  CryptoNotServedError,
  PaymentProvider,
  ProviderCallback,
  ProviderHealth,
  ProviderPayment,
  ProviderPaymentRequest,
  ProviderPaymentState,
  ProviderRefund,
  ProviderRefundRequest,
} from './payment-provider';

export class BtcPayError extends Error {}

/** What the create-invoice request sends: nothing about the buyer, our payment id as the order id. */
export interface BtcPayInvoiceRequest {
  amount: string;
  currency: string;
  metadata: { orderId: string };
  checkout: {
    paymentMethods: string[];
    expirationMinutes: number;
    speedPolicy: string;
    lazyPaymentMethods: false;
  };
}

/**
 * What the refund request sends (`RefundInvoiceRequest`): a `Custom` refund of an amount of the
 * invoice's fiat, so a part of the payment can be given back, converted at the rate of the day the
 * payer claims it; paid out with the invoice's own method.
 */
export interface BtcPayRefundRequest {
  name: string;
  refundVariant: 'Custom';
  customAmount: string;
  customCurrency: string;
}

/** A health probe waits no longer than this for BTCPay. */
const HEALTH_TIMEOUT_MS = 2000;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The webhook's JSON, read from the very bytes the signature covers. */
function parsedObject(rawBody: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(rawBody.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const earliest = (a: Date, b: Date | null) => (b && b < a ? b : a);

/**
 * Where to pay and how much, from the invoice's method: its address on chain, or its BOLT11
 * invoice for Lightning (amount in BTC, and an expiry of its own that may come before the
 * invoice's).
 */
function payableDestination(
  methods: readonly BtcPayPaymentMethod[],
  paymentMethodId: string,
): { address: string; amount: string; expiresAt: Date | null } | null {
  if (paymentMethodId === BTCPAY_LIGHTNING_METHOD) {
    const lightning = lightningInvoice(methods);
    if (!lightning?.amount) return null;
    return {
      address: lightning.bolt11,
      amount: lightning.amount,
      expiresAt: bolt11ExpiresAt(lightning.bolt11),
    };
  }
  const method = paymentMethodOf(methods, paymentMethodId);
  if (!method?.destination || !method.amount) return null;
  return { address: method.destination, amount: method.amount, expiresAt: null };
}

/**
 * BTCPay Server's Greenfield API: one invoice per payment, in the payment's fiat amount, payable
 * with the one method of its way to pay (an address on chain, or a BOLT11 invoice for Lightning);
 * authenticated by `Authorization: token <key>`. Its webhooks are signed with HMAC-SHA256 over the
 * exact body bytes (`BTCPay-Sig`) and are only a prompt: the invoice is read again before anything
 * is applied.
 */
@Injectable()
export class BtcPayProvider implements PaymentProvider {
  readonly name = 'btcpay' as const;
  /** An invoice's states never say refunded (see btcpay-status.ts). */
  readonly paidIsFinal = true;

  constructor(private readonly config: PaymentsConfig) {}

  serves(crypto: Crypto): boolean {
    return !!BTCPAY_PAYMENT_METHOD[crypto];
  }

  invoiceRequest(request: ProviderPaymentRequest): BtcPayInvoiceRequest {
    const method = BTCPAY_PAYMENT_METHOD[request.crypto];
    if (!method) throw new CryptoNotServedError(this.name, request.crypto);
    return {
      amount: request.amount,
      currency: request.currency.toUpperCase(),
      metadata: { orderId: request.paymentId },
      checkout: {
        paymentMethods: [method],
        expirationMinutes: this.config.PAYMENT_EXPIRY_MINUTES,
        speedPolicy: this.config.BTCPAY_SPEED_POLICY,
        // The address is needed now, for our own payment page.
        lazyPaymentMethods: false,
      },
    };
  }

  async create(request: ProviderPaymentRequest): Promise<ProviderPayment> {
    const body = this.invoiceRequest(request);
    const storeId = encodeURIComponent(this.config.BTCPAY_STORE_ID ?? '');
    const invoice = await this.call<BtcPayInvoice>('POST', `/api/v1/stores/${storeId}/invoices`, body);
    if (!invoice.id) throw new BtcPayError('BTCPay created an invoice without id');
    const methods = await this.paymentMethods(invoice.id);
    const destination = payableDestination(methods, body.checkout.paymentMethods[0]);
    if (!destination) {
      throw new BtcPayError(`BTCPay invoice ${invoice.id} has no ${body.checkout.paymentMethods[0]} address`);
    }
    const invoiceExpiry = invoice.expirationTime ? new Date(invoice.expirationTime * 1000) : undefined;
    const expiresAt = earliest(
      invoiceExpiry && !Number.isNaN(invoiceExpiry.getTime()) ? invoiceExpiry : request.expiresAt,
      destination.expiresAt,
    );
    return {
      providerPaymentId: invoice.id,
      address: destination.address,
      cryptoAmount: new Decimal(destination.amount).toFixed(),
      expiresAt,
      ...(invoice.checkoutLink ? { checkoutLink: invoice.checkoutLink } : {}),
    };
  }

  async status(invoiceId: string): Promise<ProviderPaymentState> {
    const [invoice, methods] = await Promise.all([
      this.call<BtcPayInvoice>('GET', `/api/v1/invoices/${encodeURIComponent(invoiceId)}`),
      this.paymentMethods(invoiceId),
    ]);
    // Our invoices have one method; the one that was paid, should the store have added others.
    const method = methods.find((m) => (m.payments?.length ?? 0) > 0) ?? methods[0];
    const state = btcPayState(invoice, method);
    if (!state) {
      throw new BtcPayError(
        `unknown BTCPay status ${String(invoice.status)}/${String(invoice.additionalStatus)}`,
      );
    }
    return state;
  }

  refundRequest(request: ProviderRefundRequest): BtcPayRefundRequest {
    return {
      name: `Refund ${request.paymentId}`,
      refundVariant: 'Custom',
      customAmount: new Decimal(request.amount).toFixed(2),
      customCurrency: request.currency.toUpperCase(),
    };
  }

  async refund(invoiceId: string, request: ProviderRefundRequest): Promise<ProviderRefund> {
    const pullPayment = await this.call<BtcPayPullPayment>(
      'POST',
      `/api/v1/invoices/${encodeURIComponent(invoiceId)}/refund`,
      this.refundRequest(request),
    );
    if (!pullPayment.id || !pullPayment.viewLink) {
      throw new BtcPayError(`BTCPay refunded invoice ${invoiceId} without a pull payment link`);
    }
    return { pullPaymentId: pullPayment.id, claimLink: pullPayment.viewLink };
  }

  readCallback({ body, rawBody, signature }: ProviderCallback): CallbackReading {
    const secret = this.config.BTCPAY_WEBHOOK_SECRET ?? '';
    const signed =
      rawBody && verifyBtcPaySignature(rawBody, signature, secret) ? parsedObject(rawBody) : null;
    if (!signed) {
      // Anyone can post here: a webhook BTCPay did not sign is refused and nothing of it is kept.
      return { kind: 'unsigned', providerPaymentId: text(body.invoiceId), summary: null };
    }
    const metadata = signed.metadata && typeof signed.metadata === 'object' ? signed.metadata : {};
    const ourStore = signed.storeId === undefined || signed.storeId === this.config.BTCPAY_STORE_ID;
    return {
      kind: 'signed',
      // Another store's invoice, even under the same secret, is not one of ours.
      providerPaymentId: ourStore ? text(signed.invoiceId) : null,
      orderId: text((metadata as Record<string, unknown>).orderId),
      rawStatus: String(signed.type),
      body: signed,
      ...(BTCPAY_PROMPT_EVENTS.includes(String(signed.type))
        ? { askProvider: true }
        : { movesNothing: true }),
    };
  }

  async health(): Promise<ProviderHealth> {
    try {
      const answer = await this.call<{ synchronized?: boolean }>(
        'GET',
        '/api/v1/health',
        undefined,
        Math.min(this.config.BTCPAY_TIMEOUT_MS, HEALTH_TIMEOUT_MS),
      );
      return {
        reachable: true,
        ...(answer.synchronized === false ? { detail: 'not synchronized' } : {}),
      };
    } catch (err) {
      return { reachable: false, detail: err instanceof Error ? err.message.slice(0, 200) : String(err) };
    }
  }

  private paymentMethods(invoiceId: string): Promise<BtcPayPaymentMethod[]> {
    return this.call<BtcPayPaymentMethod[]>(
      'GET',
      `/api/v1/invoices/${encodeURIComponent(invoiceId)}/payment-methods`,
    );
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = this.config.BTCPAY_TIMEOUT_MS,
  ): Promise<T> {
    const base = (this.config.BTCPAY_URL ?? '').replace(/\/+$/, '');
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `token ${this.config.BTCPAY_API_KEY ?? ''}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = await res.text();
    if (!res.ok) {
      throw new BtcPayError(`BTCPay ${method} ${path} answered ${res.status}: ${answer.slice(0, 200)}`);
    }
    return JSON.parse(answer) as T;
  }
}
