import type { SchemaDatabase } from '@storefront/platform';
import { CreateConnections1796000000000 } from './migrations/1796000000000-create-connections';

export const presenceDatabase: SchemaDatabase = {
  schema: 'presence',
  entities: [],
  migrations: [CreateConnections1796000000000],
};
