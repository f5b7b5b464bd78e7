export const CreditsSubjects = {
  getBalance: 'credits.balance.get',
  listBalances: 'credits.balances.list',
  listTransactions: 'credits.transactions.list',
  listAdminHistory: 'credits.admin-history.list',
  /** One user's ledger rows with reasons, for the back office's customer page. */
  listUserLedger: 'credits.user-ledger.list',
  adjust: 'credits.balance.adjust',
  /** An administrator sets a balance to a value; the difference is written as one ledger row. */
  setBalance: 'credits.balance.set',
  grantForPayment: 'credits.payment.grant',
  /** Takes back exactly the credits a payment granted (a refund after credit), once. */
  reversePayment: 'credits.ledger.reverse-payment',
  verifyLedger: 'credits.ledger.verify',
  /** An API spend by id, for the four-eyes check of a staff reversal: whose, how much, reversed. */
  findSpend: 'credits.ledger.find-spend',
  /**
   * Each user's low-balance threshold as the notifications service keeps it: a spend through the
   * API that leaves the balance at or above it announces no `credits.balance.changed`.
   */
  setLowBalanceLevels: 'credits.low-balance-levels.set',
} as const;

export const CreditsEvents = {
  balanceChanged: 'credits.balance.changed',
} as const;
