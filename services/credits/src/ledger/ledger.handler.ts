import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdjustCreditsRequest,
  AuthEvents,
  CreditsSubjects,
  GetBalanceRequest,
  GrantForPaymentRequest,
  ListBalancesRequest,
  ListTransactionsRequest,
  RequestMap,
  ReversePaymentRequest,
  SetBalanceRequest,
  UserLedgerRequest,
  UserRegisteredEvent,
  VerifyLedgerRequest,
} from '@storefront/contracts';
import { DroppedEventFilter } from '@storefront/platform';
import { LedgerService } from './ledger.service';

type Reply<S extends keyof RequestMap> = Promise<RequestMap[S]['reply']>;

@Controller()
export class LedgerHandler {
  constructor(private readonly ledger: LedgerService) {}

  @MessagePattern(CreditsSubjects.getBalance)
  async getBalance(@Payload() { userId }: GetBalanceRequest): Reply<'credits.balance.get'> {
    return { userId, balance: await this.ledger.balance(userId) };
  }

  @MessagePattern(CreditsSubjects.listBalances)
  async listBalances(@Payload() { userIds }: ListBalancesRequest): Reply<'credits.balances.list'> {
    return { balances: await this.ledger.balances(userIds) };
  }

  @MessagePattern(CreditsSubjects.listTransactions)
  async listTransactions(
    @Payload() { userId, limit, type }: ListTransactionsRequest,
  ): Reply<'credits.transactions.list'> {
    return { transactions: await this.ledger.history(userId, limit, type) };
  }

  @MessagePattern(CreditsSubjects.listAdminHistory)
  async listAdminHistory(): Reply<'credits.admin-history.list'> {
    return { entries: await this.ledger.adminHistory() };
  }

  @MessagePattern(CreditsSubjects.listUserLedger)
  listUserLedger(@Payload() request: UserLedgerRequest): Reply<'credits.user-ledger.list'> {
    return this.ledger.userLedger(request);
  }

  @MessagePattern(CreditsSubjects.setBalance)
  setBalance(@Payload() request: SetBalanceRequest): Reply<'credits.balance.set'> {
    return this.ledger.setBalance(request);
  }

  @MessagePattern(CreditsSubjects.adjust)
  adjust(@Payload() request: AdjustCreditsRequest): Reply<'credits.balance.adjust'> {
    return this.ledger.adjust(request);
  }

  @MessagePattern(CreditsSubjects.grantForPayment)
  grantForPayment(@Payload() request: GrantForPaymentRequest): Reply<'credits.payment.grant'> {
    return this.ledger.grantForPayment(request);
  }

  @MessagePattern(CreditsSubjects.reversePayment)
  reversePayment(@Payload() request: ReversePaymentRequest): Reply<'credits.ledger.reverse-payment'> {
    return this.ledger.reversePayment(request);
  }

  @MessagePattern(CreditsSubjects.verifyLedger)
  verifyLedger(@Payload() { userId }: VerifyLedgerRequest): Reply<'credits.ledger.verify'> {
    return this.ledger.verify(userId);
  }

  /** Idempotent (a balance is created once); a failure leaves the event to be delivered again. */
  @EventPattern(AuthEvents.userRegistered)
  @UseFilters(DroppedEventFilter)
  async userRegistered(@Payload() event: UserRegisteredEvent): Promise<void> {
    await this.ledger.openAccount(event.userId);
  }
}
