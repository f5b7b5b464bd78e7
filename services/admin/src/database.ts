import type { SchemaDatabase } from '@storefront/platform';
import { CreateAdminTables1796000000000 } from './migrations/1796000000000-create-admin-tables';
import { ApprovalsAndNotes1803000000000 } from './migrations/1803000000000-approvals-and-notes';
import { MoneyControls1809000000000 } from './migrations/1809000000000-money-controls';
import { PaymentRefundApprovals1813000000000 } from './migrations/1813000000000-payment-refund-approvals';
import { AuditLogFirstPage1814000000000 } from './migrations/1814000000000-audit-log-first-page';

export const adminDatabase: SchemaDatabase = {
  schema: 'admin',
  entities: [],
  migrations: [
    CreateAdminTables1796000000000,
    ApprovalsAndNotes1803000000000,
    MoneyControls1809000000000,
    PaymentRefundApprovals1813000000000,
    AuditLogFirstPage1814000000000,
  ],
};
