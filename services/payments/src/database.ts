import type { SchemaDatabase } from '@storefront/platform';
import { PAYMENT_COUNTS_SQL } from './stats/payment-counts.sql';
import { Baseline1900000000000 } from './migrations/1900000000000-baseline';

export const paymentsDatabase: SchemaDatabase = {
  schema: 'payments',
  outbox: true,
  entities: [],
  migrations: [Baseline1900000000000],
  sqlDefinitions: [PAYMENT_COUNTS_SQL],
};
