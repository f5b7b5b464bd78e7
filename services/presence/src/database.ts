import type { SchemaDatabase } from '@storefront/platform';

export const presenceDatabase: SchemaDatabase = {
  schema: 'presence',
  entities: [],
  migrations: [],
};
