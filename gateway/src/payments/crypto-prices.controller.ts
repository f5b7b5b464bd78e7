import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CheckoutQuoteQuery,
  CheckoutQuoteResponse,
  CryptoPricesQuery,
  CryptoPricesResponse,
  PaymentMethodsResponse,
  PaymentsSubjects,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { CryptoPricesCache } from './crypto-prices.cache';

@ApiTags('payments')
@Controller('api')
export class CryptoPricesController {
  constructor(
    private readonly cache: CryptoPricesCache,
    private readonly bus: MessageBus,
  ) {}

  @Get('crypto-prices')
  @ApiOperation({
    summary:
      'The price of each way to pay in EUR or USD (Lightning at BTC’s); `source` says live or fixed fallback',
  })
  prices(@Query() query: CryptoPricesQuery): Promise<CryptoPricesResponse> {
    return this.cache.prices(query.currency ?? 'eur');
  }

  @Get('payment-methods')
  @ApiOperation({
    summary:
      'Each way to pay and whether it can be chosen now (`available`: a provider that serves it passes its health check)',
  })
  async methods(): Promise<PaymentMethodsResponse> {
    const { methods } = await this.bus.request(PaymentsSubjects.paymentMethods, {});
    return { success: true, methods };
  }

  @Get('checkout-quote')
  @ApiOperation({
    summary:
      "What a cart of `amount` EUR costs in EUR or USD (converted at the current rate unless a USD price is set) and the pack's credits",
  })
  async quote(@Query() query: CheckoutQuoteQuery): Promise<CheckoutQuoteResponse> {
    const quote = await this.bus.request(PaymentsSubjects.quote, {
      amount: query.amount,
      currency: query.currency ?? 'eur',
    });
    return { success: true, quote };
  }
}
