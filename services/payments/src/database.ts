import type { SchemaDatabase } from '@storefront/platform';
import { CreatePayments1760000000000 } from './migrations/1760000000000-create-payments';

export const paymentsDatabase: SchemaDatabase = {
  schema: 'payments',
  entities: [],
  migrations: [CreatePayments1760000000000],
};
