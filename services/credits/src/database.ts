import type { SchemaDatabase } from '@storefront/platform';
import { BALANCE_EVENTS_SQL } from './ledger/balance-events.sql';
import { SPEND_SQL } from './spends/spend.sql';
import { Baseline1900000000000 } from './migrations/1900000000000-baseline';

export const creditsDatabase: SchemaDatabase = {
  schema: 'credits',
  outbox: true,
  entities: [],
  migrations: [Baseline1900000000000],
  sqlDefinitions: [BALANCE_EVENTS_SQL, SPEND_SQL],
};
