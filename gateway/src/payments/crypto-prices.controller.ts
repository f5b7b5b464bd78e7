import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CryptoPricesQuery, CryptoPricesResponse, PaymentsSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';

@ApiTags('payments')
@Controller('api')
export class CryptoPricesController {
  constructor(private readonly bus: MessageBus) {}

  @Get('crypto-prices')
  @ApiOperation({ summary: 'BTC, ETH and LTC prices in EUR or USD; `source` says live or fixed fallback' })
  async prices(@Query() query: CryptoPricesQuery): Promise<CryptoPricesResponse> {
    const reply = await this.bus.request(PaymentsSubjects.getPrices, { currency: query.currency ?? 'eur' });
    return { success: true, ...reply };
  }
}
