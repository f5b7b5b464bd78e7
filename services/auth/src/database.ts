import type { SchemaDatabase } from '@storefront/platform';

export const authDatabase: SchemaDatabase = {
  schema: 'auth',
  entities: [],
  migrations: [],
};
