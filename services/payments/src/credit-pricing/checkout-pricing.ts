import { Injectable } from '@nestjs/common';
import type { FiatCurrency } from '@storefront/contracts';
import { PaymentsConfig } from '../config';
import { PriceService } from '../crypto-prices/price.service';
import { quoteCheckout, QuoteFigures } from './credit-pricing';

/** What a cart costs in a currency now, from the configured credit prices and the current rate. */
@Injectable()
export class CheckoutPricing {
  constructor(
    private readonly config: PaymentsConfig,
    private readonly prices: PriceService,
  ) {}

  async quote(eurAmount: number, currency: FiatCurrency): Promise<QuoteFigures> {
    const converts = currency === 'usd' && this.config.CREDIT_PRICE_USD === undefined;
    const rate = converts ? await this.prices.eurUsdRate() : undefined;
    return quoteCheckout({
      eurAmount,
      currency,
      eurPrice: this.config.CREDIT_PRICE_EUR,
      usdPrice: this.config.CREDIT_PRICE_USD ?? null,
      ...(rate ? { rate: () => rate } : {}),
    });
  }
}
