import { serviceModule } from '@storefront/platform';
import { ApprovalsModule } from './approvals/approvals.module';
import { AuditModule } from './audit/audit.module';
import { CustomerModule } from './customer/customer.module';
import { AdminConfig } from './config';
import { adminDatabase } from './database';
import { IpBansModule } from './ip-bans/ip-bans.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { OverviewModule } from './overview/overview.module';
import { UserManagementModule } from './user-management/user-management.module';

/** The admin service: its feature modules on the core every service has. */
export const appModule = (config: AdminConfig) =>
  serviceModule({ name: 'admin', config, database: adminDatabase }, [
    AuditModule,
    MaintenanceModule,
    IpBansModule,
    UserManagementModule,
    OverviewModule,
    ApprovalsModule,
    CustomerModule,
  ]);
