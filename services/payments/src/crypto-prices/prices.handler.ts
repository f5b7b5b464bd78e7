import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  GetPricesReply,
  GetPricesRequest,
  GetQuoteReply,
  GetQuoteRequest,
  PaymentsSubjects,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { CheckoutPricing } from '../credit-pricing/checkout-pricing';
import { quoteView } from '../credit-pricing/credit-pricing';
import { PriceService } from './price.service';

@Controller()
export class PricesHandler {
  constructor(
    private readonly prices: PriceService,
    private readonly pricing: CheckoutPricing,
  ) {}

  @Handles(PaymentsSubjects.getPrices)
  getPrices(@Payload() { currency }: GetPricesRequest): Promise<GetPricesReply> {
    return this.prices.prices(currency);
  }

  @Handles(PaymentsSubjects.quote)
  async quote(@Payload() { amount, currency }: GetQuoteRequest): Promise<GetQuoteReply> {
    return quoteView(await this.pricing.quote(amount, currency));
  }
}
