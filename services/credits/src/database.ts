import type { SchemaDatabase } from '@storefront/platform';

export const creditsDatabase: SchemaDatabase = {
  schema: 'credits',
  entities: [],
  migrations: [],
};
