import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PaymentLookupRequest, PaymentsSubjects, RequestMap } from '@storefront/contracts';
import { requester } from '../payments/requester';
import { ReceiptsService } from './receipts.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class ReceiptsHandler {
  constructor(private readonly receipts: ReceiptsService) {}

  @MessagePattern(PaymentsSubjects.getReceipt)
  async get(@Payload() request: PaymentLookupRequest): Reply<'payments.receipt.get'> {
    return { receipt: await this.receipts.view(request.paymentId, requester(request)) };
  }

  @MessagePattern(PaymentsSubjects.getReceiptPdf)
  pdf(@Payload() request: PaymentLookupRequest): Reply<'payments.receipt.pdf'> {
    return this.receipts.pdf(request.paymentId, requester(request));
  }
}
