import type { SchemaDatabase } from '@storefront/platform';
import { CreateAdminTables1796000000000 } from './migrations/1796000000000-create-admin-tables';

export const adminDatabase: SchemaDatabase = {
  schema: 'admin',
  entities: [],
  migrations: [CreateAdminTables1796000000000],
};
