import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CreatePaymentRequest,
  PaymentLookupRequest,
  PaymentsSubjects,
  RecordTxHashRequest,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { CheckoutService } from './checkout.service';
import { requester } from '../payments/requester';

@Controller()
export class CheckoutHandler {
  constructor(private readonly checkout: CheckoutService) {}

  @Handles(PaymentsSubjects.create)
  create(@Payload() request: CreatePaymentRequest) {
    return this.checkout.create(request);
  }

  @Handles(PaymentsSubjects.get)
  async get(@Payload() request: PaymentLookupRequest) {
    return { payment: await this.checkout.get(request.paymentId, requester(request)) };
  }

  @Handles(PaymentsSubjects.check)
  async check(@Payload() request: PaymentLookupRequest) {
    return { payment: await this.checkout.check(request.paymentId, requester(request)) };
  }

  @Handles(PaymentsSubjects.recordTxHash)
  async recordTxHash(@Payload() request: RecordTxHashRequest) {
    await this.checkout.recordTxHash(request.paymentId, requester(request), request.txHash);
    return { recorded: true } as const;
  }

  @Handles(PaymentsSubjects.ensureCredits)
  async ensureCredits(@Payload() request: PaymentLookupRequest) {
    return { creditsAdded: await this.checkout.ensureCredits(request.paymentId, requester(request)) };
  }

  @Handles(PaymentsSubjects.simulatePaid)
  async simulatePaid(@Payload() request: PaymentLookupRequest) {
    return { payment: await this.checkout.simulatePaid(request.paymentId, requester(request)) };
  }
}
