import { Injectable } from '@nestjs/common';
import type { Crypto } from '@storefront/contracts';
import Decimal from 'decimal.js';
import { PaymentsConfig } from '../config';
import { plainDecimal } from './decimal-figure';
import { verifyIpnSignature } from './nowpayments-signature';
import { fromNowPaymentsStatus } from './nowpayments-status';
import {
  CallbackReading,
  CryptoNotServedError,
  PaymentProvider,
  ProviderCallback,
  ProviderFigures,
  ProviderHealth,
  ProviderPayment,
  ProviderPaymentRequest,
  ProviderPaymentState,
} from './payment-provider';

interface NowPaymentsPayment {
  payment_id: string | number;
  payment_status: string;
  pay_address?: string;
  pay_amount?: number | string;
  payin_hash?: string | null;
  actually_paid?: number | string | null;
  price_amount?: number | string | null;
  price_currency?: string | null;
  outcome_amount?: number | string | null;
  outcome_currency?: string | null;
  expiration_estimate_date?: string;
  valid_until?: string;
}

class NowPaymentsError extends Error {}

/** A health probe waits no longer than this for NOWPayments. */
const HEALTH_TIMEOUT_MS = 2000;

const currencyCode = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9]{2,20}$/i.test(value) ? value.toLowerCase() : null;

/** NOWPayments' amounts in a payment answer or callback, as plain decimal strings (null if absent). */
function nowPaymentsFigures(body: {
  pay_amount?: unknown;
  price_amount?: unknown;
  price_currency?: unknown;
  outcome_amount?: unknown;
  outcome_currency?: unknown;
}): ProviderFigures {
  return {
    payAmount: plainDecimal(body.pay_amount),
    priceAmount: plainDecimal(body.price_amount),
    priceCurrency: currencyCode(body.price_currency),
    outcomeAmount: plainDecimal(body.outcome_amount),
    outcomeCurrency: currencyCode(body.outcome_currency),
  };
}

/** The fields of an unsigned callback worth keeping to look into it, each cut to this length. */
const SUMMARY_FIELDS = ['payment_id', 'order_id', 'payment_status', 'pay_currency', 'actually_paid'];
const SUMMARY_TEXT_LENGTH = 200;

/** What is kept of a callback whose signature failed: not up to 64 kB of whatever was posted. */
function unsignedSummary(body: Record<string, unknown>): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  for (const field of SUMMARY_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') summary[field] = value.slice(0, SUMMARY_TEXT_LENGTH);
    else if (typeof value === 'number' || typeof value === 'boolean') summary[field] = value;
  }
  return summary;
}

/** NOWPayments' currency code for each way to pay; it takes no Lightning payments. */
const NOWPAYMENTS_CURRENCY: Readonly<Record<Crypto, string | null>> = {
  btc: 'btc',
  eth: 'eth',
  ltc: 'ltc',
  lightning: null,
};

/**
 * NOWPayments' REST API (`POST /payment`, `GET /payment/:id`), authenticated by `x-api-key`, and
 * its instant payment notifications (IPN), signed with HMAC-SHA512 by the IPN secret.
 */
@Injectable()
export class NowPaymentsProvider implements PaymentProvider {
  readonly name = 'nowpayments' as const;

  constructor(private readonly config: PaymentsConfig) {}

  serves(crypto: Crypto): boolean {
    return !!NOWPAYMENTS_CURRENCY[crypto];
  }

  async create(request: ProviderPaymentRequest): Promise<ProviderPayment> {
    const payCurrency = NOWPAYMENTS_CURRENCY[request.crypto];
    if (!payCurrency) throw new CryptoNotServedError(this.name, request.crypto);
    const body = await this.call<NowPaymentsPayment>('POST', '/payment', {
      price_amount: Number(request.amount),
      price_currency: request.currency,
      pay_currency: payCurrency,
      order_id: request.paymentId,
      order_description: `Credits purchase ${request.paymentId}`,
      ...(this.config.NOWPAYMENTS_IPN_CALLBACK_URL
        ? { ipn_callback_url: this.config.NOWPAYMENTS_IPN_CALLBACK_URL }
        : {}),
    });
    if (body.payment_id === undefined || !body.pay_address || body.pay_amount === undefined) {
      throw new NowPaymentsError('NOWPayments created a payment without id, address or amount');
    }
    const until = body.valid_until ?? body.expiration_estimate_date;
    const providerExpiry = until ? new Date(until) : undefined;
    return {
      providerPaymentId: String(body.payment_id),
      address: body.pay_address,
      // Plain notation: a JSON number may print as 4e-7, which no wallet URI accepts.
      cryptoAmount: new Decimal(body.pay_amount).toFixed(),
      // Never promise longer than the provider keeps the address.
      expiresAt:
        providerExpiry && !Number.isNaN(providerExpiry.getTime()) && providerExpiry < request.expiresAt
          ? providerExpiry
          : request.expiresAt,
    };
  }

  async status(providerPaymentId: string): Promise<ProviderPaymentState> {
    const body = await this.call<NowPaymentsPayment>(
      'GET',
      `/payment/${encodeURIComponent(providerPaymentId)}`,
    );
    const status = fromNowPaymentsStatus(body.payment_status);
    if (!status) throw new NowPaymentsError(`unknown NOWPayments status ${String(body.payment_status)}`);
    const actuallyPaid = plainDecimal(body.actually_paid);
    return {
      status,
      txHash: body.payin_hash ?? null,
      ...(actuallyPaid ? { actuallyPaid } : {}),
      figures: nowPaymentsFigures(body),
    };
  }

  readCallback({ body, signature }: ProviderCallback): CallbackReading {
    const providerPaymentId =
      body.payment_id === undefined || body.payment_id === null ? null : String(body.payment_id);
    if (!verifyIpnSignature(body, signature, this.config.NOWPAYMENTS_IPN_SECRET ?? '')) {
      return { kind: 'unsigned', providerPaymentId, summary: unsignedSummary(body) };
    }
    const status = fromNowPaymentsStatus(body.payment_status);
    const orderId = body.order_id === undefined || body.order_id === null ? null : String(body.order_id);
    const actuallyPaid = plainDecimal(body.actually_paid);
    return {
      kind: 'signed',
      providerPaymentId,
      orderId,
      rawStatus: String(body.payment_status),
      body,
      state: status && {
        status,
        txHash: typeof body.payin_hash === 'string' ? body.payin_hash : null,
        actuallyPaid,
        figures: nowPaymentsFigures(body),
      },
    };
  }

  /** `GET /status`: NOWPayments answers `{ "message": "OK" }` while its API works. */
  async health(): Promise<ProviderHealth> {
    try {
      const answer = await this.call<{ message?: string }>(
        'GET',
        '/status',
        undefined,
        Math.min(this.config.NOWPAYMENTS_TIMEOUT_MS, HEALTH_TIMEOUT_MS),
      );
      return answer.message === 'OK'
        ? { reachable: true }
        : { reachable: false, detail: `status ${String(answer.message).slice(0, 100)}` };
    } catch (err) {
      return { reachable: false, detail: err instanceof Error ? err.message.slice(0, 200) : String(err) };
    }
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = this.config.NOWPAYMENTS_TIMEOUT_MS,
  ): Promise<T> {
    const base = this.config.NOWPAYMENTS_API_URL.replace(/\/+$/, '');
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': this.config.NOWPAYMENTS_API_KEY ?? '',
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (!res.ok)
      throw new NowPaymentsError(
        `NOWPayments ${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`,
      );
    return JSON.parse(text) as T;
  }
}
