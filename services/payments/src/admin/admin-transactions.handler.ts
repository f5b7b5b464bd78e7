import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ApprovePaymentRequest,
  ListAdminTransactionsRequest,
  PaymentsSubjects,
  RequestMap,
  ReversePaymentCreditsRequest,
} from '@storefront/contracts';
import { AdminTransactionsService } from './admin-transactions.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class AdminTransactionsHandler {
  constructor(private readonly transactions: AdminTransactionsService) {}

  @MessagePattern(PaymentsSubjects.listAdmin)
  list(@Payload() request: ListAdminTransactionsRequest): Reply<'payments.admin-transactions.list'> {
    return this.transactions.list(request);
  }

  @MessagePattern(PaymentsSubjects.listOfUser)
  listOfUser(
    @Payload() request: RequestMap['payments.user-payments.list']['request'],
  ): Reply<'payments.user-payments.list'> {
    return this.transactions.ofUser(request.userId, request.limit, request.before);
  }

  @MessagePattern(PaymentsSubjects.approve)
  approve(@Payload() request: ApprovePaymentRequest): Reply<'payments.payment.approve'> {
    return this.transactions.approve(request);
  }

  @MessagePattern(PaymentsSubjects.reverseCredits)
  reverseCredits(
    @Payload() request: ReversePaymentCreditsRequest,
  ): Reply<'payments.payment.reverse-credits'> {
    return this.transactions.reverseCredits(request);
  }
}
