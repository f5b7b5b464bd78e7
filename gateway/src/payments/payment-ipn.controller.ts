import { Body, Controller, Headers, HttpCode, Logger, Post, RawBody } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import {
  CallbackProviderName,
  ClientContext as ClientContextValue,
  IpnResponse,
  PaymentsEvents,
  PaymentsSubjects,
} from '@storefront/contracts';
import { MessageBus, ServiceError, verifyBtcPaySignature } from '@storefront/platform';
import { ClientContext } from '../auth';
import { IpnConfig } from './ipn.config';
import { IpnRate } from './ipn-rate';

/**
 * The payment providers' callbacks, one route each, public: the payments service checks their
 * signatures. Each address is held to PAYMENT_IPN_PER_IP_PER_MINUTE posts (all routes together)
 * before anything is passed on and stored. A BTCPay webhook signed with the BTCPAY_WEBHOOK_SECRET
 * the gateway was given is not counted: it is stored in the event stream and answered at once,
 * and payments reads it from there.
 */
@Controller('api/payments')
export class PaymentIpnController {
  private readonly logger = new Logger(PaymentIpnController.name);

  constructor(
    private readonly bus: MessageBus,
    private readonly rate: IpnRate,
    private readonly config: IpnConfig,
  ) {}

  /**
   * NOWPayments' instant payment notification, signed by `x-nowpayments-sig` (an HMAC over the
   * key-sorted JSON body, as NOWPayments signs it).
   */
  @Post('ipn')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Body() body: unknown,
    @Headers('x-nowpayments-sig') signature: string | undefined,
    @ClientContext() client: ClientContextValue,
  ): Promise<IpnResponse> {
    return this.forward('nowpayments', await this.admitted(client, body), signature);
  }

  /**
   * BTCPay Server's webhook, signed by `BTCPay-Sig: sha256=<hex>` over the exact body bytes, which
   * are passed on as they came.
   */
  @Post('btcpay/webhook')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  @ApiExcludeEndpoint()
  async receiveBtcPay(
    @Body() body: unknown,
    @RawBody() rawBody: Buffer | undefined,
    @Headers('btcpay-sig') signature: string | undefined,
    @ClientContext() client: ClientContextValue,
  ): Promise<IpnResponse> {
    const bytes = rawBody ?? Buffer.alloc(0);
    const secret = this.config.BTCPAY_WEBHOOK_SECRET;
    if (!secret || !verifyBtcPaySignature(bytes, signature, secret)) {
      // Payments decides: it refuses a bad signature, or checks it with a secret we were not given.
      return this.forward('btcpay', await this.admitted(client, body), signature, bytes);
    }
    // Signed by BTCPay: not counted against the address, as BTCPay sends every event of the
    // store from one.
    const event = this.object(body);
    const deliveryId = event.deliveryId;
    try {
      await this.bus.emit(
        PaymentsEvents.webhookReceived,
        { provider: 'btcpay', body: event, rawBody: bytes.toString('base64'), signature },
        // A delivery BTCPay sends again under the same id is stored once.
        typeof deliveryId === 'string' && deliveryId ? { id: `btcpay-${deliveryId}` } : {},
      );
    } catch (err) {
      this.logger.warn(`could not store a BTCPay webhook: ${String(err)}`);
      throw ServiceError.unavailable('The notification could not be recorded');
    }
    return { success: true };
  }

  /** Counts the post against its address, and takes only a JSON object. */
  private async admitted(client: ClientContextValue, body: unknown): Promise<Record<string, unknown>> {
    await this.rate.admit(client.ip);
    return this.object(body);
  }

  private object(body: unknown): Record<string, unknown> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw ServiceError.badRequest('The notification must be a JSON object');
    }
    return body as Record<string, unknown>;
  }

  /** Asks the payments service to check and record the callback, and answers with its answer. */
  private async forward(
    provider: CallbackProviderName,
    body: Record<string, unknown>,
    signature: string | undefined,
    rawBody?: Buffer,
  ): Promise<IpnResponse> {
    await this.bus.request(PaymentsSubjects.receiveIpn, {
      // NOWPayments' own request stays as it always was.
      ...(provider === 'nowpayments' ? {} : { provider }),
      body,
      ...(rawBody ? { rawBody: rawBody.toString('base64') } : {}),
      ...(signature ? { signature } : {}),
    });
    return { success: true };
  }
}
