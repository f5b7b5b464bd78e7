import type { SchemaDatabase } from '@storefront/platform';
import { AUDIT_LOG_SIZE_SQL } from './audit/audit-log-size.sql';
import { Baseline1900000000000 } from './migrations/1900000000000-baseline';

export const adminDatabase: SchemaDatabase = {
  schema: 'admin',
  entities: [],
  migrations: [Baseline1900000000000],
  sqlDefinitions: [AUDIT_LOG_SIZE_SQL],
};
