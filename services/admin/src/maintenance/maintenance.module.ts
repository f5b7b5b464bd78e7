import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { MaintenanceHandler } from './maintenance.handler';
import { MaintenanceService } from './maintenance.service';
import { SiteSettingsRepository } from './site-settings.repository';

@Module({
  imports: [AuditModule],
  controllers: [MaintenanceHandler],
  providers: [MaintenanceService, SiteSettingsRepository],
})
export class MaintenanceModule {}
