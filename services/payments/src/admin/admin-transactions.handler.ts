import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ApprovePaymentRequest,
  ListAdminTransactionsRequest,
  PaymentsSubjects,
  RequestMap,
  ReversePaymentCreditsRequest,
} from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { AdminTransactionsService } from './admin-transactions.service';
import { ProvidersOverviewService } from './providers-overview.service';

@Controller()
export class AdminTransactionsHandler {
  constructor(
    private readonly transactions: AdminTransactionsService,
    private readonly providers: ProvidersOverviewService,
  ) {}

  @Handles(PaymentsSubjects.listAdmin)
  list(@Payload() request: ListAdminTransactionsRequest) {
    return this.transactions.list(request);
  }

  @Handles(PaymentsSubjects.listOfUser)
  listOfUser(@Payload() request: RequestMap['payments.user-payments.list']['request']) {
    return this.transactions.ofUser(request.userId, request.limit, request.before);
  }

  @Handles(PaymentsSubjects.providersOverview)
  providersOverview() {
    return this.providers.overview();
  }

  @Handles(PaymentsSubjects.approve)
  approve(@Payload() request: ApprovePaymentRequest) {
    return this.transactions.approve(request);
  }

  @Handles(PaymentsSubjects.reverseCredits)
  reverseCredits(@Payload() request: ReversePaymentCreditsRequest) {
    return this.transactions.reverseCredits(request);
  }
}
