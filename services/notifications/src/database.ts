import type { SchemaDatabase } from '@storefront/platform';
import { LOW_BALANCE_SQL } from './account-emails/low-balance.sql';
import { Baseline1900000000000 } from './migrations/1900000000000-baseline';

/** Tables are defined by the migrations and queried with plain SQL in the repositories. */
export const notificationsDatabase: SchemaDatabase = {
  schema: 'notifications',
  outbox: true,
  entities: [],
  migrations: [Baseline1900000000000],
  sqlDefinitions: [LOW_BALANCE_SQL],
};
