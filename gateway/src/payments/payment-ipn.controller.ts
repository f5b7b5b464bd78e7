import { Body, Controller, Headers, HttpCode, Post, RawBody } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import {
  CallbackProviderName,
  ClientContext as ClientContextValue,
  IpnResponse,
  PaymentsSubjects,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { ClientContext } from '../auth';
import { IpnRate } from './ipn-rate';

/**
 * The payment providers' callbacks, one route each, public: the payments service checks their
 * signatures. Each address is held to PAYMENT_IPN_PER_IP_PER_MINUTE posts (all routes together)
 * before anything is passed on and stored.
 */
@Controller('api/payments')
export class PaymentIpnController {
  constructor(
    private readonly bus: MessageBus,
    private readonly rate: IpnRate,
  ) {}

  /**
   * NOWPayments' instant payment notification, signed by `x-nowpayments-sig` (an HMAC over the
   * key-sorted JSON body, as NOWPayments signs it).
   */
  @Post('ipn')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  receive(
    @Body() body: unknown,
    @Headers('x-nowpayments-sig') signature: string | undefined,
    @ClientContext() client: ClientContextValue,
  ): Promise<IpnResponse> {
    return this.pass('nowpayments', client, body, signature);
  }

  /**
   * BTCPay Server's webhook, signed by `BTCPay-Sig: sha256=<hex>` over the exact body bytes, which
   * are passed on as they came.
   */
  @Post('btcpay/webhook')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  @ApiExcludeEndpoint()
  receiveBtcPay(
    @Body() body: unknown,
    @RawBody() rawBody: Buffer | undefined,
    @Headers('btcpay-sig') signature: string | undefined,
    @ClientContext() client: ClientContextValue,
  ): Promise<IpnResponse> {
    return this.pass('btcpay', client, body, signature, rawBody ?? Buffer.alloc(0));
  }

  private async pass(
    provider: CallbackProviderName,
    client: ClientContextValue,
    body: unknown,
    signature: string | undefined,
    rawBody?: Buffer,
  ): Promise<IpnResponse> {
    await this.rate.admit(client.ip);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw ServiceError.badRequest('The notification must be a JSON object');
    }
    await this.bus.request(PaymentsSubjects.receiveIpn, {
      // NOWPayments' own request stays as it always was.
      ...(provider === 'nowpayments' ? {} : { provider }),
      body: body as Record<string, unknown>,
      ...(rawBody ? { rawBody: rawBody.toString('base64') } : {}),
      ...(signature ? { signature } : {}),
    });
    return { success: true };
  }
}
