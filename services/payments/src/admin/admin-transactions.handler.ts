import { Controller } from '@nestjs/common';
import {
  ApprovePaymentRequest,
  ListAdminTransactionsRequest,
  PaymentsSubjects,
  ReversePaymentCreditsRequest,
} from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { AdminTransactionsService } from './admin-transactions.service';
import { ProvidersOverviewService } from './providers-overview.service';

@Controller()
export class AdminTransactionsHandler extends ForwardingHandler(
  { transactions: AdminTransactionsService, providers: ProvidersOverviewService },
  {
    [PaymentsSubjects.listAdmin]: [
      ListAdminTransactionsRequest,
      ({ transactions }, req) => transactions.list(req),
    ],
    [PaymentsSubjects.listOfUser]: ({ transactions }, req) =>
      transactions.ofUser(req.userId, req.limit, req.before),
    [PaymentsSubjects.providersOverview]: ({ providers }) => providers.overview(),
    [PaymentsSubjects.approve]: [ApprovePaymentRequest, ({ transactions }, req) => transactions.approve(req)],
    [PaymentsSubjects.reverseCredits]: [
      ReversePaymentCreditsRequest,
      ({ transactions }, req) => transactions.reverseCredits(req),
    ],
  },
) {}
