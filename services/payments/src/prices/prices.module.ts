import { Module } from '@nestjs/common';
import { CoinGeckoPriceSource } from './coingecko-price.source';
import { PriceService } from './price.service';
import { PricesHandler } from './prices.handler';

@Module({
  controllers: [PricesHandler],
  providers: [PriceService, CoinGeckoPriceSource],
  exports: [PriceService],
})
export class PricesModule {}
