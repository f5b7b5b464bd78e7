import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PaymentLookupRequest, PaymentsSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { requester } from '../payments/requester';
import { ReceiptsService } from './receipts.service';

@Controller()
export class ReceiptsHandler {
  constructor(private readonly receipts: ReceiptsService) {}

  @Handles(PaymentsSubjects.getReceipt)
  async get(@Payload() request: PaymentLookupRequest) {
    return { receipt: await this.receipts.view(request.paymentId, requester(request)) };
  }

  @Handles(PaymentsSubjects.getReceiptPdf)
  pdf(@Payload() request: PaymentLookupRequest) {
    return this.receipts.pdf(request.paymentId, requester(request));
  }

  @Handles(PaymentsSubjects.getCreditNote)
  async creditNote(@Payload() request: PaymentLookupRequest) {
    return { creditNote: await this.receipts.creditNote(request.paymentId, requester(request)) };
  }

  @Handles(PaymentsSubjects.getCreditNotePdf)
  creditNotePdf(@Payload() request: PaymentLookupRequest) {
    return this.receipts.creditNotePdf(request.paymentId, requester(request));
  }
}
