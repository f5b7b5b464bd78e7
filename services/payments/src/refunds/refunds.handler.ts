import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PaymentsSubjects, RefundPaymentRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { RefundsService } from './refunds.service';

@Controller()
export class RefundsHandler {
  constructor(private readonly refunds: RefundsService) {}

  @Handles(PaymentsSubjects.refund)
  refund(@Payload() request: RefundPaymentRequest) {
    return this.refunds.refund(request);
  }
}
