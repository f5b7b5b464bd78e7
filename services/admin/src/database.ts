import type { SchemaDatabase } from '@storefront/platform';

export const adminDatabase: SchemaDatabase = {
  schema: 'admin',
  entities: [],
  migrations: [],
};
