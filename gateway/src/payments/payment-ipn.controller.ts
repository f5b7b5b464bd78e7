import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { IpnResponse, PaymentsSubjects } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';

/**
 * NOWPayments' instant payment notification. Public: the payments service checks the
 * `x-nowpayments-sig` HMAC (over the key-sorted JSON body, as NOWPayments signs it).
 */
@Controller('api/payments')
export class PaymentIpnController {
  constructor(private readonly bus: MessageBus) {}

  @Post('ipn')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Body() body: unknown,
    @Headers('x-nowpayments-sig') signature: string | undefined,
  ): Promise<IpnResponse> {
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
