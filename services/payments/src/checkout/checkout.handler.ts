import { Controller } from '@nestjs/common';
import { CreatePaymentRequest, PaymentsSubjects, RecordTxHashRequest } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { CheckoutService } from './checkout.service';
import { paymentLookup, requester } from '../payments/requester';

@Controller()
export class CheckoutHandler extends ForwardingHandler(
  { checkout: CheckoutService },
  {
    [PaymentsSubjects.create]: [CreatePaymentRequest, ({ checkout }, req) => checkout.create(req)],
    [PaymentsSubjects.get]: paymentLookup(async ({ checkout }, id, asker) => ({
      payment: await checkout.get(id, asker),
    })),
    [PaymentsSubjects.check]: paymentLookup(async ({ checkout }, id, asker) => ({
      payment: await checkout.check(id, asker),
    })),
    [PaymentsSubjects.recordTxHash]: [
      RecordTxHashRequest,
      async ({ checkout }, req) => {
        await checkout.recordTxHash(req.paymentId, requester(req), req.txHash);
        return { recorded: true } as const;
      },
    ],
    [PaymentsSubjects.ensureCredits]: paymentLookup(async ({ checkout }, id, asker) => ({
      creditsAdded: await checkout.ensureCredits(id, asker),
    })),
    [PaymentsSubjects.simulatePaid]: paymentLookup(async ({ checkout }, id, asker) => ({
      payment: await checkout.simulatePaid(id, asker),
    })),
  },
) {}
