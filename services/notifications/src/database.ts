import type { SchemaDatabase } from '@storefront/platform';

export const notificationsDatabase: SchemaDatabase = {
  schema: 'notifications',
  entities: [],
  migrations: [],
};
