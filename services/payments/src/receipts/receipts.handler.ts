import { Controller } from '@nestjs/common';
import { PaymentsSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { paymentLookup } from '../payments/requester';
import { ReceiptsService } from './receipts.service';

@Controller()
export class ReceiptsHandler extends ForwardingHandler(
  { receipts: ReceiptsService },
  {
    [PaymentsSubjects.getReceipt]: paymentLookup(async ({ receipts }, id, asker) => ({
      receipt: await receipts.view(id, asker),
    })),
    [PaymentsSubjects.getReceiptPdf]: paymentLookup(({ receipts }, id, asker) => receipts.pdf(id, asker)),
    [PaymentsSubjects.getCreditNote]: paymentLookup(async ({ receipts }, id, asker) => ({
      creditNote: await receipts.creditNote(id, asker),
    })),
    [PaymentsSubjects.getCreditNotePdf]: paymentLookup(({ receipts }, id, asker) =>
      receipts.creditNotePdf(id, asker),
    ),
  },
) {}
