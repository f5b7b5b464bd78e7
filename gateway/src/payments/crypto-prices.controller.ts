import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CryptoPricesQuery, CryptoPricesResponse } from '@storefront/contracts';
import { CryptoPricesCache } from './crypto-prices.cache';

@ApiTags('payments')
@Controller('api')
export class CryptoPricesController {
  constructor(private readonly cache: CryptoPricesCache) {}

  @Get('crypto-prices')
  @ApiOperation({ summary: 'BTC, ETH and LTC prices in EUR or USD; `source` says live or fixed fallback' })
  prices(@Query() query: CryptoPricesQuery): Promise<CryptoPricesResponse> {
    return this.cache.prices(query.currency ?? 'eur');
  }
}
