import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { RealtimeModule } from '../realtime/realtime.module';
import { AdminCaller } from './admin-caller';
import { AuditLogController } from './audit-log.controller';
import { BannedIpsController } from './banned-ips.controller';
import { IpBanCheck } from './ip-ban.check';
import { IpStatusController } from './ip-status.controller';
import { MaintenanceCheck } from './maintenance.check';
import { MaintenanceController } from './maintenance.controller';
import { SiteControlEventsListener } from './site-control-events.listener';
import { SiteStateModule } from '../site-state/site-state.module';

/**
 * IP bans and maintenance mode: the two checks every request passes first (hooked in by main.ts
 * after the request log, bans first), their routes, and the events that keep every replica's copy
 * current.
 */
@Module({
  imports: [AuthModule, RealtimeModule, SiteStateModule],
  controllers: [IpStatusController, MaintenanceController, BannedIpsController, AuditLogController],
  providers: [AdminCaller, IpBanCheck, MaintenanceCheck, SiteControlEventsListener],
  exports: [IpBanCheck, MaintenanceCheck],
})
export class SiteControlModule {}
