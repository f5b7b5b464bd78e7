import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { ApprovalsModule } from './approvals/approvals.module';
import { AuditModule } from './audit/audit.module';
import { CustomerModule } from './customer/customer.module';
import { AdminConfig } from './config';
import { adminDatabase } from './database';
import { IpBansModule } from './ip-bans/ip-bans.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { OverviewModule } from './overview/overview.module';
import { UserManagementModule } from './user-management/user-management.module';

@Module({})
export class AppModule {
  static register(config: AdminConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ServiceCoreModule.forRoot({ name: 'admin', config, database: adminDatabase }),
        AuditModule,
        MaintenanceModule,
        IpBansModule,
        UserManagementModule,
        OverviewModule,
        ApprovalsModule,
        CustomerModule,
      ],
      providers: [{ provide: AdminConfig, useValue: config }],
      exports: [AdminConfig],
    };
  }
}
