import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GetPricesReply, GetPricesRequest, PaymentsSubjects } from '@storefront/contracts';
import { PriceService } from './price.service';

@Controller()
export class PricesHandler {
  constructor(private readonly prices: PriceService) {}

  @MessagePattern(PaymentsSubjects.getPrices)
  getPrices(@Payload() { currency }: GetPricesRequest): Promise<GetPricesReply> {
    return this.prices.prices(currency);
  }
}
