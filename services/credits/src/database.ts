import type { SchemaDatabase } from '@storefront/platform';
import { CreateLedger1760000000000 } from './migrations/1760000000000-create-ledger';
import { LedgerRequestId1764000000000 } from './migrations/1764000000000-ledger-request-id';
import { EventOutbox1800000000000 } from './migrations/1800000000000-event-outbox';
import { SpendFunction1801000000000 } from './migrations/1801000000000-spend-function';
import { PaymentReversals1770000000000 } from './migrations/1770000000000-payment-reversals';
import { SpendsAndHolds1799000000000 } from './migrations/1799000000000-spends-and-holds';
import { BalanceEventTime1802000000000 } from './migrations/1802000000000-balance-event-time';
import { LedgerTextCodes1805000000000 } from './migrations/1805000000000-ledger-text-codes';
import { LedgerReasons1803000000000 } from './migrations/1803000000000-ledger-reasons';
import { LowBalanceLevels1806000000000 } from './migrations/1806000000000-low-balance-levels';
import { DebitAnnounced1807000000000 } from './migrations/1807000000000-debit-announced';
import { SpendsAnnounceThemselves1808000000000 } from './migrations/1808000000000-spends-announce-themselves';
import { HoldsLiveByTheClock1809000000000 } from './migrations/1809000000000-holds-live-by-the-clock';
import { AdminHistoryOrder1810000000000 } from './migrations/1810000000000-admin-history-order';
import { OneBalanceEvent1811000000000 } from './migrations/1811000000000-one-balance-event';

export const creditsDatabase: SchemaDatabase = {
  schema: 'credits',
  outbox: true,
  entities: [],
  migrations: [
    CreateLedger1760000000000,
    LedgerRequestId1764000000000,
    PaymentReversals1770000000000,
    SpendsAndHolds1799000000000,
    EventOutbox1800000000000,
    SpendFunction1801000000000,
    BalanceEventTime1802000000000,
    LedgerReasons1803000000000,
    LedgerTextCodes1805000000000,
    LowBalanceLevels1806000000000,
    DebitAnnounced1807000000000,
    SpendsAnnounceThemselves1808000000000,
    HoldsLiveByTheClock1809000000000,
    AdminHistoryOrder1810000000000,
    OneBalanceEvent1811000000000,
  ],
};
