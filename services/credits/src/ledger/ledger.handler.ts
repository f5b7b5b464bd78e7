import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  AdjustCreditsRequest,
  AuthEvents,
  CreditsSubjects,
  FindSpendRequest,
  GetBalanceRequest,
  GrantForPaymentRequest,
  ListBalancesRequest,
  ListTransactionsRequest,
  ReversePaymentRequest,
  SetBalanceRequest,
  SetLowBalanceLevelsRequest,
  UserLedgerRequest,
  UserRegisteredEvent,
  VerifyLedgerRequest,
} from '@storefront/contracts';
import { DroppedEventFilter, Handles } from '@storefront/platform';
import { LedgerService } from './ledger.service';

@Controller()
export class LedgerHandler {
  constructor(private readonly ledger: LedgerService) {}

  @Handles(CreditsSubjects.getBalance)
  async getBalance(@Payload() { userId }: GetBalanceRequest) {
    return { userId, balance: await this.ledger.balance(userId) };
  }

  @Handles(CreditsSubjects.listBalances)
  async listBalances(@Payload() { userIds }: ListBalancesRequest) {
    return { balances: await this.ledger.balances(userIds) };
  }

  @Handles(CreditsSubjects.listTransactions)
  async listTransactions(@Payload() { userId, limit, type }: ListTransactionsRequest) {
    return { transactions: await this.ledger.history(userId, limit, type) };
  }

  @Handles(CreditsSubjects.listAdminHistory)
  async listAdminHistory() {
    return { entries: await this.ledger.adminHistory() };
  }

  @Handles(CreditsSubjects.listUserLedger)
  listUserLedger(@Payload() request: UserLedgerRequest) {
    return this.ledger.userLedger(request);
  }

  @Handles(CreditsSubjects.setBalance)
  setBalance(@Payload() request: SetBalanceRequest) {
    return this.ledger.setBalance(request);
  }

  @Handles(CreditsSubjects.adjust)
  adjust(@Payload() request: AdjustCreditsRequest) {
    return this.ledger.adjust(request);
  }

  @Handles(CreditsSubjects.grantForPayment)
  grantForPayment(@Payload() request: GrantForPaymentRequest) {
    return this.ledger.grantForPayment(request);
  }

  @Handles(CreditsSubjects.reversePayment)
  reversePayment(@Payload() request: ReversePaymentRequest) {
    return this.ledger.reversePayment(request);
  }

  @Handles(CreditsSubjects.verifyLedger)
  verifyLedger(@Payload() { userId }: VerifyLedgerRequest) {
    return this.ledger.verify(userId);
  }

  @Handles(CreditsSubjects.findSpend)
  async findSpend(@Payload() { spendId }: FindSpendRequest) {
    return { spend: await this.ledger.findSpend(spendId) };
  }

  @Handles(CreditsSubjects.setLowBalanceLevels)
  setLowBalanceLevels(@Payload() request: SetLowBalanceLevelsRequest) {
    return this.ledger.setLowBalanceLevels(request);
  }

  /** Idempotent (a balance is created once); a failure leaves the event to be delivered again. */
  @EventPattern(AuthEvents.userRegistered)
  @UseFilters(DroppedEventFilter)
  async userRegistered(@Payload() event: UserRegisteredEvent): Promise<void> {
    await this.ledger.openAccount(event.userId);
  }
}
