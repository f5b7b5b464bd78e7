import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { ClientContext as ClientContextValue, IpnResponse, PaymentsSubjects } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { ClientContext } from '../auth';
import { IpnRate } from './ipn-rate';

/**
 * NOWPayments' instant payment notification. Public: the payments service checks the
 * `x-nowpayments-sig` HMAC (over the key-sorted JSON body, as NOWPayments signs it). Each address
 * is held to PAYMENT_IPN_PER_IP_PER_MINUTE posts before anything is passed on and stored.
 */
@Controller('api/payments')
export class PaymentIpnController {
  constructor(
    private readonly bus: MessageBus,
    private readonly rate: IpnRate,
  ) {}

  @Post('ipn')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Body() body: unknown,
    @Headers('x-nowpayments-sig') signature: string | undefined,
    @ClientContext() client: ClientContextValue,
  ): Promise<IpnResponse> {
    await this.rate.admit(client.ip);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw ServiceError.badRequest('The notification must be a JSON object');
    }
    await this.bus.request(PaymentsSubjects.receiveIpn, {
      body: body as Record<string, unknown>,
      ...(signature ? { signature } : {}),
    });
    return { success: true };
  }
}
