import { Module } from '@nestjs/common';
import { IpBanList } from './ip-ban-list';
import { MaintenanceSwitch } from './maintenance-switch';

/** The two cached facts every request and socket is checked against. */
@Module({ providers: [IpBanList, MaintenanceSwitch], exports: [IpBanList, MaintenanceSwitch] })
export class SiteStateModule {}
