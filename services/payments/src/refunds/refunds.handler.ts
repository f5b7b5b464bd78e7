import { Controller } from '@nestjs/common';
import { PaymentsSubjects, RefundPaymentRequest } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { RefundsService } from './refunds.service';

@Controller()
export class RefundsHandler extends ForwardingHandler(
  { refunds: RefundsService },
  { [PaymentsSubjects.refund]: [RefundPaymentRequest, ({ refunds }, req) => refunds.refund(req)] },
) {}
