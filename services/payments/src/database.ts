import type { SchemaDatabase } from '@storefront/platform';
import { CreatePayments1760000000000 } from './migrations/1760000000000-create-payments';
import { PartialPayments1760000000001 } from './migrations/1760000000001-partial-payments';
import { PaymentCounts1760000000002 } from './migrations/1760000000002-payment-counts';
import { OpenPaymentClaims1769000000000 } from './migrations/1769000000000-open-payment-claims';
import { DeletedAccounts1769000000001 } from './migrations/1769000000001-deleted-accounts';

export const paymentsDatabase: SchemaDatabase = {
  schema: 'payments',
  entities: [],
  migrations: [
    CreatePayments1760000000000,
    PartialPayments1760000000001,
    PaymentCounts1760000000002,
    OpenPaymentClaims1769000000000,
    DeletedAccounts1769000000001,
  ],
};
