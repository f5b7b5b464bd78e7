import { Module } from '@nestjs/common';
import { CheckoutPricing } from '../credit-pricing/checkout-pricing';
import { CoinGeckoPriceSource } from './coingecko-price.source';
import { PriceService } from './price.service';
import { PricesHandler } from './prices.handler';

@Module({
  controllers: [PricesHandler],
  providers: [PriceService, CoinGeckoPriceSource, CheckoutPricing],
  exports: [PriceService, CheckoutPricing],
})
export class PricesModule {}
