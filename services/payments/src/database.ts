import type { SchemaDatabase } from '@storefront/platform';

export const paymentsDatabase: SchemaDatabase = {
  schema: 'payments',
  entities: [],
  migrations: [],
};
