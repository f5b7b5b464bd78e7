import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreatePaymentRequest,
  PaymentLookupRequest,
  PaymentsSubjects,
  RecordTxHashRequest,
  RequestMap,
} from '@storefront/contracts';
import { CheckoutService } from './checkout.service';
import { requester } from '../payments/requester';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class CheckoutHandler {
  constructor(private readonly checkout: CheckoutService) {}

  @MessagePattern(PaymentsSubjects.create)
  create(@Payload() request: CreatePaymentRequest): Reply<'payments.payment.create'> {
    return this.checkout.create(request);
  }

  @MessagePattern(PaymentsSubjects.get)
  async get(@Payload() request: PaymentLookupRequest): Reply<'payments.payment.get'> {
    return { payment: await this.checkout.get(request.paymentId, requester(request)) };
  }

  @MessagePattern(PaymentsSubjects.check)
  async check(@Payload() request: PaymentLookupRequest): Reply<'payments.payment.check'> {
    return { payment: await this.checkout.check(request.paymentId, requester(request)) };
  }

  @MessagePattern(PaymentsSubjects.recordTxHash)
  async recordTxHash(@Payload() request: RecordTxHashRequest): Reply<'payments.payment.record-tx-hash'> {
    await this.checkout.recordTxHash(request.paymentId, requester(request), request.txHash);
    return { recorded: true };
  }

  @MessagePattern(PaymentsSubjects.ensureCredits)
  async ensureCredits(@Payload() request: PaymentLookupRequest): Reply<'payments.payment.ensure-credits'> {
    return { creditsAdded: await this.checkout.ensureCredits(request.paymentId, requester(request)) };
  }

  @MessagePattern(PaymentsSubjects.simulatePaid)
  async simulatePaid(@Payload() request: PaymentLookupRequest): Reply<'payments.payment.simulate-paid'> {
    return { payment: await this.checkout.simulatePaid(request.paymentId, requester(request)) };
  }
}
