/** NATS subjects, payloads and HTTP DTOs of the credits service. */
export * from './subjects';
export * from './money';
export * from './errors';
export * from './transactions';
export * from './requests';
export * from './events';
export * from './http';
export * from './spends';
export * from './statement';
export * from './exports';
export * from './reasons';

import type { BalanceChangedEvent } from './events';
import type * as R from './requests';
import type { SpendRequests } from './spends';
import type { StatementRequests } from './statement';

export type CreditsRequests = {
  'credits.balance.get': { request: R.GetBalanceRequest; reply: R.GetBalanceReply };
  'credits.balances.list': { request: R.ListBalancesRequest; reply: R.ListBalancesReply };
  'credits.transactions.list': { request: R.ListTransactionsRequest; reply: R.ListTransactionsReply };
  'credits.admin-history.list': { request: R.ListAdminHistoryRequest; reply: R.ListAdminHistoryReply };
  'credits.user-ledger.list': { request: R.UserLedgerRequest; reply: R.UserLedgerReply };
  'credits.balance.adjust': { request: R.AdjustCreditsRequest; reply: R.AdjustCreditsReply };
  'credits.balance.set': { request: R.SetBalanceRequest; reply: R.SetBalanceReply };
  'credits.payment.grant': { request: R.GrantForPaymentRequest; reply: R.GrantForPaymentReply };
  'credits.ledger.reverse-payment': {
    request: R.ReversePaymentRequest;
    reply: R.ReversePaymentReply;
  };
  'credits.ledger.verify': { request: R.VerifyLedgerRequest; reply: R.VerifyLedgerReply };
  'credits.ledger.find-spend': { request: R.FindSpendRequest; reply: R.FindSpendReply };
  'credits.low-balance-levels.set': {
    request: R.SetLowBalanceLevelsRequest;
    reply: R.SetLowBalanceLevelsReply;
  };
} & SpendRequests &
  StatementRequests;

export type CreditsEventMap = {
  'credits.balance.changed': BalanceChangedEvent;
};
